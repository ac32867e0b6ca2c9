import { Navigate, Route } from 'react-router-dom';
import type { Area } from '../areas';
import { pagePath } from './pages';
import { PageGuard } from './PageGuard';
import { AreaEntry, LegacyRedirect, SectionRedirect } from './redirects';
import { resources } from '../../resources';
import { shellLayoutRoutes } from '../pages/routes';

/** `/` goes to the application list (spec §2). */
export const RedirectToApplication = () => <Navigate to="/application" replace />;

/** Area index values that are not pages themselves (/user is the platform area's user list). */
const AREA_ENTRIES: readonly Area[] = ['location', 'statistics', 'platform', 'help'];

/**
 * Routes inside the layout: shell pages (/application among them), the area entries, each resource's custom pages behind the
 * page guard (its views are guarded in App), the section paths, and the spec's legacy paths.
 */
export const layoutRoutes = [
  ...shellLayoutRoutes,
  ...AREA_ENTRIES.map((area) => <Route key={`area/${area}`} path={`/${area}`} element={<AreaEntry area={area} />} />),
  ...resources.flatMap((resource) =>
    resource.pages
      .filter((page) => !page.view && page.element)
      .map((page) => (
        <Route
          key={`${resource.name}/${page.name}`}
          path={pagePath(resource, page)}
          element={
            <PageGuard resource={resource} page={page}>
              {page.element}
            </PageGuard>
          }
        />
      )),
  ),
  ...resources.flatMap((resource) =>
    (resource.section.paths ?? []).map((path) => <Route key={`section${path}`} path={path} element={<SectionRedirect resource={resource} />} />),
  ),
  ...resources.flatMap((resource) =>
    resource.pages.flatMap((page) =>
      (page.legacy ?? []).map((from) => <Route key={`legacy${from}`} path={from} element={<LegacyRedirect to={pagePath(resource, page)} />} />),
    ),
  ),
];
