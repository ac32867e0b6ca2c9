import { PLATFORM, type Policy } from './policies.js';
import type { Sample } from './sample.js';

/** The access the specification gives each call of `contract/endpoints/appUser.ts`. */
export const policy: Record<string, Policy> = {
  // §2 /user (issue 16 用户列表): the apps' end users, one user's activity, erasure.
  'GET /api/location/app-user/page': PLATFORM,
  'GET /api/location/app-user/get': PLATFORM,
  'POST /api/location/app-user/erase': PLATFORM,
};

/** A small valid input per call (`{}`: none; the session and admin-type checks run before validation). */
export const samples: Record<string, Sample> = {
  // Issue 16 用户列表: erasing an unknown user (10004) changes nothing for those allowed.
  'GET /api/location/app-user/page': { query: () => 'page=1&size=20&q=u&platform=wechat&sort=firstSeen&order=asc' },
  'GET /api/location/app-user/get': { query: () => 'userId=matrix-nobody' },
  'POST /api/location/app-user/erase': { body: () => ({ userId: 'matrix-nobody', reason: 'matrix' }) },
};
