import { get } from './endpoint.js';
import type { CompanyDto } from '../schemas/entities.js';

/** Companies (spec §7). */
export const companyApi = {
  one: get<{ companyId: number }, CompanyDto | null>('/api/admin/company'),
};
