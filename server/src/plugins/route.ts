// A route registered on its contract call: the call's method and path, and types that make the route's schemas agree
// with the call's types, so that a schema and the console's types cannot drift apart without the type check failing.
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from 'typebox';
import { routePath, type Endpoint } from '#contract/endpoints/endpoint.js';
import type { App } from '../types.js';

type Server = RawServerDefault;
type Request = RawRequestDefaultExpression;
type Reply = RawReplyDefaultExpression;
type Generic = RouteGenericInterface;

/** What `app.get`/`app.post` take beside the path, its schema typed as written. */
export type RouteSettings<S extends FastifySchema> = RouteShorthandOptions<
  Server,
  Request,
  Reply,
  Generic,
  ContextConfigDefault,
  S,
  TypeBoxTypeProvider,
  FastifyBaseLogger
>;
export type RouteHandler<S extends FastifySchema> = RouteHandlerMethod<
  Server,
  Request,
  Reply,
  Generic,
  ContextConfigDefault,
  S,
  TypeBoxTypeProvider,
  FastifyBaseLogger
>;

/** A call's type the contract leaves open (`unknown`, `never`, a POST's empty query, a multipart or binary body): nothing to agree with. */
type Open<T> = unknown extends T
  ? true
  : [T] extends [never]
    ? true
    : [T] extends [FormData | ArrayBuffer]
      ? true
      : [T] extends [Record<string, never>]
        ? [Record<string, never>] extends [T]
          ? true
          : false
        : false;

/** An input the server validates (schema `T`) can be what the console sends: Static<T> is assignable to the call's type `X`. */
type Disagrees<T, X, Message extends string> = T extends TSchema ? (Open<X> extends true ? never : [Static<T>] extends [X] ? never : Message) : never;

/** The query: Static<querystring> is assignable to the call's Query. */
type QueryProblem<S, Q> = S extends { querystring: infer T } ? Disagrees<T, Q, 'the querystring schema does not agree with the call’s Query type'> : never;

/** Likewise the body: Static<body> is assignable to the call's Body. */
type BodyProblem<S, B> = S extends { body: infer T } ? Disagrees<T, B, 'the body schema does not agree with the call’s Body type'> : never;

/** And the answer: the `data` of the success envelope's Static is assignable to the call's Reply. */
type ReplyProblem<S, R> = S extends { response: { 200: infer T extends TSchema } }
  ? Static<T> extends { data: infer D }
    ? Open<R> extends true
      ? never
      : [D] extends [R]
        ? never
        : 'the response schema’s data does not agree with the call’s Reply type'
    : never
  : never;

type Problems<S, Q, B, R> = QueryProblem<S, Q> | BodyProblem<S, B> | ReplyProblem<S, R>;

/** A mismatch asks for a property no route has, which names it in the type error. */
type Agreement<S, Q, B, R> = [Problems<S, Q, B, R>] extends [never] ? unknown : { contractMismatch: Problems<S, Q, B, R> };

/**
 * Registers the handler on the call's method and path (`routePath`: under the server's /api prefix). The schemas'
 * Static types must agree with the call's: Static<querystring> assignable to its Query (the console may declare
 * `Partial<Query>`: every field the server may read, none required that the server does not require), Static<body>
 * assignable to its Body, and the response's `data` assignable to its Reply. A call that leaves a type open
 * (`unknown`, `never`, a POST's empty query, a multipart or binary body) and a schema without that part are not compared.
 */
export function route<Q, B, R, const S extends FastifySchema>(
  app: App,
  endpoint: Endpoint<Q, B, R>,
  settings: RouteSettings<S> & Agreement<S, Q, B, R>,
  handler: RouteHandler<S>,
): void {
  app.route({ ...(settings as RouteSettings<S>), method: endpoint.method, url: routePath(endpoint), handler } as unknown as RouteOptions);
}
