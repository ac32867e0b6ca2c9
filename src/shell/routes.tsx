import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router-dom';

/** A page loaded on first visit, so the login page does not download every shell page (and `marked`). */
const lazyPage = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazy(() => load().then((module) => ({ default: pick(module) })));

const AboutPage = lazyPage(() => import('./about/AboutPage'), (m) => m.AboutPage);
const AccountPage = lazyPage(() => import('./account/AccountPage'), (m) => m.AccountPage);
const DocumentPage = lazyPage(() => import('./document/DocumentPage'), (m) => m.DocumentPage);
const MessagePage = lazyPage(() => import('./messages/MessagePage'), (m) => m.MessagePage);
const NothingPage = lazyPage(() => import('./nothing/NothingPage'), (m) => m.NothingPage);
const AuthRedirectPage = lazyPage(() => import('./public/AuthRedirectPage'), (m) => m.AuthRedirectPage);
const FindPasswordPage = lazyPage(() => import('./public/FindPasswordPage'), (m) => m.FindPasswordPage);
const TokenLoginPage = lazyPage(() => import('./public/TokenLoginPage'), (m) => m.TokenLoginPage);

/** Public pages have no layout, hence no Suspense of the layout's: each brings its own. */
const publicPage = (Page: ComponentType) => (
  <Suspense fallback={<Loading />}>
    <Page />
  </Suspense>
);

/** Shell pages inside the layout (/account, /about, /message, /nothing, /document/document). */
export const shellLayoutRoutes: ReactElement[] = [
  <Route key="account" path="/account" element={<AccountPage />} />,
  <Route key="about" path="/about" element={<AboutPage />} />,
  <Route key="message" path="/message" element={<MessagePage />} />,
  <Route key="nothing" path="/nothing" element={<NothingPage />} />,
  <Route key="document" path="/document/document" element={<DocumentPage />} />,
];

/** Public shell pages without the layout (/find-password, /token-login, /auth-redirect). */
export const shellPublicRoutes: ReactElement[] = [
  <Route key="find-password" path="/find-password" element={publicPage(FindPasswordPage)} />,
  <Route key="token-login" path="/token-login" element={publicPage(TokenLoginPage)} />,
  <Route key="auth-redirect" path="/auth-redirect" element={publicPage(AuthRedirectPage)} />,
];
