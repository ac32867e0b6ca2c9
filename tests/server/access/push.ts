import { on, type Policy } from './policies.js';
import type { Sample } from './sample.js';

/** The access the specification gives each call of `contract/endpoints/push.ts`. */
export const policy: Record<string, Policy> = {
  // Issue 18 推送管理 (spec §6): VIEW_PUSH reads, ADD_PUSH creates, EDIT_PUSH edits, cancels and deletes; the add and
  // edit pages show pushes, their audience counts and templates too, so any of the three reads. A push's own building
  // is read from the record. The apps report subscriptions and read their in-app messages with the app's key.
  'GET /api/location/push/page': on(['VIEW_PUSH', 'ADD_PUSH', 'EDIT_PUSH'], 'query.buildingId'),
  'GET /api/location/push': on(['VIEW_PUSH', 'ADD_PUSH', 'EDIT_PUSH'], 'record'),
  'POST /api/location/push/add': on(['ADD_PUSH'], 'body.buildingId'),
  'POST /api/location/push/update': on(['EDIT_PUSH'], 'record'),
  'POST /api/location/push/cancel': on(['EDIT_PUSH'], 'record'),
  'POST /api/location/push/delete': on(['EDIT_PUSH'], 'record'),
  'GET /api/location/push/audience': on(['VIEW_PUSH', 'ADD_PUSH', 'EDIT_PUSH'], 'query.buildingId'),
  'GET /api/location/push/templates': on(['VIEW_PUSH', 'ADD_PUSH', 'EDIT_PUSH'], 'query.buildingId'),
  'GET /api/location/push/recipients': on(['VIEW_PUSH', 'ADD_PUSH', 'EDIT_PUSH'], 'record'),
  'POST /api/app/push/subscribe': { auth: 'appKey' },
  'GET /api/app/push/inbox': { auth: 'appKey' },
};

/** A small valid input per call (`{}`: none; the session and admin-type checks run before validation). */
export const samples: Record<string, Sample> = {
  // Issue 18: unknown pushes (10004) for those allowed; the add is a draft of everybody (no WeChat call); the app calls answer 10008 to a session.
  'GET /api/location/push/page': { query: (i) => `buildingId=${i.mall}&page=1&size=20&state=sent` },
  'GET /api/location/push': { query: () => 'id=999999' },
  'POST /api/location/push/add': {
    body: (i) => ({
      buildingId: i.mall,
      title: 'Matrix',
      content: 'Matrix push',
      page: 'pages/index/index',
      audience: { kind: 'all' },
      channel: 'inapp',
      send: 'draft',
    }),
  },
  'POST /api/location/push/update': {
    body: () => ({
      id: 999999,
      title: 'Matrix',
      content: 'Matrix push',
      page: 'pages/index/index',
      audience: { kind: 'all' },
      channel: 'inapp',
      send: 'draft',
    }),
  },
  'POST /api/location/push/cancel': { body: () => ({ id: 999999 }) },
  'POST /api/location/push/delete': { body: () => ({ id: 999999 }) },
  'GET /api/location/push/audience': { query: (i) => `buildingId=${i.mall}&kind=all` },
  'GET /api/location/push/templates': { query: (i) => `buildingId=${i.mall}` },
  'GET /api/location/push/recipients': { query: () => 'id=999999&page=1&size=20' },
  'POST /api/app/push/subscribe': { body: () => ({ userId: 'u_matrix', openid: 'o_matrix', templateIds: ['t'] }) },
  'GET /api/app/push/inbox': { query: () => 'userId=u_matrix' },
};
