import type { FastifyRequest, RouteOptions } from 'fastify';
import { AppError, Code } from '../errors/codes.js';
import { translate, type Language } from '../errors/messages.js';

/** Where a route's building lives: the request part and the field, e.g. `body.buildingId` or `query.id`. */
export type BuildingSource = `${'params' | 'query' | 'body'}.${string}`;

const PARTS = { params: 'params', query: 'querystring', body: 'body' } as const;
type Part = keyof typeof PARTS;

function propertiesOf(schema: unknown): Record<string, { type?: unknown }> {
  const props = schema && typeof schema === 'object' ? (schema as { properties?: unknown }).properties : undefined;
  return props && typeof props === 'object' ? (props as Record<string, { type?: unknown }>) : {};
}

function split(source: BuildingSource): [Part, string] {
  const dot = source.indexOf('.');
  return [source.slice(0, dot) as Part, source.slice(dot + 1)];
}

/**
 * The one place a permission route's building is read from: the declared `config.building`, else the
 * one schema part with a `buildingId` property. Throws at registration when the declaration does not
 * match the schema (not an integer there) or when `buildingId` stands in two parts: the access check and
 * the handler must read the same validated field.
 */
export function resolveBuildingSource(route: RouteOptions, declared: BuildingSource | undefined): BuildingSource | undefined {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const name = `${String(route.method)} ${route.url}`;
  if (declared) {
    const [part, field] = split(declared);
    const property = propertiesOf(schema[PARTS[part]])[field];
    if (!property || property.type !== 'integer')
      throw new Error(`Route ${name}: config.building '${declared}' is not an integer field of its ${PARTS[part]} schema`);
    return declared;
  }
  const parts = (Object.keys(PARTS) as Part[]).filter((part) => 'buildingId' in propertiesOf(schema[PARTS[part]]));
  if (parts.length > 1) throw new Error(`Route ${name}: buildingId stands in ${parts.join(' and ')}: declare config.building`);
  return parts.length ? `${parts[0]}.buildingId` : undefined;
}

function valueIn(source: unknown, field: string): unknown {
  return source && typeof source === 'object' && Object.prototype.hasOwnProperty.call(source, field) ? (source as Record<string, unknown>)[field] : undefined;
}

/**
 * The building of a validated request, read from its one declared place. A request that names a building
 * elsewhere too (a path, query or body `buildingId`, or the declared field's name) with another value is
 * refused with 10005: it names two buildings.
 */
export function buildingOf(request: FastifyRequest, source: BuildingSource, language: Language): number | undefined {
  const [part, field] = split(source);
  const parts: Record<Part, unknown> = { params: request.params, query: request.query, body: request.body };
  const value = valueIn(parts[part], field);
  const buildingId = typeof value === 'number' && Number.isInteger(value) ? value : undefined;
  for (const other of Object.keys(parts) as Part[]) {
    for (const name of new Set([field, 'buildingId'])) {
      if (other === part && name === field) continue;
      const seen = valueIn(parts[other], name);
      if (seen === undefined || seen === null || seen === '') continue;
      if (String(seen) !== String(buildingId)) {
        const path = other === 'body' ? name : `${other}.${name}`;
        throw new AppError(Code.VALIDATION, 'validation', {}, [{ field: path, message: translate(language, 'field.twoBuildings', { field: source }) }]);
      }
    }
  }
  return buildingId;
}
