import { systemApi } from '#contract/endpoints/system.js';
import { EmptyQuery, ok, responses } from '#contract/schemas/envelope.js';
import { OpenApiDocumentSchema, StatusSchema } from '#contract/schemas/system.js';
import { serverStatus } from '../../services/system.js';
import type { RoutePlugin } from '../../types.js';
import { route } from '../../plugins/route.js';

/** System calls: status and this API's document (its interactive reference, Swagger UI at /api/docs, is plugins/swagger.ts). */
const systemRoutes: RoutePlugin = async (app) => {
  route(
    app,
    systemApi.status,
    {
      config: { auth: 'public', probe: true },
      schema: {
        summary: 'Server status (no login needed)',
        querystring: EmptyQuery,
        response: responses(StatusSchema),
      },
    },
    async () => ok(serverStatus({ version: app.appVersion, database: app.dbKind, startedAt: app.startedAt, usageHistory: app.usageHistory })),
  );

  route(
    app,
    systemApi.openapi,
    {
      config: { auth: 'public' },
      schema: {
        summary: 'The OpenAPI 3 document (raw, not enveloped)',
        querystring: EmptyQuery,
        response: { 200: OpenApiDocumentSchema },
      },
    },
    async () => app.swagger(),
  );
};

export default systemRoutes;
