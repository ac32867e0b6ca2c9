import { DEMO } from '../helpers.js';
import { USER_MANAGERS, type Policy } from './policies.js';
import type { Sample } from './sample.js';

/** The access the specification gives each call of `contract/endpoints/admin.ts`. */
export const policy: Record<string, Policy> = {
  // §2 user-management area (/admin, /role), §6: platform and company admins.
  'GET /api/admin/admin/list': USER_MANAGERS,
  'GET /api/admin/admin/detail': USER_MANAGERS,
  'POST /api/admin/admin/save': USER_MANAGERS,
  'POST /api/admin/admin/delete': USER_MANAGERS,
  'GET /api/admin/audit/page': USER_MANAGERS,
};

/** A small valid input per call (`{}`: none; the session and admin-type checks run before validation). */
export const samples: Record<string, Sample> = {
  'GET /api/admin/admin/list': { query: () => 'page=1&size=20&sort=email&order=asc' },
  'GET /api/admin/admin/detail': { query: (i) => `id=${i.business}` },
  'POST /api/admin/admin/save': {
    body: (i) => ({ id: i.business, email: DEMO.business, name: '楼层运营员', adminType: 'BUSINESS_ADMINISTRATOR', companyId: i.demo, enabled: true }),
  },
  // No sample on purpose: an empty body is still 10003 for a refused type, 10005 for the others.
  'POST /api/admin/admin/delete': {},
  'GET /api/admin/audit/page': { query: () => 'page=1&size=20' },
};
