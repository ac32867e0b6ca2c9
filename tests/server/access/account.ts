import { PUBLIC, SESSION, type Policy } from './policies.js';
import type { Sample } from './sample.js';

/** The access the specification gives each call of `contract/endpoints/account.ts`. */
export const policy: Record<string, Policy> = {
  // §7 Admin
  'POST /api/admin/admin/login': PUBLIC,
  'POST /api/admin/admin/logout': PUBLIC,
  'GET /api/admin/admin': SESSION,
  'POST /api/admin/admin/password/update': SESSION,
  'POST /api/admin/admin/password/forgot': PUBLIC,
  'POST /api/admin/admin/password/reset': PUBLIC,
  'POST /api/admin/admin/login-token': SESSION,
  'POST /api/admin/admin/token-login': PUBLIC,
  // §4 start-up step 3: every admin loads all permissions and its own.
  'GET /api/admin/role/permission/list-all': SESSION,
  'GET /api/admin/role/admin-permission': SESSION,
};

/** A small valid input per call (`{}`: none; the session and admin-type checks run before validation). */
export const samples: Record<string, Sample> = {
  'POST /api/admin/admin/login': { body: () => ({ email: 'nobody@demo.local', password: 'wrong-password' }) },
  'POST /api/admin/admin/logout': {},
  'GET /api/admin/admin': {},
  'POST /api/admin/admin/password/update': { body: () => ({ oldPassword: 'not-my-password1', newPassword: 'another-pass1' }) },
  'POST /api/admin/admin/password/forgot': { body: () => ({ email: 'nobody@demo.local' }) },
  'POST /api/admin/admin/password/reset': { body: () => ({ token: 'no-such-token', newPassword: 'another-pass1' }) },
  'POST /api/admin/admin/login-token': {},
  'POST /api/admin/admin/token-login': { body: () => ({ token: 'no-such-token' }) },
  'GET /api/admin/role/permission/list-all': {},
  'GET /api/admin/role/admin-permission': {},
};
