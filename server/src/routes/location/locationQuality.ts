import { QUALITY_LIMITS, locationQualityApi } from '#contract/endpoints/locationQuality.js';
import { ok, responses } from '#contract/schemas/envelope.js';
import { LocationQualityQuery, LocationQualitySchema } from '#contract/schemas/locationQuality.js';
import { USAGE_LIMITS } from '#contract/schemas/usage.js';
import { locationQuality } from '../../services/locationQuality.js';
import type { RoutePlugin } from '../../types.js';
import { route } from '../../plugins/route.js';

/** Issue 15: 定位功能 location quality. */
const locationQualityRoutes: RoutePlugin = async (app) => {
  route(
    app,
    locationQualityApi.quality,
    {
      config: { auth: 'session', permission: 'VIEW_LOCATION_FUNCTION' },
      schema: {
        summary: '定位功能: fixes and their estimated error per level; the chosen level’s error histogram and its cells with their mean error',
        description: `Needs VIEW_LOCATION_FUNCTION (spec §6) on the building (10003); another company’s building, or an unknown one, answers 10004. A level or cell with fewer than ${USAGE_LIMITS.minGroupUsers} distinct users over the range is held back (null, or counted in \`heldBack\`). A level of another building answers 10004, an unknown one 10005 naming \`levelId\`; a reversed range 10005 naming \`to\`, one longer than ${QUALITY_LIMITS.rangeDays} days 10005 naming the day given, a first day past the retention period (USAGE_RETENTION_DAYS) 10005 naming \`from\`.`,
        querystring: LocationQualityQuery,
        response: responses(LocationQualitySchema),
      },
    },
    async (request) => ok(await locationQuality(app.db, request.query, request.language, app.usagePolicy.retentionDays)),
  );
};

export default locationQualityRoutes;
