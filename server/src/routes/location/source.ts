import { SOURCE_ICONS, SOURCE_LIMITS, appConfigApi, sourceApi } from '#contract/endpoints/source.js';
import { currentAdmin } from '../../plugins/auth.js';
import { ok, responses } from '#contract/schemas/envelope.js';
import {
  AppConfigQuery,
  AppConfigSchema,
  SourceDeleteBody,
  SourceDeleted,
  SourceListQuery,
  SourceListSchema,
  SourceSaveBody,
  SourceTypeListSchema,
} from '#contract/schemas/source.js';
import { appConfig } from '../../services/appConfig.js';
import { SOURCE_READERS, SOURCE_WRITERS, removeSources, saveSources, sourceList, sourceTypes } from '../../services/source.js';
import { STATIC_MAP_BASE } from '../../services/map.js';
import type { RoutePlugin } from '../../types.js';
import { matchesEtag } from '../../plugins/etag.js';
import { route } from '../../plugins/route.js';

const APP = 'The app must be one of the caller’s company (another’s, or an unknown id: 10004) and the building’s own (else 10005 naming `appId`).';
const TARGETS = `Targets by type: poi \`{ poiId }\` (a POI of the building’s map), place \`{ levelId, lng, lat }\` (a level of the building and a point inside it), miniProgram \`{ path, miniAppId? }\` (no leading slash; another mini-program’s id or none), web \`{ url }\` (https only, at most ${SOURCE_LIMITS.url} characters). Title 1–${SOURCE_LIMITS.title} characters; icon one of ${SOURCE_ICONS.filter(Boolean).join(', ')} or empty.`;

/** Issue 13: navigation links (spec §2 导航链接配置 source-config, §7 source/*). */
const sourceRoutes: RoutePlugin = async (app) => {
  route(
    app,
    sourceApi.types,
    {
      config: { auth: 'session', permission: SOURCE_READERS },
      schema: {
        summary: 'The kinds of navigation link',
        description:
          'Needs VIEW_SOURCE or EDIT_SOURCE (spec §6) on some building (10003). Each type with its name in the caller’s language, in the console’s four, and its target fields.',
        response: responses(SourceTypeListSchema),
      },
    },
    async (request) => ok(await sourceTypes(app.db, request.language)),
  );

  route(
    app,
    sourceApi.list,
    {
      config: { auth: 'session', permission: SOURCE_READERS },
      schema: {
        summary: 'The navigation links of an app in one of its buildings, in their order',
        description: `Needs VIEW_SOURCE or EDIT_SOURCE (spec §6) on the building (10003); another company’s building answers 10004. ${APP}`,
        querystring: SourceListQuery,
        response: responses(SourceListSchema),
      },
    },
    async (request) => ok(await sourceList(app.db, currentAdmin(request), request.query, request.language)),
  );

  route(
    app,
    sourceApi.save,
    {
      config: { auth: 'session', permission: SOURCE_WRITERS },
      schema: {
        summary: 'Save the building’s links: adds, changes and the new order in one transaction',
        description: `Needs EDIT_SOURCE (spec §6) on the building (10003); another company’s building answers 10004. ${APP} \`sources\` is the whole list in its new order (at most ${SOURCE_LIMITS.perBuilding}): every current link by its id (a link of another app or building: 10004; listed twice: 10005), new ones without id. A current link missing from the list answers 10006 (someone else changed the list: reload). ${TARGETS} Each problem answers 10005 naming its field (\`sources[i].target.url\`); nothing is written when anything is refused. Answers the saved list.`,
        body: SourceSaveBody,
        response: responses(SourceListSchema),
      },
    },
    async (request) => ok(await saveSources(app.db, currentAdmin(request), request.body, request.language)),
  );

  route(
    app,
    sourceApi.delete,
    {
      config: { auth: 'session', permission: SOURCE_WRITERS },
      schema: {
        summary: 'Delete one link (id) or several (ids)',
        description: 'Needs EDIT_SOURCE (spec §6) on each link’s building (10003); another company’s link, or an unknown id, answers 10004. All or nothing.',
        body: SourceDeleteBody,
        response: responses(SourceDeleted),
      },
    },
    async (request) => ok(await removeSources(app.db, currentAdmin(request), request.body, request.language)),
  );
};

/** Apps may keep the configuration for a minute, then revalidate (If-None-Match answers 304 while nothing changed). */
const APP_CONFIG_CACHE_CONTROL = 'public, max-age=60, must-revalidate';

/** Spec §7 getConfig: public, outside /api (apps call it directly), registered before the console's SPA fallback. */
export const appConfigRoutes: RoutePlugin = async (app) => {
  app.get(
    appConfigApi.getConfig.path,
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Everything a mobile app or mini-program needs at start',
        description: `Public (no session). The app (\`appCode\`: unknown answers 10004, a disabled app 10003), its buildings that have a published map (the newest published file under ${STATIC_MAP_BASE}, its floors, POI types, enabled links in order with their targets resolved against that map, and the UUIDs of the deployed beacons), all UUIDs to scan for, and \`version\`: a hash of the content, also the strong ETag. \`If-None-Match\` with it answers 304. Never a draft, a secret or another app’s data. Cache-Control: \`${APP_CONFIG_CACHE_CONTROL}\`.`,
        querystring: AppConfigQuery,
        response: responses(AppConfigSchema),
      },
    },
    async (request, reply) => {
      const { config, etag } = await appConfig(app.db, request.query.appCode);
      reply.header('cache-control', APP_CONFIG_CACHE_CONTROL).header('etag', etag).header('vary', 'Accept-Encoding');
      if (matchesEtag(request, etag)) return reply.code(304).send();
      return ok(config);
    },
  );
};

export default sourceRoutes;
