import { PLATFORM, MAP_READERS, on, type Policy } from './policies.js';
import type { Sample } from './sample.js';

/** The access the specification gives each call of `contract/endpoints/map.ts`. */
export const policy: Record<string, Policy> = {
  'GET /api/location/map/map-json/:buildingId': on(MAP_READERS, 'params.buildingId'),
  'POST /api/location/map/publish': on(['EDIT_BUILDING'], 'body.buildingId'),
  'GET /api/location/map/publish-preview': on(['EDIT_BUILDING'], 'query.buildingId'),
  'GET /api/location/s-map': on(MAP_READERS, 'query.buildingId'),
  'GET /api/location/map-tag': on(MAP_READERS, 'query.buildingId'),
  // §2 /map 地图列表 (issue 16): every building's map across companies, platform management.
  'GET /api/location/map/page': PLATFORM,
};

/** A small valid input per call (`{}`: none; the session and admin-type checks run before validation). */
export const samples: Record<string, Sample> = {
  'GET /api/location/map/map-json/:buildingId': { params: (i) => ({ buildingId: i.mall }), query: () => 'version=latest' },
  'POST /api/location/map/publish': { body: (i) => ({ buildingId: i.mall }) },
  'GET /api/location/map/publish-preview': { query: (i) => `buildingId=${i.mall}` },
  'GET /api/location/s-map': { query: (i) => `buildingId=${i.mall}` },
  'GET /api/location/map-tag': { query: (i) => `buildingId=${i.mall}&keyword=${encodeURIComponent('星巴克')}` },
  'GET /api/location/map/page': {
    query: (i) => `page=1&size=20&sort=lastPublished&order=desc&companyId=${i.demo}&q=${encodeURIComponent('中心')}&unpublished=false`,
  },
};
