import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];
/** Smaller answers go out as they are: compressing them costs more than it saves. */
export const COMPRESS_FROM_BYTES = 1024;
const BROTLI = { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP = { level: 6 };
/**
 * JSON answers up to this size are compressed at once, on the request's thread, and go out in one write with
 * their length; larger ones and other types stream through the plugin (issue 19: under 50 sessions the plugin's
 * stream for each small list cost more than compressing it, and wrote it in several chunks).
 */
const COMPRESS_AT_ONCE_UP_TO = 256 * 1024;

/**
 * Issue 19: answers of 1 KiB and more go out compressed to a client that accepts it (brotli, else gzip): the
 * map JSON, lists, the API reference. Brotli at quality 4 on the fly (a tenth of quality 11's CPU for most of
 * its gain); the console's own files are compressed when built and sent as they are (plugins/static.ts).
 * Request bodies are never inflated here: a small compressed upload could grow far past the body limit.
 */
export const compressPlugin = fp(
  async (app: FastifyInstance) => {
    // A route's own onSend hooks run after every app-wide one: this one runs last but the plugin's (added next).
    app.addHook('onRoute', (route) => {
      if ((route as { compress?: unknown }).compress === false) return;
      route.onSend = [...(route.onSend === undefined ? [] : [route.onSend].flat()), compressAtOnce];
    });
    await app.register(fastifyCompress, {
      encodings: [...ENCODINGS],
      threshold: COMPRESS_FROM_BYTES,
      globalDecompression: false,
      brotliOptions: BROTLI,
      zlibOptions: GZIP,
    });
  },
  { name: 'compress' },
);

/** The encoding the plugin would choose for this request (as it reads Accept-Encoding), or null: none. */
export function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  // As the plugin reads it: `*` (no preference) and `x-gzip` stand for gzip.
  return header ? negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), [...ENCODINGS]) : null;
}

function compressAtOnce(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void): void {
  const compressible =
    (typeof payload === 'string' || Buffer.isBuffer(payload)) &&
    !reply.hasHeader('content-encoding') &&
    String(reply.getHeader('content-type') ?? '').startsWith('application/json') &&
    request.headers['x-no-compression'] === undefined;
  const size = compressible ? Buffer.byteLength(payload as string | Buffer) : 0;
  const encoding = size >= COMPRESS_FROM_BYTES && size <= COMPRESS_AT_ONCE_UP_TO ? acceptedEncoding(request) : null;
  if (!encoding) return done(null, payload);
  reply.header('content-encoding', encoding).header('vary', varyOnEncoding(reply.getHeader('vary')));
  reply.removeHeader('content-length');
  done(null, encode(payload as string | Buffer, encoding));
}

/** The Vary header with Accept-Encoding in it (once). */
function varyOnEncoding(vary: unknown): string {
  const names = String(vary ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.some((name) => name === '*' || name.toLowerCase() === 'accept-encoding') ? names.join(', ') : [...names, 'accept-encoding'].join(', ');
}

/** One body compressed as the plugin would (for answers kept compressed, issue 19). */
export const encode = (body: string | Buffer, encoding: Encoding): Buffer => (encoding === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body, GZIP));
