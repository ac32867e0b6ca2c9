import type { FastifyRequest } from 'fastify';
import { AppError, Code } from '../errors/codes.js';
import { translate } from '../errors/messages.js';
import { MAX_ARCHIVE_MB } from './archive.js';

const LIMIT = MAX_ARCHIVE_MB * 1024 * 1024;

function tooLarge(request: FastifyRequest): AppError {
  const message = translate(request.language, 'imdf.tooLarge', { limit: MAX_ARCHIVE_MB });
  return new AppError(Code.VALIDATION, 'imdf.tooLarge', { limit: MAX_ARCHIVE_MB }, [{ field: 'body', message }]);
}

/**
 * Reads a raw request body into a Buffer, refusing (10005) one above the archive limit: at once when its
 * Content-Length says so, else as soon as it grows past the limit.
 */
export function zipBodyParser(request: FastifyRequest, payload: NodeJS.ReadableStream, done: (err: Error | null, body?: unknown) => void): void {
  if (Number(request.headers['content-length']) > LIMIT) {
    done(tooLarge(request));
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let finished = false;
  const finish = (err: Error | null, body?: Buffer) => {
    if (finished) return;
    finished = true;
    done(err, body);
  };
  payload.on('data', (chunk: Buffer) => {
    if (finished) return;
    size += chunk.length;
    if (size > LIMIT) finish(tooLarge(request));
    else chunks.push(chunk);
  });
  payload.on('end', () => finish(null, Buffer.concat(chunks)));
  payload.on('error', (err: Error) => finish(err));
}
