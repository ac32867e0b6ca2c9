import { on, type Policy } from './policies.js';
import type { Sample } from './sample.js';

/** The access the specification gives each call of `contract/endpoints/tracks.ts`. */
export const policy: Record<string, Policy> = {
  // §2 /location track-list and tracking (VIEW_USER_TRACK), on the track's building (issue 15).
  'GET /api/location/statistics/track/page': on(['VIEW_USER_TRACK'], 'query.buildingId'),
  'GET /api/location/statistics/track': on(['VIEW_USER_TRACK'], 'query.buildingId'),
};

/** A small valid input per call (`{}`: none; the session and admin-type checks run before validation). */
export const samples: Record<string, Sample> = {
  'GET /api/location/statistics/track/page': {
    query: (i) => `buildingId=${i.mall}&from=${new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10)}&to=${new Date().toISOString().slice(0, 10)}`,
  },
  'GET /api/location/statistics/track': { query: (i) => `buildingId=${i.mall}&sessionId=no-such-session` },
};
