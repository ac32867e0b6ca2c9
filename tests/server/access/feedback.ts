import { png } from '../routes/location/platformFileFixtures.js';
import { on, type Policy } from './policies.js';
import type { Sample } from './sample.js';

/** The access the specification gives each call of `contract/endpoints/feedback.ts`. */
export const policy: Record<string, Policy> = {
  // Issue 18 用户反馈: the apps send feedback and screenshots and read their own with the location app's key; the inbox
  // needs VIEW_FEEDBACK (spec §6; no other feedback code, so its holders also reply, change state and assign), on the
  // page's building or the feedback's own.
  'POST /api/app/feedback/add': { auth: 'appKey' },
  'POST /api/app/feedback/screenshot': { auth: 'appKey' },
  'GET /api/app/feedback/list': { auth: 'appKey' },
  'GET /api/location/feedback/page': on(['VIEW_FEEDBACK'], 'query.buildingId'),
  'GET /api/location/feedback/assignees': on(['VIEW_FEEDBACK'], 'query.buildingId'),
  'GET /api/location/feedback': on(['VIEW_FEEDBACK'], 'record'),
  'POST /api/location/feedback/reply': on(['VIEW_FEEDBACK'], 'record'),
  'POST /api/location/feedback/state': on(['VIEW_FEEDBACK'], 'record'),
  'POST /api/location/feedback/assign': on(['VIEW_FEEDBACK'], 'record'),
};

/** A small valid input per call (`{}`: none; the session and admin-type checks run before validation). */
export const samples: Record<string, Sample> = {
  // Issue 18: the apps' feedback calls need the app key (every actor 10008: tests/server/routes/location/feedback*.test.ts send keys).
  'POST /api/app/feedback/add': {
    body: (i) => ({
      ...{ buildingId: i.mall, userId: 'u_matrix', category: 'other', text: 'Matrix feedback' },
      device: { platform: 'wechat', appVersion: '3.2.0', brand: 'Huawei', model: 'Mate 60', os: 'HarmonyOS', osVersion: '4.2' },
    }),
  },
  'POST /api/app/feedback/screenshot': { multipart: () => [{ name: 'file', filename: 'shot.png', contentType: 'image/png', data: png() }] },
  'GET /api/app/feedback/list': { query: () => 'userId=u_matrix' },
  'GET /api/location/feedback/page': { query: (i) => `buildingId=${i.mall}&page=1&size=20` },
  'GET /api/location/feedback/assignees': { query: (i) => `buildingId=${i.mall}` },
  'GET /api/location/feedback': { query: () => 'id=999999' },
  'POST /api/location/feedback/reply': { body: () => ({ id: 999999, text: 'Matrix reply' }) },
  'POST /api/location/feedback/state': { body: () => ({ id: 999999, state: 'closed' }) },
  'POST /api/location/feedback/assign': { body: () => ({ id: 999999, assigneeId: null }) },
};
