import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INT_MAX, INT_MIN } from '../db/pgTypes.js';
import { AppError, Code } from '../errors/codes.js';
import { translate } from '../errors/messages.js';
import { controlCharacters } from '../errors/controlCharacters.js';

const REQUEST_PARTS = ['params', 'querystring', 'body', 'headers'] as const;
/** Walks a request schema and bounds each integer that states no bound of its own to PostgreSQL's `integer` (ids are bigint, but never that many). */
function boundIntegers(schema: unknown, seen = new Set<object>()): void {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
  seen.add(schema);
  const node = schema as Record<string, unknown>;
  const types = [node.type].flat();
  if (types.includes('integer')) {
    if (node.maximum === undefined && node.exclusiveMaximum === undefined) node.maximum = INT_MAX;
    if (node.minimum === undefined && node.exclusiveMinimum === undefined) node.minimum = INT_MIN;
  }
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.forEach((v) => boundIntegers(v, seen));
    else if (value && typeof value === 'object') boundIntegers(value, seen);
  }
}

/**
 * Node's HTTP parser answers a too-large head (a 1 MB query or path) itself with a bare 431; answer
 * the envelope instead, in English (the request's cookies were never read).
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify({
    success: false,
    code: Code.VALIDATION,
    error: translate('en', tooLarge ? 'field.tooLarge' : 'validation'),
    errors: [{ field: tooLarge ? 'url' : 'request', message: translate('en', tooLarge ? 'field.tooLarge' : 'validation') }],
  });
  const reason = tooLarge ? 'Request Header Fields Too Large' : 'Bad Request';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Issue 10: no input reaches the database that it cannot hold (integers past its range, NUL in text). */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      const schema = route.schema as Record<string, unknown> | undefined;
      if (!schema) return;
      for (const part of REQUEST_PARTS) boundIntegers(schema[part]);
    });
    app.addHook('preValidation', async (request: FastifyRequest) => {
      const errors = [
        ...controlCharacters(request.params, '', request.language).map((e) => ({ ...e, field: `params.${e.field}` })),
        ...controlCharacters(request.query, '', request.language),
        ...(Buffer.isBuffer(request.body) || request.routeOptions.config.bodyCheckedPerItem ? [] : controlCharacters(request.body, '', request.language)),
      ];
      if (errors.length) throw new AppError(Code.VALIDATION, 'validation', {}, errors);
    });
  },
  { name: 'inputGuard', dependencies: ['envelope', 'auth'] },
);
