import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { AboutPage } from './about/AboutPage';
import { AccountPage } from './account/AccountPage';
import { DocumentPage } from './document/DocumentPage';
import { MessagePage } from './messages/MessagePage';
import { NothingPage } from './nothing/NothingPage';
import { AuthRedirectPage } from './public/AuthRedirectPage';
import { FindPasswordPage } from './public/FindPasswordPage';
import { TokenLoginPage } from './public/TokenLoginPage';

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
  <Route key="find-password" path="/find-password" element={<FindPasswordPage />} />,
  <Route key="token-login" path="/token-login" element={<TokenLoginPage />} />,
  <Route key="auth-redirect" path="/auth-redirect" element={<AuthRedirectPage />} />,
];
