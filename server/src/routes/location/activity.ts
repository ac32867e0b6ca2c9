import { activityApi } from '#contract/endpoints/activity.js';
import { ok, responses } from '#contract/schemas/envelope.js';
import { ActivityStatusQuery, ActivityStatusSchema } from '#contract/schemas/activity.js';
import { USAGE_LIMITS } from '#contract/schemas/usage.js';
import { activityStatus } from '../../services/activity.js';
import type { RoutePlugin } from '../../types.js';
import { route } from '../../plugins/route.js';

/** Issue 15: 活跃状态 activity status. */
const activityRoutes: RoutePlugin = async (app) => {
  route(
    app,
    activityApi.status,
    {
      config: { auth: 'session', permission: 'VIEW_ACTIVITY_STATUS' },
      schema: {
        summary: '活跃状态: who is in the building now (the last minutes), per level and region, and the last hour minute by minute',
        description: `Needs VIEW_ACTIVITY_STATUS (spec §2 /location activity-status, §6) on the building (10003); another company’s building, or an unknown one, answers 10004. A level or region with fewer than ${USAGE_LIMITS.minGroupUsers} users now is held back (null). \`minutes\` outside 1–30 answers 10005 naming it.`,
        querystring: ActivityStatusQuery,
        response: responses(ActivityStatusSchema),
      },
    },
    async (request) => ok(await activityStatus(app.db, request.query)),
  );
};

export default activityRoutes;
