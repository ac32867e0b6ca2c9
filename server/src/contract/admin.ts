import { get, post } from './endpoint.js';

/** Administrators and their audit trail (issue 4). */
export const adminApi = {
  list: get('/api/admin/admin/list'),
  detail: get('/api/admin/admin/detail'),
  save: post('/api/admin/admin/save'),
  delete: post('/api/admin/admin/delete'),
  audit: get('/api/admin/audit/page'),
};
