import { ApiError } from '../../dataProvider/ApiError';
import { accountApi } from '#contract/endpoints/account';
import { call } from '../../dataProvider/httpClient';
import { forgetVisitedViews } from '../layout/tags/visitedViews';
import { setLoginStatus } from '../session/loginStatus';
import { updateSession } from '../session/sessionStore';

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Spec §7 login: the session cookie, `loginStatus=login`, the admin remembered; a failed login (success false)
 * rejects with the response body. The authProvider's `login`, and the light login page's (issue 19).
 */
export const signIn = async ({ email, password }: Credentials): Promise<void> => {
  try {
    const admin = await call(accountApi.login, { body: { email, password }, silent: true });
    setLoginStatus('login');
    forgetVisitedViews();
    updateSession({ admin, company: null, allPermissions: null, userPermissions: null });
  } catch (error) {
    throw error instanceof ApiError && error.body ? error.body : error;
  }
};
