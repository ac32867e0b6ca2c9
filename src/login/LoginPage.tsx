import { useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { isLoggedIn } from '../session/loginStatus';
import { PublicCard } from '../shell/public/PublicCard';
import { LoginForm } from './LoginForm';

/** /login (spec §2): a signed-in user is sent to `/`; otherwise the branded, centred sign-in card. */
export const LoginPage = () => {
  const translate = useTranslate();
  if (isLoggedIn()) return <Navigate to="/" replace />;
  return (
    <PublicCard title={translate('app.title')} subtitle={translate('app.login.subtitle')}>
      <LoginForm />
    </PublicCard>
  );
};
