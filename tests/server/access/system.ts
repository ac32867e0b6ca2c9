import { PUBLIC, type Policy } from './policies.js';
import type { Sample } from './sample.js';

/** The access the specification gives each call of `contract/endpoints/system.ts`. */
export const policy: Record<string, Policy> = {
  'GET /api/status': PUBLIC,
  'GET /api/docs': PUBLIC,
  'GET /api/docs/openapi.json': PUBLIC,
};

/** A small valid input per call (`{}`: none; the session and admin-type checks run before validation). */
export const samples: Record<string, Sample> = {
  'GET /api/status': {},
  'GET /api/docs': {},
  'GET /api/docs/openapi.json': {},
};
