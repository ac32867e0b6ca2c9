import { MAX_TAGS, mapApi } from '#contract/endpoints/map.js';
import { Code } from '../../errors/codes.js';
import { sendError } from '../../errors/reply.js';
import { currentAdmin } from '../../plugins/auth.js';
import { BuildingIdBody, BuildingIdParams, BuildingIdQuery } from '#contract/schemas/entities.js';
import { ok, responses } from '#contract/schemas/envelope.js';
import {
  MapJsonQuery,
  MapJsonSchema,
  MapTagListSchema,
  MapTagQuery,
  PublishPreviewSchema,
  PublishResultSchema,
  StaticMapParams,
  StaticMapSchema,
} from '#contract/schemas/map.js';
import { STATIC_MAP_BASE, mapJson, mapTags, publish, publishPreview, staticMapAt, staticMapInfo } from '../../services/map.js';
import type { RoutePlugin } from '../../types.js';
import { READ_MAP, VIEW_MAP } from './access.js';
import { answerKeeper, matchesEtag } from '../../plugins/etag.js';
import { route } from '../../plugins/route.js';

/** A building's map (spec §7, issue 5): the JSON of one version, publishing the draft, the static map (s-map) and the tags (map-tag). */
const mapRoutes: RoutePlugin = async (app) => {
  const mapAnswers = answerKeeper(16);
  route(
    app,
    mapApi.json,
    {
      config: { auth: 'session', permission: VIEW_MAP },
      schema: {
        summary: 'One version of a building’s map as GeoJSON (IMDF-like, WGS84)',
        description: `${READ_MAP} \`version\`: \`latest\` (default: the newest published version, else the draft), \`draft\`, or a published version number (unknown: 10004).`,
        params: BuildingIdParams,
        querystring: MapJsonQuery,
        response: responses(MapJsonSchema),
      },
    },
    // Issue 19: the mall's map is hundreds of KB; a browser that holds this answer already gets 304.
    async (request, reply) => {
      const { map, key } = await mapJson(app.db, request.params.buildingId, request.query.version);
      return mapAnswers(request, reply, key, () => ok(map));
    },
  );

  route(
    app,
    mapApi.publish,
    {
      config: { auth: 'session', permission: 'EDIT_BUILDING' },
      schema: {
        summary: 'Publish the draft as the next version',
        description:
          'Needs EDIT_BUILDING on the building (10003; another company’s: 10004). The draft is copied into version n+1 and stays editable; `changes` compares it with version n by feature id (same id with other type, level, properties or geometry = changed).',
        body: BuildingIdBody,
        response: responses(PublishResultSchema),
      },
    },
    async (request) => ok(await publish(app.db, currentAdmin(request), request.body.buildingId)),
  );

  route(
    app,
    mapApi.publishPreview,
    {
      config: { auth: 'session', permission: 'EDIT_BUILDING' },
      schema: {
        summary: 'What map/publish would do now (nothing is written)',
        description:
          'Needs EDIT_BUILDING on the building (10003; another company’s: 10004). `nextVersion` and `changes` are what map/publish would answer if called now (the same comparison); `byType` splits them per feature type.',
        querystring: BuildingIdQuery,
        response: responses(PublishPreviewSchema),
      },
    },
    async (request) => ok(await publishPreview(app.db, request.query.buildingId)),
  );

  route(
    app,
    mapApi.staticMap,
    {
      config: { auth: 'session', permission: VIEW_MAP },
      schema: {
        summary: 'The building’s static map: its newest published version as a downloadable file',
        description: `${READ_MAP} Apps download published maps as static files (spec §7: the static map base path is ${STATIC_MAP_BASE}): \`GET ${STATIC_MAP_BASE}/<buildingId>/<version>.geojson\` answers the published version’s map JSON (the same body as map-json’s \`data\`, less the POIs marked not visible: app users never get them; editors still read them through map-json) without a session, as an immutable file (\`Cache-Control: public, max-age=31536000, immutable\`, an ETag; \`If-None-Match\` gets 304); drafts and unknown versions are 404. This call names the newest published version’s file (\`url\`, its \`size\` in bytes, \`publishedAt\`) with the floors’ extents and feature counts (of the file: hidden POIs not counted); all null (and zero counts) while nothing is published. Note: the file carries the floors’ current names, so renaming a floor changes it (and its ETag).`,
        querystring: BuildingIdQuery,
        response: responses(StaticMapSchema),
      },
    },
    async (request) => ok(await staticMapInfo(app.db, request.query.buildingId)),
  );

  route(
    app,
    mapApi.tags,
    {
      config: { auth: 'session', permission: VIEW_MAP },
      schema: {
        summary: 'The map’s tags: every named unit, POI, amenity and section as a label point',
        description: `${READ_MAP} A tag is a feature with a name (or English name) among units, POIs, amenities and sections, with the point where its label goes: the POI or amenity point, else a point inside the polygon (its centroid when that lies inside, else the middle of the widest stretch across it). \`version\`: \`latest\` (default: the newest published version, else the draft), \`draft\` or a number (unknown: 10004). \`levelId\` keeps one floor; \`keyword\` keeps tags whose name or English name contains it (case-insensitive). Ordered by floor ordinal, feature type and id; at most ${MAX_TAGS} are answered (narrow with levelId or keyword).`,
        querystring: MapTagQuery,
        response: responses(MapTagListSchema),
      },
    },
    async (request) => ok(await mapTags(app.db, request.query)),
  );
};

/** Spec §7 static maps, outside /api and without a session: `GET /static/map/<buildingId>/<version>.geojson`. */
export const staticMapRoutes: RoutePlugin = async (app) => {
  app.get(`${STATIC_MAP_BASE}/:buildingId/:file`, { schema: { params: StaticMapParams } }, async (request, reply) => {
    const file = await staticMapAt(app.db, request.params.buildingId, request.params.file);
    if (!file) return sendError(request, reply, Code.NOT_FOUND, 'notFound');
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', file.etag);
    if (matchesEtag(request, file.etag)) return reply.code(304).send();
    return reply.type('application/geo+json; charset=utf-8').send(file.body);
  });
};

export default mapRoutes;
