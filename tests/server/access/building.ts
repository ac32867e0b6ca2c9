import { SESSION, PLATFORM, MAP_READERS, on, type Policy } from './policies.js';
import type { Sample } from './sample.js';

/** The access the specification gives each call of `contract/endpoints/building.ts`. */
export const policy: Record<string, Policy> = {
  // Issue 16 §2 company-buildings-update: moving a building between companies.
  'GET /api/location/building/move-preview': PLATFORM,
  'POST /api/location/building/move': PLATFORM,
  'GET /api/location/building/page': SESSION,
  'GET /api/location/building/batch/:ids': SESSION,
  'GET /api/location/building': on(['VIEW_BUILDING', 'EDIT_BUILDING'], 'query.id'),
  // §6 ADD_BUILDING; issue 5 IMDF import and export.
  'POST /api/location/building/add': { auth: 'session', permission: ['ADD_BUILDING'] },
  'POST /api/location/building/add-server-map': { auth: 'session', permission: ['ADD_BUILDING'] },
  'GET /api/location/building/imdf': on(MAP_READERS, 'query.buildingId'),
  'POST /api/location/building/update': on(['EDIT_BUILDING'], 'body.id'),
  'GET /api/location/building/delete': { ...on(['EDIT_BUILDING'], 'query.id'), changesState: true },
  'GET /api/location/building-version': on(MAP_READERS, 'query.buildingId'),
  'POST /api/location/building-version/save': on(['EDIT_BUILDING'], 'body.buildingId'),
};

/** A small valid input per call (`{}`: none; the session and admin-type checks run before validation). */
export const samples: Record<string, Sample> = {
  'GET /api/location/building/move-preview': { query: (i) => `id=${i.tower}&companyId=${i.demo}` },
  // Its own company: refused (10005) for those allowed, nothing moves.
  'POST /api/location/building/move': { body: (i) => ({ id: i.tower, companyId: i.other }) },
  'GET /api/location/building/page': { query: () => 'page=1&size=20' },
  'GET /api/location/building': { query: (i) => `id=${i.mall}` },
  'GET /api/location/building/batch/:ids': { params: (i) => ({ ids: i.mall }) },
  // No body on purpose: still 10003 for a business admin without ADD_BUILDING, 10005 (no archive) for the others.
  'POST /api/location/building/add-server-map': {},
  // An unknown version: the matrix reads JSON envelopes, and a found version would answer a zip.
  'GET /api/location/building/imdf': { query: (i) => `buildingId=${i.mall}&version=999` },
  'GET /api/location/building-version': { query: (i) => `buildingId=${i.mall}` },
  'POST /api/location/building/add': {
    body: (i) => ({ name: 'Matrix building', companyId: i.demo, appId: null, anchor: null, levels: [{ ordinal: 0, name: '1F' }] }),
  },
  // Removes the office's floors, which hold features: refused (10005) for those allowed, nothing changes.
  'POST /api/location/building/update': {
    body: (i) => ({ id: i.office, name: '科技园办公楼', address: '', appId: null, anchor: null, levels: [{ ordinal: 0, name: '1F' }] }),
  },
  // The office is published and in an app: refused (10006) for those allowed.
  'GET /api/location/building/delete': { query: (i) => `id=${i.office}` },
  'POST /api/location/building-version/save': { body: (i) => ({ buildingId: i.office, baseRevision: 999999, features: [] }) },
};
