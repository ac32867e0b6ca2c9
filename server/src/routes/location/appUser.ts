import { appUserApi } from '#contract/endpoints/appUser.js';
import { currentAdmin } from '../../plugins/auth.js';
import { AppUserDetailSchema, AppUserEraseBody, AppUserErasedSchema, AppUserPageQuery, AppUserPageSchema, AppUserQuery } from '#contract/schemas/appUser.js';
import { MAX_PAGE_SIZE, ok, responses } from '#contract/schemas/envelope.js';
import { appUserDetail, appUserPage } from '../../services/appUser.js';
import { eraseAppUser } from '../../services/appUserErase.js';
import type { RoutePlugin } from '../../types.js';
import { PLATFORM_ONLY } from '../admin/access.js';
import { route } from '../../plugins/route.js';

const PLATFORM = 'Platform management (spec §2 /user, §6): platform administrators only; company and business administrators get 10003.';

/** Issue 16 用户列表: the apps' end users as the usage events know them, one user's activity, and erasure. */
const appUserRoutes: RoutePlugin = async (app) => {
  route(
    app,
    appUserApi.page,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'The apps’ end users (用户列表, platform admins)',
        description: `${PLATFORM}\n\nOne row per pseudonymous user id of the usage events, from the rollups (usage_user, usage_session, usage_active): the apps of the buildings it was seen in, the platforms, first and last seen, sessions kept and the device of its latest active day. Pages of at most ${MAX_PAGE_SIZE}. Filters: \`q\` (the start of the id), \`appId\` (an unknown app: 10005 naming appId), \`platform\`. A bad value answers 10005 naming its field.`,
        querystring: AppUserPageQuery,
        response: responses(AppUserPageSchema),
      },
    },
    async (request) => ok(await appUserPage(app.db, request.query, request.language)),
  );

  route(
    app,
    appUserApi.detail,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'One app user’s activity',
        description: `${PLATFORM} The user’s buildings, its newest sessions (building, start, duration, events) and its events per day of the last 30 days. A user no building knows answers 10004.`,
        querystring: AppUserQuery,
        response: responses(AppUserDetailSchema),
      },
    },
    async (request) => ok(await appUserDetail(app.db, request.query.userId)),
  );

  route(
    app,
    appUserApi.erase,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'Erase one app user’s data (personal-information law)',
        description: `${PLATFORM} In one transaction: deletes the user’s raw events and its own rollup rows (active days, first seen, sessions, scan sessions, heat-map and level presence, POI/search/QR reach) and takes its share off the shared rollups (event counts, distinct users, new users, activations, retention, feature clicks, heat-map bins, location accuracy), so they equal what they would be had its events never been ingested; audited (entity appUser: who, when, the user id, the reason and what was removed). A blank reason answers 10005 naming reason; an unknown user 10004.`,
        body: AppUserEraseBody,
        response: responses(AppUserErasedSchema),
      },
    },
    async (request) => ok(await eraseAppUser(app.db, currentAdmin(request), request.body, request.language)),
  );
};

export default appUserRoutes;
