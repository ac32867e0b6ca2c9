import { useState } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { authProvider } from './shell/authProvider';
import { dataProvider } from './dataProvider';
import { createI18nProvider } from './i18n/i18nProvider';
import { AppLayout } from './shell/layout/AppLayout';
import { AppNotification } from './shell/layout/AppNotification';
import { LoginPage } from './login/LoginPage';
import { ForbiddenPage } from './shell/navigation/ForbiddenPage';
import { guardedView } from './shell/navigation/guardedViews';
import { NotFoundPage } from './shell/navigation/NotFoundPage';
import { resources } from './resources';
import { layoutRoutes, RedirectToApplication } from './shell/navigation/routes';
import { useAppTheme } from './settings/useAppTheme';
import { shellPublicRoutes } from './shell/pages/routes';

export { preloadPageAt } from './shell/navigation/preloadPage';

/** Resources with react-admin views; the others are custom pages only (a bare Resource would shadow the 404). */
const viewResources = resources.filter((resource) => resource.list || resource.create || resource.edit || resource.show);

/** Assembles the console: providers, layout, login page, the registry's resources and the custom routes. */
export const App = () => {
  const theme = useAppTheme();
  // The messages of the page's language were loaded before the first render (main.tsx, issue 19).
  const [i18nProvider] = useState(() => createI18nProvider());
  return (
    <Admin
      disableTelemetry
      title="app.title"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      layout={AppLayout}
      loginPage={LoginPage}
      dashboard={RedirectToApplication}
      notification={AppNotification}
      catchAll={NotFoundPage}
      accessDenied={ForbiddenPage}
    >
      {viewResources.map((resource) => (
        <Resource
          key={resource.name}
          name={resource.name}
          list={guardedView(resource, 'list')}
          create={guardedView(resource, 'create')}
          edit={guardedView(resource, 'edit')}
          show={guardedView(resource, 'show')}
          icon={resource.icon}
          recordRepresentation={resource.recordRepresentation}
        />
      ))}
      <CustomRoutes>{layoutRoutes}</CustomRoutes>
      <CustomRoutes noLayout>{shellPublicRoutes}</CustomRoutes>
    </Admin>
  );
};
