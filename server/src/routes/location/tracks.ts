import { TRACK_LIMITS, trackApi } from '#contract/endpoints/tracks.js';
import { currentAdmin } from '../../plugins/auth.js';
import { ok, responses } from '#contract/schemas/envelope.js';
import { TrackPageQuery, TrackPageSchema, TrackQuery, TrackSchema } from '#contract/schemas/tracks.js';
import { trackDetail, trackPage } from '../../services/tracks.js';
import type { RoutePlugin } from '../../types.js';
import { route } from '../../plugins/route.js';

const ACCESS =
  'Needs VIEW_USER_TRACK (spec §2 /location track-list and tracking, §6) on the building (10003); another company’s building, or an unknown one, answers 10004.';

/** Issue 15: tracks — the apps' sessions, listed and played back. */
const trackRoutes: RoutePlugin = async (app) => {
  route(
    app,
    trackApi.page,
    {
      config: { auth: 'session', permission: 'VIEW_USER_TRACK' },
      schema: {
        summary: '轨迹列表: the sessions started on the building’s days from–to, newest first',
        description: `${ACCESS} Each with its pseudonymous user, platform, start, duration, distance walked (metres between consecutive fixes on one level), events, fixes and levels. A reversed range answers 10005 naming \`to\`, one longer than ${TRACK_LIMITS.rangeDays} days 10005 naming \`to\`, a first day past the retention period (USAGE_RETENTION_DAYS) 10005 naming \`from\`; a level of another building 10004, an unknown one 10005 naming \`levelId\`. \`total\` counts up to ${TRACK_LIMITS.countUpTo} (\`more\` when there are more).`,
        querystring: TrackPageQuery,
        response: responses(TrackPageSchema),
      },
    },
    async (request) => ok(await trackPage(app.db, request.query, request.language, app.usagePolicy.retentionDays)),
  );

  route(
    app,
    trackApi.one,
    {
      config: { auth: 'session', permission: 'VIEW_USER_TRACK' },
      schema: {
        summary: '轨迹回放: one session’s fixes and events in time order',
        description: `${ACCESS} A session of another building, or none, answers 10004. Each event is placed where it happened, else at the latest fix before it. Written to the audit log (action view, entity track).`,
        querystring: TrackQuery,
        response: responses(TrackSchema),
      },
    },
    async (request) => ok(await trackDetail(app.db, currentAdmin(request), request.query)),
  );
};

export default trackRoutes;
