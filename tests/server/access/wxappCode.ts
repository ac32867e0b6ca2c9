import { PLATFORM, type Policy } from './policies.js';
import type { Sample } from './sample.js';

/** The access the specification gives each call of `contract/endpoints/wxappCode.ts`. */
export const policy: Record<string, Policy> = {
  // §2 /wxapp (issue 17 代码模板, 代码管理, 分组): WeChat mini-programs' templates, code and group releases.
  'GET /api/location/wxapp/template/platforms': PLATFORM,
  'GET /api/location/wxapp/template/drafts': PLATFORM,
  'GET /api/location/wxapp/template/list': PLATFORM,
  'POST /api/location/wxapp/template/add': PLATFORM,
  'POST /api/location/wxapp/template/delete': PLATFORM,
  'GET /api/location/wxapp/code/get': PLATFORM,
  'POST /api/location/wxapp/code/commit': PLATFORM,
  'POST /api/location/wxapp/code/qrcode': PLATFORM,
  'GET /api/location/wxapp/code/quota': PLATFORM,
  'POST /api/location/wxapp/code/submit': PLATFORM,
  'POST /api/location/wxapp/code/status': PLATFORM,
  'POST /api/location/wxapp/code/withdraw': PLATFORM,
  'POST /api/location/wxapp/code/release': PLATFORM,
  'POST /api/location/wxapp/code/revert': PLATFORM,
  'GET /api/location/wxapp/code/history': PLATFORM,
  'GET /api/location/wxapp/batch/members': PLATFORM,
  'GET /api/location/wxapp/batch/page': PLATFORM,
  'GET /api/location/wxapp/batch/get': PLATFORM,
  'POST /api/location/wxapp/batch/start': PLATFORM,
  'POST /api/location/wxapp/batch/release': PLATFORM,
};

/** A small valid input per call (`{}`: none; the session and admin-type checks run before validation). */
export const samples: Record<string, Sample> = {
  'GET /api/location/wxapp/template/platforms': {},
  'GET /api/location/wxapp/template/drafts': { query: () => 'openPlatformId=999999' },
  'GET /api/location/wxapp/template/list': { query: () => 'openPlatformId=999999' },
  'POST /api/location/wxapp/template/add': { body: () => ({ openPlatformId: 999999, draftId: 1 }) },
  'POST /api/location/wxapp/template/delete': { body: () => ({ openPlatformId: 999999, templateId: 1 }) },
  'GET /api/location/wxapp/code/get': { query: () => 'id=999999&quota=true' },
  'POST /api/location/wxapp/code/commit': { body: () => ({ id: 999999, templateId: 1, userVersion: '1.0.0', userDesc: 'matrix' }) },
  'POST /api/location/wxapp/code/qrcode': { body: () => ({ id: 999999 }) },
  'GET /api/location/wxapp/code/quota': { query: () => 'id=999999' },
  'POST /api/location/wxapp/code/submit': { body: () => ({ id: 999999 }) },
  'POST /api/location/wxapp/code/status': { body: () => ({ id: 999999 }) },
  'POST /api/location/wxapp/code/withdraw': { body: () => ({ id: 999999 }) },
  'POST /api/location/wxapp/code/release': { body: () => ({ id: 999999 }) },
  'POST /api/location/wxapp/code/revert': { body: () => ({ id: 999999 }) },
  'GET /api/location/wxapp/code/history': { query: () => 'id=999999&page=1&size=20' },
  'GET /api/location/wxapp/batch/members': { query: () => 'groupId=999999' },
  'GET /api/location/wxapp/batch/page': { query: () => 'groupId=999999&page=1&size=20' },
  'GET /api/location/wxapp/batch/get': { query: () => 'id=999999&refresh=true' },
  'POST /api/location/wxapp/batch/start': { body: () => ({ groupId: 999999, templateId: 1, version: '1.0.0', description: 'matrix' }) },
  'POST /api/location/wxapp/batch/release': { body: () => ({ id: 999999 }) },
};
