import { on, type Policy } from './policies.js';
import type { Ids, Sample } from './sample.js';

/** The access the specification gives each call of `contract/endpoints/statistics.ts`. */
export const policy: Record<string, Policy> = {
  // §2 statistics pages and their codes (§6), each call on its page's building (issue 14).
  'GET /api/location/statistics/user-tendency': on(['VIEW_USER_TENDENCY'], 'query.buildingId'),
  'GET /api/location/statistics/activity-count': on(['VIEW_ACTIVATION_TENDENCY'], 'query.buildingId'),
  'GET /api/location/statistics/user-activation': on(['VIEW_ACTIVE_USER'], 'query.buildingId'),
  'GET /api/location/statistics/user-attribute': on(['VIEW_USER_ATTRIBUTE_ANALYSIS'], 'query.buildingId'),
  'GET /api/location/statistics/brand-model': on(['VIEW_MOBILE_ANALYSIS'], 'query.buildingId'),
  'GET /api/location/statistics/system': on(['VIEW_OS_ANALYSIS'], 'query.buildingId'),
  'GET /api/location/statistics/network': on(['VIEW_NET_TYPE_ANALYSIS'], 'query.buildingId'),
  'GET /api/location/statistics/owner-service': on(['VIEW_CAR_SERVICE_ANALYSIS'], 'query.buildingId'),
};

/** A small valid input per call (`{}`: none; the session and admin-type checks run before validation). */
export const samples: Record<string, Sample> = {
  ...Object.fromEntries(
    ['user-tendency', 'activity-count', 'user-activation', 'user-attribute', 'brand-model', 'system', 'network', 'owner-service'].map((page) => [
      `GET /api/location/statistics/${page}`,
      { query: (i: Ids) => `buildingId=${i.mall}&from=2026-11-01&to=2026-11-07` },
    ]),
  ),
};
