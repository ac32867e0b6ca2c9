import type { FastifyRequest } from 'fastify';
import { AppError, Code } from '../errors/codes.js';
import { translate, type MessageKey } from '../errors/messages.js';

type Parser = (request: FastifyRequest, payload: NodeJS.ReadableStream, done: (err: Error | null, body?: unknown) => void) => void;

/**
 * A content-type parser that reads a raw request body (a file sent as the body itself) into a Buffer,
 * refusing (10005 naming `body`, message `key` with `{ limit }` in MB) one above `limitMb`: at once when
 * its Content-Length says so, else as soon as it grows past the limit.
 */
export function rawBodyParser(limitMb: number, key: MessageKey): Parser {
  const limit = limitMb * 1024 * 1024;
  const tooLarge = (request: FastifyRequest) =>
    new AppError(Code.VALIDATION, key, { limit: limitMb }, [{ field: 'body', message: translate(request.language, key, { limit: limitMb }) }]);
  return (request, payload, done) => {
    if (Number(request.headers['content-length']) > limit) {
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
      if (size > limit) finish(tooLarge(request));
      else chunks.push(chunk);
    });
    payload.on('end', () => finish(null, Buffer.concat(chunks)));
    payload.on('error', (err: Error) => finish(err));
  };
}
