import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { currentAdmin } from '../../plugins/auth.js';
import { companyScope } from '../../auth/scope.js';
import { notFound } from '../../errors/codes.js';
import { buildingVisible } from '../../repos/building.js';
import { PoiTypeSchema, RegionSchema } from '../../schemas/entities.js';
import { ok, responses } from '../../schemas/envelope.js';
import type { RoutePlugin } from '../../types.js';

const BuildingQuery = Type.Object({ buildingId: Type.Integer({ minimum: 1, description: 'The selected building' }) });
const VISIBLE = 'Another company’s building, or an unknown id, answers 10004. Empty until the map editors land.';

/** Spec §4 start-up step 5: the selected building's POI types and regions. */
export const mapListRoutes: RoutePlugin = async (app) => {
  const assertVisible = async (request: FastifyRequest, buildingId: number) => {
    const scope = companyScope(currentAdmin(request));
    if (!(await buildingVisible(app.db, buildingId, scope ?? undefined))) throw notFound();
  };

  app.get(
    '/location/poi/poi-type/list',
    {
      config: { auth: 'session' },
      schema: {
        summary: 'The POI types of a building',
        description: VISIBLE,
        querystring: BuildingQuery,
        response: responses(Type.Array(PoiTypeSchema)),
      },
    },
    async (request) => {
      await assertVisible(request, request.query.buildingId);
      return ok([]);
    },
  );

  app.get(
    '/location/region/list',
    {
      config: { auth: 'session' },
      schema: {
        summary: 'The regions of a building',
        description: VISIBLE,
        querystring: BuildingQuery,
        response: responses(Type.Array(RegionSchema)),
      },
    },
    async (request) => {
      await assertVisible(request, request.query.buildingId);
      return ok([]);
    },
  );
};
