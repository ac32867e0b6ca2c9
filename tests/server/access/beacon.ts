import { BEACON_READERS, on, type Policy } from './policies.js';
import type { Sample } from './sample.js';

/** The access the specification gives each call of `contract/endpoints/beacon.ts`. */
export const policy: Record<string, Policy> = {
  // §7 beacon/page and beacon/statistics; issue 13: one beacon, add, update (also retires), delete, on the beacon's building.
  'GET /api/location/beacon/page': on(BEACON_READERS, 'query.buildingId'),
  'GET /api/location/beacon/statistics': on(BEACON_READERS, 'query.buildingId'),
  // Issue 13: the health board's battery forecast reads the building's beacons.
  'GET /api/location/beacon/forecast': on(BEACON_READERS, 'query.buildingId'),
  'GET /api/location/beacon': on(BEACON_READERS, 'record'),
  'POST /api/location/beacon/add': on(['UPLOAD_BEACON'], 'body.buildingId'),
  'POST /api/location/beacon/update': on(['UPLOAD_BEACON'], 'record'),
  'POST /api/location/beacon/delete': on(['UPLOAD_BEACON'], 'record'),
  // Issue 13: the upload (a file, with a dry run) adds beacons (UPLOAD_BEACON); the export reads them.
  'POST /api/location/beacon/upload': on(['UPLOAD_BEACON'], 'query.buildingId'),
  'GET /api/location/beacon/export': on(BEACON_READERS, 'query.buildingId'),
};

/** A small valid input per call (`{}`: none; the session and admin-type checks run before validation). */
export const samples: Record<string, Sample> = {
  'GET /api/location/beacon/page': { query: (i) => `buildingId=${i.mall}&page=1&size=20&lifecycle=deployed` },
  'GET /api/location/beacon/statistics': { query: (i) => `buildingId=${i.mall}` },
  'GET /api/location/beacon/forecast': { query: (i) => `buildingId=${i.mall}&days=90` },
  'GET /api/location/beacon': { query: (i) => `id=${i.mallBeacon.id}` },
  'POST /api/location/beacon/add': {
    body: (i) => ({
      buildingId: i.mall,
      levelId: i.mallBeacon.levelId,
      uuid: '0b1e7a3c-5d2f-4e6a-9c8b-7a6f5e4d3c2b',
      major: 1,
      minor: 1,
      name: 'Matrix beacon',
      lng: i.mallBeacon.lng,
      lat: i.mallBeacon.lat,
    }),
  },
  'POST /api/location/beacon/update': { body: (i) => ({ id: i.mallBeacon.id, firmware: '3.2.2' }) },
  'POST /api/location/beacon/delete': { body: () => ({ ids: [999999] }) },
  // No file: still 10003 for an admin without UPLOAD_BEACON, 10005 (no file) for the others.
  'POST /api/location/beacon/upload': { query: (i) => `buildingId=${i.mall}&dryRun=true` },
  // An unknown level: the matrix reads JSON envelopes, and an allowed export answers a CSV file.
  'GET /api/location/beacon/export': { query: (i) => `buildingId=${i.mall}&levelId=999999` },
};
