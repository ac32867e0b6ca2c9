import { Suspense, type ReactElement } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router-dom';
import { SHELL_PAGES } from '.';

/** Shell pages inside the layout (its Suspense shows the loading state). */
export const shellLayoutRoutes: ReactElement[] = SHELL_PAGES.filter((page) => !page.public).map(({ path, component: Page }) => (
  <Route key={path} path={path} element={<Page />} />
));

/** Public shell pages without the layout, hence without its Suspense: each brings its own. */
export const shellPublicRoutes: ReactElement[] = SHELL_PAGES.filter((page) => page.public).map(({ path, component: Page }) => (
  <Route
    key={path}
    path={path}
    element={
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    }
  />
));
