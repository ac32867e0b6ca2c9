import { Type, type Static } from 'typebox';

/** `/api/status`: the server's version, database and uptime (no login needed). */
export const StatusSchema = Type.Object({
  status: Type.Literal('ok'),
  version: Type.String(),
  database: Type.Union([Type.Literal('pglite'), Type.Literal('postgresql')]),
  startedAt: Type.String({ format: 'date-time' }),
  uptimeSeconds: Type.Integer({ minimum: 0, description: 'Whole seconds since this server started' }),
  usageHistory: Type.Object(
    {
      state: Type.Union([Type.Literal('none'), Type.Literal('seeding'), Type.Literal('done'), Type.Literal('failed')]),
      days: Type.Integer(),
      daysDone: Type.Integer(),
      events: Type.Integer(),
    },
    { description: 'Issue 14: the demo’s simulated usage history, filled in the background on first start (none: not asked for)' },
  ),
});
export type ServerStatusDto = Static<typeof StatusSchema>;

/** /api/docs: this API's interactive reference, an HTML page (not an envelope). */
export const DocsPageSchema = Type.String({ description: 'text/html' });

/** /api/docs/openapi.json: the OpenAPI 3 document (not an envelope). */
export const OpenApiDocumentSchema = Type.Object({}, { additionalProperties: true });
