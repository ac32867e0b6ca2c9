import { accountApi } from '#contract/endpoints/account';
import { call } from '../../../dataProvider/httpClient';

/** `admin/login-token`: a one-time token and when it expires. */
export type LoginToken = Awaited<ReturnType<typeof createLoginToken>>;

/** The server checks the old password and its policy, then ends the admin's other sessions. */
export const updatePassword = (oldPassword: string, newPassword: string): Promise<null> =>
  call(accountApi.passwordUpdate, { body: { oldPassword, newPassword }, silent: true });

/** A one-time token for handing the signed-in admin over to another system (/token-login). */
export const createLoginToken = () => call(accountApi.loginToken, { body: {} });
