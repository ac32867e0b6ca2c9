import { Navigate, Route } from 'react-router-dom';
import { ApplicationPage } from './application/ApplicationPage';
import { resources } from './resources';
import { shellLayoutRoutes } from './shell/routes';

/** `/` goes to the application list (spec §2). */
export const RedirectToApplication = () => <Navigate to="/application" replace />;

/** Routes inside the layout: shell pages, each resource's extra pages, and the spec's legacy paths. */
export const layoutRoutes = [
  ...shellLayoutRoutes,
  <Route key="application" path="/application" element={<ApplicationPage />} />,
  ...resources.flatMap((resource) =>
    (resource.pages ?? []).map((page) => (
      <Route key={`${resource.name}/${page.path}`} path={`/${resource.name}/${page.path}`} element={page.element} />
    )),
  ),
  ...resources.flatMap((resource) =>
    (resource.legacyPaths ?? []).map((legacy) => (
      <Route key={legacy.from} path={legacy.from} element={<Navigate to={legacy.to} replace />} />
    )),
  ),
];
