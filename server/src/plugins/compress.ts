import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];
/** Smaller answers go out as they are: compressing them costs more than it saves. */
export const COMPRESS_FROM_BYTES = 1024;
const BROTLI = { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP = { level: 6 };

/**
 * Issue 19: answers of 1 KiB and more go out compressed to a client that accepts it (brotli, else gzip): the
 * map JSON, lists, the API reference. Brotli at quality 4 on the fly (a tenth of quality 11's CPU for most of
 * its gain); the console's own files are compressed when built and sent as they are (plugins/static.ts).
 * Request bodies are never inflated here: a small compressed upload could grow far past the body limit.
 */
export const compressPlugin = fp(
  async (app: FastifyInstance) => {
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

/** One body compressed as the plugin would (for answers kept compressed, issue 19). */
export const encode = (body: string, encoding: Encoding): Buffer => (encoding === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body, GZIP));
