import { AppBar, Box, Toolbar } from '@mui/material';
import { LoadingIndicator } from 'react-admin';
import { ErrorLogButton } from '../../errors/ErrorLogButton';
import { AreaNav } from './AreaNav';
import { CompanyLogo } from './CompanyLogo';
import { FullscreenButton } from './header/FullscreenButton';
import { LanguageMenu } from './header/LanguageMenu';
import { SidebarToggle } from './header/SidebarToggle';
import { HeaderUserMenu } from './HeaderUserMenu';
import { MessageLink } from './MessageLink';
import type { Device } from './sidebar/useDevice';
import { HEADER_HEIGHT } from './theme';

/** Spec §1 top bar (50 px): sidebar toggle, company logo, the areas; error log, fullscreen, language, messages, the user's menu. */
export const AppHeader = ({ device }: { device: Device }) => (
  <AppBar position="static" color="inherit" elevation={0} data-testid="app-header" sx={{ boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)' }}>
    {/* Issue 12: compact icons and small gaps leave the areas room to show in full in every language. */}
    <Toolbar disableGutters sx={{ minHeight: `${HEADER_HEIGHT}px !important`, height: HEADER_HEIGHT, px: 0.5, gap: 0, '& .MuiIconButton-root': { p: 0.75 } }}>
      <SidebarToggle />
      <CompanyLogo />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', height: '100%', overflow: 'hidden' }}>
        <AreaNav />
      </Box>
      <LoadingIndicator />
      <ErrorLogButton />
      {device === 'desktop' && <FullscreenButton />}
      <LanguageMenu />
      <MessageLink />
      <HeaderUserMenu />
    </Toolbar>
  </AppBar>
);
