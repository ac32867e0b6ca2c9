import { Admin, CustomRoutes, Resource } from 'react-admin';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { createI18nProvider } from './i18n/i18nProvider';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { LoginPage } from './login/LoginPage';
import { resources } from './resources';
import { layoutRoutes, RedirectToApplication } from './routes';
import { useAppTheme } from './settings/useAppTheme';
import { shellPublicRoutes } from './shell/routes';

const i18nProvider = createI18nProvider();

/** Assembles the console: providers, layout, login page, the registry's resources and the custom routes. */
export const App = () => {
  const theme = useAppTheme();
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
    >
      {resources.map(({ name, list, create, edit, show, icon, recordRepresentation }) => (
        <Resource
          key={name}
          name={name}
          list={list}
          create={create}
          edit={edit}
          show={show}
          icon={icon}
          recordRepresentation={recordRepresentation}
        />
      ))}
      <CustomRoutes>{layoutRoutes}</CustomRoutes>
      <CustomRoutes noLayout>{shellPublicRoutes}</CustomRoutes>
    </Admin>
  );
};
