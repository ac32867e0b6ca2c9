import { pushAppApi } from '#contract/endpoints/push.js';
import { currentKeyedApp } from '../../plugins/auth.js';
import { ok, responses } from '#contract/schemas/envelope.js';
import { InboxQuery, InboxSchema, SubscribeBody, SubscribedSchema } from '#contract/schemas/push.js';
import { APP_KEY_HEADER } from '#contract/schemas/usage.js';
import { inbox, subscribe } from '../../services/push/app.js';
import { appKeyLimitsText } from '../../services/appKeyRate.js';
import type { RoutePlugin } from '../../types.js';
import { route } from '../../plugins/route.js';

const KEY = `Authenticated by the location app’s ingestion key in the \`${APP_KEY_HEADER}\` header (as POST /api/collect): an unknown or revoked key answers 10008, a disabled app 10003.`;
const headers = { type: 'object', properties: { [APP_KEY_HEADER.toLowerCase()]: { type: 'string', description: 'The app’s ingestion key' } } };

/** Issue 18: the apps' push calls. */
const pushAppRoutes: RoutePlugin = async (app) => {
  const key = `${KEY} ${appKeyLimitsText(app.usagePolicy)}`;
  route(
    app,
    pushAppApi.subscribe,
    {
      config: { auth: 'appKey' },
      schema: {
        summary: 'Report the WeChat subscriptions a user accepted (wx.requestSubscribeMessage)',
        description: `${key} Each template in \`templateIds\` allows one more subscription message to the user (WeChat’s one-time subscriptions). The openid is kept with the subscription only, never in usage events.`,
        headers,
        body: SubscribeBody,
        response: responses(SubscribedSchema),
      },
    },
    async (request) => ok(await subscribe(app.db, currentKeyedApp(request).id, request.body)),
  );

  route(
    app,
    pushAppApi.inbox,
    {
      config: { auth: 'appKey' },
      schema: {
        summary: 'A user’s in-app messages, newest first (at most 50)',
        description: `${key} The inapp pushes sent to the user by the app’s buildings; report a push_open event ({ pushId }) to POST /api/collect when the user opens one.`,
        headers,
        querystring: InboxQuery,
        response: responses(InboxSchema),
      },
    },
    async (request) => ok(await inbox(app.db, currentKeyedApp(request).id, request.query.userId)),
  );
};

export default pushAppRoutes;
