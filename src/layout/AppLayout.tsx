import { useEffect, type ReactNode } from 'react';
import { Layout, Loading, useAuthenticated } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ensureSession } from '../session/startup';
import { AppHeader } from './AppHeader';
import { AppMenu } from './AppMenu';

/**
 * Route guard (spec §2): every layout page needs the `login` cookie, else /login?redirect=<path>.
 * Once signed in, runs the start-up sequence of spec §4 (errors were already toasted by the client).
 */
export const AppLayout = ({ children }: { children: ReactNode }) => {
  const location = useLocation();
  const { authenticated } = useAuthenticated({ params: { path: `${location.pathname}${location.search}` } });
  useEffect(() => {
    if (authenticated) ensureSession().catch(() => undefined);
  }, [authenticated]);

  return (
    <Layout appBar={AppHeader} menu={AppMenu}>
      {authenticated ? children : <Loading />}
    </Layout>
  );
};
