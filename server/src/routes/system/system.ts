import { Type } from 'typebox';
import { systemApi } from '#contract/endpoints/system.js';
import { ok, responses } from '#contract/schemas/envelope.js';
import { StatusSchema } from '#contract/schemas/system.js';
import { renderDocsPage, serverStatus } from '../../services/system.js';
import type { RoutePlugin } from '../../types.js';
import { route } from '../../plugins/route.js';

/** System calls: status and this API's documentation. */
export const systemRoutes: RoutePlugin = async (app) => {
  route(
    app,
    systemApi.status,
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Server status (no login needed)',
        querystring: Type.Object({}),
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
        querystring: Type.Object({}),
        response: { 200: Type.String({ description: 'text/html' }) },
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
        querystring: Type.Object({}),
        response: { 200: Type.Object({}, { additionalProperties: true }) },
      },
    },
    async () => app.swagger(),
  );
};

export default systemRoutes;
