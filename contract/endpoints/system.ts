import type { Static } from 'typebox';
import type { DocsPageSchema, OpenApiDocumentSchema, ServerStatusDto } from '../schemas/system.js';
import { get } from './endpoint.js';

/** System calls (status, the OpenAPI document and its interactive reference). */
export const systemApi = {
  status: get<Record<string, never>, ServerStatusDto>('/api/status'),
  /** Issue 34 §7: the interactive reference (Swagger UI, served by the server from its own files), an HTML page. */
  docs: get<Record<string, never>, Static<typeof DocsPageSchema>>('/api/docs'),
  openapi: get<Record<string, never>, Static<typeof OpenApiDocumentSchema>>('/api/docs/openapi.json'),
  /** The reference's own copies of the document, which its page reads: JSON (the same as `openapi`) and YAML. */
  docsJson: get<Record<string, never>, Static<typeof OpenApiDocumentSchema>>('/api/docs/json'),
  docsYaml: get<Record<string, never>, string>('/api/docs/yaml'),
  /** The reference's files (scripts, styles, icons), and its set-up script; `static/index.html` sends the browser to the page. */
  docsFile: get<Record<string, never>, string>('/api/docs/static/*'),
  docsInitializer: get<Record<string, never>, string>('/api/docs/static/swagger-initializer.js'),
  docsIndex: get<Record<string, never>, string>('/api/docs/static/index.html'),
};
