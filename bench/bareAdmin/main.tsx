// Issue 19's baseline: react-admin as its tutorial starts, built by the same Vite from the same installed
// packages (`npm run bench` compares the console's login page with this one's).
import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource, type AuthProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';

// Nobody is signed in: the app shows react-admin's own login page.
const authProvider: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.reject(new Error('signed out')),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(),
};

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={simpleRestProvider('/api')} authProvider={authProvider} i18nProvider={polyglotI18nProvider(() => englishMessages, 'en')}>
    <Resource name="posts" list={ListGuesser} />
  </Admin>,
);
