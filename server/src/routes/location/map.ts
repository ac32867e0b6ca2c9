import { Type } from 'typebox';
import { currentAdmin } from '../../plugins/auth.js';
import { companyScope } from '../../auth/scope.js';
import { notFound } from '../../errors/codes.js';
import { bboxOf, listVersions, publishDraft, resolveVersion, versionFeatures, type VersionSpec } from '../../repos/map.js';
import { BuildingVersionSchema, MapJsonSchema, PublishResultSchema } from '../../schemas/map.js';
import { ok, responses } from '../../schemas/envelope.js';
import type { RoutePlugin } from '../../types.js';

export const VIEW_MAP = ['VIEW_BUILDING', 'EDIT_BUILDING'] as const;
const READ = 'Needs VIEW_BUILDING or EDIT_BUILDING on the building (10003); another company’s building, or an unknown id, answers 10004.';

/** Issue 5: building versions, the map JSON of one version, publishing the draft. */
export const mapRoutes: RoutePlugin = async (app) => {
  app.get(
    '/location/building-version',
    {
      config: { auth: 'session', permission: VIEW_MAP },
      schema: {
        summary: 'The versions of a building’s map (the draft first, then newest published first)',
        description: READ,
        querystring: Type.Object({ buildingId: Type.Integer({ minimum: 1 }) }),
        response: responses(Type.Array(BuildingVersionSchema)),
      },
    },
    async (request) => ok(await listVersions(app.db, request.query.buildingId)),
  );

  app.get(
    '/location/map/map-json/:buildingId',
    {
      config: { auth: 'session', permission: VIEW_MAP },
      schema: {
        summary: 'One version of a building’s map as GeoJSON (IMDF-like, WGS84)',
        description: `${READ} \`version\`: \`latest\` (default: the newest published version, else the draft), \`draft\`, or a published version number (unknown: 10004).`,
        params: Type.Object({ buildingId: Type.Integer({ minimum: 1 }) }),
        querystring: Type.Object({
          version: Type.String({ pattern: '^(draft|latest|[1-9][0-9]{0,8})$', default: 'latest', description: 'draft | latest | <n>' }),
        }),
        response: responses(MapJsonSchema),
      },
    },
    async (request) => {
      const { buildingId } = request.params;
      const raw = request.query.version;
      const spec: VersionSpec = raw === 'draft' || raw === 'latest' ? raw : Number(raw);
      const [building, version] = await Promise.all([
        app.db.selectFrom('building').select(['id', 'anchorLng', 'anchorLat']).where('id', '=', buildingId).executeTakeFirst(),
        resolveVersion(app.db, buildingId, spec),
      ]);
      // A building without any map yet answers an empty draft for `draft` and `latest`.
      if (!building || (!version && typeof spec === 'number')) throw notFound();
      const [levels, features] = await Promise.all([
        app.db.selectFrom('level').select(['id', 'ordinal', 'name', 'shortName']).where('buildingId', '=', buildingId).orderBy('ordinal').execute(),
        version ? versionFeatures(app.db, version.id) : [],
      ]);
      const bbox = bboxOf(features);
      const center =
        building.anchorLng !== null && building.anchorLat !== null
          ? [building.anchorLng, building.anchorLat]
          : bbox
            ? [(bbox[0] + bbox[2]) / 2, (bbox[1] + bbox[3]) / 2]
            : null;
      return ok({
        type: 'FeatureCollection' as const,
        buildingId,
        version: version?.version ?? null,
        status: version?.status ?? 'draft',
        bbox,
        center,
        levels: levels.map((l) => ({ id: l.id, ordinal: l.ordinal, name: l.name, shortName: l.shortName ?? l.name })),
        features,
      });
    },
  );

  app.post(
    '/location/map/publish',
    {
      config: { auth: 'session', permission: 'EDIT_BUILDING' },
      schema: {
        summary: 'Publish the draft as the next version',
        description:
          'Needs EDIT_BUILDING on the building (10003; another company’s: 10004). The draft is copied into version n+1 and stays editable; `changes` compares it with version n by feature id (same id with other type, level, properties or geometry = changed).',
        body: Type.Object({ buildingId: Type.Integer({ minimum: 1 }) }),
        response: responses(PublishResultSchema),
      },
    },
    async (request) => {
      const admin = currentAdmin(request);
      const { buildingId } = request.body;
      const scope = companyScope(admin);
      let building = app.db.selectFrom('building').select('id').where('id', '=', buildingId);
      if (scope !== null) building = building.where('companyId', '=', scope);
      if (!(await building.executeTakeFirst())) throw notFound();
      return ok(await app.db.transaction().execute((trx) => publishDraft(trx, buildingId, admin.id)));
    },
  );
};
