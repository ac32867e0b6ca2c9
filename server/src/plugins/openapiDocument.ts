// Issue 34 §7: the OpenAPI document @fastify/swagger builds from the routes' TypeBox schemas, made a valid OpenAPI 3.0.3
// document (Redocly's lint, @apidevtools/swagger-parser and openapi-typescript accept it: scripts/check-openapi.ts).
import { folderModules } from '../folderModules.js';

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The methods an OpenAPI path item holds operations under. */
export const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Keys whose values are data (or names), never schemas: nothing below them is rewritten. */
const DATA_KEYS = new Set(['default', 'enum', 'example', 'examples', 'const', 'required']);
/** Keys whose values map names to schemas: a property may be called `default` or `required`. */
const NAMED_SCHEMAS = new Set(['properties', 'patternProperties', 'definitions', 'schemas']);

/**
 * TypeBox writes a tuple as JSON Schema draft 7 does: `items` as an array (one schema per position) and
 * `additionalItems: false`, neither of which OpenAPI 3.0.3 allows. The nearest 3.0.3 has is an array of the positions'
 * schemas (the one schema when they are all alike, as in every tuple here: [lng, lat], [west, south, east, north]; else
 * `anyOf`) with its length fixed by minItems and maxItems; which position is what stays in the tuple's description.
 */
function tupleAsArray(schema: Node): Node {
  const { items, additionalItems, ...rest } = schema;
  if (!Array.isArray(items)) {
    // `additionalItems` means nothing without array-form items (draft 7), and 3.0.3 has no such keyword.
    return additionalItems === undefined ? schema : rest;
  }
  const positions = items.map((item) => JSON.stringify(item));
  const distinct = [...new Set(positions)].map((text) => JSON.parse(text) as unknown);
  return {
    ...rest,
    items: distinct.length === 1 ? distinct[0] : distinct.length === 0 ? {} : { anyOf: distinct },
    minItems: rest.minItems ?? items.length,
    // TypeBox closes its tuples (`additionalItems: false`) without writing maxItems.
    ...(additionalItems === false ? { maxItems: rest.maxItems ?? items.length } : {}),
  };
}

/** Every schema below `node` with array-form `items` or `additionalItems` rewritten (tupleAsArray), in a copy. */
function withoutTuples(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutTuples);
  if (!isNode(node)) return node;
  const rewritten = 'additionalItems' in node || Array.isArray(node.items) ? tupleAsArray(node) : node;
  return Object.fromEntries(
    Object.entries(rewritten).map(([key, value]) => [
      key,
      DATA_KEYS.has(key) ? value : NAMED_SCHEMAS.has(key) && isNode(value) ? mapValues(value, withoutTuples) : withoutTuples(value),
    ]),
  );
}

const mapValues = (node: Node, f: (value: unknown) => unknown): Node => Object.fromEntries(Object.entries(node).map(([key, value]) => [key, f(value)]));

/** `getApiLocationMapMapJsonBuildingId`: an operation's name from its method and path, for a route the contract does not name. */
function operationIdOfPath(method: string, path: string): string {
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

/**
 * The contract's name of each call (`contract/endpoints/*`, read from the folder like the routes, never listed), by
 * `METHOD /path` as the route registers it: `mapApi.json` is `mapJson`, `poiApi.page` `poiPage`. The operation ids
 * are these names, which the console's code uses too; a call renamed in the contract renames its operation.
 */
export async function contractOperationIds(): Promise<Map<string, string>> {
  const modules = await folderModules(new URL('../../../contract/endpoints/', import.meta.url), { skip: (file) => /^endpoint\.(ts|js)$/.test(file) });
  const ids = new Map<string, string>();
  const taken = new Set<string>();
  for (const { file, module } of modules) {
    // The calls are the `<entity>Api` objects; a contract file may also hold constants both sides share.
    for (const [group, calls] of Object.entries(module).filter(([name]) => name.endsWith('Api'))) {
      for (const [key, call] of Object.entries(calls as Record<string, { method: string; path: string }>)) {
        const id = `${group.slice(0, -'Api'.length)}${key[0]!.toUpperCase()}${key.slice(1)}`;
        const route = `${call.method} ${call.path}`;
        if (taken.has(id)) throw new Error(`contract/endpoints/${file}: ${group}.${key} makes the operation id ${id} a second time`);
        taken.add(id);
        ids.set(route, id);
      }
    }
  }
  return ids;
}

interface Parameter {
  in: string;
  required?: boolean;
  schema?: Node;
}

/** The shared schema of every failure (plugins/envelope.ts answers each one with it, DESIGN §4). */
const ERROR_ENVELOPE = 'ErrorEnvelope';
const FAILURES = { '4XX': 'A refused call: the error envelope, whose code says why', '5XX': 'A failure of the server (10000): the error envelope' };

/**
 * The document made valid OpenAPI 3.0.3, in a copy: no tuples (withoutTuples); a query, header or cookie parameter
 * with a default (page, size, map-json's version) not required, since the server fills it in (@fastify/swagger marks
 * it required because the schema lists it: Static of the schema has it); every operation an operationId (the
 * contract's name given by the route transform, else one from its method and path) and its failures (the error
 * envelope, which a route without a response schema, like WeChat's callbacks, answers too); `servers` naming the server
 * that serves the document (every path starts at its root).
 */
export function validOpenApi<T extends object>(document: T): T {
  const doc = withoutTuples(document) as Node;
  const hasEnvelope = isNode(doc.components) && isNode(doc.components.schemas) && ERROR_ENVELOPE in doc.components.schemas;
  const envelope = { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_ENVELOPE}` } } };
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Node>)) {
    for (const method of OPERATION_METHODS) {
      const operation = item[method];
      if (!isNode(operation)) continue;
      operation.operationId ??= operationIdOfPath(method, path);
      for (const parameter of (operation.parameters ?? []) as Parameter[]) {
        if (parameter.in !== 'path' && parameter.schema?.default !== undefined) parameter.required = false;
      }
      const responses = (operation.responses ??= {}) as Record<string, Node>;
      for (const [status, description] of Object.entries(FAILURES)) {
        const given = Object.keys(responses).filter((code) => code[0] === status[0]);
        if (given.length === 0 && hasEnvelope) responses[status] = { description, content: envelope };
        // @fastify/swagger's words for a response without a description of its own.
        for (const code of given) if (responses[code]!.description === 'Default Response') responses[code]!.description = description;
      }
    }
  }
  if (!Array.isArray(doc.servers) || doc.servers.length === 0) doc.servers = [{ url: '/', description: 'The server that serves this document' }];
  return doc as T;
}
