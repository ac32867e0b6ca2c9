import { get } from './endpoint.js';

/** System calls (status, the OpenAPI document). */
export const systemApi = {
  status: get('/api/status'),
  docs: get('/api/docs'),
  openapi: get('/api/docs/openapi.json'),
};
