import { Type } from 'typebox';
import type { RoutePlugin } from '../../types.js';
import { renderDocsPage } from './docsPage.js';

export const docsRoutes: RoutePlugin = async (app) => {
  app.get(
    '/docs',
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

  app.get(
    '/docs/openapi.json',
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
