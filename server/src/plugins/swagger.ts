import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyContextConfig, FastifyInstance, RouteOptions } from 'fastify';
import { systemApi } from '#contract/endpoints/system.js';
import { contractOperationIds, validOpenApi } from './openapiDocument.js';
import { CSRF_HEADER, CSRF_HEADER_VALUE, checksSite } from './csrf.js';

function describeAccess(config: FastifyContextConfig | undefined): string {
  if (!config?.auth) return '';
  const parts = [`Access: ${config.auth}`];
  if (config.permission) parts.push(`permission ${[config.permission].flat().join(' or ')} (on the building named by \`${config.building ?? 'any'}\`)`);
  if (config.adminTypes) parts.push(`admin types ${config.adminTypes.join(', ')}`);
  return parts.join('; ');
}

/** The interactive reference (Swagger UI) and its files live here; `GET <this>/openapi.json` is the document itself (routes/system). */
const DOCS_PREFIX = systemApi.docs.path;

/**
 * The reference page's CSP: the server's own (plugins/securityHeaders.ts: scripts of its own origin only, no inline or
 * evaluated script, nothing remote), tightened where the console needs more than Swagger UI does: no inline style (the
 * layout without Swagger UI's top bar, whose logo is an SVG with a style element, needs none; React sets the rest through
 * the DOM, which CSP allows), no blob: images, no worker, no form sent, no script in attributes.
 */
const DOCS_CSP: Record<string, string> = {
  'style-src': "'self'",
  'img-src': "'self' data:",
  'worker-src': "'none'",
  'form-action': "'none'",
  'script-src-attr': "'none'",
};

function docsCsp(header: string): string {
  const directives = new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources.join(' ')]),
  );
  for (const [name, sources] of Object.entries(DOCS_CSP)) directives.set(name, sources);
  return [...directives].map(([name, sources]) => `${name} ${sources}`).join(';');
}

/**
 * Issue 34 §7: Swagger UI (@fastify/swagger-ui, its files served from node_modules: nothing is fetched from elsewhere)
 * at /api/docs, reading the same document at /api/docs/json. Its routes are public documentation, and every /api
 * route declares its access (plugins/auth.ts refuses one that does not); the plugin's routes take no `config`, so in
 * this context each route it registers gets `config.auth: 'public'` on its way in (before any onRoute hook runs).
 */
async function docsUi(app: FastifyInstance): Promise<void> {
  const register = app.route;
  app.route = function (this: FastifyInstance, options: RouteOptions) {
    return register.call(this, { ...options, config: { ...options.config, auth: 'public' } });
  } as typeof app.route;
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    theme: { title: 'Indoor positioning platform API' },
    transformStaticCSP: docsCsp,
    // No online validator (its badge would ask validator.swagger.io about the document) and nothing else remote.
    validatorUrl: false,
    uiConfig: {
      // Without the top bar: no field to load another document from elsewhere, no logo (nor its inline style).
      layout: 'BaseLayout',
      displayOperationId: true,
      docExpansion: 'list',
      filter: true,
      defaultModelsExpandDepth: 0,
      // Likewise in the configuration itself, which is applied over the plugin's defaults.
      validatorUrl: null,
    },
  });
}

/**
 * The OpenAPI 3.0.3 document is generated from the routes' own schemas; only /api routes (and spec §7 getConfig) appear
 * in it. Issue 34 §7: it is a valid document (openapiDocument.ts: no tuples, optional parameters not required,
 * `servers`), and each operation's operationId is the contract's name of its call (`mapApi.json`: `mapJson`).
 */
export const swaggerPlugin = fp(
  async (app: FastifyInstance, opts: { version: string }) => {
    const operationIds = await contractOperationIds();
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Indoor positioning platform API',
          version: opts.version,
          description: 'Every response is `{ success, code, data?, error?, errors? }`; code 0 is success. Page sizes are capped at 200.',
        },
        servers: [{ url: '/', description: 'The server that serves this document' }],
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'sid', description: 'The session cookie a sign-in sets (admin/login).' },
            // Issue 34 §7: a changing call without it is refused (10003); "Authorize" here makes "Try it out" send it.
            consoleHeader: {
              type: 'apiKey',
              in: 'header',
              name: CSRF_HEADER,
              description: `Every call that changes state needs \`${CSRF_HEADER}: ${CSRF_HEADER_VALUE}\` (the cross-site request forgery check): enter \`${CSRF_HEADER_VALUE}\`.`,
            },
          },
        },
      },
      // Shared schemas appear under their own $id (ErrorEnvelope), not as def-0.
      refResolver: { buildLocalReference: (json, _base, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
      transform: ({ schema, url, route }) => {
        // Outside /api only the calls that declare their access (spec §7 getConfig) are API calls.
        const hidden = (!url.startsWith('/api/') && !route.config?.auth) || url.startsWith(DOCS_PREFIX);
        const access = describeAccess(route.config);
        const base = (schema ?? {}) as Record<string, unknown>;
        const description = [base.description, access].filter(Boolean).join('\n\n');
        const tag = url.startsWith('/api/') ? url.split('/')[2] : url.split('/')[1];
        const needs = {
          ...(route.config?.auth === 'session' ? { session: [] } : {}),
          ...(typeof route.method === 'string' && checksSite(route.method, route.config) ? { consoleHeader: [] } : {}),
        };
        const security = Object.keys(needs).length ? [needs] : [];
        // A route on several methods (none here) gets an id per method from its path (openapiDocument.ts).
        const operationId = typeof route.method === 'string' ? operationIds.get(`${route.method} ${url}`) : undefined;
        return {
          schema: { ...base, description, tags: [tag], security, ...(operationId ? { operationId } : {}), hide: hidden || base.hide === true },
          url,
        };
      },
      transformObject: (document) => ('openapiObject' in document ? validOpenApi(document.openapiObject) : document.swaggerObject),
    });
    await app.register(docsUi);
  },
  { name: 'swagger' },
);
