import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { currentAdmin } from '../../plugins/auth.js';
import { canSeeBuilding } from '../../auth/buildingScope.js';
import { notFound } from '../../errors/codes.js';
import { draftOf } from '../../repos/map.js';
import { findRegion, listPoiTypes, listRegions, poisInRegion, poisOf, type RegionRow } from '../../repos/region.js';
import { PoiTypeSchema, RegionSchema } from '../../schemas/entities.js';
import { Page, PageQuery, ok, pageWindow, responses } from '../../schemas/envelope.js';
import { RegionDetailSchema, RegionPageRecordSchema } from '../../schemas/map.js';
import type { RoutePlugin } from '../../types.js';
import { OWNERSHIP_DOC, assertOwnedBy } from '../../services/ownership.js';

const BuildingQuery = Type.Object({ buildingId: Type.Integer({ minimum: 1, description: 'The selected building' }) });
const VISIBLE =
  'Any admin who can see the building (start-up list of spec §4, also for admins without map permissions; a business admin only where it holds a grant); another company’s building, or an unknown id, answers 10004.';
const VISIBLE_PAGE =
  'Spec §2 region-list needs no permission: any admin who can see the building (a business admin: where it holds a grant); another company’s building, or an unknown id, answers 10004.';

const regionDto = (r: RegionRow) => ({ id: r.id, name: r.name, nameEn: r.nameEn, levelId: r.levelId, buildingId: r.buildingId, category: r.category });

/** Spec §4 start-up step 5 (the selected building's POI types and regions), and the region pages. Regions are the draft's sections. */
export const mapListRoutes: RoutePlugin = async (app) => {
  const assertVisible = async (request: FastifyRequest, buildingId: number) => {
    if (!(await canSeeBuilding(app.db, currentAdmin(request), buildingId))) throw notFound();
  };

  app.get(
    '/location/poi/poi-type/list',
    {
      config: { auth: 'session' },
      schema: { summary: 'The POI types of a building', description: VISIBLE, querystring: BuildingQuery, response: responses(Type.Array(PoiTypeSchema)) },
    },
    async (request) => {
      await assertVisible(request, request.query.buildingId);
      return ok(await listPoiTypes(app.db, request.query.buildingId));
    },
  );

  app.get(
    '/location/region/list',
    {
      config: { auth: 'session' },
      schema: {
        summary: 'The regions of a building (sections of its draft)',
        description: VISIBLE,
        querystring: BuildingQuery,
        response: responses(Type.Array(RegionSchema)),
      },
    },
    async (request) => {
      await assertVisible(request, request.query.buildingId);
      return ok((await listRegions(app.db, request.query.buildingId)).map(regionDto));
    },
  );

  app.get(
    '/location/region/page',
    {
      config: { auth: 'session' },
      schema: {
        summary: 'A page of a building’s regions with the number of POIs inside each',
        description: `${VISIBLE_PAGE} Ordered by level (ordinal) then id; \`name\` matches a part, any case. ${OWNERSHIP_DOC}`,
        querystring: Type.Object({
          ...PageQuery,
          buildingId: Type.Integer({ minimum: 1 }),
          name: Type.Optional(Type.String({ maxLength: 100 })),
          levelId: Type.Optional(Type.Integer({ minimum: 1 })),
        }),
        response: responses(Page(RegionPageRecordSchema)),
      },
    },
    async (request) => {
      const { buildingId, name, levelId } = request.query;
      await assertVisible(request, buildingId);
      await assertOwnedBy(app.db, buildingId, { levelIds: [levelId] });
      const needle = name?.trim().toLowerCase();
      const regions = (await listRegions(app.db, buildingId)).filter(
        (r) =>
          (levelId === undefined || r.levelId === levelId) &&
          (!needle || r.name.toLowerCase().includes(needle) || (r.nameEn ?? '').toLowerCase().includes(needle)),
      );
      const { limit, offset } = pageWindow(request.query);
      const page = regions.slice(offset, offset + limit);
      const pois = page.length ? await poisOf(app.db, page[0].versionId, [...new Set(page.map((r) => r.levelId))]) : [];
      return ok({ records: page.map((r) => ({ ...regionDto(r), poiCount: poisInRegion(r, pois).length })), total: regions.length });
    },
  );

  app.get(
    '/location/region',
    {
      config: { auth: 'session' },
      schema: {
        summary: 'One region with its outline and the POIs inside it',
        description:
          'Spec §2 region-view needs no permission: any admin who can see the region’s building; another company’s region, or an unknown id, answers 10004.',
        querystring: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: responses(RegionDetailSchema),
      },
    },
    async (request) => {
      const region = await findRegion(app.db, request.query.id);
      if (!region) throw notFound();
      await assertVisible(request, region.buildingId);
      const draft = await draftOf(app.db, region.buildingId);
      const pois = draft ? poisInRegion(region, await poisOf(app.db, draft.id, [region.levelId])) : [];
      return ok({ ...regionDto(region), geometry: region.geometry, pois: pois.map((p) => ({ id: p.id, name: p.name, poiTypeId: p.poiTypeId })) });
    },
  );
};
