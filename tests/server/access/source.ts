import { PUBLIC, SOURCE_READERS, on, type Policy } from './policies.js';
import type { Sample } from './sample.js';

/** The access the specification gives each call of `contract/endpoints/source.ts`. */
export const policy: Record<string, Policy> = {
  // §7 source/type/list-all, source/list, source/save, source/delete (issue 13): per app and building.
  'GET /api/location/source/type/list-all': on(SOURCE_READERS, undefined),
  'GET /api/location/source/list': on(SOURCE_READERS, 'query.buildingId'),
  'POST /api/location/source/save': on(['EDIT_SOURCE'], 'body.buildingId'),
  'POST /api/location/source/delete': on(['EDIT_SOURCE'], 'record'),
  // §7 "a direct call (not through the client) to {same host}/location/getConfig": the apps call it without a session.
  'GET /location/getConfig': PUBLIC,
};

/** A small valid input per call (`{}`: none; the session and admin-type checks run before validation). */
export const samples: Record<string, Sample> = {
  'GET /api/location/source/type/list-all': {},
  'GET /api/location/source/list': { query: (i) => `appId=${i.demoApp}&buildingId=${i.mall}` },
  // An empty list while the mall has links: 10006 (the list changed) for those allowed, nothing written.
  'POST /api/location/source/save': { body: (i) => ({ appId: i.demoApp, buildingId: i.mall, sources: [] }) },
  'POST /api/location/source/delete': { body: () => ({ ids: [999999] }) },
  'GET /location/getConfig': { query: () => 'appCode=demo-malls' },
};
