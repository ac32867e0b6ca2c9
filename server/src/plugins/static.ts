import { existsSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { Code } from '../errors/codes.js';
import { sendError } from '../errors/reply.js';

const LOGOS_DIR = fileURLToPath(new URL('../../static/logos/', import.meta.url));

const NOT_BUILT = `<!doctype html><html><head><meta charset="utf-8"><title>Console not built</title></head>
<body><h1>The console is not built</h1><p>Run <code>npm run build</code> (or <code>npm start</code>) and reload.</p></body></html>`;

/** Issue 19: what a file whose name carries its content's hash may be cached as. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A file of the build's assets folder (Vite names each with its content hash). */
const isHashedAsset = (distDir: string, path: string) => {
  const inside = relative(join(distDir, 'assets'), path);
  return inside !== '' && !inside.startsWith('..') && !isAbsolute(inside);
};

/** Serves the built console with an SPA fallback, and the company logos; unknown /api paths get 10004. */
export const staticPlugin = fp(
  async (app: FastifyInstance, opts: { distDir: string }) => {
    const hasDist = existsSync(join(opts.distDir, 'index.html'));
    await app.register(fastifyStatic, { root: LOGOS_DIR, prefix: '/static/logos/', decorateReply: false });
    if (hasDist) {
      await app.register(fastifyStatic, {
        root: opts.distDir,
        prefix: '/',
        wildcard: true,
        // Issue 19: the build's .br and .gz copies (scripts/precompress.ts) to a browser that accepts them.
        preCompressed: true,
        // The headers below are the only cache headers (the plugin's own, max-age=0, would be set after them).
        cacheControl: false,
        // index.html must never be cached: it names the hashed bundles of the current build. Issue 19: those
        // bundles (Vite's /assets/<name>-<hash>.<ext>) never change under their name, so a returning admin keeps
        // them a year without asking again.
        setHeaders: (res, path) => {
          if (path.endsWith('index.html')) res.setHeader('cache-control', 'no-cache');
          else if (isHashedAsset(opts.distDir, path)) res.setHeader('cache-control', IMMUTABLE);
          else res.setHeader('cache-control', 'public, max-age=0');
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0];
      const isApi = path === '/api' || path.startsWith('/api/');
      if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return sendError(request, reply, Code.NOT_FOUND, 'notFound');
      }
      if (!hasDist) return reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT);
      return reply.header('cache-control', 'no-cache').sendFile('index.html', opts.distDir, { cacheControl: false });
    });
  },
  { name: 'static', dependencies: ['envelope'] },
);
