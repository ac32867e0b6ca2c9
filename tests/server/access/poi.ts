import { SESSION, POI_READERS, on, type Policy } from './policies.js';
import type { Sample } from './sample.js';

/** The access the specification gives each call of `contract/endpoints/poi.ts`. */
export const policy: Record<string, Policy> = {
  // §4 start-up step 5 and §2 region-list / region-view: no permission, the building must be visible.
  'GET /api/location/poi/poi-type/list': SESSION,
  // §2 poi-edit needs EDIT_POI.
  'GET /api/location/poi/page': on(POI_READERS, 'query.buildingId'),
  'GET /api/location/poi/list': on(POI_READERS, 'query.buildingId'),
  'GET /api/location/map/poi-patch': on(POI_READERS, 'query.buildingId'),
  'POST /api/location/map/poi/save': on(['EDIT_POI'], 'body.buildingId'),
  'POST /api/location/poi/poi-type/save': on(['EDIT_POI'], 'body.buildingId'),
  'POST /api/location/poi/poi-type/delete': on(['EDIT_POI'], 'record'),
};

/** A small valid input per call (`{}`: none; the session and admin-type checks run before validation). */
export const samples: Record<string, Sample> = {
  'GET /api/location/poi/poi-type/list': { query: (i) => `buildingId=${i.mall}` },
  'GET /api/location/poi/page': { query: (i) => `buildingId=${i.mall}&page=1&size=20&sort=name&order=asc` },
  'GET /api/location/poi/list': { query: (i) => `buildingId=${i.mall}` },
  'POST /api/location/map/poi/save': { body: (i) => ({ buildingId: i.mall, baseRevision: 999999, changes: [{ op: 'delete', id: 'poi-none' }] }) },
  'GET /api/location/map/poi-patch': { query: (i) => `buildingId=${i.mall}&page=1&size=20` },
  'POST /api/location/poi/poi-type/save': { body: (i) => ({ buildingId: i.mall, name: 'Matrix type', icon: 'shop', color: '#123456' }) },
  'POST /api/location/poi/poi-type/delete': { body: () => ({ id: 999999 }) },
};
