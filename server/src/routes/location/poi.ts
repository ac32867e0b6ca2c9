import { poiApi } from '#contract/endpoints/poi.js';
import { MAX_POI_SAVE_BODY_MB, MB } from '../../limits.js';
import { currentAdmin } from '../../plugins/auth.js';
import { OWNERSHIP_DOC } from '#contract/schemas/docs.js';
import { SelectedBuildingQuery } from '#contract/schemas/entities.js';
import { IdBody, Page, ok, responses } from '#contract/schemas/envelope.js';
import { pageWindow } from '../../shared/paging.js';
import {
  PoiListQuery,
  PoiListSchema,
  PoiPageQuery,
  PoiPageSchema,
  PoiPatchQuery,
  PoiPatchRecordSchema,
  PoiSaveBody,
  PoiSaveResultSchema,
  PoiTypeDeletedSchema,
  PoiTypeListSchema,
  PoiTypeRecordSchema,
  PoiTypeSaveBody,
} from '#contract/schemas/poi.js';
import { deletePoiTypeChecked, poiList, poiPage, poiPatches, poiTypes, savePoiType, savePois } from '../../services/poi/index.js';
import type { RoutePlugin } from '../../types.js';
import { VIEW_POI } from './access.js';
import { VISIBLE } from './region.js';
import { route } from '../../plugins/route.js';

const READ = `Needs VIEW_BUILDING, EDIT_POI or EDIT_BUILDING on the building (10003); another company’s building, or an unknown id, answers 10004. Reads the building’s draft. ${OWNERSHIP_DOC}`;
const WRITE = `Needs EDIT_POI on the building (10003); another company’s building, or an unknown id, answers 10004. ${OWNERSHIP_DOC}`;

/** Issue 6, spec §7: the POIs of a building's draft (page, map layer list), saving a POI patch and its history; the building's POI types (list, and beyond spec §7 managing them). */
const poiRoutes: RoutePlugin = async (app) => {
  route(
    app,
    poiApi.page,
    {
      config: { auth: 'session', permission: VIEW_POI },
      schema: {
        summary: 'A page of the POIs of a building’s draft, with the draft’s revision',
        description: `${READ} The console allows this call 60 s. Default sort: name, ties by id; \`levelId\` sorts by the level’s id. The total is exact.`,
        querystring: PoiPageQuery,
        response: responses(PoiPageSchema),
      },
    },
    async (request) => {
      const { buildingId, name, poiTypeId, levelId, sort = 'name', order = 'asc' } = request.query;
      return ok(await poiPage(app.db, buildingId, { name, poiTypeId, levelId, sort, order, ...pageWindow(request.query) }));
    },
  );

  route(
    app,
    poiApi.list,
    {
      config: { auth: 'session', permission: VIEW_POI },
      schema: {
        summary: 'Every POI of a building’s draft, or of one of its levels (the map layer), with the draft’s revision',
        description: `${READ} Ordered by id.`,
        querystring: PoiListQuery,
        response: responses(PoiListSchema),
      },
    },
    async (request) => ok(await poiList(app.db, request.query.buildingId, request.query.levelId)),
  );

  route(
    app,
    poiApi.save,
    {
      config: { auth: 'session', permission: 'EDIT_POI' },
      // Issue 10: 5,000 changes (the schema's cap) outgrow Fastify's default 1 MB; a larger body is refused unread.
      bodyLimit: MAX_POI_SAVE_BODY_MB * MB,
      schema: {
        summary: 'Apply a patch of POI changes (add, update, delete) to the building’s draft',
        description: [
          WRITE,
          `The body is at most ${MAX_POI_SAVE_BODY_MB} MB (a larger one: 10005 naming the limit, unread).`,
          'Optimistic concurrency: `baseRevision` is the draft revision the changes were made on; if someone saved the draft since, the call answers 10006 and writes nothing.',
          'All or nothing: every problem answers 10005 with `errors: [{ field: "changes[i]", message }]` (all of them listed) and nothing is written:',
          'an id that is not a POI of this building’s draft, the same POI twice, an add id already used, an unknown level or POI type,',
          'a unit that is not a unit of the POI’s level, a point outside its level (the level’s outline; without one, its units’ bbox grown by 5 m),',
          'a name of 0 or over 100 characters, an English name over 100, opening hours over 200, over 20 keywords or one over 30 characters.',
          'An update is checked for what it changes (a new level re-checks the point and the unit). New POIs get the id `poi-<uuid>` unless given.',
          'The patch is recorded in the history (map/poi-patch) with each POI’s before and after.',
        ].join(' '),
        body: PoiSaveBody,
        response: responses(PoiSaveResultSchema),
      },
    },
    async (request) => ok(await savePois(app.db, currentAdmin(request), request.body, request.language)),
  );

  route(
    app,
    poiApi.patches,
    {
      config: { auth: 'session', permission: VIEW_POI },
      schema: {
        summary: 'The history of POI patches of a building’s draft, newest first',
        description: `${READ} \`featureId\`: only the patches that changed this POI. Each change holds the POI’s properties and geometry before and after (null when added / deleted).`,
        querystring: PoiPatchQuery,
        response: responses(Page(PoiPatchRecordSchema)),
      },
    },
    async (request) => {
      const { buildingId, featureId } = request.query;
      return ok(await poiPatches(app.db, { buildingId, featureId, ...pageWindow(request.query) }));
    },
  );

  route(
    app,
    poiApi.types,
    {
      config: { auth: 'session' },
      schema: {
        summary: 'The POI types of a building',
        description: VISIBLE,
        querystring: SelectedBuildingQuery,
        response: responses(PoiTypeListSchema),
      },
    },
    async (request) => ok(await poiTypes(app.db, currentAdmin(request), request.query.buildingId)),
  );

  route(
    app,
    poiApi.saveType,
    {
      config: { auth: 'session', permission: 'EDIT_POI' },
      schema: {
        summary: 'Add (no id) or change a POI type of a building',
        description: `Needs EDIT_POI on the building (10003); another company’s building, or a type of another building, answers 10004. The name is unique in the building (trimmed, any case: 10006 naming \`name\`). \`sort\` defaults to after the others for a new type, and is kept when absent on a change. ${OWNERSHIP_DOC}`,
        body: PoiTypeSaveBody,
        response: responses(PoiTypeRecordSchema),
      },
    },
    async (request) => ok(await savePoiType(app.db, request.body, request.language)),
  );

  route(
    app,
    poiApi.deleteType,
    {
      // Checked here for "any building"; the service checks the type's own building.
      config: { auth: 'session', permission: 'EDIT_POI' },
      schema: {
        summary: 'Delete a POI type that no POI uses',
        description:
          'Needs EDIT_POI on the type’s building (10003); a type of another company’s building, or an unknown id, answers 10004. Refused with 10006 while POIs of the draft or of a published version name the type (the message says how many).',
        body: IdBody,
        response: responses(PoiTypeDeletedSchema),
      },
    },
    async (request) => ok(await deletePoiTypeChecked(app.db, currentAdmin(request), request.body.id)),
  );
};

export default poiRoutes;
