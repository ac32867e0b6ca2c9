import type { ServerStatusDto } from '../schemas/system.js';
import { get } from './endpoint.js';

/** System calls (status, the OpenAPI document). */
export const systemApi = {
  status: get<Record<string, never>, ServerStatusDto>('/api/status'),
  docs: get('/api/docs'),
  openapi: get('/api/docs/openapi.json'),
};
