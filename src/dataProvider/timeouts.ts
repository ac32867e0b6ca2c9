/** Spec §9: request time-out 8000 ms by default. */
export const DEFAULT_TIMEOUT_MS = 8000;

/** Spec §7/§9: 60000 ms for the POI page call and the building create, update, save and upload calls. */
export const LONG_TIMEOUT_MS = 60000;

export const LONG_CALLS: readonly string[] = [
  '/api/location/poi/page',
  '/api/location/building/add',
  '/api/location/building/update',
  '/api/location/building/save',
  '/api/location/building/upload',
  '/api/location/building-version/save',
  '/api/location/building/add-server-map',
];

export const timeoutFor = (path: string): number => (LONG_CALLS.includes(path) ? LONG_TIMEOUT_MS : DEFAULT_TIMEOUT_MS);
