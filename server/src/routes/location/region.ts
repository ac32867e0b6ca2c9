import { regionApi } from '#contract/endpoints/region.js';
import { currentAdmin } from '../../plugins/auth.js';
import { OWNERSHIP_DOC } from '#contract/schemas/docs.js';
import { SelectedBuildingQuery } from '#contract/schemas/entities.js';
import { IdQuery, Page, ok, responses } from '#contract/schemas/envelope.js';
import { RegionListSchema, RegionPageQuery } from '#contract/schemas/region.js';
import { pageWindow } from '../../shared/paging.js';
import { RegionDetailSchema, RegionPageRecordSchema } from '#contract/schemas/map.js';
import { regionList, regionOne, regionPage } from '../../services/region.js';
import type { RoutePlugin } from '../../types.js';
import { route } from '../../plugins/route.js';

export const VISIBLE =
  'Any admin who can see the building (start-up list of spec §4, also for admins without map permissions; a business admin only where it holds a grant); another company’s building, or an unknown id, answers 10004.';
const VISIBLE_PAGE =
  'Spec §2 region-list needs no permission: any admin who can see the building (a business admin: where it holds a grant); another company’s building, or an unknown id, answers 10004.';

/** The regions of a building (spec §4 start-up step 5, the region pages): the sections of its draft. */
const regionRoutes: RoutePlugin = async (app) => {
  route(
    app,
    regionApi.list,
    {
      config: { auth: 'session' },
      schema: {
        summary: 'The regions of a building (sections of its draft)',
        description: VISIBLE,
        querystring: SelectedBuildingQuery,
        response: responses(RegionListSchema),
      },
    },
    async (request) => ok(await regionList(app.db, currentAdmin(request), request.query.buildingId)),
  );

  route(
    app,
    regionApi.page,
    {
      config: { auth: 'session' },
      schema: {
        summary: 'A page of a building’s regions with the number of POIs inside each',
        description: `${VISIBLE_PAGE} Ordered by level (ordinal) then id; \`name\` matches a part, any case. ${OWNERSHIP_DOC}`,
        querystring: RegionPageQuery,
        response: responses(Page(RegionPageRecordSchema)),
      },
    },
    async (request) => {
      const { buildingId, name, levelId } = request.query;
      return ok(await regionPage(app.db, currentAdmin(request), { buildingId, name, levelId, ...pageWindow(request.query) }));
    },
  );

  route(
    app,
    regionApi.one,
    {
      config: { auth: 'session' },
      schema: {
        summary: 'One region with its outline and the POIs inside it',
        description:
          'Spec §2 region-view needs no permission: any admin who can see the region’s building; another company’s region, or an unknown id, answers 10004.',
        querystring: IdQuery,
        response: responses(RegionDetailSchema),
      },
    },
    async (request) => ok(await regionOne(app.db, currentAdmin(request), request.query.id)),
  );
};

export default regionRoutes;
