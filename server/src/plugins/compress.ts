import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * Issue 19: answers of 1 KiB and more go out compressed to a client that accepts it (brotli, else gzip): the
 * map JSON, lists, the API reference. Brotli at quality 4 on the fly (a tenth of quality 11's CPU for most of
 * its gain); the console's own files are compressed when built and sent as they are (plugins/static.ts).
 * Request bodies are never inflated here: a small compressed upload could grow far past the body limit.
 */
export const compressPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      globalDecompression: false,
      brotliOptions: { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compress' },
);
