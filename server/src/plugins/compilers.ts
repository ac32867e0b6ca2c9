import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector, type Serializer } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type SerializerFactory = NonNullable<CompilersFactory['buildSerializer']>;

/**
 * Fastify compiles every route's input validators (Ajv) and reply serializers (fast-json-stringify) as an app
 * starts. These are the same compilers, kept for the whole process: Ajv keeps what it compiled per schema object,
 * and so does the serializer cache below, so a process that starts several apps (each test file starts its own)
 * compiles each route schema once. The server process starts one app, which compiles everything as before.
 */
const buildValidator = AjvCompiler();
const serializers = SerializerSelector();
const compiled = new Map<string, WeakMap<object, Serializer>>();

const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = serializers(externalSchemas, options);
  const key = JSON.stringify([externalSchemas, options]);
  let cache = compiled.get(key);
  if (!cache) compiled.set(key, (cache = new WeakMap()));
  const known = cache;
  return (route) => {
    const schema = route.schema as object;
    let serialize = known.get(schema);
    if (!serialize) known.set(schema, (serialize = compile(route)));
    return serialize;
  };
};

export const compilersFactory: CompilersFactory = { buildValidator: buildValidator as CompilersFactory['buildValidator'], buildSerializer };
