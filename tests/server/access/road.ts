import { ROAD_READERS, on, type Policy } from './policies.js';
import type { Sample } from './sample.js';

/** The access the specification gives each call of `contract/endpoints/road.ts`. */
export const policy: Record<string, Policy> = {
  // §2 road-status needs EDIT_ROAD.
  'GET /api/location/road/road-json/:buildingId': on(ROAD_READERS, 'params.buildingId'),
  'GET /api/location/road/road-patch': on(ROAD_READERS, 'query.buildingId'),
  'GET /api/location/road/road-time-task-patch': on(ROAD_READERS, 'query.buildingId'),
  'POST /api/location/road/save': on(['EDIT_ROAD'], 'body.buildingId'),
  'POST /api/location/road/road-time-task/save': on(['EDIT_ROAD'], 'body.buildingId'),
  'POST /api/location/road/road-time-task/delete': on(['EDIT_ROAD'], 'record'),
  'POST /api/location/road/route': on(ROAD_READERS, 'body.buildingId'),
};

/** A small valid input per call (`{}`: none; the session and admin-type checks run before validation). */
export const samples: Record<string, Sample> = {
  'GET /api/location/road/road-json/:buildingId': { params: (i) => ({ buildingId: i.mall }) },
  'POST /api/location/road/save': { body: (i) => ({ buildingId: i.mall, baseRevision: 999999, changes: [{ id: 'road-1F-0001', status: 'open' }] }) },
  'GET /api/location/road/road-patch': { query: (i) => `buildingId=${i.mall}&page=1&size=20` },
  'GET /api/location/road/road-time-task-patch': { query: (i) => `buildingId=${i.mall}&page=1&size=20` },
  'POST /api/location/road/road-time-task/save': {
    body: (i) => ({
      buildingId: i.mall,
      name: 'Matrix closure',
      reason: 'Cleaning',
      roadIds: ['road-1F-0001'],
      startsAt: '2030-01-01T22:00:00+08:00',
      endsAt: '2030-01-02T06:00:00+08:00',
      repeat: 'daily',
    }),
  },
  'POST /api/location/road/road-time-task/delete': { body: () => ({ ids: [999999] }) },
  'POST /api/location/road/route': { body: (i) => ({ buildingId: i.mall, from: { featureId: 'poi-1F-OS02' }, to: { featureId: 'poi-2F-ON05' } }) },
};
