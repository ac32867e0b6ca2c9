import { Type } from 'typebox';
import { currentAdmin } from '../../plugins/auth.js';
import { pagePatches } from '../../repos/patch.js';
import { draftState, listPois, pagePois } from '../../repos/poi.js';
import { applyPoiPatch } from '../../repos/poiPatch.js';
import { OWNERSHIP_DOC, assertOwnedBy, poiPatchIds } from '../../services/ownership.js';
import { Page, PageQuery, ok, pageWindow, responses } from '../../schemas/envelope.js';
import type { RoutePlugin } from '../../types.js';
import { MAX_POI_SAVE_BODY_MB, MB } from '../../limits.js';
import { PoiListSchema, PoiPageQuery, PoiPageSchema, PoiPatchRecordSchema, PoiSaveBody, PoiSaveResultSchema } from '../../schemas/poi.js';

/** Reading the POIs: any of these on the building. */
export const VIEW_POI = ['VIEW_BUILDING', 'EDIT_POI', 'EDIT_BUILDING'] as const;
const READ = `Needs VIEW_BUILDING, EDIT_POI or EDIT_BUILDING on the building (10003); another company’s building, or an unknown id, answers 10004. Reads the building’s draft. ${OWNERSHIP_DOC}`;
const WRITE = `Needs EDIT_POI on the building (10003); another company’s building, or an unknown id, answers 10004. ${OWNERSHIP_DOC}`;

/** Issue 6, spec §7: the POIs of a building's draft (page, map layer list), saving a POI patch and its history. */
export const poiRoutes: RoutePlugin = async (app) => {
  app.get(
    '/location/poi/page',
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
      const filter = { name, poiTypeId, levelId, sort, order, ...pageWindow(request.query) };
      await assertOwnedBy(app.db, buildingId, { levelIds: [levelId], poiTypeIds: [poiTypeId] });
      // One snapshot: the records, the total and the revision they belong to.
      const page = await app.db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (trx) => {
          const { versionId, revision } = await draftState(trx, buildingId);
          if (versionId === null) return { records: [], total: 0, revision };
          return { ...(await pagePois(trx, versionId, filter, { owner: app.db, revision })), revision };
        });
      return ok(page);
    },
  );

  app.get(
    '/location/poi/list',
    {
      config: { auth: 'session', permission: VIEW_POI },
      schema: {
        summary: 'Every POI of a building’s draft, or of one of its levels (the map layer), with the draft’s revision',
        description: `${READ} Ordered by id.`,
        querystring: Type.Object({ buildingId: Type.Integer({ minimum: 1 }), levelId: Type.Optional(Type.Integer({ minimum: 1 })) }),
        response: responses(PoiListSchema),
      },
    },
    async (request) => {
      const { buildingId, levelId } = request.query;
      await assertOwnedBy(app.db, buildingId, { levelIds: [levelId] });
      const { versionId, revision } = await draftState(app.db, buildingId);
      return ok({ records: versionId === null ? [] : await listPois(app.db, versionId, levelId), revision });
    },
  );

  app.post(
    '/location/map/poi/save',
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
    async (request) => {
      const admin = currentAdmin(request);
      const { buildingId, baseRevision, changes } = request.body;
      const result = await app.db.transaction().execute(async (trx) => {
        await assertOwnedBy(trx, buildingId, poiPatchIds(changes));
        return applyPoiPatch(trx, { buildingId, baseRevision, changes, actor: { id: admin.id, email: admin.email }, language: request.language });
      });
      return ok(result);
    },
  );

  app.get(
    '/location/map/poi-patch',
    {
      config: { auth: 'session', permission: VIEW_POI },
      schema: {
        summary: 'The history of POI patches of a building’s draft, newest first',
        description: `${READ} \`featureId\`: only the patches that changed this POI. Each change holds the POI’s properties and geometry before and after (null when added / deleted).`,
        querystring: Type.Object({
          ...PageQuery,
          buildingId: Type.Integer({ minimum: 1 }),
          featureId: Type.Optional(Type.String({ maxLength: 200, description: 'A POI id' })),
        }),
        response: responses(Page(PoiPatchRecordSchema)),
      },
    },
    async (request) => {
      const { buildingId, featureId } = request.query;
      await assertOwnedBy(app.db, buildingId, { featureIds: [featureId] });
      const page = await pagePatches(app.db, { buildingId, kinds: ['poi'], featureId, ...pageWindow(request.query) });
      return ok({
        records: page.records.map(({ id, revision, actorEmail, summary, changes, createdAt }) => ({ id, revision, actorEmail, summary, changes, createdAt })),
        total: page.total,
      });
    },
  );
};
