import { systemApi } from '#contract/endpoints/system.js';
import { EmptyQuery, ok, responses } from '#contract/schemas/envelope.js';
import { DocsPageSchema, OpenApiDocumentSchema, StatusSchema } from '#contract/schemas/system.js';
import { renderDocsPage, serverStatus } from '../../services/system.js';
import type { RoutePlugin } from '../../types.js';
import { route } from '../../plugins/route.js';

/** System calls: status and this API's documentation. */
export const systemRoutes: RoutePlugin = async (app) => {
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
    systemApi.docs,
    {
      config: { auth: 'public' },
      schema: {
        summary: 'This API as an HTML page',
        querystring: EmptyQuery,
        response: { 200: DocsPageSchema },
      },
    },
    async (_request, reply) => reply.type('text/html; charset=utf-8').send(renderDocsPage(app.swagger())),
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
