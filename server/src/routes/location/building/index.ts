import { buildingApi } from '#contract/endpoints/building.js';
import { MAX_DRAFT_BODY_MB, MB } from '../../../limits.js';
import { currentAdmin } from '../../../plugins/auth.js';
import { BuildingAddBody, BuildingIdQuery, BuildingSchema, BuildingUpdateBody } from '#contract/schemas/entities.js';
import { BuildingBatchParams, BuildingDeletedSchema, BuildingListSchema, BuildingPageQuery, BuildingVersionListSchema } from '#contract/schemas/building.js';
import { IdQuery, Page, ok, responses } from '#contract/schemas/envelope.js';
import { pageWindow } from '../../../shared/paging.js';
import { DraftSaveBody, DraftSaveResultSchema } from '#contract/schemas/map.js';
import { OWNERSHIP_DOC } from '#contract/schemas/docs.js';
import { buildingVersions, saveDraft } from '../../../services/building/draft.js';
import { addBuilding, buildingOne, buildingPage, buildingsByIds, deleteBuilding, updateBuilding } from '../../../services/building/index.js';
import type { RoutePlugin } from '../../../types.js';
import { READ_MAP, VIEW_MAP } from '../access.js';
import { imdfRoutes } from './imdf.js';
import { buildingMoveRoutes } from './move.js';
import { route } from '../../../plugins/route.js';

const FLOORS =
  'Floor names must be unique within the building (10005 `levels[i].name`); ordinals need not be (an IMDF venue of several buildings has one floor per building at the same ordinal).';

/** Buildings (spec §7, issue 5): the lists, one building, add, update (the console waits 60 s), delete, the versions and saving the whole draft; the IMDF archives in ./imdf.ts. */
const buildingRoutes: RoutePlugin = async (app) => {
  route(
    app,
    buildingApi.page,
    {
      config: { auth: 'session' },
      schema: {
        summary: 'Buildings visible to the caller, with their floors',
        description:
          'Platform admins see every company’s buildings; company admins their company’s; business admins only the buildings where they hold a grant.',
        querystring: BuildingPageQuery,
        response: responses(Page(BuildingSchema)),
      },
    },
    async (request) => {
      const { name, companyId, appId } = request.query;
      return ok(await buildingPage(app.db, currentAdmin(request), { name, companyId, appId, ...pageWindow(request.query) }));
    },
  );

  route(
    app,
    buildingApi.one,
    {
      config: { auth: 'session', permission: ['VIEW_BUILDING', 'EDIT_BUILDING'], building: 'query.id' },
      schema: {
        summary: 'One building with its floors',
        description: 'Needs VIEW_BUILDING or EDIT_BUILDING on that building (10003); another company’s building answers 10004, as if it did not exist.',
        querystring: IdQuery,
        response: responses(BuildingSchema),
      },
    },
    async (request) => ok(await buildingOne(app.db, currentAdmin(request), request.query.id)),
  );

  route(
    app,
    buildingApi.many,
    {
      config: { auth: 'session' },
      schema: {
        summary: 'Several buildings by id (spec §7 building/batch/{ids joined by commas})',
        description:
          'Answers the buildings among `ids` that the caller may see, in the order asked; others are left out (as if they did not exist). At most 200 ids.',
        params: BuildingBatchParams,
        response: responses(BuildingListSchema),
      },
    },
    async (request) => ok(await buildingsByIds(app.db, currentAdmin(request), request.params.ids)),
  );

  route(
    app,
    buildingApi.add,
    {
      config: { auth: 'session', permission: 'ADD_BUILDING' },
      schema: {
        summary: 'Add a building with its floors (and an empty draft map)',
        description: `Needs ADD_BUILDING (platform and company admins hold it; a business admin needs it on some building). \`companyId\`: platform admins must give it; others leave it out or give their own (else 10005 \`companyId\`). \`appId\`: an app of that company or null (else 10005 \`appId\`). ${FLOORS} Answers the building.`,
        body: BuildingAddBody,
        response: responses(BuildingSchema),
      },
    },
    async (request) => ok(await addBuilding(app.db, currentAdmin(request), request.body, request.language)),
  );

  route(
    app,
    buildingApi.update,
    {
      config: { auth: 'session', permission: 'EDIT_BUILDING', building: 'body.id' },
      schema: {
        summary: 'Update a building: name, address, app, anchor and its floors',
        description: `Needs EDIT_BUILDING on the building (10003; another company’s: 10004). \`levels\` is the whole list: floors without \`id\` are added, listed ones updated, missing ones removed — but a floor that the draft or any published version has features on cannot be removed (10005 \`levels\`, naming the floor and how many features it holds). ${FLOORS} The company never changes (a different \`companyId\`: 10005). Setting \`appId\` null takes the building out of its app (needed before deleting a published building). Answers the building. ${OWNERSHIP_DOC} Here: a floor id of another building in \`levels\`.`,
        body: BuildingUpdateBody,
        response: responses(BuildingSchema),
      },
    },
    async (request) => ok(await updateBuilding(app.db, currentAdmin(request), request.body, request.language)),
  );

  route(
    app,
    buildingApi.delete,
    {
      // A GET that deletes (the spec's path): refused cross-site like every POST (plugins/csrf.ts).
      config: { auth: 'session', permission: 'EDIT_BUILDING', building: 'query.id', changesState: true },
      schema: {
        summary: 'Delete a building with its floors, versions and map (spec §7: GET with ?id=)',
        description:
          'Needs EDIT_BUILDING on the building (10003; another company’s: 10004). Refused with 10006 while apps read it: it has published versions and is in an app — take it out of the app first (building/update with `appId: null`). Otherwise it is deleted with everything it holds (floors, versions, features, POI types, change history, grants on it).',
        querystring: IdQuery,
        response: responses(BuildingDeletedSchema),
      },
    },
    async (request) => ok(await deleteBuilding(app.db, currentAdmin(request), request.query.id)),
  );

  route(
    app,
    buildingApi.versions,
    {
      config: { auth: 'session', permission: VIEW_MAP },
      schema: {
        summary: 'The versions of a building’s map (the draft first, then newest published first)',
        description: `${READ_MAP} Each with its feature counts and \`revision\` (the draft’s is the \`baseRevision\` of the next building-version/save), \`updatedAt\` and \`updatedBy\`.`,
        querystring: BuildingIdQuery,
        response: responses(BuildingVersionListSchema),
      },
    },
    async (request) => ok(await buildingVersions(app.db, request.query.buildingId)),
  );

  route(
    app,
    buildingApi.saveVersion,
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

  await app.register(imdfRoutes);
  await app.register(buildingMoveRoutes);
};

export default buildingRoutes;
