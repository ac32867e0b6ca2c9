import type { Static } from 'typebox';
import { get, post, type Page } from './endpoint.js';
import type { IdQuery } from '../schemas/envelope.js';
import type {
  DeletedDto,
  GrantListQueryInput,
  GrantListSchema,
  GrantSaveInput,
  IdsInput,
  PermissionCodesSchema,
  RoleAddInput,
  RoleDto,
  RoleListQueryInput,
  RolePermissionsQuery,
  RoleUpdateInput,
} from '../schemas/userManagement.js';

/** Roles and their grants on buildings (issue 4). */
export const roleApi = {
  list: get<Partial<RoleListQueryInput>, Page<RoleDto>>('/api/admin/role/list'),
  detail: get<Static<typeof IdQuery>, RoleDto>('/api/admin/role/detail'),
  permissions: get<Static<typeof RolePermissionsQuery>, Static<typeof PermissionCodesSchema>>('/api/admin/role/permission/list'),
  add: post<RoleAddInput, RoleDto>('/api/admin/role/add'),
  update: post<RoleUpdateInput, RoleDto>('/api/admin/role/update'),
  delete: post<IdsInput, DeletedDto>('/api/admin/role/delete'),
  grants: get<GrantListQueryInput, Static<typeof GrantListSchema>>('/api/admin/role/admin-role/list'),
  saveGrants: post<GrantSaveInput, Static<typeof GrantListSchema>>('/api/admin/role/admin-role/save'),
};

/** The spec §6 permission groups in the order the role form shows them (the seed's catalogue is grouped by them). */
export const PERMISSION_GROUPS = ['building', 'poi-road', 'beacon', 'qrcode', 'push', 'source', 'feedback', 'statistics'] as const;
export type PermissionGroup = (typeof PERMISSION_GROUPS)[number];
