import { Type } from 'typebox';
import { currentAdmin } from '../../plugins/auth.js';
import { companyScope } from '../../auth/scope.js';
import { buildingScope, narrowIds } from '../../auth/buildingScope.js';
import { notFound } from '../../errors/codes.js';
import { findBuilding, pageBuildings } from '../../repos/building.js';
import { BuildingSchema } from '../../schemas/entities.js';
import { Page, PageQuery, ok, pageWindow, responses } from '../../schemas/envelope.js';
import type { RoutePlugin } from '../../types.js';

export const buildingRoutes: RoutePlugin = async (app) => {
  app.get(
    '/location/building/page',
    {
      config: { auth: 'session' },
      schema: {
        summary: 'Buildings visible to the caller, with their floors',
        description:
          'Platform admins see every company’s buildings; company admins their company’s; business admins only the buildings where they hold a grant.',
        querystring: Type.Object({
          ...PageQuery,
          name: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the name, case-insensitive' })),
          companyId: Type.Optional(Type.Integer({ minimum: 1 })),
          appId: Type.Optional(Type.Integer({ minimum: 1 })),
        }),
        response: responses(Page(BuildingSchema)),
      },
    },
    async (request) => {
      const { name, companyId, appId } = request.query;
      const scope = await buildingScope(app.db, currentAdmin(request));
      // A company filter outside the caller's scope simply matches nothing.
      if (scope.companyId !== undefined && companyId !== undefined && companyId !== scope.companyId) return ok({ records: [], total: 0 });
      return ok(await pageBuildings(app.db, { companyId: scope.companyId ?? companyId, ids: scope.ids, appId, name, ...pageWindow(request.query) }));
    },
  );

  app.get(
    '/location/building',
    {
      config: { auth: 'session', permission: ['VIEW_BUILDING', 'EDIT_BUILDING'], building: 'query.id' },
      schema: {
        summary: 'One building with its floors',
        description: 'Needs VIEW_BUILDING or EDIT_BUILDING on that building (10003); another company’s building answers 10004, as if it did not exist.',
        querystring: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: responses(BuildingSchema),
      },
    },
    async (request) => {
      const scope = companyScope(currentAdmin(request));
      const building = await findBuilding(app.db, request.query.id, scope ?? undefined);
      if (!building) throw notFound();
      return ok(building);
    },
  );

  app.get(
    '/location/building/batch/:ids',
    {
      config: { auth: 'session' },
      schema: {
        summary: 'Several buildings by id (spec §7 building/batch/{ids joined by commas})',
        description:
          'Answers the buildings among `ids` that the caller may see, in the order asked; others are left out (as if they did not exist). At most 200 ids.',
        params: Type.Object({ ids: Type.String({ pattern: '^[0-9]{1,12}(,[0-9]{1,12}){0,199}$', description: 'Building ids joined by commas' }) }),
        response: responses(Type.Array(BuildingSchema)),
      },
    },
    async (request) => {
      const wanted = [...new Set(request.params.ids.split(',').map(Number))];
      const scope = await buildingScope(app.db, currentAdmin(request));
      const ids = narrowIds(scope, wanted)!;
      const { records } = await pageBuildings(app.db, { ids, companyId: scope.companyId, limit: wanted.length, offset: 0 });
      return ok(wanted.flatMap((id) => records.filter((b) => b.id === id)));
    },
  );
};
