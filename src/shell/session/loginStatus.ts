import Cookies from 'js-cookie';

/** Spec §4: the loginStatus cookie; only the value `login` means signed in. */
const LOGIN_STATUS_COOKIE = 'loginStatus';

export type LoginStatus = 'login' | 'logout';

export const isLoggedIn = (): boolean => Cookies.get(LOGIN_STATUS_COOKIE) === 'login';

export const setLoginStatus = (status: LoginStatus): void => {
  Cookies.set(LOGIN_STATUS_COOKIE, status, { path: '/', sameSite: 'Lax' });
};
