import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf } from '../etag.js';
import { Lru } from '../lru.js';

/** Whether the request's If-None-Match names the tag (weak comparison, RFC 9110 §13.1.2) or is `*`. */
export function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const tags = (request.headers['if-none-match'] ?? '').split(',').map((t) => t.trim().replace(/^W\//, ''));
  return tags.includes(etag.replace(/^W\//, '')) || tags.includes('*');
}

/**
 * Issue 19: answers kept serialized (by the route's response schema) with their ETag, under a key that names
 * everything they hold: a browser revalidating gets 304, and a new reader the kept text, without serializing
 * and hashing the map again. One keeper per route and server.
 */
export function answerKeeper(size: number) {
  const kept = new Lru<{ body: string; etag: string }>(size);
  return (request: FastifyRequest, reply: FastifyReply, key: string, payload: () => unknown) => {
    let answer = kept.get(key);
    if (!answer) {
      // The route's JSON serializer answers text.
      const body = reply.serialize(payload()) as string;
      answer = kept.set(key, { body, etag: etagOf(body) });
    }
    reply.header('etag', answer.etag).header('cache-control', 'private, no-cache');
    if (matchesEtag(request, answer.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(answer.body);
  };
}
