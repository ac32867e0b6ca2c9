import { get, post, type Page } from './endpoint.js';
import type { Static } from 'typebox';
import type { AdminDto } from '../schemas/entities.js';
import type { IdQuery } from '../schemas/envelope.js';
import type {
  AdminDetailDto,
  AdminListQueryInput,
  AdminRowDto,
  AdminSaveInput,
  AuditEntryDto,
  AuditQueryInput,
  DeletedDto,
  IdsInput,
} from '../schemas/userManagement.js';

/** Administrators and their audit trail (issue 4). */
export const adminApi = {
  list: get<Partial<AdminListQueryInput>, Page<AdminRowDto>>('/api/admin/admin/list'),
  detail: get<Static<typeof IdQuery>, AdminDetailDto>('/api/admin/admin/detail'),
  save: post<AdminSaveInput, AdminDto>('/api/admin/admin/save'),
  delete: post<IdsInput, DeletedDto>('/api/admin/admin/delete'),
  audit: get<Partial<AuditQueryInput>, Page<AuditEntryDto>>('/api/admin/audit/page'),
};
