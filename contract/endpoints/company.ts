import { get, post, type Page } from './endpoint.js';
import type { Static } from 'typebox';
import type { CompanyAddInput, CompanyOneQuery, CompanyOrNullSchema, CompanyPageInput, CompanyRowDto, CompanyUpdateInput } from '../schemas/company.js';
import type { IdQuery } from '../schemas/envelope.js';
import type { DeletedDto, IdsInput } from '../schemas/userManagement.js';

/** Companies: spec §7 `company`; issue 16 platform management (company-list, -add, -edit) in §7's style. */
export const companyApi = {
  one: get<Static<typeof CompanyOneQuery>, Static<typeof CompanyOrNullSchema>>('/api/admin/company'),
  page: get<Partial<CompanyPageInput>, Page<CompanyRowDto>>('/api/admin/company/page'),
  detail: get<Static<typeof IdQuery>, CompanyRowDto>('/api/admin/company/detail'),
  add: post<CompanyAddInput, CompanyRowDto>('/api/admin/company/add'),
  update: post<CompanyUpdateInput, CompanyRowDto>('/api/admin/company/update'),
  delete: post<IdsInput, DeletedDto>('/api/admin/company/delete'),
};
