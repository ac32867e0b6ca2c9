import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector, type Serializer } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type SerializerFactory = NonNullable<CompilersFactory['buildSerializer']>;
/** What Fastify hands a validator compiler at run time (the library's types describe Ajv's own compile). */
type RouteSchema = { schema: unknown; httpPart?: string };
type Validator = (data: unknown) => unknown;
type ValidatorFactory = (externalSchemas: unknown, options: unknown) => (route: RouteSchema) => Validator;

/**
 * Fastify compiles every route's input validators (Ajv) and reply serializers (fast-json-stringify) as an app
 * starts. These are the same compilers, kept for the whole process and keyed by what a schema says rather than by
 * the object that says it: a route that builds its schema as it registers (a reply envelope around a shared
 * schema, say) hands over a new object for every app, and Ajv and the serializer would compile it again each time
 * (and Ajv keep every copy). So a process that starts several apps (each test file starts its own) compiles each
 * schema once. The server process starts one app, which compiles everything as before.
 */
const validatorFactory = AjvCompiler();
const serializerFactory = SerializerSelector();

/** One cache per compiler setting (the shared schemas and options), then per schema's text. */
function cached<T>(caches: Map<string, Map<string, T>>, setting: unknown): Map<string, T> {
  const key = JSON.stringify(setting);
  let cache = caches.get(key);
  if (!cache) caches.set(key, (cache = new Map()));
  return cache;
}

const validators = new Map<string, Map<string, Validator>>();
const buildValidator: ValidatorFactory = (externalSchemas, options) => {
  const compile = (validatorFactory as unknown as ValidatorFactory)(externalSchemas, options);
  const known = cached(validators, [externalSchemas, options]);
  return (route) => {
    const key = JSON.stringify([route.httpPart, route.schema]);
    let validate = known.get(key);
    if (!validate) known.set(key, (validate = compile(route)));
    return validate;
  };
};

const serializers = new Map<string, Map<string, Serializer>>();
const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = serializerFactory(externalSchemas, options);
  const known = cached(serializers, [externalSchemas, options]);
  return (route) => {
    const key = JSON.stringify(route.schema);
    let serialize = known.get(key);
    if (!serialize) known.set(key, (serialize = compile(route)));
    return serialize;
  };
};

export const compilersFactory: CompilersFactory = { buildValidator: buildValidator as unknown as CompilersFactory['buildValidator'], buildSerializer };
