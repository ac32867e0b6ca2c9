import Fastify from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { get, post } from '#contract/endpoints/endpoint.js';
import { Envelope, ok } from '#contract/schemas/envelope.js';
import { route } from '../../../server/src/plugins/route.js';

/** The calls below go to this file's own made-up routes, not the contract's. */
const MADE_UP = '/api';

/**
 * A route is registered on its contract call (method and path under /api), and its schemas' Static types must agree
 * with the call's types: the lines marked as expected errors are refused by the type check (an unused mark would fail it).
 */
const Query = Type.Object({ id: Type.Integer({ minimum: 1 }), q: Type.Optional(Type.String()) });
const Body = Type.Object({ name: Type.String() });
const Item = Type.Object({ id: Type.Integer(), name: Type.String() });
type ItemType = { id: number; name: string };

const one = get<{ id: number; q?: string }, ItemType>(`${MADE_UP}/test/item`);
const many = get<Partial<{ id: number; q: string }>, ItemType>(`${MADE_UP}/test/items`);
const add = post<{ name: string }, ItemType>(`${MADE_UP}/test/item/add`);

const bareApp = () => Fastify().withTypeProvider<TypeBoxTypeProvider>();

describe('routes on their contract calls', () => {
  it('registers on the call’s method and its path below /api, validating by the schemas', async () => {
    const app = bareApp();
    route(app, one, { schema: { querystring: Query, response: { 200: Envelope(Item) } } }, async (request) => ok({ id: request.query.id, name: 'one' }));
    route(app, many, { schema: { querystring: Query, response: { 200: Envelope(Item) } } }, async (request) => ok({ id: request.query.id, name: 'many' }));
    route(app, add, { schema: { body: Body, response: { 200: Envelope(Item) } } }, async (request) => ok({ id: 1, name: request.body.name }));
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/test/item?id=3' })).json()).toEqual({ success: true, code: 0, data: { id: 3, name: 'one' } });
    expect((await app.inject({ method: 'GET', url: '/test/item?id=0' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/test/item', payload: {} })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/test/item/add', payload: { name: 'x' } })).json()).toMatchObject({ data: { id: 1, name: 'x' } });
    await app.close();
  });

  it('a schema that disagrees with the call’s types fails the type check', () => {
    const app = bareApp();
    const mismatched = get<{ id: string }, ItemType>(`${MADE_UP}/test/mismatched-query`);
    // @ts-expect-error the querystring's id is a number, the call's Query says string
    route(app, mismatched, { schema: { querystring: Query } }, async () => ok(null));
    const badBody = post<{ title: string }, ItemType>(`${MADE_UP}/test/mismatched-body`);
    // @ts-expect-error the body has name, the call's Body title
    route(app, badBody, { schema: { body: Body } }, async () => ok(null));
    const badReply = get<{ id: number }, { id: number; title: string }>(`${MADE_UP}/test/mismatched-reply`);
    // @ts-expect-error the answer's data has no title
    route(app, badReply, { schema: { querystring: Query, response: { 200: Envelope(Item) } } }, async () => ok({ id: 1, name: 'x' }));
    expect(app.printRoutes()).toContain('mismatched');
  });
});
