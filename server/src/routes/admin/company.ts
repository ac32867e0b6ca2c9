import { companyApi } from '#contract/endpoints/company.js';
import { currentAdmin } from '../../plugins/auth.js';
import { CompanyAddBody, CompanyOneQuery, CompanyOrNullSchema, CompanyPageQuery, CompanyRowSchema, CompanyUpdateBody } from '#contract/schemas/company.js';
import { IdQuery, Page, ok, responses } from '#contract/schemas/envelope.js';
import { pageWindow } from '../../shared/paging.js';
import { DeletedSchema, IdsBody } from '#contract/schemas/userManagement.js';
import { addCompany, changeCompany, companyOf, companyPage, companyRow, removeCompanies } from '../../services/company.js';
import type { RoutePlugin } from '../../types.js';
import { PLATFORM_ONLY } from './access.js';
import { route } from '../../plugins/route.js';

const PLATFORM = 'Platform management (spec §2 /company): platform admins only, others 10003.';

const companyRoutes: RoutePlugin = async (app) => {
  route(
    app,
    companyApi.one,
    {
      config: { auth: 'session' },
      schema: {
        summary: 'A company: the caller’s own, or any for platform admins',
        description:
          'Without `companyId` the caller’s own company is returned (null for a platform admin, who has none). ' +
          'Another company’s id answers 10004 unless the caller is a platform admin.',
        querystring: CompanyOneQuery,
        response: responses(CompanyOrNullSchema),
      },
    },
    async (request) => ok(await companyOf(app.db, currentAdmin(request), request.query.companyId)),
  );

  route(
    app,
    companyApi.page,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'Companies with what each owns, filtered, sorted and paged',
        description: `${PLATFORM} \`name\` matches part of the name (any case).`,
        querystring: CompanyPageQuery,
        response: responses(Page(CompanyRowSchema)),
      },
    },
    async (request) => ok(await companyPage(app.db, request.query, pageWindow(request.query))),
  );

  route(
    app,
    companyApi.detail,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'One company with what it owns',
        description: `${PLATFORM} Unknown id: 10004.`,
        querystring: IdQuery,
        response: responses(CompanyRowSchema),
      },
    },
    async (request) => ok(await companyRow(app.db, request.query.id)),
  );

  const change =
    'The name is unique regardless of case and surrounding spaces (10006 naming `name`). A logo is empty, unchanged, or a file ' +
    'uploaded with platform-file/add for the purpose `logo` (type and size are checked there: 10005); anything else is 10005 naming ' +
    'the field. A non-empty big logo gives the company its own branding in the console header and sidebar (spec §3). Audited.';

  route(
    app,
    companyApi.add,
    {
      config: PLATFORM_ONLY,
      schema: { summary: 'Create a company', description: `${PLATFORM} ${change}`, body: CompanyAddBody, response: responses(CompanyRowSchema) },
    },
    async (request) => ok(await addCompany(app.db, currentAdmin(request), request.body, request.language)),
  );

  route(
    app,
    companyApi.update,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'Change a company; `enabled: false` switches it off',
        description:
          `${PLATFORM} ${change} Omitted fields keep their values. Switching a company off ends its admins’ sessions at once ` +
          '(their next call is 10002, signing in answers 10001 naming the company) and its apps’ getConfig and events answer 10003; ' +
          'nothing of its data is deleted, and switching it on again restores everything.',
        body: CompanyUpdateBody,
        response: responses(CompanyRowSchema),
      },
    },
    async (request) => ok(await changeCompany(app.db, currentAdmin(request), request.body, request.language)),
  );

  route(
    app,
    companyApi.delete,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'Delete companies (`{ id }` or `{ ids }`), all or nothing',
        description:
          `${PLATFORM} Refused with 10006 (naming the company and its counts) while a company still has admins, roles, buildings or apps; ` +
          'disable it instead to keep its data. Unknown id: 10004 and nothing is deleted. Audited.',
        body: IdsBody,
        response: responses(DeletedSchema),
      },
    },
    async (request) => ok(await removeCompanies(app.db, currentAdmin(request), request.body, request.language)),
  );
};

export default companyRoutes;
