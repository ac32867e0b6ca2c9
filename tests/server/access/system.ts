import { PUBLIC, type Policy } from './policies.js';
import type { Sample } from './sample.js';

/** The access the specification gives each call of `contract/endpoints/system.ts`. */
export const policy: Record<string, Policy> = {
  'GET /api/status': PUBLIC,
  'GET /api/docs': PUBLIC,
  'GET /api/docs/openapi.json': PUBLIC,
  // Issue 34 §7: the interactive reference's own files and copies of the document, public documentation too.
  'GET /api/docs/json': PUBLIC,
  'GET /api/docs/yaml': PUBLIC,
  'GET /api/docs/static/*': PUBLIC,
  'GET /api/docs/static/swagger-initializer.js': PUBLIC,
  'GET /api/docs/static/index.html': PUBLIC,
};

/** A small valid input per call (`{}`: none; the session and admin-type checks run before validation). */
export const samples: Record<string, Sample> = {
  'GET /api/status': {},
  'GET /api/docs': {},
  'GET /api/docs/openapi.json': {},
  'GET /api/docs/json': {},
  'GET /api/docs/yaml': {},
  'GET /api/docs/static/*': {},
  'GET /api/docs/static/swagger-initializer.js': {},
  'GET /api/docs/static/index.html': {},
};
