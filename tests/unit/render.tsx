import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { authProvider } from '../../src/shell/authProvider';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import type { Locale } from '../../src/i18n/language';
import { AppNotification } from '../../src/shell/layout/AppNotification';
import { buildTheme } from '../../src/shell/layout/theme';

/** Shows where the router ended up, so tests can assert navigation. */
export const LocationProbe = () => {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
};

/** Renders `element` at `path` inside react-admin's contexts (Chinese by default) with the global notification. */
export const renderAt = (element: ReactNode, { path = '/', route = '*', locale = 'zh' }: { path?: string; route?: string; locale?: Locale } = {}) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext authProvider={authProvider} dataProvider={testDataProvider()} i18nProvider={createI18nProvider(locale)} theme={buildTheme()}>
        <Routes>
          <Route path={route} element={element} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
        <AppNotification />
      </AdminContext>
    </MemoryRouter>,
  );
