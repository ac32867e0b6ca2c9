import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { dataProvider } from '../../../../src/dataProvider';
import { createI18nProvider } from '../../../../src/i18n/i18nProvider';
import { AppNotification } from '../../../../src/shell/layout/AppNotification';
import { updateSession } from '../../../../src/shell/session/sessionStore';
import type { AdminType, Permission } from '../../../../src/shell/session/types';
import { LocationProbe } from '../../render';
import { anAdmin } from '../../sessionFixtures';
import { buildTheme } from '../../../../src/shell/layout/theme';

/** Signs in an admin of the given type (company 1 unless platform) without a server round trip. */
export const signIn = (adminType: AdminType, allPermissions: Permission[] = []) =>
  updateSession({
    admin: anAdmin({ id: 100, email: 'me@demo.local', adminType, companyId: adminType === 'PLATFORM_ADMINISTRATOR' ? null : 1 }),
    allPermissions,
    userPermissions: [],
  });

/** Renders a resource view with the real data provider (msw answers), in Chinese, at `path` matching `route`. */
export const renderView = (resource: string, element: ReactNode, { path = '/', route = '*' }: { path?: string; route?: string } = {}) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider('zh')} theme={buildTheme()}>
        <ResourceContextProvider value={resource}>
          <Routes>
            <Route path={route} element={element} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </ResourceContextProvider>
        <AppNotification />
      </AdminContext>
    </MemoryRouter>,
  );
