import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, resolveSession, type ActiveSession, type SessionAdmin, type SessionPolicy } from '../auth/session.js';
import { assertPermission } from '../auth/permission.js';
import { AppError, Code, forbidden, notLogin } from '../errors/codes.js';
import { appOfKey } from '../repos/usage.js';
import { countAppKeyCall } from '../services/appKeyRate.js';
import { APP_KEY_HEADER } from '#contract/schemas/usage.js';
import type { RouteAccess } from '../types.js';
import type { KeyedApp } from '../repos/usage.js';
import { buildingOf, resolveBuildingSource } from './buildingSource.js';

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

/** The admin of a `session` route's request; the preValidation hook has already refused anonymous calls. */
export function currentAdmin(request: FastifyRequest): SessionAdmin {
  if (!request.auth) throw notLogin();
  return request.auth.admin;
}

/** The app of an `appKey` route's request (issue 14); the preValidation hook has already refused a bad key. */
export function currentKeyedApp(request: FastifyRequest): KeyedApp {
  if (!request.keyedApp) throw new AppError(Code.APP_KEY_INVALID, 'usage.appKey');
  return request.keyedApp;
}

/** The session of a `session` route's request (the admin and the session's id hash). */
export function currentSession(request: FastifyRequest): ActiveSession {
  if (!request.auth) throw notLogin();
  return request.auth;
}

/**
 * Every /api route (and any other that lists itself, like spec §7 getConfig) declares `config.auth` (and optionally `permission`, `adminTypes`); this plugin
 * refuses to register one that does not, lists them in `app.routeAccess`, and enforces them.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { session: SessionPolicy }) => {
    app.decorate('sessionPolicy', opts.session);
    app.decorate('routeAccess', [] as RouteAccess[]);
    app.decorateRequest('auth', null);
    app.decorateRequest('keyedApp', null);

    app.addHook('onRoute', (route) => {
      const config = route.config ?? {};
      // Outside /api only a route that declares its access is listed (spec §7 getConfig, public); the others
      // (static files, the console) are not API calls.
      if (!isApi(route.url) && config.auth === undefined) return;
      if (config.auth !== 'public' && config.auth !== 'session' && config.auth !== 'appKey' && config.auth !== 'wechat') {
        throw new Error(`Route ${String(route.method)} ${route.url} declares no config.auth ('public' | 'session' | 'appKey' | 'wechat')`);
      }
      if ((config.permission || config.adminTypes) && config.auth !== 'session') {
        throw new Error(`Route ${String(route.method)} ${route.url}: permission and adminTypes need auth 'session'`);
      }
      // Resolved once here, so the check below and the handler read the same validated field.
      const building = config.permission ? resolveBuildingSource(route, config.building) : undefined;
      route.config = { ...config, building };
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        app.routeAccess.push({
          method,
          url: route.url,
          auth: config.auth,
          permission: config.permission,
          building,
          adminTypes: config.adminTypes,
          changesState: config.changesState,
        });
      }
    });

    // preValidation, not preHandler: an anonymous call gets 10002, and a refused admin type 10003, before
    // its input is judged (neither needs the input).
    app.addHook('preValidation', async (request) => {
      const { auth, adminTypes } = request.routeOptions.config;
      if (auth === 'appKey') {
        // Issue 14: an app's key, never an admin session: a bad key is its own code (10008), not 10002.
        const key = request.headers[APP_KEY_HEADER.toLowerCase()];
        const found = typeof key === 'string' && key.length <= 200 ? await appOfKey(app.db, key) : undefined;
        if (!found) throw new AppError(Code.APP_KEY_INVALID, 'usage.appKey');
        if (!found.enabled) throw new AppError(Code.FORBIDDEN, 'usage.appDisabled');
        if (!found.companyEnabled) throw new AppError(Code.FORBIDDEN, 'company.appsDisabled');
        request.keyedApp = found;
        // Issue 31: the key is public (it ships in every app build): every app-key route is limited per app and per address.
        const call = `${request.method} ${request.routeOptions.url ?? request.url}`;
        await countAppKeyCall(app.db, app.usagePolicy, { call, appId: found.id, address: request.ip });
        return;
      }
      if (auth !== 'session') return;
      const sid = request.cookies[SESSION_COOKIE];
      const session = sid ? await resolveSession(app.db, sid, app.sessionPolicy) : null;
      if (!session) throw notLogin();
      request.auth = session;
      if (adminTypes && !adminTypes.includes(session.admin.adminType)) throw forbidden();
    });

    // Permission checks read validated input (the building the call is about), hence preHandler.
    // Grants are read from the database on every call: a role change applies to the very next call.
    app.addHook('preHandler', async (request) => {
      const { permission, building } = request.routeOptions.config;
      if (!permission) return;
      const buildingId = building ? buildingOf(request, building, request.language) : undefined;
      await assertPermission(app.db, currentAdmin(request), permission, buildingId);
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie', 'db', 'envelope'] },
);
