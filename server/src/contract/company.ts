import { get } from './endpoint.js';

/** Companies (spec §7). */
export const companyApi = {
  one: get('/api/admin/company'),
};
