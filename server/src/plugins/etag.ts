import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf } from '../etag.js';
import { Lru } from '../lru.js';
import { COMPRESS_FROM_BYTES, acceptedEncoding, encode, type Encoding } from './compress.js';

/** Whether the request's If-None-Match names the tag (weak comparison, RFC 9110 §13.1.2) or is `*`. */
export function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const tags = (request.headers['if-none-match'] ?? '').split(',').map((t) => t.trim().replace(/^W\//, ''));
  return tags.includes(etag.replace(/^W\//, '')) || tags.includes('*');
}

interface KeptAnswer {
  body: string;
  bytes: number;
  etag: string;
  /** The body compressed, per encoding, as readers asked for it. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

/**
 * Issue 19: answers kept serialized (by the route's response schema) with their ETag, under a key that names
 * everything they hold: a browser revalidating gets 304, and a new reader the kept text (compressed once per
 * encoding, as the compress plugin would), without serializing, hashing and compressing the map again. One
 * keeper per route and server.
 */
export function answerKeeper(size: number) {
  const kept = new Lru<KeptAnswer>(size);
  return (request: FastifyRequest, reply: FastifyReply, key: string, payload: () => unknown) => {
    let answer = kept.get(key);
    if (!answer) {
      // The route's JSON serializer answers text.
      const body = reply.serialize(payload()) as string;
      answer = kept.set(key, { body, bytes: Buffer.byteLength(body), etag: etagOf(body), encoded: {} });
    }
    reply.header('etag', answer.etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
    if (matchesEtag(request, answer.etag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const encoding = answer.bytes >= COMPRESS_FROM_BYTES ? acceptedEncoding(request) : null;
    if (!encoding) return reply.send(answer.body);
    answer.encoded[encoding] ??= encode(answer.body, encoding);
    return reply.header('content-encoding', encoding).send(answer.encoded[encoding]);
  };
}
