import { get, type Page } from './endpoint.js';
import type { AppDto } from '../schemas/entities.js';

/** Location apps (spec §7). */
export const appApi = {
  page: get<{ page?: number; size?: number; companyId?: number }, Page<AppDto & { companyName: string }>>('/api/location/app/page'),
};
