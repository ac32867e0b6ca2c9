import { Type } from 'typebox';
import { currentAdmin } from '../../plugins/auth.js';
import { companyScope } from '../../auth/scope.js';
import { notFound } from '../../errors/codes.js';
import { buildingMapJson } from '../../repos/building.js';
import { publishPreview, saveDraft, versionsWithRevision } from '../../repos/draft.js';
import { publishDraft, type VersionSpec } from '../../repos/map.js';
import { BuildingVersionSchema, DraftSaveBody, DraftSaveResultSchema, MapJsonSchema, PublishPreviewSchema, PublishResultSchema } from '../../schemas/map.js';
import { ok, responses } from '../../schemas/envelope.js';
import type { RoutePlugin } from '../../types.js';
import { MAX_DRAFT_BODY_MB, MB } from '../../limits.js';
import { OWNERSHIP_DOC } from '../../services/ownership.js';

/** Who may read a building's map: its viewers and every editor of it (POI and road editors edit the map they read). */
export const VIEW_MAP = ['VIEW_BUILDING', 'EDIT_BUILDING', 'EDIT_POI', 'EDIT_ROAD'] as const;
export const READ_MAP =
  'Needs VIEW_BUILDING, EDIT_BUILDING, EDIT_POI or EDIT_ROAD on the building (10003); another company’s building, or an unknown id, answers 10004.';

/** Issue 5: building versions, the map JSON of one version, publishing the draft. */
export const mapRoutes: RoutePlugin = async (app) => {
  app.get(
    '/location/building-version',
    {
      config: { auth: 'session', permission: VIEW_MAP },
      schema: {
        summary: 'The versions of a building’s map (the draft first, then newest published first)',
        description: `${READ_MAP} Each with its feature counts and \`revision\` (the draft’s is the \`baseRevision\` of the next building-version/save), \`updatedAt\` and \`updatedBy\`.`,
        querystring: Type.Object({ buildingId: Type.Integer({ minimum: 1 }) }),
        response: responses(Type.Array(BuildingVersionSchema)),
      },
    },
    async (request) => ok(await versionsWithRevision(app.db, request.query.buildingId)),
  );

  app.get(
    '/location/map/map-json/:buildingId',
    {
      config: { auth: 'session', permission: VIEW_MAP },
      schema: {
        summary: 'One version of a building’s map as GeoJSON (IMDF-like, WGS84)',
        description: `${READ_MAP} \`version\`: \`latest\` (default: the newest published version, else the draft), \`draft\`, or a published version number (unknown: 10004).`,
        params: Type.Object({ buildingId: Type.Integer({ minimum: 1 }) }),
        querystring: Type.Object({
          version: Type.String({ pattern: '^(draft|latest|[1-9][0-9]{0,8})$', default: 'latest', description: 'draft | latest | <n>' }),
        }),
        response: responses(MapJsonSchema),
      },
    },
    async (request) => {
      const raw = request.query.version;
      const spec: VersionSpec = raw === 'draft' || raw === 'latest' ? raw : Number(raw);
      const found = await buildingMapJson(app.db, request.params.buildingId, spec);
      if (!found) throw notFound();
      return ok(found.map);
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

  app.get(
    '/location/map/publish-preview',
    {
      config: { auth: 'session', permission: 'EDIT_BUILDING' },
      schema: {
        summary: 'What map/publish would do now (nothing is written)',
        description:
          'Needs EDIT_BUILDING on the building (10003; another company’s: 10004). `nextVersion` and `changes` are what map/publish would answer if called now (the same comparison); `byType` splits them per feature type.',
        querystring: Type.Object({ buildingId: Type.Integer({ minimum: 1 }) }),
        response: responses(PublishPreviewSchema),
      },
    },
    async (request) => ok(await publishPreview(app.db, request.query.buildingId)),
  );

  app.post(
    '/location/building-version/save',
    {
      config: { auth: 'session', permission: 'EDIT_BUILDING' },
      // Issue 10: a larger body is refused (10005) from its Content-Length, or as soon as it passes the cap, unread.
      bodyLimit: MAX_DRAFT_BODY_MB * MB,
      schema: {
        summary: 'Save the whole draft map (spec §7; the console waits 60 s)',
        description: [
          'Needs EDIT_BUILDING on the building (10003; another company’s: 10004).',
          `The body is at most ${MAX_DRAFT_BODY_MB} MB (the demo mall’s whole draft is 0.5 MB; 50,000 features of its average size are 14 MB): a larger one answers 10005 (\`errors: [{ field: "body" }]\` naming the limit) without being read or parsed.`,
          '`features` replaces the draft’s features (features left out are removed). Each is a GeoJSON feature as map-json answers it; `properties.ordinal` is derived from the floor and dropped, the other properties are kept.',
          'Sections keep `properties.regionId` (their region id); a section without one keeps the one it had, or gets a new one.',
          'Every check runs before anything is written; each bad feature gives one 10005 `errors` entry (`field: "features[12]"`, the message naming the feature id and the reason): not a feature, empty or repeated id, unknown `featureType`, `levelId` not a floor of this building (it must be null for building, footprint and connector, and only for them), `levelIds` naming other floors, bad geometry (unclosed ring, wrong type for the feature type, positions outside WGS84…), geometry more than 500 m outside the bbox of the building’s draft, newest published version and anchor (not checked while the building has none of these). At most 500 entries are listed (then one saying how many more). At most 50,000 features.',
          `${OWNERSHIP_DOC} Here: a feature’s \`levelId\` or \`levelIds\`, a section’s \`regionId\`, a POI’s \`poiTypeId\`, a \`unitId\` / \`unitIds\` not among the features.`,
          '`baseRevision` must be the draft’s current revision (see building-version); otherwise someone else saved in between: 10006, nothing written.',
          'Answers the new revision, the draft’s feature counts and what this save changed; the change set is kept as a `draft` patch.',
        ].join(' '),
        body: DraftSaveBody,
        response: responses(DraftSaveResultSchema),
      },
    },
    async (request) => ok(await saveDraft(app.db, currentAdmin(request), request.body, request.language)),
  );
};
