import { SESSION, PLATFORM, type Policy } from './policies.js';
import type { Sample } from './sample.js';

/** The access the specification gives each call of `contract/endpoints/app.ts`. */
export const policy: Record<string, Policy> = {
  // §4 the application chooser (every admin, scoped to what it may see).
  'GET /api/location/app/page': SESSION,
  // §2 /location-app (list, edit) and §7 app/get; issue 16: platform management of location apps and their ingestion keys.
  'GET /api/location/app/get': PLATFORM,
  'POST /api/location/app/add': PLATFORM,
  'POST /api/location/app/update': PLATFORM,
  'GET /api/location/app/config-preview': PLATFORM,
  'GET /api/location/app/key/list': PLATFORM,
  'POST /api/location/app/key/add': PLATFORM,
  'POST /api/location/app/key/rotate': PLATFORM,
  'POST /api/location/app/key/revoke': PLATFORM,
};

/** A small valid input per call (`{}`: none; the session and admin-type checks run before validation). */
export const samples: Record<string, Sample> = {
  'GET /api/location/app/page': { query: () => 'page=1&size=20' },
  // Issue 16: apps and keys; a rotation or revocation of an unknown key (10004) changes nothing for those allowed.
  'GET /api/location/app/get': { query: (i) => `id=${i.demoApp}` },
  'POST /api/location/app/add': { body: (i) => ({ companyId: i.demo, name: 'Matrix app', appCode: 'matrix-app', platforms: ['wechat'] }) },
  'POST /api/location/app/update': { body: (i) => ({ id: i.demoApp, enabled: true }) },
  'GET /api/location/app/config-preview': { query: (i) => `id=${i.demoApp}` },
  'GET /api/location/app/key/list': { query: (i) => `appId=${i.demoApp}` },
  'POST /api/location/app/key/add': { body: (i) => ({ appId: i.demoApp }) },
  'POST /api/location/app/key/rotate': { body: () => ({ id: 999999, overlapHours: 1 }) },
  'POST /api/location/app/key/revoke': { body: () => ({ id: 999999 }) },
};
