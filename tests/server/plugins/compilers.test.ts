import { Type } from 'typebox';
import { compilersFactory } from '../../../server/src/plugins/compilers.js';
import { buildTestApp, CONSOLE_HEADERS } from '../helpers.js';

/** The calls below go to this file's own made-up routes, not the contract's. */
const MADE_UP = '/api';

/**
 * The process keeps the route schemas' compiled validators and serializers (plugins/compilers.ts): each schema is
 * compiled once, and every app that uses it still validates and serializes by it.
 */
const reply = Type.Object({ id: Type.Integer(), name: Type.String() });
const other = Type.Object({ id: Type.Integer() });
const body = Type.Object({ name: Type.String({ minLength: 2 }) }, { additionalProperties: false });

describe('compiled schemas are kept for the process', () => {
  it('a schema object is compiled once: the same serializer and validator come back for it, another schema gets its own', () => {
    const serializerOf = compilersFactory.buildSerializer!({}, {});
    const route = (schema: object) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });
    expect(serializerOf(route(reply))).toBe(serializerOf(route(reply)));
    expect(serializerOf(route(other))).not.toBe(serializerOf(route(reply)));
    const validatorOf = compilersFactory.buildValidator!({}, { customOptions: { allErrors: true } });
    const validation = (schema: object) => ({ schema, method: 'POST', url: '/x', httpPart: 'body' });
    expect(validatorOf(validation(body))).toBe(validatorOf(validation(body)));
  });

  it('two apps in one process both refuse bad input and serialize by the reply schema (extra fields dropped)', async () => {
    for (let n = 0; n < 2; n++) {
      const app = await buildTestApp();
      try {
        app.post(`${MADE_UP}/test/echo`, { schema: { body, response: { 200: reply } }, config: { auth: 'public' } }, async (request) => ({
          id: 7,
          name: (request.body as { name: string }).name,
          secret: 'not in the schema',
        }));
        const good = await app.inject({ method: 'POST', url: `${MADE_UP}/test/echo`, headers: CONSOLE_HEADERS, payload: { name: 'ok' } });
        expect(good.statusCode).toBe(200);
        expect(good.body).not.toContain('secret');
        const bad = await app.inject({ method: 'POST', url: `${MADE_UP}/test/echo`, headers: CONSOLE_HEADERS, payload: { name: 'x', extra: 1 } });
        expect(bad.statusCode).toBe(400);
      } finally {
        await app.close();
      }
    }
  });
});
