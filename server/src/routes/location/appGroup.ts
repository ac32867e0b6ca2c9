import { APP_GROUP_LIMITS, appGroupApi } from '#contract/endpoints/appGroup.js';
import { currentAdmin } from '../../plugins/auth.js';
import { AppGroupAddBody, AppGroupPageQuery, AppGroupPageSchema, AppGroupSchema, AppGroupUpdateBody } from '#contract/schemas/appGroup.js';
import { ok, responses, IdQuery } from '#contract/schemas/envelope.js';
import { DeletedSchema, IdsBody } from '#contract/schemas/userManagement.js';
import { addAppGroup, appGroupDetail, appGroupPage, changeAppGroup, removeAppGroups } from '../../services/appGroup.js';
import type { RoutePlugin } from '../../types.js';
import { PLATFORM_ONLY } from '../admin/access.js';
import { route } from '../../plugins/route.js';

const PLATFORM = 'Platform management (spec §2 /app-group, §6): platform administrators only; others get 10003.';
const RULES =
  `A name of 1–${APP_GROUP_LIMITS.name} characters after trimming and a description of at most ${APP_GROUP_LIMITS.description} (10005 naming the field); ` +
  'the name is unique regardless of case and surrounding spaces (10006 naming `name`). `appIds` is the whole set of the group’s apps, of any ' +
  'company; an app may be in several groups; ids of no app answer 10005 naming `appIds` and listing them. Nothing is written on a refusal. Audited (`entity` `appGroup`).';

/** Issue 16 应用分组: groups of location apps (a brand's malls), used to filter the platform's app and map lists. */
const appGroupRoutes: RoutePlugin = async (app) => {
  route(
    app,
    appGroupApi.page,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'App groups, each with its apps (ids, names and companies) and their count',
        description: `${PLATFORM} \`name\` matches part of the group’s name (any case). Default sort: name.`,
        querystring: AppGroupPageQuery,
        response: responses(AppGroupPageSchema),
      },
    },
    async (request) => ok(await appGroupPage(app.db, request.query)),
  );

  route(
    app,
    appGroupApi.one,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'One app group with its apps',
        description: `${PLATFORM} An unknown id answers 10004.`,
        querystring: IdQuery,
        response: responses(AppGroupSchema),
      },
    },
    async (request) => ok(await appGroupDetail(app.db, request.query.id)),
  );

  route(
    app,
    appGroupApi.add,
    {
      config: PLATFORM_ONLY,
      schema: { summary: 'Create an app group', description: `${PLATFORM} ${RULES}`, body: AppGroupAddBody, response: responses(AppGroupSchema) },
    },
    async (request) => ok(await addAppGroup(app.db, currentAdmin(request), request.body, request.language)),
  );

  route(
    app,
    appGroupApi.update,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'Change an app group (the fields sent)',
        description: `${PLATFORM} ${RULES} Absent fields keep their values. An unknown id answers 10004.`,
        body: AppGroupUpdateBody,
        response: responses(AppGroupSchema),
      },
    },
    async (request) => ok(await changeAppGroup(app.db, currentAdmin(request), request.body, request.language)),
  );

  route(
    app,
    appGroupApi.delete,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'Delete app groups (`{ id }` or `{ ids }`), all or nothing',
        description: `${PLATFORM} A group can always be deleted: its apps are not touched, they only leave the group. An unknown id answers 10004 and nothing is deleted. Audited.`,
        body: IdsBody,
        response: responses(DeletedSchema),
      },
    },
    async (request) => ok(await removeAppGroups(app.db, currentAdmin(request), request.body, request.language)),
  );
};

export default appGroupRoutes;
