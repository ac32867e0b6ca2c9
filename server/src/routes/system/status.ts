import { Type } from 'typebox';
import type { RoutePlugin } from '../../types.js';
import { ok, responses } from '../../schemas/envelope.js';

const StatusSchema = Type.Object({
  status: Type.Literal('ok'),
  version: Type.String(),
  database: Type.Union([Type.Literal('pglite'), Type.Literal('postgresql')]),
  startedAt: Type.String({ format: 'date-time' }),
  uptimeSeconds: Type.Integer({ minimum: 0, description: 'Whole seconds since this server started' }),
});

export const statusRoutes: RoutePlugin = async (app) => {
  app.get(
    '/status',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Server status (no login needed)',
        querystring: Type.Object({}),
        response: responses(StatusSchema),
      },
    },
    async () =>
      ok({
        status: 'ok' as const,
        version: app.appVersion,
        database: app.dbKind,
        startedAt: app.startedAt,
        uptimeSeconds: Math.max(0, Math.floor((Date.now() - Date.parse(app.startedAt)) / 1000)),
      }),
  );
};
