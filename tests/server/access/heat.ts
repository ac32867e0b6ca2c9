import { on, type Policy } from './policies.js';
import type { Sample } from './sample.js';

/** The access the specification gives each call of `contract/endpoints/heat.ts`. */
export const policy: Record<string, Policy> = {
  // §2 /heat-map (VIEW_HOT_SPOT), on the heat map's building (issue 15).
  'GET /api/location/statistics/heat-map': on(['VIEW_HOT_SPOT'], 'query.buildingId'),
};

/** A small valid input per call (`{}`: none; the session and admin-type checks run before validation). */
export const samples: Record<string, Sample> = {
  'GET /api/location/statistics/heat-map': { query: (i) => `buildingId=${i.mall}&levelId=${i.mallBeacon.levelId}` },
};
