import { APP_LIMITS, KEY_OVERLAP_HOURS, appKeyApi } from '#contract/endpoints/app.js';
import { currentAdmin } from '../../plugins/auth.js';
import {
  AppKeyAddBody,
  AppKeyCreatedSchema,
  AppKeyIdBody,
  AppKeyListQuery,
  AppKeyRotateBody,
  AppKeyRotatedSchema,
  AppKeyListSchema,
  AppKeySchema,
} from '#contract/schemas/app.js';
import { ok, responses } from '#contract/schemas/envelope.js';
import { addKey, appKeys, revokeKey, rotateKey } from '../../services/appKey.js';
import type { RoutePlugin } from '../../types.js';
import { PLATFORM_ONLY } from '../admin/access.js';
import { route } from '../../plugins/route.js';

const PLATFORM = 'Platform administrators only (spec §2 /location-app, §6): others get 10003.';
const KEYS = 'An app sends its key in the X-App-Key header of POST /api/collect; a revoked or expired key answers 10008 there. Only a key’s SHA-256 is stored.';

/** Issue 16: a location app's ingestion keys: listed without secrets, created (shown once), rotated with an overlap, revoked. */
const appKeyRoutes: RoutePlugin = async (app) => {
  route(
    app,
    appKeyApi.list,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'An app’s ingestion keys, newest first (prefixes only)',
        description: `${PLATFORM} ${KEYS} Each key with its prefix, status (active, expiring, expired, revoked), creation, expiry, revocation and last use. An unknown app answers 10004.`,
        querystring: AppKeyListQuery,
        response: responses(AppKeyListSchema),
      },
    },
    async (request) => ok(await appKeys(app.db, request.query.appId)),
  );

  route(
    app,
    appKeyApi.add,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'Create an ingestion key (answered whole this once)',
        description: `${PLATFORM} ${KEYS} The answer’s \`key\` is never shown again: store it in the app. At most ${APP_LIMITS.usableKeys} usable keys per app (10006 naming appId). An unknown app answers 10004.`,
        body: AppKeyAddBody,
        response: responses(AppKeyCreatedSchema),
      },
    },
    async (request) => ok(await addKey(app.db, currentAdmin(request), request.body, request.language)),
  );

  route(
    app,
    appKeyApi.rotate,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'Rotate a key: a successor now, the old key ends after an overlap',
        description: `${PLATFORM} ${KEYS} Answers the new key whole (this once) and the replaced key with its \`expiresAt\`: it keeps working ${KEY_OVERLAP_HOURS.min}–${KEY_OVERLAP_HOURS.max} hours more (\`overlapHours\`, default ${KEY_OVERLAP_HOURS.default}), time to ship the new key. Only an active key rotates: an already rotated, expired or revoked one answers 10006 naming id. An unknown key answers 10004.`,
        body: AppKeyRotateBody,
        response: responses(AppKeyRotatedSchema),
      },
    },
    async (request) => ok(await rotateKey(app.db, currentAdmin(request), request.body, request.language)),
  );

  route(
    app,
    appKeyApi.revoke,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'Revoke a key at once',
        description: `${PLATFORM} ${KEYS} The key stops now (10008 on its next call), also during a rotation’s overlap; revoking it again changes nothing. An unknown key answers 10004.`,
        body: AppKeyIdBody,
        response: responses(AppKeySchema),
      },
    },
    async (request) => ok(await revokeKey(app.db, currentAdmin(request), request.body)),
  );
};

export default appKeyRoutes;
