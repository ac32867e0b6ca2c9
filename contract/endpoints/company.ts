import { get, post, type Page } from './endpoint.js';
import type { CompanyDto } from '../schemas/entities.js';
import type { CompanyAddInput, CompanyPageInput, CompanyRowDto, CompanyUpdateInput } from '../schemas/company.js';
import type { DeletedDto, IdsInput } from '../schemas/userManagement.js';

/** Companies: spec §7 `company`; issue 16 platform management (company-list, -add, -edit) in §7's style. */
export const companyApi = {
  one: get<{ companyId?: number }, CompanyDto | null>('/api/admin/company'),
  page: get<Partial<CompanyPageInput>, Page<CompanyRowDto>>('/api/admin/company/page'),
  detail: get<{ id: number }, CompanyRowDto>('/api/admin/company/detail'),
  add: post<CompanyAddInput, CompanyRowDto>('/api/admin/company/add'),
  update: post<CompanyUpdateInput, CompanyRowDto>('/api/admin/company/update'),
  delete: post<IdsInput, DeletedDto>('/api/admin/company/delete'),
};
