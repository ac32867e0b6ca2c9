import { isAdmin, isAppRef, isBuildingList, isCompany, isId, isNonEmptyString } from './guards';
import { readStored, writeStored, type Guard } from './storage';
import type { Admin, AppRef, Building, Company, Permission, PoiType, Region, UserPermission } from './types';

export interface SessionState {
  admin: Admin | null;
  company: Company | null;
  buildingId: number | null;
  buildings: Building[];
  app: AppRef | null;
  appCode: string | null;
  allPermissions: Permission[] | null;
  userPermissions: UserPermission[] | null;
  /** Spec §3 "loaded per selected building"; null until loaded. */
  poiTypes: PoiType[] | null;
  regions: Region[] | null;
}

type PersistedKey = 'admin' | 'company' | 'buildingId' | 'buildings' | 'app' | 'appCode';

/** localStorage key and guard per persisted field (spec §4 "persisted state"). */
const PERSISTED: { [K in PersistedKey]: { key: string; guard: Guard<NonNullable<SessionState[K]>> } } = {
  admin: { key: 'admin', guard: isAdmin },
  company: { key: 'company', guard: isCompany },
  buildingId: { key: 'buildingId', guard: isId },
  buildings: { key: 'buildingList', guard: isBuildingList },
  app: { key: 'app', guard: isAppRef },
  appCode: { key: 'appCode', guard: isNonEmptyString },
};

const EMPTY: SessionState = {
  admin: null,
  company: null,
  buildingId: null,
  buildings: [],
  app: null,
  appCode: null,
  allPermissions: null,
  userPermissions: null,
  poiTypes: null,
  regions: null,
};

const restore = (): SessionState => ({
  ...EMPTY,
  admin: readStored(PERSISTED.admin.key, PERSISTED.admin.guard),
  company: readStored(PERSISTED.company.key, PERSISTED.company.guard),
  buildingId: readStored(PERSISTED.buildingId.key, PERSISTED.buildingId.guard),
  buildings: readStored(PERSISTED.buildings.key, PERSISTED.buildings.guard) ?? [],
  app: readStored(PERSISTED.app.key, PERSISTED.app.guard),
  appCode: readStored(PERSISTED.appCode.key, PERSISTED.appCode.guard),
});

let state: SessionState = restore();
const listeners = new Set<() => void>();

export const getSession = (): SessionState => state;

export const subscribeSession = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const updateSession = (patch: Partial<SessionState>): void => {
  state = { ...state, ...patch };
  for (const field of Object.keys(patch) as (keyof SessionState)[]) {
    if (field in PERSISTED) writeStored(PERSISTED[field as PersistedKey].key, state[field]);
  }
  listeners.forEach((listener) => listener());
};

/** Spec §8: an expired session resets the admin state (the chosen building stays for the next login). */
export const resetAdminState = (): void => updateSession({ admin: null, company: null, allPermissions: null, userPermissions: null });

/** Spec §4 logout: admin, company and the remembered building, app and appCode are cleared. */
export const clearSession = (): void => updateSession({ ...EMPTY });

export const selectBuilding = (building: Building): void =>
  updateSession({
    buildingId: building.id,
    app: building.appId != null ? { id: building.appId, name: building.appName ?? '' } : null,
    appCode: building.appCode ?? null,
  });

/** Re-reads localStorage; tests use it after seeding storage. */
export const reloadSessionFromStorage = (): void => {
  state = restore();
  listeners.forEach((listener) => listener());
};
