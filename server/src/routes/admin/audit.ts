import { currentAdmin } from '../../plugins/auth.js';
import { companyScope } from '../../auth/scope.js';
import { pageAudit } from '../../repos/audit.js';
import { ok, Page, pageWindow, responses } from '../../schemas/envelope.js';
import { AuditEntrySchema, AuditQuery } from '../../schemas/userManagement.js';
import type { RoutePlugin } from '../../types.js';
import { USER_MANAGERS } from './access.js';

/** The audit log of admin, role and grant changes. Read-only: no route writes, changes or deletes it. */
export const auditRoutes: RoutePlugin = async (app) => {
  app.get(
    '/admin/audit/page',
    {
      config: USER_MANAGERS,
      schema: {
        summary: 'Changes to admins, roles and grants, newest first',
        description:
          'Platform admins see every entry; company admins the entries about their company’s admins, roles and ' +
          'grants. `adminId` gives everything about one admin (their entries and the grants given to or taken ' +
          'from them). The log is append-only: there is no call to change or delete an entry.',
        querystring: AuditQuery,
        response: responses(Page(AuditEntrySchema)),
      },
    },
    async (request) => {
      const { entity, entityId, actorId, adminId } = request.query;
      const scope = companyScope(currentAdmin(request));
      return ok(await pageAudit(app.db, { companyId: scope ?? undefined, entity, entityId, actorId, adminId, ...pageWindow(request.query) }));
    },
  );
};
