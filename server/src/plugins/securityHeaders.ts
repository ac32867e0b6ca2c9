import fp from 'fastify-plugin';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import helmet from 'helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * What the console loads, and nothing remote: its own scripts (no inline script anywhere: index.html and
 * the /api/docs page have none), inline styles (MUI/emotion inject style tags), images
 * and fonts of its own or inlined (data:; blob: for images MapLibre decodes), calls to its own API, and
 * MapLibre's worker, a file of its own origin (setWorkerUrl in src/maps/IndoorMap.tsx, no blob: worker).
 * The API reference (Swagger UI at /api/docs, plugins/swagger.ts) tightens it on its own answers: no inline style,
 * no blob: image, no worker, no form.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/** One year; sent only on HTTPS (see below). */
const HSTS = 'max-age=31536000; includeSubDomains';

const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'same-origin' },
  xFrameOptions: { action: 'deny' },
} satisfies FastifyHelmetOptions;

const standalone = helmet(HELMET_OPTIONS);

/** The same headers on an answer that never reaches the hooks (Fastify's framework errors: a malformed URL). */
export function writeSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  standalone(request.raw, reply.raw, () => {});
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
}

/**
 * Security headers on every answer (console, static files, API, errors), through @fastify/helmet:
 * the CSP above, X-Content-Type-Options nosniff, Referrer-Policy same-origin, X-Frame-Options DENY,
 * Cross-Origin-Opener-Policy / -Resource-Policy same-origin, no X-Powered-By. Not
 * Cross-Origin-Embedder-Policy (nothing needs cross-origin isolation, and it would only add risk for the map).
 * Strict-Transport-Security only when the request came over HTTPS, which the server (plain HTTP itself)
 * knows only from X-Forwarded-Proto with TRUST_PROXY on: never on plain HTTP, where it would be ignored
 * at best and lock a browser out of a server without TLS at worst.
 * Registered first, so even a call refused by an earlier hook carries them.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyHelmet, { global: true, ...HELMET_OPTIONS });
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'securityHeaders' },
);
