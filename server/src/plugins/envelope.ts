import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, ClientGoneError, Code } from '../errors/codes.js';
import { pickLanguage, translate } from '../errors/messages.js';
import { sendError } from '../errors/reply.js';
import { fieldErrors } from '../errors/validation.js';
import { ErrorEnvelope } from '#contract/schemas/envelope.js';

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error;
}

function statusOf(error: unknown): number {
  const status = error instanceof Error && 'statusCode' in error ? Number(error.statusCode) : 500;
  return Number.isInteger(status) && status >= 400 && status < 600 ? status : 500;
}

/** A body limit as people read it: whole MB (bodyLimit values are MB multiples), else KB. */
function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/** The `{ success, code, data?, error?, errors? }` envelope for every failure, in the caller's language. */
export const envelopePlugin = fp(
  async (app: FastifyInstance) => {
    app.addSchema(ErrorEnvelope);
    app.decorateRequest('language', {
      getter() {
        return pickLanguage(this.cookies?.language, this.headers['accept-language']);
      },
    });

    // `?name=&companyId=` from the console means "no filter", not "invalid integer".
    app.addHook('preValidation', async (request) => {
      const query = request.query as Record<string, unknown> | undefined;
      if (!query || typeof query !== 'object') return;
      for (const [key, value] of Object.entries(query)) if (value === '') delete query[key];
    });

    app.setErrorHandler((error: unknown, request, reply) => {
      // Said at info by the app's onRequestAbort hook; there is no one to answer.
      if (error instanceof ClientGoneError) return reply.code(499).send();
      if (error instanceof AppError) {
        if (error.headers) reply.headers(error.headers);
        return sendError(request, reply, error.code, error.messageKey, error.params, error.errors);
      }
      if (isFastifyError(error) && error.validation) {
        const errors = fieldErrors(error.validation, error.validationContext ?? 'request', request.language);
        return sendError(request, reply, Code.VALIDATION, 'validation', {}, errors);
      }
      if (isFastifyError(error) && error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        // Issue 10: the route's bodyLimit, refused before the body is read or parsed; the message names it.
        const message = translate(request.language, 'field.maximum', { limit: sizeText(request.routeOptions.bodyLimit) });
        return sendError(request, reply, Code.VALIDATION, 'validation', {}, [{ field: 'body', message }]);
      }
      const status = statusOf(error);
      if (status === 403) return sendError(request, reply, Code.FORBIDDEN, 'forbidden');
      if (status === 404) return sendError(request, reply, Code.NOT_FOUND, 'notFound');
      if (status === 429) return sendError(request, reply, Code.TOO_MANY_REQUESTS, 'tooManyRequests');
      if (status >= 400 && status < 500) {
        const badJson = isFastifyError(error) && String(error.code).startsWith('FST_ERR_CTP_');
        const errors = badJson ? [{ field: 'body', message: translate(request.language, 'field.body') }] : undefined;
        return sendError(request, reply, Code.VALIDATION, 'validation', {}, errors);
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendError(request, reply, Code.INTERNAL, 'internal');
    });
  },
  { name: 'envelope', dependencies: ['@fastify/cookie'] },
);
