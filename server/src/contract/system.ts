import { get } from './endpoint.js';

/** The `/api/status` answer (its schema is the route's own). */
export interface ServerStatus {
  status: string;
  version: string;
  database: 'pglite' | 'postgresql';
  startedAt: string;
  uptimeSeconds?: number;
}

/** System calls (status, the OpenAPI document). */
export const systemApi = {
  status: get<Record<string, never>, ServerStatus>('/api/status'),
  docs: get('/api/docs'),
  openapi: get('/api/docs/openapi.json'),
};
