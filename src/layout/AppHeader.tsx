import { Box } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { CompanyLogo } from './CompanyLogo';
import { HeaderUserMenu } from './HeaderUserMenu';
import { MessageLink } from './MessageLink';

const HeaderToolbar = () => (
  <Box sx={{ display: 'flex', alignItems: 'center' }}>
    <LoadingIndicator />
    <MessageLink />
  </Box>
);

/** Spec §1 top bar: company logo, page title, message centre, the user's menu. */
export const AppHeader = () => (
  <AppBar color="inherit" toolbar={<HeaderToolbar />} userMenu={<HeaderUserMenu />} alwaysOn sx={{ boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)' }}>
    <CompanyLogo />
    <TitlePortal variant="subtitle1" sx={{ color: 'text.secondary' }} />
  </AppBar>
);
