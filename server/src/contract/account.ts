import { get, post } from './endpoint.js';
import type { AdminDto, MapPermissionsDto, PermissionDto } from '../schemas/entities.js';

/** The signed-in admin: sign-in, sign-out, own record, passwords, one-time login tokens, own permissions (spec §7). */
export const accountApi = {
  login: post<{ email: string; password: string }, AdminDto>('/api/admin/admin/login'),
  logout: post<Record<string, never>, null>('/api/admin/admin/logout'),
  current: get<Record<string, never>, AdminDto>('/api/admin/admin'),
  passwordUpdate: post<{ oldPassword: string; newPassword: string }, null>('/api/admin/admin/password/update'),
  passwordForgot: post<{ email: string }, null>('/api/admin/admin/password/forgot'),
  passwordReset: post<{ token: string; newPassword: string }, null>('/api/admin/admin/password/reset'),
  loginToken: post<Record<string, never>, { token: string; expiresAt: string }>('/api/admin/admin/login-token'),
  tokenLogin: post<{ token: string }, AdminDto>('/api/admin/admin/token-login'),
  permissions: get<Record<string, never>, MapPermissionsDto[]>('/api/admin/role/admin-permission'),
  allPermissions: get<Record<string, never>, PermissionDto[]>('/api/admin/role/permission/list-all'),
};
