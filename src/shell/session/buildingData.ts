import { regionApi } from '#contract/endpoints/region';
import { call } from '../../dataProvider/httpClient';
import { isLoggedIn } from './loginStatus';
import { fetchPoiTypes } from './poiTypes';
import { getSession, subscribeSession, updateSession } from './sessionStore';
import type { PoiType, Region } from './types';

/** An answer that is not a list (a server without the call) reads as none. */
const listOf = <T>(value: readonly T[]): T[] => (Array.isArray(value) ? [...value] : []);

/** Each load is numbered so an answer for a building no longer selected is dropped. */
let generation = 0;

/**
 * Spec §4 start-up step 5: the selected building's POI types and regions. A failure (for instance
 * before the server has the calls) leaves empty lists without a toast: no screen depends on them yet.
 */
export const loadBuildingData = async (buildingId: number | null): Promise<void> => {
  const mine = ++generation;
  if (buildingId === null) {
    updateSession({ poiTypes: null, regions: null });
    return;
  }
  const [poiTypes, regions] = await Promise.all([
    fetchPoiTypes(buildingId).then(listOf<PoiType>, (): PoiType[] => []),
    call(regionApi.list, { query: { buildingId }, silent: true }).then(listOf<Region>, (): Region[] => []),
  ]);
  if (mine === generation) updateSession({ poiTypes, regions });
};

let unwatch: (() => void) | null = null;
let watchedBuilding: number | null = null;

/** Spec §4: changing the selected building reloads its POI types and regions. Idempotent. */
export const watchSelectedBuilding = (): void => {
  if (unwatch) return;
  watchedBuilding = getSession().buildingId;
  unwatch = subscribeSession(() => {
    const { buildingId } = getSession();
    if (buildingId === watchedBuilding) return;
    watchedBuilding = buildingId;
    if (isLoggedIn() || buildingId === null) void loadBuildingData(buildingId);
  });
};

/** Ends the watch (the next start-up begins it again). */
export const stopWatchingSelectedBuilding = (): void => {
  unwatch?.();
  unwatch = null;
};
