import { useEffect, useRef, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { Loading, useAuthenticated, useSidebarState } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { installGlobalErrorHandlers } from '../../errors/globalHandlers';
import { Breadcrumbs } from '../navigation/Breadcrumbs';
import { useAreaFollowsPath } from '../navigation/useAreaFollowsPath';
import { ensureSession } from '../session/startup';
import { SettingsPanel } from '../../settings/SettingsPanel';
import { useSettings } from '../../settings/useSettings';
import { AppHeader } from './AppHeader';
import { PageContent } from './PageContent';
import { NamedProgress } from './NamedProgress';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { AppSidebar, sidebarOffset } from './sidebar/AppSidebar';
import { useDevice } from './sidebar/useDevice';
import { useResponsiveSidebar } from './sidebar/useResponsiveSidebar';
import { TagsProvider } from './tags/TagsContext';
import { TagsView } from './tags/TagsView';

/**
 * Route guard (spec §2): every layout page needs the `login` cookie, else /login?redirect=<path>.
 * Once signed in, runs the start-up sequence of spec §4 (errors were already toasted by the client).
 */
export const AppLayout = ({ children }: { children: ReactNode }) => {
  const location = useLocation();
  const { authenticated } = useAuthenticated({ params: { path: `${location.pathname}${location.search}` } });
  // Every new path (search included) checks the session again; the page stays mounted meanwhile (a filter kept in
  // the URL must not rebuild the page and its map). A refused check signs out and leaves for the login page.
  const signedIn = useRef(false);
  if (authenticated) signedIn.current = true;
  const device = useDevice();
  const [open] = useSidebarState();
  const { fixedHeader, tagsView, showSettings } = useSettings();
  useResponsiveSidebar(device);
  useAreaFollowsPath();
  useEffect(() => {
    if (authenticated) ensureSession().catch(() => undefined);
  }, [authenticated]);
  useEffect(installGlobalErrorHandlers, []);

  return (
    <TagsProvider>
      <NamedProgress>
        <Box data-device={device} sx={{ minHeight: '100vh', backgroundColor: 'background.default' }}>
          {/* Issue 12: the first Tab stop, before the sidebar's and the header's many links. */}
          <SkipLink />
          <AppSidebar device={device} />
          <Box
            sx={(theme) => ({
              ml: `${sidebarOffset(device, open)}px`,
              minHeight: '100vh',
              display: 'flex',
              flexDirection: 'column',
              transition: theme.transitions.create('margin-left', { duration: theme.transitions.duration.shorter }),
            })}
          >
            {/* Spec §1: a fixed header keeps the 50 px bar and the 34 px tag strip in place while the page scrolls. */}
            <Box data-testid="header-block" sx={(theme) => ({ position: fixedHeader ? 'sticky' : 'relative', top: 0, zIndex: theme.zIndex.appBar })}>
              <AppHeader device={device} />
              {tagsView && <TagsView />}
            </Box>
            <Breadcrumbs />
            {/* Room for the 48 px settings handle on the right edge, so it never covers page controls. */}
            <Box
              component="main"
              id={MAIN_CONTENT_ID}
              tabIndex={-1}
              sx={{ flex: 1, display: 'flex', flexDirection: 'column', pl: 1, pr: showSettings && device === 'desktop' ? 7 : 1, pb: 1 }}
            >
              <PageContent>{authenticated || signedIn.current ? children : <Loading />}</PageContent>
            </Box>
          </Box>
          <SettingsPanel />
        </Box>
      </NamedProgress>
    </TagsProvider>
  );
};
