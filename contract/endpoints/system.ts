import type { Static } from 'typebox';
import type { DocsPageSchema, OpenApiDocumentSchema, ServerStatusDto } from '../schemas/system.js';
import { get } from './endpoint.js';

/** System calls (status, the OpenAPI document). */
export const systemApi = {
  status: get<Record<string, never>, ServerStatusDto>('/api/status'),
  docs: get<Record<string, never>, Static<typeof DocsPageSchema>>('/api/docs'),
  openapi: get<Record<string, never>, Static<typeof OpenApiDocumentSchema>>('/api/docs/openapi.json'),
};
