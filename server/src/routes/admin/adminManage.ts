import { Type } from 'typebox';
import { currentAdmin } from '../../plugins/auth.js';
import { issueToken } from '../../auth/oneTimeToken.js';
import { companyScope } from '../../auth/scope.js';
import { consoleOrigin } from '../../mail/links.js';
import { setPasswordMail } from '../../mail/templates.js';
import { pageAdmins, toAdminRow } from '../../repos/admin.js';
import { listGrants } from '../../repos/grant.js';
import { adminInScope, deleteAdminsChecked, saveAdmin } from '../../services/admins.js';
import { idsOf } from '../../errors/fieldErrors.js';
import { ok, Page, pageWindow, responses } from '../../schemas/envelope.js';
import { AdminDetailSchema, AdminListQuery, AdminRowSchema, AdminSaveBody, DeletedSchema, IdsBody } from '../../schemas/userManagement.js';
import type { RoutePlugin } from '../../types.js';
import { USER_MANAGERS } from './access.js';

const SCOPE = 'Platform admins manage every admin; company admins only their own company’s (another company’s admin: 10004).';
/** Set-password links of new accounts stay valid a day (a reset link: 30 minutes). */
const SET_PASSWORD_MINUTES = 24 * 60;

/** Spec §2 admin-list / admin-add / admin-edit and spec §7 admin/list, admin/save, admin/delete. */
export const adminManageRoutes: RoutePlugin = async (app) => {
  app.get(
    '/admin/admin/list',
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
      const scope = companyScope(currentAdmin(request));
      const page = await pageAdmins(app.db, {
        companyId: scope ?? companyId,
        email,
        adminType,
        sort,
        order,
        ...pageWindow(request.query),
      });
      return ok({ records: page.records.map(toAdminRow), total: page.total });
    },
  );

  app.get(
    '/admin/admin/detail',
    {
      config: USER_MANAGERS,
      schema: {
        summary: 'One admin with the roles granted to them',
        description: SCOPE,
        querystring: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: responses(AdminDetailSchema),
      },
    },
    async (request) => {
      const admin = await adminInScope(app.db, currentAdmin(request), request.query.id);
      return ok({ ...toAdminRow(admin), grants: await listGrants(app.db, { adminId: admin.id }) });
    },
  );

  app.post(
    '/admin/admin/save',
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
      const actor = currentAdmin(request);
      const { admin, mailTo } = await saveAdmin(app.db, actor, request.body, request.language);
      if (mailTo) {
        const { token } = await issueToken(app.db, mailTo.id, 'password-reset', SET_PASSWORD_MINUTES, { replace: true });
        const link = `${consoleOrigin(app.accountPolicy, request)}/find-password?token=${token}`;
        try {
          await app.mailer.deliver(setPasswordMail(request.language, mailTo.email, link, SET_PASSWORD_MINUTES));
        } catch (error) {
          // The account exists; the admin can still use "forgot password".
          request.log.error({ err: error }, 'set-password mail could not be delivered');
        }
      }
      return ok(toAdminRow(admin));
    },
  );

  app.post(
    '/admin/admin/delete',
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
    async (request) => {
      const ids = idsOf(request.body, request.language);
      return ok({ deleted: await deleteAdminsChecked(app.db, currentAdmin(request), ids) });
    },
  );
};
