import { Suspense, type ComponentType, type ReactElement } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router-dom';
import { lazyView } from '../resources/lazyView';

// Loaded on first visit, so the login page does not download every shell page (and `marked`).
const AboutPage = lazyView(() => import('./about/AboutPage'), 'AboutPage');
const AccountPage = lazyView(() => import('./account/AccountPage'), 'AccountPage');
const DocumentPage = lazyView(() => import('./document/DocumentPage'), 'DocumentPage');
const MessagePage = lazyView(() => import('./messages/MessagePage'), 'MessagePage');
const NothingPage = lazyView(() => import('./nothing/NothingPage'), 'NothingPage');
const AuthRedirectPage = lazyView(() => import('./public/AuthRedirectPage'), 'AuthRedirectPage');
const FindPasswordPage = lazyView(() => import('./public/FindPasswordPage'), 'FindPasswordPage');
const TokenLoginPage = lazyView(() => import('./public/TokenLoginPage'), 'TokenLoginPage');

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
