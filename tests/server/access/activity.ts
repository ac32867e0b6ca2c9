import { on, type Policy } from './policies.js';
import type { Sample } from './sample.js';

/** The access the specification gives each call of `contract/endpoints/activity.ts`. */
export const policy: Record<string, Policy> = {
  // §2 /location activity-status (VIEW_ACTIVITY_STATUS), on the building (issue 15).
  'GET /api/location/statistics/activity-status': on(['VIEW_ACTIVITY_STATUS'], 'query.buildingId'),
};

/** A small valid input per call (`{}`: none; the session and admin-type checks run before validation). */
export const samples: Record<string, Sample> = {
  'GET /api/location/statistics/activity-status': { query: (i) => `buildingId=${i.mall}` },
};
