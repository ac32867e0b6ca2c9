import { get, post } from './endpoint.js';

/** Roles and their grants on buildings (issue 4). */
export const roleApi = {
  list: get('/api/admin/role/list'),
  detail: get('/api/admin/role/detail'),
  permissions: get('/api/admin/role/permission/list'),
  add: post('/api/admin/role/add'),
  update: post('/api/admin/role/update'),
  delete: post('/api/admin/role/delete'),
  grants: get('/api/admin/role/admin-role/list'),
  saveGrants: post('/api/admin/role/admin-role/save'),
};
