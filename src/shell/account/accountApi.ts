import { request } from '../../dataProvider/httpClient';

export interface LoginToken {
  token: string;
  expiresAt: string;
}

/** The server checks the old password and its policy, then ends the admin's other sessions. */
export const updatePassword = (oldPassword: string, newPassword: string): Promise<null> =>
  request<null>('/api/admin/admin/password/update', { method: 'POST', body: { oldPassword, newPassword }, silent: true });

/** A one-time token for handing the signed-in admin over to another system (/token-login). */
export const createLoginToken = (): Promise<LoginToken> => request<LoginToken>('/api/admin/admin/login-token', { method: 'POST', body: {} });
