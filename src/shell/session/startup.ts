import { accountApi } from '#contract/endpoints/account';
import { companyApi } from '#contract/endpoints/company';
import { call } from '../../dataProvider/httpClient';
import { loadBuildingData, watchSelectedBuilding } from './buildingData';
import { getSession, updateSession, type SessionState } from './sessionStore';

let pending: Promise<SessionState> | null = null;

/**
 * Spec §4 start-up: 1-3 the admin, its company, all permissions and the user's permissions; 4 the
 * routes (the menus derive from the registry and these permissions); 5 the selected building's data.
 */
const load = async (): Promise<SessionState> => {
  const admin = await call(accountApi.current);
  updateSession({ admin });
  const company = admin.companyId != null ? await call(companyApi.one, { query: { companyId: admin.companyId } }) : null;
  updateSession({ company });
  const [allPermissions, userPermissions] = await Promise.all([call(accountApi.allPermissions), call(accountApi.permissions)]);
  updateSession({ allPermissions, userPermissions });
  watchSelectedBuilding();
  await loadBuildingData(getSession().buildingId);
  return getSession();
};

/** Runs the start-up sequence once per page load (and again after a reset); concurrent callers share it. */
export const ensureSession = (): Promise<SessionState> => {
  const current = getSession();
  if (current.admin && current.userPermissions && current.allPermissions) return Promise.resolve(current);
  pending ??= load().finally(() => {
    pending = null;
  });
  return pending;
};

/** Reads the user's permissions again (a building added or imported since start-up has its own entry). */
export const refreshPermissions = async (): Promise<void> => {
  updateSession({ userPermissions: await call(accountApi.permissions, { silent: true }) });
};
