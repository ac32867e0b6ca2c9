import { Navigate, useSearchParams } from 'react-router-dom';

/** /auth-redirect (spec §2): the landing page of an external sign-in; hands the token and redirect to /token-login. */
export const AuthRedirectPage = () => {
  const [params] = useSearchParams();
  const next = new URLSearchParams();
  const token = params.get('token');
  const redirect = params.get('redirect');
  if (token) next.set('token', token);
  if (redirect) next.set('redirect', redirect);
  const query = next.toString();
  return <Navigate to={query ? `/token-login?${query}` : '/token-login'} replace />;
};
