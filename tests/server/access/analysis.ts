import { on, type Policy } from './policies.js';
import type { Sample } from './sample.js';

/** The access the specification gives each call of `contract/endpoints/analysis.ts`. */
export const policy: Record<string, Policy> = {
  // §2 /poi (VIEW_POI_ANALYSIS), on the building (issue 15).
  'GET /api/location/statistics/poi-analysis': on(['VIEW_POI_ANALYSIS'], 'query.buildingId'),
  // §2 /qrcode statistics (VIEW_QRCODE_ANALYSIS), on the building (issue 15).
  'GET /api/location/statistics/qrcode-analysis': on(['VIEW_QRCODE_ANALYSIS'], 'query.buildingId'),
};

/** A small valid input per call (`{}`: none; the session and admin-type checks run before validation). */
export const samples: Record<string, Sample> = {
  'GET /api/location/statistics/poi-analysis': { query: (i) => `buildingId=${i.mall}` },
  'GET /api/location/statistics/qrcode-analysis': { query: (i) => `buildingId=${i.mall}` },
};
