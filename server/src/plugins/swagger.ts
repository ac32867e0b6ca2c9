import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';

function describeAccess(config: FastifyContextConfig | undefined): string {
  if (!config?.auth) return '';
  const parts = [`Access: ${config.auth}`];
  if (config.permission) parts.push(`permission ${[config.permission].flat().join(' or ')} (on the building named by \`${config.building ?? 'any'}\`)`);
  if (config.adminTypes) parts.push(`admin types ${config.adminTypes.join(', ')}`);
  return parts.join('; ');
}

/** The OpenAPI document is generated from the routes' own schemas; only /api routes (and spec §7 getConfig) appear in it. */
export const swaggerPlugin = fp(
  async (app: FastifyInstance, opts: { version: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Indoor positioning platform API',
          version: opts.version,
          description: 'Every response is `{ success, code, data?, error?, errors? }`; code 0 is success. Page sizes are capped at 200.',
        },
        components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
      },
      // Shared schemas appear under their own $id (ErrorEnvelope), not as def-0.
      refResolver: { buildLocalReference: (json, _base, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
      transform: ({ schema, url, route }) => {
        // Outside /api only the calls that declare their access (spec §7 getConfig) are API calls.
        const hidden = (!url.startsWith('/api/') && !route.config?.auth) || url.startsWith('/api/docs');
        const access = describeAccess(route.config);
        const base = (schema ?? {}) as Record<string, unknown>;
        const description = [base.description, access].filter(Boolean).join('\n\n');
        const tag = url.startsWith('/api/') ? url.split('/')[2] : url.split('/')[1];
        const security = route.config?.auth === 'session' ? [{ session: [] }] : [];
        return {
          schema: { ...base, description, tags: [tag], security, hide: hidden || base.hide === true },
          url,
        };
      },
    });
  },
  { name: 'swagger' },
);
