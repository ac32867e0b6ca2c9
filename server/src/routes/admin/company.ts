import { Type } from 'typebox';
import { companyApi } from '../../contract/company.js';
import { routePath } from '../../contract/endpoint.js';
import { currentAdmin } from '../../plugins/auth.js';
import { CompanySchema } from '../../schemas/entities.js';
import { ok, responses } from '../../schemas/envelope.js';
import { companyOf } from '../../services/company.js';
import type { RoutePlugin } from '../../types.js';

export const companyRoutes: RoutePlugin = async (app) => {
  app.get(
    routePath(companyApi.one),
    {
      config: { auth: 'session' },
      schema: {
        summary: 'A company: the caller’s own, or any for platform admins',
        description:
          'Without `companyId` the caller’s own company is returned (null for a platform admin, who has none). ' +
          'Another company’s id answers 10004 unless the caller is a platform admin.',
        querystring: Type.Object({ companyId: Type.Optional(Type.Integer({ minimum: 1 })) }),
        response: responses(Type.Union([CompanySchema, Type.Null()])),
      },
    },
    async (request) => ok(await companyOf(app.db, currentAdmin(request), request.query.companyId)),
  );
};
