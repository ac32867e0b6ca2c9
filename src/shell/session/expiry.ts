import { emitBus } from './bus';
import { isLoggedIn, setLoginStatus } from './loginStatus';
import { resetAdminState } from './sessionStore';

/**
 * Spec §8 (code 10002 or error "Not Login"): reset the admin state; if the cookie said `login`,
 * ask the layout for the 确认退出 dialog; then set the cookie to `logout`. Later failures in the same
 * burst find the cookie already at `logout`, so only one dialog opens.
 */
export const handleSessionExpired = (): void => {
  const wasLoggedIn = isLoggedIn();
  resetAdminState();
  if (wasLoggedIn) emitBus('session-expired', undefined);
  setLoginStatus('logout');
};
