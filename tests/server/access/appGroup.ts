import { PLATFORM, type Policy } from './policies.js';
import type { Sample } from './sample.js';

/** The access the specification gives each call of `contract/endpoints/appGroup.ts`. */
export const policy: Record<string, Policy> = {
  // §2 /app-group (issue 16 应用分组): groups of location apps.
  'GET /api/location/app-group/page': PLATFORM,
  'GET /api/location/app-group/get': PLATFORM,
  'POST /api/location/app-group/add': PLATFORM,
  'POST /api/location/app-group/update': PLATFORM,
  'POST /api/location/app-group/delete': PLATFORM,
};

/** A small valid input per call (`{}`: none; the session and admin-type checks run before validation). */
export const samples: Record<string, Sample> = {
  // Issue 16 应用分组: reading, changing or deleting an unknown group (10004) changes nothing for those allowed.
  'GET /api/location/app-group/page': { query: () => 'page=1&size=20&name=brand&sort=appCount&order=desc' },
  'GET /api/location/app-group/get': { query: () => 'id=999999' },
  'POST /api/location/app-group/add': { body: (i) => ({ name: 'Matrix group', description: 'matrix', appIds: [i.demoApp] }) },
  'POST /api/location/app-group/update': { body: (i) => ({ id: 999999, name: 'Matrix group 2', appIds: [i.demoApp] }) },
  'POST /api/location/app-group/delete': { body: () => ({ id: 999999 }) },
};
