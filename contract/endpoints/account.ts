import { get, post } from './endpoint.js';
import type { IssuedTokenDto, LoginInput, PasswordForgotInput, PasswordResetInput, PasswordUpdateInput, TokenLoginInput } from '../schemas/account.js';
import type { Static } from 'typebox';
import type { AdminDto, MapPermissionsListSchema, PermissionListSchema } from '../schemas/entities.js';
import type { NullSchema } from '../schemas/envelope.js';

/** The signed-in admin: sign-in, sign-out, own record, passwords, one-time login tokens, own permissions (spec §7). */
export const accountApi = {
  login: post<LoginInput, AdminDto>('/api/admin/admin/login'),
  logout: post<Record<string, never>, Static<typeof NullSchema>>('/api/admin/admin/logout'),
  current: get<Record<string, never>, AdminDto>('/api/admin/admin'),
  passwordUpdate: post<PasswordUpdateInput, Static<typeof NullSchema>>('/api/admin/admin/password/update'),
  passwordForgot: post<PasswordForgotInput, Static<typeof NullSchema>>('/api/admin/admin/password/forgot'),
  passwordReset: post<PasswordResetInput, Static<typeof NullSchema>>('/api/admin/admin/password/reset'),
  loginToken: post<Record<string, never>, IssuedTokenDto>('/api/admin/admin/login-token'),
  tokenLogin: post<TokenLoginInput, AdminDto>('/api/admin/admin/token-login'),
  permissions: get<Record<string, never>, Static<typeof MapPermissionsListSchema>>('/api/admin/role/admin-permission'),
  allPermissions: get<Record<string, never>, Static<typeof PermissionListSchema>>('/api/admin/role/permission/list-all'),
};
