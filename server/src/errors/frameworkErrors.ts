import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { writeSecurityHeaders } from '../plugins/securityHeaders.js';
import { Code, HTTP_STATUS } from './codes.js';
import { pickLanguage, translate } from './messages.js';

/**
 * Fastify's `frameworkErrors`: what it refuses before routing (a malformed URL such as `/api/%E0%A4%A`, a path
 * parameter past its length) gets the envelope (10005 naming `url`) and the security headers, instead of
 * Fastify's own JSON. The request here has no decorations and no parsed cookies: the language is read by hand.
 */
export function frameworkErrors(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  writeSecurityHeaders(request, reply);
  const cookie = /(?:^|;\s*)language=([^;]*)/.exec(request.headers.cookie ?? '')?.[1];
  const language = pickLanguage(cookie, request.headers['accept-language']);
  const body = {
    success: false,
    code: Code.VALIDATION,
    error: translate(language, 'validation'),
    errors: [{ field: 'url', message: translate(language, 'field.invalid') }],
  };
  void reply.code(HTTP_STATUS[Code.VALIDATION]).type('application/json; charset=utf-8').send(body);
}
