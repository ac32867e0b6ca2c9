import { APP_LIMITS, APP_PLATFORMS, appApi } from '#contract/endpoints/app.js';
import { currentAdmin } from '../../plugins/auth.js';
import { AppAddBody, AppConfigPreviewSchema, AppDetailSchema, AppPageQuery, AppPageSchema, AppUpdateBody, SHIPPED_RULE } from '#contract/schemas/app.js';
import { ok, responses, IdQuery } from '#contract/schemas/envelope.js';
import { addApp, appConfigPreview, appDetail, appPage, changeApp } from '../../services/app.js';
import type { RoutePlugin } from '../../types.js';
import { PLATFORM_ONLY } from '../admin/access.js';
import { route } from '../../plugins/route.js';

const PLATFORM = 'Platform administrators only (spec §2 /location-app, §6): others get 10003.';
const RULES = `Each problem answers 10005 naming its field: a name of 1–${APP_LIMITS.name} characters; an appCode of ${APP_LIMITS.codeMin}–${APP_LIMITS.codeMax} letters, digits, “_” or “-”; platforms among ${APP_PLATFORMS.join(', ')}; a company that exists (\`companyId\`); buildings (\`buildingIds\`, at most ${APP_LIMITS.buildings}) that exist, belong to the app’s company and are in no other app. A name or appCode another app has (compared regardless of case) answers 10006 naming it. Nothing is written on a refusal.`;

/** Spec §7 app/page and app/get; issue 16: platform management of location apps (add, update, the getConfig preview). */
const appRoutes: RoutePlugin = async (app) => {
  route(
    app,
    appApi.page,
    {
      config: { auth: 'session' },
      schema: {
        summary: 'Apps visible to the caller (platform: all; others: their company’s)',
        description:
          'Every admin (the application chooser, spec §4). Filters: company, text (`q`: part of the name or app code), enabled. Each app with its company’s name, its platforms, its building count, its usable key count and whether it has shipped.',
        querystring: AppPageQuery,
        response: responses(AppPageSchema),
      },
    },
    async (request) => ok(await appPage(app.db, currentAdmin(request), request.query)),
  );

  route(
    app,
    appApi.one,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'One location app with its buildings (spec §7 app/get)',
        description: `${PLATFORM} An unknown id answers 10004. \`shipped\`: ${SHIPPED_RULE}`,
        querystring: IdQuery,
        response: responses(AppDetailSchema),
      },
    },
    async (request) => ok(await appDetail(app.db, request.query.id)),
  );

  route(
    app,
    appApi.add,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'Add a location app',
        description: `${PLATFORM} ${RULES} The buildings named join the app. Create its ingestion keys with key/add.`,
        body: AppAddBody,
        response: responses(AppDetailSchema),
      },
    },
    async (request) => ok(await addApp(app.db, currentAdmin(request), request.body, request.language)),
  );

  route(
    app,
    appApi.update,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'Change a location app (the fields sent)',
        description: `${PLATFORM} ${RULES} \`buildingIds\` is the whole set: buildings left out leave the app (their maps drop out of its getConfig). ${SHIPPED_RULE} The company can change only before then (10006 naming companyId). Disabling the app makes its getConfig answer 10003 and its keys’ events 10003. An unknown id answers 10004.`,
        body: AppUpdateBody,
        response: responses(AppDetailSchema),
      },
    },
    async (request) => ok(await changeApp(app.db, currentAdmin(request), request.body, request.language)),
  );

  route(
    app,
    appApi.configPreview,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'What getConfig answers for the app (a preview)',
        description: `${PLATFORM} The configuration GET /location/getConfig?appCode= builds from published data (the newest published map of each of the app’s buildings), built even while the app is disabled — the apps then get 10003, and \`enabled\` says so. An unknown id answers 10004.`,
        querystring: IdQuery,
        response: responses(AppConfigPreviewSchema),
      },
    },
    async (request) => ok(await appConfigPreview(app.db, request.query.id)),
  );
};

export default appRoutes;
