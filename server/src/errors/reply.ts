import type { FastifyReply, FastifyRequest } from 'fastify';
import { HTTP_STATUS, type ErrorCode, type FieldError } from './codes.js';
import { translate, type MessageKey } from './messages.js';

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  key: MessageKey,
  params: Record<string, string | number> = {},
  errors?: FieldError[],
): FastifyReply {
  const body = { success: false as const, code, error: translate(request.language, key, params), ...(errors ? { errors } : {}) };
  return reply.code(HTTP_STATUS[code]).type('application/json; charset=utf-8').send(body);
}
