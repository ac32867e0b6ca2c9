import { adminApi } from '#contract/endpoints/admin.js';
import { currentAdmin } from '../../plugins/auth.js';
import { IdQuery, ok, Page, responses } from '#contract/schemas/envelope.js';
import { pageWindow } from '../../shared/paging.js';
import {
  AdminDetailSchema,
  AdminListQuery,
  AdminRowSchema,
  AdminSaveBody,
  AuditEntrySchema,
  AuditQuery,
  DeletedSchema,
  IdsBody,
} from '#contract/schemas/userManagement.js';
import { adminDetail, adminPage, auditPage, removeAdmins, saveAdminAndMail } from '../../services/admin.js';
import type { RoutePlugin } from '../../types.js';
import { USER_MANAGERS } from './access.js';
import { route } from '../../plugins/route.js';

const SCOPE = 'Platform admins manage every admin; company admins only their own company’s (another company’s admin: 10004).';

/** Spec §2 admin-list / admin-add / admin-edit, spec §7 admin/list, admin/save, admin/delete, and the audit log (read-only: no route writes, changes or deletes it). */
const adminRoutes: RoutePlugin = async (app) => {
  route(
    app,
    adminApi.list,
    {
      config: USER_MANAGERS,
      schema: {
        summary: 'Admins, filtered, sorted and paged',
        description: `${SCOPE} \`email\` matches part of the e-mail (any case); \`companyId\` is honoured for platform admins only.`,
        querystring: AdminListQuery,
        response: responses(Page(AdminRowSchema)),
      },
    },
    async (request) => {
      const { email, adminType, companyId, sort, order } = request.query;
      return ok(await adminPage(app.db, currentAdmin(request), { companyId, email, adminType, sort, order, ...pageWindow(request.query) }));
    },
  );

  route(
    app,
    adminApi.detail,
    {
      config: USER_MANAGERS,
      schema: {
        summary: 'One admin with the roles granted to them',
        description: SCOPE,
        querystring: IdQuery,
        response: responses(AdminDetailSchema),
      },
    },
    async (request) => ok(await adminDetail(app.db, currentAdmin(request), request.query.id)),
  );

  route(
    app,
    adminApi.save,
    {
      config: USER_MANAGERS,
      schema: {
        summary: 'Create (no id) or update an admin',
        description:
          `${SCOPE} Create: give \`password\` (8+ characters, a letter and a digit) or \`sendSetPasswordMail: true\` ` +
          '(a set-password link valid 24 hours goes out through the mailer). Update: `password` omitted = unchanged. ' +
          'E-mail taken (any case): 10006 naming email. Company admins: companyId is always their own, type PLATFORM ' +
          'is 10003. Nobody changes their own type, disables themselves or sets their own password here (10003). ' +
          'The last enabled platform admin cannot be demoted or disabled (10006). Disabling an admin or setting ' +
          'their password ends their sessions; a type or company change removes their grants. Audited.',
        body: AdminSaveBody,
        response: responses(AdminRowSchema),
      },
    },
    async (request) => {
      const mail = { mailer: app.mailer, publicUrl: app.accountPolicy.publicUrl, log: request.log };
      return ok(await saveAdminAndMail(app.db, currentAdmin(request), request.body, request.language, mail));
    },
  );

  route(
    app,
    adminApi.delete,
    {
      config: USER_MANAGERS,
      schema: {
        summary: 'Delete admins (`{ id }` or `{ ids }`), all or nothing',
        description:
          `${SCOPE} Any id unknown or outside the scope: 10004 and nothing is deleted. Oneself: 10003. ` +
          'The last enabled platform admin: 10006. Their sessions end at once; their grants go with them. Audited.',
        body: IdsBody,
        response: responses(DeletedSchema),
      },
    },
    async (request) => ok(await removeAdmins(app.db, currentAdmin(request), request.body, request.language)),
  );

  route(
    app,
    adminApi.audit,
    {
      config: USER_MANAGERS,
      schema: {
        summary: 'Changes to admins, roles and grants, newest first',
        description:
          'Platform admins see every entry; company admins the entries about their company’s admins, roles and ' +
          'grants. `adminId` gives everything about one admin (their entries and the grants given to or taken ' +
          'from them). An entry about a record moved between companies (a building moved, an admin or app given ' +
          'another company) is read by both companies, each value of the other company’s side redacted (issue 31). ' +
          'The log is append-only: there is no call to change or delete an entry.',
        querystring: AuditQuery,
        response: responses(Page(AuditEntrySchema)),
      },
    },
    async (request) => {
      const { entity, entityId, actorId, adminId } = request.query;
      return ok(await auditPage(app.db, currentAdmin(request), { entity, entityId, actorId, adminId, ...pageWindow(request.query) }));
    },
  );
};

export default adminRoutes;
