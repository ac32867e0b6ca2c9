import { useState } from 'react';
import { useLogin, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { isLoggedIn } from '../shell/session/loginStatus';
import { PublicCard } from '../shell/public/PublicCard';
import { LoginForm, type LoginAction } from './LoginForm';

/** /login (spec §2): a signed-in user is sent to `/`; otherwise the branded, centred sign-in card. */
export const LoginCard = ({ login }: { login: LoginAction }) => {
  const translate = useTranslate();
  // Read when the page opens: signing in here sets the cookie, and the login's own redirect must win over this one.
  const [signedIn] = useState(isLoggedIn);
  if (signedIn) return <Navigate to="/" replace />;
  return (
    <PublicCard title={translate('app.title')} subtitle={translate('app.login.subtitle')}>
      <LoginForm login={login} />
    </PublicCard>
  );
};

/** The login page inside <Admin> (after a logout or an expired session): react-admin's useLogin. */
export const LoginPage = () => <LoginCard login={useLogin()} />;
