import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf } from '../etag.js';

/** Whether the request's If-None-Match names the tag (weak comparison, RFC 9110 §13.1.2) or is `*`. */
export function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const tags = (request.headers['if-none-match'] ?? '').split(',').map((t) => t.trim().replace(/^W\//, ''));
  return tags.includes(etag.replace(/^W\//, '')) || tags.includes('*');
}

/**
 * Issue 19: a route's `onSend` for answers that are large and seldom change (the map JSON): the serialized
 * answer's ETag, and 304 with no body when the browser has it already. `private, no-cache`: it depends on the
 * session, and the browser asks again every time (a 304 costs a few bytes instead of the whole map).
 */
export async function etagged(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
  const etag = etagOf(payload);
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (!matchesEtag(request, etag)) return payload;
  reply.code(304).removeHeader('content-length').removeHeader('content-type');
  return '';
}
