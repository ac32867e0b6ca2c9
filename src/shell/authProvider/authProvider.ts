import type { AuthProvider, UserIdentity } from 'react-admin';
import { accountApi } from '#contract/endpoints/account';
import { call } from '../../dataProvider/httpClient';
import { resources } from '../../resources';
import { isLoggedIn, setLoginStatus } from '../session/loginStatus';
import { forgetVisitedViews } from '../layout/tags/visitedViews';
import { clearSession, getSession } from '../session/sessionStore';
import { displayName } from '../session/displayName';
import { ensureSession } from '../session/startup';
import type { UserPermission } from '../session/types';
import { canAccess, permissionsFor } from '../access';
import { loginPathFor } from './redirect';
import { signIn } from './signIn';

const currentPath = (): string => `${window.location.pathname}${window.location.search}`;

export const authProvider: AuthProvider = {
  /** Spec §7: a failed login (success false) rejects with the response body. */
  login: signIn,

  /** Spec §4: the server call, then cookie `logout`, admin, company and remembered building cleared. */
  logout: async () => {
    if (isLoggedIn()) {
      await call(accountApi.logout).catch(() => undefined);
    }
    setLoginStatus('logout');
    clearSession();
    forgetVisitedViews();
  },

  /** Spec §4: only the cookie value `login` counts as signed in. */
  checkAuth: async (params?: { path?: string }) => {
    if (isLoggedIn()) return;
    throw { redirectTo: loginPathFor(params?.path ?? currentPath()), message: false };
  },

  /** 10002 is handled by the client's dialog (spec §8): react-admin must not log out on its own. */
  checkError: async () => undefined,

  getIdentity: async (): Promise<UserIdentity> => {
    const { admin, company } = await ensureSession();
    if (!admin) throw new Error('No admin');
    return { id: admin.id, fullName: displayName(admin.email), avatar: company?.smallLogo ?? undefined };
  },

  /** Spec §3: the user's permissions, as the start-up sequence read them (issue 19: asking again doubled the call on every page load). */
  getPermissions: async (): Promise<UserPermission[]> => {
    if (!isLoggedIn()) return [];
    return (await ensureSession()).userPermissions ?? [];
  },

  canAccess: async ({ resource, action }) => {
    if (!isLoggedIn()) return false;
    const session = getSession().userPermissions ? getSession() : await ensureSession();
    const subject = {
      adminType: session.admin?.adminType ?? null,
      permissions: permissionsFor(session.userPermissions, session.buildingId),
    };
    return canAccess(subject, { resource, action }, resources);
  },
};
