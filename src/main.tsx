import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createI18nProvider, loadMessages } from './i18n/i18nProvider';
import { currentLanguage } from './i18n/language';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

// Issue 19: only the language the page opens in is fetched (a chunk of its own), before the first render.
const messages = loadMessages(currentLanguage());

/** The whole console (react-admin's <Admin>, the layout, the registry) at the current address. */
const showConsole = () =>
  Promise.all([import('./App'), messages]).then(([{ App, preloadPageAt }]) => {
    // Issue 19: the page itself downloads while the session's start-up calls run.
    preloadPageAt(window.location.pathname);
    root.render(
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>,
    );
  });

/** Leaves the light login page for the console at `to` (after signing in, or a link to another page). */
const handOver = (to: string) => {
  if (to !== `${window.location.pathname}${window.location.search}${window.location.hash}`) window.history.replaceState(null, '', to);
  void showConsole();
};

// Issue 19: /login opened by its address loads only what the sign-in card needs (src/login/LoginApp.tsx).
if (window.location.pathname === '/login') {
  void Promise.all([import('./login/LoginApp'), messages]).then(([{ LoginApp }]) =>
    root.render(
      <StrictMode>
        <LoginApp i18nProvider={createI18nProvider()} handOver={handOver} />
      </StrictMode>,
    ),
  );
} else {
  void showConsole();
}
