import { buildingApi } from '#contract/endpoints/building.js';
import { currentAdmin } from '../../../plugins/auth.js';
import { BuildingMoveBody, BuildingMoveSchema } from '#contract/schemas/buildingMove.js';
import { ok, responses } from '#contract/schemas/envelope.js';
import { moveBuilding, previewMove } from '../../../services/building/move.js';
import type { RoutePlugin } from '../../../types.js';
import { PLATFORM_ONLY } from '../../admin/access.js';
import { route } from '../../../plugins/route.js';

const WHAT =
  'Platform admins only (spec §2 company-buildings-update), others 10003. Moving revokes the roles granted on the building to the old ' +
  'company’s business admins, takes the building out of its app (apps belong to a company) and deletes that app’s navigation links for ' +
  'it; its map, versions, regions, POIs, roads, beacons, QR codes and statistics stay with the building. Unknown building: 10004; unknown ' +
  'company or its own company: 10005 naming `companyId`.';

/** Issue 16: a building moves to another company, previewed first. */
export const buildingMoveRoutes: RoutePlugin = async (app) => {
  route(
    app,
    buildingApi.movePreview,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'What moving a building to another company would do (nothing changes)',
        description: WHAT,
        querystring: BuildingMoveBody,
        response: responses(BuildingMoveSchema),
      },
    },
    async (request) => ok(await previewMove(app.db, request.query, request.language)),
  );

  route(
    app,
    buildingApi.move,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'Move a building to another company',
        description: `${WHAT} One transaction, audited.`,
        body: BuildingMoveBody,
        response: responses(BuildingMoveSchema),
      },
    },
    async (request) => ok(await moveBuilding(app.db, currentAdmin(request), request.body, request.language)),
  );
};
