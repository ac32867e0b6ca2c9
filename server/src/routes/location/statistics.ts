import { type Endpoint } from '#contract/endpoints/endpoint.js';
import { statisticsApi } from '#contract/endpoints/statistics.js';
import { ok, responses } from '#contract/schemas/envelope.js';
import { ActivityCountQuery, RANGE_LIMIT_DAYS, StatisticsQuery, StatisticsSchema } from '#contract/schemas/statistics.js';
import { USAGE_LIMITS } from '#contract/schemas/usage.js';
import * as pages from '../../services/statistics/pages.js';
import type { RoutePlugin } from '../../types.js';
import { route } from '../../plugins/route.js';

const COMMON = [
  'Read from the rollups of the apps’ usage events (DESIGN.md §7), in the building’s time zone.',
  `Another company’s building, or an unknown one, answers 10004. A last day before the first answers 10005 naming \`to\`; a range longer than the granularity allows (${Object.entries(
    RANGE_LIMIT_DAYS,
  )
    .map(([g, d]) => `${g} ${d} days`)
    .join(', ')}) 10005 naming \`granularity\`. WEEK and MONTH widen the range to whole weeks (from Monday) and months.`,
  `Groups (a dimension’s value, a cohort) of fewer than ${USAGE_LIMITS.minGroupUsers} distinct users are left out and counted in \`heldBack\`.`,
].join(' ');

interface PageRoute {
  endpoint: Endpoint;
  permission: string;
  summary: string;
  parts: string;
  query?: typeof StatisticsQuery | typeof ActivityCountQuery;
  handler: (typeof pages)[keyof typeof pages];
}

/** Spec §2 statistics pages and the code each needs (§6), one call each. */
const PAGES: PageRoute[] = [
  {
    endpoint: statisticsApi.userTendency,
    permission: 'VIEW_USER_TENDENCY',
    summary: '用户趋势: new, active and cumulative users, sessions',
    parts: 'trend',
    handler: pages.userTendency,
  },
  {
    endpoint: statisticsApi.activityCount,
    permission: 'VIEW_ACTIVATION_TENDENCY',
    summary: '激活与启动: activations (a device’s first open) and app opens, per platform and app version',
    parts: 'trend (split by `dimension` when given), breakdowns platform and appVersion',
    query: ActivityCountQuery,
    handler: pages.activityCount,
  },
  {
    endpoint: statisticsApi.userActivation,
    permission: 'VIEW_ACTIVE_USER',
    summary: '活跃用户: active users, DAU/WAU/MAU, stickiness, weekly retention',
    parts: 'trend, retention',
    handler: pages.userActivation,
  },
  {
    endpoint: statisticsApi.userAttribute,
    permission: 'VIEW_USER_ATTRIBUTE_ANALYSIS',
    summary: '用户属性: gender, age band, province, language',
    parts: 'breakdowns',
    handler: pages.userAttribute,
  },
  {
    endpoint: statisticsApi.brandModel,
    permission: 'VIEW_MOBILE_ANALYSIS',
    summary: '终端 brand-model: device brands and models',
    parts: 'breakdowns',
    handler: pages.brandModel,
  },
  {
    endpoint: statisticsApi.system,
    permission: 'VIEW_OS_ANALYSIS',
    summary: '终端 system: operating systems and versions',
    parts: 'breakdowns',
    handler: pages.system,
  },
  {
    endpoint: statisticsApi.network,
    permission: 'VIEW_NET_TYPE_ANALYSIS',
    summary: '终端 network: network types',
    parts: 'trend (active users per network), breakdowns',
    handler: pages.network,
  },
  {
    endpoint: statisticsApi.ownerService,
    permission: 'VIEW_CAR_SERVICE_ANALYSIS',
    summary: '车主服务: find my car and parking payment, uses and successes',
    parts: 'trend',
    handler: pages.ownerService,
  },
];

/** Issue 14: the statistics calls. */
const statisticsRoutes: RoutePlugin = async (app) => {
  for (const page of PAGES) {
    route(
      app,
      page.endpoint,
      {
        config: { auth: 'session', permission: page.permission },
        schema: {
          summary: page.summary,
          description: `Needs ${page.permission} (spec §2, §6) on the building (10003). Answers: ${page.parts}. ${COMMON}`,
          querystring: page.query ?? StatisticsQuery,
          response: responses(StatisticsSchema),
        },
      },
      async (request) => ok(await page.handler(app.db, request.query as ActivityCountQuery, request.language)),
    );
  }
};

export default statisticsRoutes;
