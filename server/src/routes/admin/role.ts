import { roleApi } from '#contract/endpoints/role.js';
import { currentAdmin } from '../../plugins/auth.js';
import { addRole, changeRole, grantList, removeRoles, roleInScope, rolePage, rolePermissions, saveGrants } from '../../services/role.js';
import { IdQuery, ok, Page, responses } from '#contract/schemas/envelope.js';
import { pageWindow } from '../../shared/paging.js';
import {
  DeletedSchema,
  GrantListQuery,
  GrantSaveBody,
  GrantListSchema,
  IdsBody,
  PermissionCodesSchema,
  RoleAddBody,
  RoleListQuery,
  RolePermissionsQuery,
  RoleSchema,
  RoleUpdateBody,
} from '#contract/schemas/userManagement.js';
import type { RoutePlugin } from '../../types.js';
import { USER_MANAGERS } from './access.js';
import { route } from '../../plugins/route.js';

const SCOPE = 'Every role belongs to one company. Platform admins manage every company’s roles; company admins their own (another company’s role: 10004).';
const CODES =
  'Unknown permission code: 10005 naming permissions. Name taken in the company (any case): 10006 naming name. The role and its codes change in one transaction. Audited.';

/** Spec §2 role-list / role-add / role-edit / role-user and spec §7 Roles and permissions. */
const roleRoutes: RoutePlugin = async (app) => {
  route(
    app,
    roleApi.list,
    {
      config: USER_MANAGERS,
      schema: {
        summary: 'Roles with their codes and member counts, filtered, sorted and paged',
        description: `${SCOPE} \`companyId\` is honoured for platform admins only.`,
        querystring: RoleListQuery,
        response: responses(Page(RoleSchema)),
      },
    },
    async (request) => {
      const { name, companyId, sort, order } = request.query;
      return ok(await rolePage(app.db, currentAdmin(request), { companyId, name, sort, order, ...pageWindow(request.query) }));
    },
  );

  route(
    app,
    roleApi.detail,
    {
      config: USER_MANAGERS,
      schema: {
        summary: 'One role',
        description: SCOPE,
        querystring: IdQuery,
        response: responses(RoleSchema),
      },
    },
    async (request) => ok(await roleInScope(app.db, currentAdmin(request), request.query.id)),
  );

  route(
    app,
    roleApi.permissions,
    {
      config: USER_MANAGERS,
      schema: {
        summary: 'The permission codes of one role',
        description: SCOPE,
        querystring: RolePermissionsQuery,
        response: responses(PermissionCodesSchema),
      },
    },
    async (request) => ok(await rolePermissions(app.db, currentAdmin(request), request.query.roleId)),
  );

  route(
    app,
    roleApi.add,
    {
      config: USER_MANAGERS,
      schema: {
        summary: 'Create a role',
        description: `${SCOPE} Platform admins give companyId (missing or unknown: 10005). ${CODES}`,
        body: RoleAddBody,
        response: responses(RoleSchema),
      },
    },
    async (request) => ok(await addRole(app.db, currentAdmin(request), request.body, request.language)),
  );

  route(
    app,
    roleApi.update,
    {
      config: USER_MANAGERS,
      schema: {
        summary: 'Rename a role and replace its codes',
        description: `${SCOPE} ${CODES} Holders of the role get the new codes on their next call.`,
        body: RoleUpdateBody,
        response: responses(RoleSchema),
      },
    },
    async (request) => ok(await changeRole(app.db, currentAdmin(request), request.body, request.language)),
  );

  route(
    app,
    roleApi.delete,
    {
      config: USER_MANAGERS,
      schema: {
        summary: 'Delete roles (`{ id }` or `{ ids }`), all or nothing',
        description: `${SCOPE} Their grants go with them (each audited as a revoke).`,
        body: IdsBody,
        response: responses(DeletedSchema),
      },
    },
    async (request) => ok(await removeRoles(app.db, currentAdmin(request), request.body, request.language)),
  );

  route(
    app,
    roleApi.grants,
    {
      config: USER_MANAGERS,
      schema: {
        summary: 'Grants of a role (`roleId`) or of an admin (`adminId`)',
        description: `${SCOPE} A grant is role + admin + building; buildingId null = every building of the role’s company.`,
        querystring: GrantListQuery,
        response: responses(GrantListSchema),
      },
    },
    async (request) => {
      const { roleId, adminId } = request.query;
      return ok(await grantList(app.db, currentAdmin(request), { roleId, adminId }, request.language));
    },
  );

  route(
    app,
    roleApi.saveGrants,
    {
      config: USER_MANAGERS,
      schema: {
        summary: 'Replace the grants of a role',
        description:
          `${SCOPE} Admins and buildings must belong to the role’s company, and only business admins receive grants ` +
          '(else 10005 naming grants[i].adminId / grants[i].buildingId). Nobody changes their own grants (10003). ' +
          'All grants change in one transaction; each one given or taken is audited. Holders see the change on their next call.',
        body: GrantSaveBody,
        response: responses(GrantListSchema),
      },
    },
    async (request) => {
      const { roleId, grants } = request.body;
      return ok(await saveGrants(app.db, currentAdmin(request), roleId, grants, request.language));
    },
  );
};

export default roleRoutes;
