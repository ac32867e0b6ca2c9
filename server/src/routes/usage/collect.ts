import { usageApi } from '#contract/endpoints/usage.js';
import { currentKeyedApp } from '../../plugins/auth.js';
import { ok, responses } from '#contract/schemas/envelope.js';
import { APP_KEY_HEADER, CollectBody, CollectResultSchema, EVENT_TYPES, USAGE_LIMITS } from '#contract/schemas/usage.js';
import { ingestEvents } from '../../services/usage/ingest.js';
import { appKeyLimitsText } from '../../services/appKeyRate.js';
import type { RoutePlugin } from '../../types.js';
import { route } from '../../plugins/route.js';

/** Issue 14: the apps' usage events (DESIGN.md §7). */
const collectRoutes: RoutePlugin = async (app) => {
  route(
    app,
    usageApi.collect,
    {
      // Each event is checked on its own, NUL in its text too (usage/check.ts): one bad event never refuses the batch.
      config: { auth: 'appKey', bodyCheckedPerItem: true },
      bodyLimit: USAGE_LIMITS.bodyBytes,
      schema: {
        summary: 'Report a batch of usage events (the apps and mini-programs, with the location app’s key)',
        description: [
          `Authenticated by the location app’s ingestion key in the \`${APP_KEY_HEADER}\` header, not by an admin session: an unknown or revoked key answers 10008 (HTTP 401), a disabled app 10003.`,
          `A batch holds 1–${USAGE_LIMITS.batch} events (at most ${USAGE_LIMITS.bodyBytes} bytes). Each event is checked on its own: the good ones are stored and the bad ones listed in \`rejected\` by index with the first bad field (\`events[3].data.levelId\`); the call still answers 0.`,
          `Types: ${EVENT_TYPES.join(', ')}; see the event schema for each type’s \`data\`. An event’s building must be one of the app’s, its level one of that building’s.`,
          `An event with the same \`id\` and \`time\` as one stored before is counted once (\`duplicates\`): retry a batch freely. Events may arrive up to ${USAGE_LIMITS.lateDays} days late and count in the hour they happened; times more than ${USAGE_LIMITS.aheadMinutes} minutes ahead are refused.`,
          `At most ${USAGE_LIMITS.perAppMinute} events per app and minute by default (USAGE_RATE_PER_MINUTE; past it 10007 with Retry-After, and the batch is not stored).`,
          `Issue 31: ${appKeyLimitsText(app.usagePolicy)}`,
        ].join('\n\n'),
        headers: { type: 'object', properties: { [APP_KEY_HEADER.toLowerCase()]: { type: 'string', description: 'The app’s ingestion key' } } },
        body: CollectBody,
        response: responses(CollectResultSchema),
      },
    },
    async (request) =>
      ok(await ingestEvents(app.db, currentKeyedApp(request), request.body.events, { language: request.language, perAppMinute: app.usagePolicy.perAppMinute })),
  );
};

export default collectRoutes;
