import { accountApi } from '#contract/endpoints/account';
import { call } from '../../dataProvider/httpClient';
import { setLoginStatus } from '../session/loginStatus';
import { updateSession } from '../session/sessionStore';
import type { Admin } from '../session/types';

/** Always succeeds: the answer never reveals whether the e-mail exists. */
export const requestPasswordReset = (email: string): Promise<unknown> =>
  call(accountApi.passwordForgot, { body: { email }, silent: true });

/** A bad or used token is 10005 on the field `token`; policy errors name `newPassword`. */
export const resetPassword = (token: string, newPassword: string): Promise<unknown> =>
  call(accountApi.passwordReset, { body: { token, newPassword }, silent: true });

const exchanges = new Map<string, Promise<Admin>>();

/**
 * Signs in with a one-time token and stores the admin as login does (spec §4). Tokens are single-use,
 * so callers while an exchange is in flight share it (React's strict mode runs effects twice).
 */
export const exchangeLoginToken = (token: string): Promise<Admin> => {
  let pending = exchanges.get(token);
  if (!pending) {
    pending = call(accountApi.tokenLogin, { body: { token }, silent: true }).then((admin) => {
      setLoginStatus('login');
      updateSession({ admin, company: null, allPermissions: null, userPermissions: null });
      return admin;
    });
    exchanges.set(token, pending);
    pending.then(
      () => exchanges.delete(token),
      () => exchanges.delete(token),
    );
  }
  return pending;
};
