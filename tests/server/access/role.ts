import { FLOOR_OPERATOR_PERMISSIONS } from '../../../server/src/db/seed/demo.js';
import { USER_MANAGERS, type Policy } from './policies.js';
import type { Sample } from './sample.js';

/** The access the specification gives each call of `contract/endpoints/role.ts`. */
export const policy: Record<string, Policy> = {
  'GET /api/admin/role/list': USER_MANAGERS,
  'GET /api/admin/role/detail': USER_MANAGERS,
  'GET /api/admin/role/permission/list': USER_MANAGERS,
  'POST /api/admin/role/add': USER_MANAGERS,
  'POST /api/admin/role/update': USER_MANAGERS,
  'POST /api/admin/role/delete': USER_MANAGERS,
  'GET /api/admin/role/admin-role/list': USER_MANAGERS,
  'POST /api/admin/role/admin-role/save': USER_MANAGERS,
};

/** A small valid input per call (`{}`: none; the session and admin-type checks run before validation). */
export const samples: Record<string, Sample> = {
  'GET /api/admin/role/list': { query: () => 'page=1&size=20' },
  'GET /api/admin/role/detail': { query: (i) => `id=${i.floorRole}` },
  'GET /api/admin/role/permission/list': { query: (i) => `roleId=${i.floorRole}` },
  'POST /api/admin/role/add': { body: (i) => ({ name: 'Matrix role', companyId: i.demo, permissions: ['VIEW_BUILDING'] }) },
  'POST /api/admin/role/update': {
    body: (i) => ({ id: i.floorRole, name: '楼层运营', description: '商场楼层的日常运营', permissions: FLOOR_OPERATOR_PERMISSIONS }),
  },
  'POST /api/admin/role/delete': { body: (i) => ({ id: i.floorRole }) },
  'GET /api/admin/role/admin-role/list': { query: (i) => `roleId=${i.floorRole}` },
  'POST /api/admin/role/admin-role/save': {
    body: (i) => ({ roleId: i.floorRole, grants: [{ adminId: i.business, buildingId: i.mall }] }),
  },
};
