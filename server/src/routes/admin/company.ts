import { Type } from 'typebox';
import { currentAdmin } from '../../plugins/auth.js';
import { canSeeCompany } from '../../auth/scope.js';
import { notFound } from '../../errors/codes.js';
import { findCompany } from '../../repos/company.js';
import { CompanySchema } from '../../schemas/entities.js';
import { ok, responses } from '../../schemas/envelope.js';
import type { RoutePlugin } from '../../types.js';

export const companyRoutes: RoutePlugin = async (app) => {
  app.get(
    '/admin/company',
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
    async (request) => {
      const admin = currentAdmin(request);
      const id = request.query.companyId ?? admin.companyId;
      if (id === null) return ok(null);
      if (!canSeeCompany(admin, id)) throw notFound();
      const company = await findCompany(app.db, id);
      if (!company) throw notFound();
      return ok(company);
    },
  );
};
