import { on, type Policy } from './policies.js';
import type { Sample } from './sample.js';

/** The access the specification gives each call of `contract/endpoints/locationQuality.ts`. */
export const policy: Record<string, Policy> = {
  // §6 VIEW_LOCATION_FUNCTION (定位功能, no page in §2), on the building (issue 15).
  'GET /api/location/statistics/location-quality': on(['VIEW_LOCATION_FUNCTION'], 'query.buildingId'),
};

/** A small valid input per call (`{}`: none; the session and admin-type checks run before validation). */
export const samples: Record<string, Sample> = {
  'GET /api/location/statistics/location-quality': { query: (i) => `buildingId=${i.mall}&levelId=${i.mallBeacon.levelId}` },
};
