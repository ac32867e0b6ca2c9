import { Type, type Static } from 'typebox';

/** `/api/status`: the server's version, database and uptime (no login needed). */
export const StatusSchema = Type.Object({
  status: Type.Literal('ok'),
  version: Type.String(),
  database: Type.Union([Type.Literal('pglite'), Type.Literal('postgresql')]),
  startedAt: Type.String({ format: 'date-time' }),
  uptimeSeconds: Type.Integer({ minimum: 0, description: 'Whole seconds since this server started' }),
});
export type ServerStatusDto = Static<typeof StatusSchema>;
