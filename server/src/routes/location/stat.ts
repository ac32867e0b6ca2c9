import { statApi } from '#contract/endpoints/stat.js';
import { ok, responses } from '#contract/schemas/envelope.js';
import { STAT_MAX_FEATURES, STAT_TOP_SERIES, StatClicksQuery, StatClicksSchema } from '#contract/schemas/stat.js';
import { RANGE_LIMIT_DAYS } from '#contract/schemas/statistics.js';
import { featureClicks } from '../../services/stat.js';
import type { RoutePlugin } from '../../types.js';
import { PLATFORM_ONLY } from '../admin/access.js';
import { route } from '../../plugins/route.js';

const DESCRIPTION = [
  'Platform management (spec §2 /stat, §6): platform administrators only; company and business administrators get 10003.',
  'The apps’ `feature_click` events (POST /api/collect, `data.feature`) counted per feature from the rollups (DESIGN.md §7). An app’s clicks are its buildings’ clicks; each building’s clicks fall in its own local hours and days (`timeZones` lists the zones counted).',
  `The answer: the total, the features ranked by clicks with their share (at most ${STAT_MAX_FEATURES}; \`otherFeatures\` counts the rest), a series over the periods for the top ${STAT_TOP_SERIES} features and one for the others, and every app with its clicks. \`appId\` narrows the features and series to one app (an unknown app: 10005 naming appId); \`feature\` counts one feature only; \`compare\` adds the previous period of the same length.`,
  `A last day before the first answers 10005 naming \`to\`; a range longer than the granularity allows (${Object.entries(RANGE_LIMIT_DAYS)
    .map(([g, d]) => `${g} ${d} days`)
    .join(', ')}) 10005 naming \`granularity\`. WEEK and MONTH widen the range to whole weeks (from Monday) and months.`,
].join('\n\n');

/** Issue 16 点击统计: the apps' feature clicks for the platform. */
const statRoutes: RoutePlugin = async (app) => {
  route(
    app,
    statApi.clicks,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'Feature clicks per app and feature over time (点击统计, platform admins)',
        description: DESCRIPTION,
        querystring: StatClicksQuery,
        response: responses(StatClicksSchema),
      },
    },
    async (request) => ok(await featureClicks(app.db, request.query, request.language)),
  );
};

export default statRoutes;
