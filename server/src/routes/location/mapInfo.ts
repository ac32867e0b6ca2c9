import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { Type } from 'typebox';
import type { FastifyInstance } from 'fastify';
import { Code, notFound } from '../../errors/codes.js';
import { sendError } from '../../errors/reply.js';
import { labelPoint } from '../../geo/labelPoint.js';
import { buildingMapJson, type MapJson } from '../../repos/building.js';
import { bboxOf, countFeatures, resolveVersion, type Geometry, type VersionSpec } from '../../repos/map.js';
import { MapTagSchema, StaticMapSchema } from '../../schemas/map.js';
import { ok, responses } from '../../schemas/envelope.js';
import type { FeatureType } from '../../db/types.js';
import type { RoutePlugin } from '../../types.js';
import { READ_MAP, VIEW_MAP } from './map.js';

/** Spec §7: "The static map base path is /static/map". */
export const STATIC_MAP_BASE = '/static/map';
const MAX_TAGS = 2000;
const TAGGED: FeatureType[] = ['unit', 'poi', 'amenity', 'section'];

/** Issue 10: what app users may see: every feature but the POIs their editors hid (`properties.visible` false). */
const isPublic = (f: MapJson['features'][number]) => !(f.properties.featureType === 'poi' && f.properties.visible === false);

/** The static map file of one published version: its body (the map-json data without hidden POIs) and ETag. */
async function staticMap(
  db: FastifyInstance['db'],
  buildingId: number,
  version: number,
): Promise<{ map: MapJson; body: string; etag: string; publishedAt: Date | null } | undefined> {
  const found = await buildingMapJson(db, buildingId, version);
  if (!found || found.map.status !== 'published') return undefined;
  const map = { ...found.map, features: found.map.features.filter(isPublic) };
  const body = JSON.stringify(map);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  return { map, body, etag, publishedAt: found.publishedAt };
}

function levelSummary(map: MapJson) {
  return map.levels.map((level) => {
    const features = map.features.filter((f) => f.properties.levelId === level.id);
    const counts = countFeatures(features.map((f) => ({ featureType: f.properties.featureType })));
    return { ...level, bbox: bboxOf(features), counts };
  });
}

/** Issue 5, spec §7: the static map (s-map), the map's tags (map-tag). */
export const mapInfoRoutes: RoutePlugin = async (app) => {
  app.get(
    '/location/s-map',
    {
      config: { auth: 'session', permission: VIEW_MAP },
      schema: {
        summary: 'The building’s static map: its newest published version as a downloadable file',
        description: `${READ_MAP} Apps download published maps as static files (spec §7: the static map base path is ${STATIC_MAP_BASE}): \`GET ${STATIC_MAP_BASE}/<buildingId>/<version>.geojson\` answers the published version’s map JSON (the same body as map-json’s \`data\`, less the POIs marked not visible: app users never get them; editors still read them through map-json) without a session, as an immutable file (\`Cache-Control: public, max-age=31536000, immutable\`, an ETag; \`If-None-Match\` gets 304); drafts and unknown versions are 404. This call names the newest published version’s file (\`url\`, its \`size\` in bytes, \`publishedAt\`) with the floors’ extents and feature counts (of the file: hidden POIs not counted); all null (and zero counts) while nothing is published. Note: the file carries the floors’ current names, so renaming a floor changes it (and its ETag).`,
        querystring: Type.Object({ buildingId: Type.Integer({ minimum: 1 }) }),
        response: responses(StaticMapSchema),
      },
    },
    async (request) => {
      const { buildingId } = request.query;
      const latest = await resolveVersion(app.db, buildingId, 'latest');
      const file = latest?.version ? await staticMap(app.db, buildingId, latest.version) : undefined;
      const map = file?.map ?? (await buildingMapJson(app.db, buildingId, 'draft'))?.map;
      if (!map) throw notFound();
      const levels = file ? levelSummary(file.map) : levelSummary({ ...map, features: [] });
      return ok({
        buildingId,
        version: file?.map.version ?? null,
        url: file ? `${STATIC_MAP_BASE}/${buildingId}/${file.map.version}.geojson` : null,
        publishedAt: file?.publishedAt ? file.publishedAt.toISOString() : null,
        size: file ? Buffer.byteLength(file.body) : null,
        levels,
        bbox: file?.map.bbox ?? null,
        center: map.center,
      });
    },
  );

  app.get(
    '/location/map-tag',
    {
      config: { auth: 'session', permission: VIEW_MAP },
      schema: {
        summary: 'The map’s tags: every named unit, POI, amenity and section as a label point',
        description: `${READ_MAP} A tag is a feature with a name (or English name) among units, POIs, amenities and sections, with the point where its label goes: the POI or amenity point, else a point inside the polygon (its centroid when that lies inside, else the middle of the widest stretch across it). \`version\`: \`latest\` (default: the newest published version, else the draft), \`draft\` or a number (unknown: 10004). \`levelId\` keeps one floor; \`keyword\` keeps tags whose name or English name contains it (case-insensitive). Ordered by floor ordinal, feature type and id; at most ${MAX_TAGS} are answered (narrow with levelId or keyword).`,
        querystring: Type.Object({
          buildingId: Type.Integer({ minimum: 1 }),
          levelId: Type.Optional(Type.Integer({ minimum: 1 })),
          keyword: Type.Optional(Type.String({ maxLength: 100 })),
          version: Type.String({ pattern: '^(draft|latest|[1-9][0-9]{0,8})$', default: 'latest', description: 'draft | latest | <n>' }),
        }),
        response: responses(Type.Array(MapTagSchema, { maxItems: MAX_TAGS })),
      },
    },
    async (request) => {
      const { buildingId, levelId, keyword, version: raw } = request.query;
      const spec: VersionSpec = raw === 'draft' || raw === 'latest' ? raw : Number(raw);
      const version = await resolveVersion(app.db, buildingId, spec);
      if (!version) {
        if (typeof spec === 'number') throw notFound();
        return ok([]);
      }
      let query = app.db
        .selectFrom('mapFeature')
        .leftJoin('level', 'level.id', 'mapFeature.levelId')
        .select(['mapFeature.id', 'mapFeature.featureType', 'mapFeature.levelId', 'mapFeature.properties', 'mapFeature.geometry'])
        .where('mapFeature.versionId', '=', version.id)
        .where('mapFeature.featureType', 'in', TAGGED)
        .where('mapFeature.levelId', 'is not', null)
        .where(
          sql<boolean>`coalesce(nullif(btrim(map_feature.properties ->> 'name'), ''), nullif(btrim(map_feature.properties ->> 'nameEn'), '')) IS NOT NULL`,
        );
      if (levelId !== undefined) query = query.where('mapFeature.levelId', '=', levelId);
      const word = keyword?.trim();
      if (word) {
        const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        query = query.where(sql<boolean>`(map_feature.properties ->> 'name' ILIKE ${like} OR map_feature.properties ->> 'nameEn' ILIKE ${like})`);
      }
      const rows = await query.orderBy('level.ordinal').orderBy('mapFeature.featureType').orderBy('mapFeature.id').limit(MAX_TAGS).execute();
      const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);
      return ok(
        rows.flatMap((r) => {
          const p = r.properties as Record<string, unknown>;
          const point = labelPoint(r.geometry as Geometry);
          if (!point) return [];
          return [
            {
              featureId: r.id,
              featureType: r.featureType as 'unit',
              levelId: r.levelId!,
              name: text(p.name) ?? text(p.nameEn)!,
              nameEn: text(p.nameEn),
              category: r.featureType === 'poi' ? null : text(p.category),
              poiTypeId: typeof p.poiTypeId === 'number' ? p.poiTypeId : null,
              point: [point[0], point[1]],
            },
          ];
        }),
      );
    },
  );
};

/** Spec §7 static maps, outside /api and without a session: `GET /static/map/<buildingId>/<version>.geojson`. */
export const staticMapRoutes: RoutePlugin = async (app) => {
  app.get(
    `${STATIC_MAP_BASE}/:buildingId/:file`,
    { schema: { params: Type.Object({ buildingId: Type.String(), file: Type.String() }) } },
    async (request, reply) => {
      const id = /^[1-9][0-9]{0,11}$/.test(request.params.buildingId) ? Number(request.params.buildingId) : null;
      const match = /^([1-9][0-9]{0,8})\.geojson$/.exec(request.params.file);
      const file = id !== null && match ? await staticMap(app.db, id, Number(match[1])) : undefined;
      if (!file) return sendError(request, reply, Code.NOT_FOUND, 'notFound');
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', file.etag);
      const tags = (request.headers['if-none-match'] ?? '').split(',').map((t) => t.trim().replace(/^W\//, ''));
      if (tags.includes(file.etag) || tags.includes('*')) return reply.code(304).send();
      return reply.type('application/geo+json; charset=utf-8').send(file.body);
    },
  );
};
