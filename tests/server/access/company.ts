import { SESSION, PLATFORM, type Policy } from './policies.js';
import type { Sample } from './sample.js';

/** The access the specification gives each call of `contract/endpoints/company.ts`. */
export const policy: Record<string, Policy> = {
  // §4 start-up step 2: every admin loads its company.
  'GET /api/admin/company': SESSION,
  // Issue 16: platform management's companies (§2 company-list, -add, -edit).
  'GET /api/admin/company/page': PLATFORM,
  'GET /api/admin/company/detail': PLATFORM,
  'POST /api/admin/company/add': PLATFORM,
  'POST /api/admin/company/update': PLATFORM,
  'POST /api/admin/company/delete': PLATFORM,
};

/** A small valid input per call (`{}`: none; the session and admin-type checks run before validation). */
export const samples: Record<string, Sample> = {
  'GET /api/admin/company': { query: (i) => `companyId=${i.demo}` },
  'GET /api/admin/company/page': { query: () => 'page=1&size=20&sort=name&order=asc' },
  'GET /api/admin/company/detail': { query: (i) => `id=${i.demo}` },
  'POST /api/admin/company/add': { body: () => ({ name: 'Matrix Co', contact: 'matrix@example.test' }) },
  'POST /api/admin/company/update': { body: (i) => ({ id: i.other, name: 'Other Co' }) },
  // The demo company owns buildings and admins: refused (10006) for those allowed, nothing deleted.
  'POST /api/admin/company/delete': { body: (i) => ({ id: i.demo }) },
};
