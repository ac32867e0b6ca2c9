import { SESSION, type Policy } from './policies.js';
import type { Sample } from './sample.js';

/** The access the specification gives each call of `contract/endpoints/region.ts`. */
export const policy: Record<string, Policy> = {
  'GET /api/location/region/list': SESSION,
  'GET /api/location/region/page': SESSION,
  'GET /api/location/region': SESSION,
};

/** A small valid input per call (`{}`: none; the session and admin-type checks run before validation). */
export const samples: Record<string, Sample> = {
  'GET /api/location/region/list': { query: (i) => `buildingId=${i.mall}` },
  'GET /api/location/region/page': { query: (i) => `buildingId=${i.mall}&page=1&size=20` },
  'GET /api/location/region': { query: (i) => `id=${i.mallRegion}` },
};
