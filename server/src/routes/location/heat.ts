import { HEAT_LIMITS, heatApi } from '#contract/endpoints/heat.js';
import { ok, responses } from '#contract/schemas/envelope.js';
import { HeatMapQuery, HeatMapSchema } from '#contract/schemas/heat.js';
import { USAGE_LIMITS } from '#contract/schemas/usage.js';
import { heatMap } from '../../services/heat.js';
import type { RoutePlugin } from '../../types.js';
import { route } from '../../plugins/route.js';

/** Issue 15: 热力图 heat map. */
const heatRoutes: RoutePlugin = async (app) => {
  route(
    app,
    heatApi.map,
    {
      config: { auth: 'session', permission: 'VIEW_HOT_SPOT' },
      schema: {
        summary: '热力图: a level’s location fixes binned on a grid, per hour of the day and for the whole day, and its regions’ dwell',
        description: `Needs VIEW_HOT_SPOT (spec §2 /heat-map, §6) on the building (10003); another company’s building, or an unknown one, answers 10004. A bin (a cell, for one hour of the day or the whole day, over the range) with fewer than ${USAGE_LIMITS.minGroupUsers} distinct users is left out and counted in \`heldBack\`; so is a region. A level of another building answers 10004, an unknown one 10005 naming \`levelId\`; a reversed range 10005 naming \`to\`, one longer than ${HEAT_LIMITS.rangeDays} days 10005 naming the day given, a first day past the retention period (USAGE_RETENTION_DAYS) 10005 naming \`from\`.`,
        querystring: HeatMapQuery,
        response: responses(HeatMapSchema),
      },
    },
    async (request) => ok(await heatMap(app.db, request.query, request.language, app.usagePolicy.retentionDays)),
  );
};

export default heatRoutes;
