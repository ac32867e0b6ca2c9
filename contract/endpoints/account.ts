import { get, post } from './endpoint.js';
import type { IssuedTokenDto, LoginInput, PasswordForgotInput, PasswordResetInput, PasswordUpdateInput, TokenLoginInput } from '../schemas/account.js';
import type { AdminDto, MapPermissionsDto, PermissionDto } from '../schemas/entities.js';

/** The signed-in admin: sign-in, sign-out, own record, passwords, one-time login tokens, own permissions (spec §7). */
export const accountApi = {
  login: post<LoginInput, AdminDto>('/api/admin/admin/login'),
  logout: post<Record<string, never>, null>('/api/admin/admin/logout'),
  current: get<Record<string, never>, AdminDto>('/api/admin/admin'),
  passwordUpdate: post<PasswordUpdateInput, null>('/api/admin/admin/password/update'),
  passwordForgot: post<PasswordForgotInput, null>('/api/admin/admin/password/forgot'),
  passwordReset: post<PasswordResetInput, null>('/api/admin/admin/password/reset'),
  loginToken: post<Record<string, never>, IssuedTokenDto>('/api/admin/admin/login-token'),
  tokenLogin: post<TokenLoginInput, AdminDto>('/api/admin/admin/token-login'),
  permissions: get<Record<string, never>, MapPermissionsDto[]>('/api/admin/role/admin-permission'),
  allPermissions: get<Record<string, never>, PermissionDto[]>('/api/admin/role/permission/list-all'),
};
