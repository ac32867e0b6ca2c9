import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { loadMessages } from '../../src/i18n/i18nProvider';
import { LOCALES } from '../../src/i18n/language';
import { clearSession } from '../../src/shell/session/sessionStore';
import { server } from './msw';

/** react-admin pages render in several passes; the default 1 s is tight when the whole suite runs in parallel. */
configure({ asyncUtilTimeout: 5000 });

// Issue 19: the console fetches a language's messages before showing it; tests render in any of the four at once.
await Promise.all(LOCALES.map(loadMessages));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearSession();
  window.localStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

afterAll(() => server.close());
