import { get, post } from './endpoint.js';

/** The signed-in admin: sign-in, sign-out, own record, passwords, one-time login tokens, own permissions (spec §7). */
export const accountApi = {
  login: post('/api/admin/admin/login'),
  logout: post('/api/admin/admin/logout'),
  current: get('/api/admin/admin'),
  passwordUpdate: post('/api/admin/admin/password/update'),
  passwordForgot: post('/api/admin/admin/password/forgot'),
  passwordReset: post('/api/admin/admin/password/reset'),
  loginToken: post('/api/admin/admin/login-token'),
  tokenLogin: post('/api/admin/admin/token-login'),
  permissions: get('/api/admin/role/admin-permission'),
  allPermissions: get('/api/admin/role/permission/list-all'),
};
