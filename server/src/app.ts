import { resolve } from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { SessionPolicy } from './auth/session.js';
import type { DatabaseHandle } from './db/types.js';
import { DEFAULT_ACCOUNT, DEFAULT_SESSION } from './auth/policyDefaults.js';
import { authPlugin } from './plugins/auth.js';
import { csrfPlugin } from './plugins/csrf.js';
import { withRequestId } from './log.js';
import { clientErrorHandler, inputGuardPlugin } from './plugins/inputGuard.js';
import { compressPlugin } from './plugins/compress.js';
import { dbPlugin } from './plugins/db.js';
import { envelopePlugin } from './plugins/envelope.js';
import { securityHeadersPlugin } from './plugins/securityHeaders.js';
import { staticPlugin } from './plugins/static.js';
import { swaggerPlugin } from './plugins/swagger.js';
import { apiRoutes } from './routes/index.js';
import { staticMapRoutes } from './routes/location/map.js';
import { staticFileRoutes } from './routes/location/platformFile.js';
import { createFileStore, type FileStoreOptions } from './files/store.js';
import { appConfigRoutes } from './routes/location/source.js';
import { qrcodeSceneRoutes } from './routes/location/qrcode.js';
import { DEFAULT_FROM } from './mail/defaults.js';
import { createMailer, type MailOptions } from './mail/mailer.js';
import { frameworkErrors } from './errors/frameworkErrors.js';
import type { AccountPolicy, App } from './types.js';
import { DEFAULT_USAGE_POLICY, type UsagePolicy } from './usage/policy.js';
import type { UsageHistoryState } from './db/seed/usage/demoHistory.js';
import { readVersion } from './version.js';
import { createImaging } from './qrcode/images.js';
import { DEFAULT_QRCODE_OPTIONS, type QrcodeOptions } from './qrcode/options.js';
import { DEFAULT_WX_OPEN_OPTIONS, wxOpenDeps, type WxOpenOptions } from './wechat/options.js';
import { compilersFactory } from './plugins/compilers.js';
import type { SchedulerOptions } from './plugins/schedulers.js';

export interface AppOptions {
  /** From `openDatabase()`; the caller closes it after `app.close()`. */
  database: DatabaseHandle;
  session?: Partial<SessionPolicy>;
  /** The built console (default ./dist). */
  distDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** A logger made before the app (server.ts's, which also reports start-up errors); instead of `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** Read the client address from X-Forwarded-For: only behind a proxy that sets it, or clients could spoof it. */
  trustProxy?: boolean;
  version?: string;
  /** Mail: SMTP when `smtpUrl` is set, else `.eml` files in `outboxDir` (default ./data/outbox). */
  mail?: Partial<MailOptions>;
  account?: Partial<AccountPolicy>;
  /** Where platform files' bytes live (issue 13): the database unless an S3-compatible store is given. */
  files?: FileStoreOptions;
  /** Issue 13: WeChat's API base, SECRET_KEY, the print font, the plain codes' URL base. */
  qrcode?: Partial<QrcodeOptions>;
  /** Issue 13: how the WeChat client fetches (tests count calls); default the global fetch. */
  wechatFetch?: typeof fetch;
  /** Issue 14: the collect call's rate limit and the raw events' retention. */
  usage?: Partial<UsagePolicy>;
  /** Issue 17: WeChat's third-party platform (API and authorization page bases; tests may give a client). */
  wxOpen?: Partial<WxOpenOptions>;
  /**
   * The background work (usage retention, WeChat chores, pushes, beacon alerts, screenshot and rate-window sweeps,
   * the demo's usage history): started when the app listens, stopped by `app.close()`. None without it (tests).
   */
  schedulers?: SchedulerOptions;
}

/** The whole server as one plugin tree; routes may still be added before `ready()`. */
export async function buildApp(options: AppOptions): Promise<App> {
  const app = Fastify({
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : { logger: options.logger ?? false }),
    trustProxy: options.trustProxy ?? false,
    // Several fields may be wrong at once (e-mail and password); the console shows them all.
    ajv: { customOptions: { allErrors: true } },
    schemaController: { compilersFactory },
    clientErrorHandler,
    // A malformed URL answers the envelope with the security headers, like every other refusal.
    frameworkErrors,
  }).withTypeProvider<TypeBoxTypeProvider>();

  // First: every hook, the handler and what they call log with the request's id (log.ts), the app's own logger too.
  app.addHook('onRequest', (request, _reply, done) => withRequestId(request.id, done));
  const version = options.version ?? readVersion();
  app.decorate('appVersion', version);
  app.decorate('startedAt', new Date().toISOString());
  app.decorate('accountPolicy', { ...DEFAULT_ACCOUNT, ...options.account });
  const mail = options.mail ?? {};
  const mailer = createMailer({ smtpUrl: mail.smtpUrl, outboxDir: mail.outboxDir ?? resolve('data', 'outbox'), from: mail.from ?? DEFAULT_FROM }, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.settled());
  app.decorate('fileStore', createFileStore(options.files));
  app.decorate('usageHistory', { state: 'none', days: 0, daysDone: 0, events: 0 } satisfies UsageHistoryState);
  // Issue 32: when the last request came (the demo history takes short transactions while requests come in). A probe
  // (a monitor or a script polling the status every few seconds) is not someone using the console.
  const requests = { lastAt: 0 };
  app.decorate('requests', requests);
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.routeOptions.config.probe) requests.lastAt = Date.now();
    done();
  });
  // A client that closes its connection before the answer (a page left mid-upload or mid-download) is not an error.
  app.addHook('onRequestAbort', (request, done) => {
    request.log.info('the client went away before the answer');
    done();
  });
  app.decorate('usagePolicy', { ...DEFAULT_USAGE_POLICY, ...definedOnly(options.usage ?? {}) });
  app.decorate('qrcodeImaging', createImaging({ ...DEFAULT_QRCODE_OPTIONS, ...definedOnly(options.qrcode ?? {}) }, options.wechatFetch));
  app.decorate(
    'wxOpen',
    wxOpenDeps({ ...DEFAULT_WX_OPEN_OPTIONS, ...definedOnly(options.wxOpen ?? {}) }, options.qrcode?.secretKey, options.account?.publicUrl),
  );

  await app.register(cookie);
  // First: every answer carries the security headers, even one a later hook refuses.
  await app.register(securityHeadersPlugin);
  await app.register(envelopePlugin);
  // Issue 19: before every route (it joins each route's onSend, after the envelope and the ETag).
  await app.register(compressPlugin);
  // Before the routes' own checks: a cross-site changing call is refused before anything reads it.
  await app.register(csrfPlugin);
  await app.register(dbPlugin, { database: options.database });
  await app.register(authPlugin, { session: { ...DEFAULT_SESSION, ...options.session } });
  // After auth: an anonymous call is 10002 before its input is judged.
  await app.register(inputGuardPlugin);
  await app.register(swaggerPlugin, { version });
  await app.register(apiRoutes, { prefix: '/api' });
  // Published maps for apps (spec §7 /static/map), before the console's SPA fallback.
  await app.register(staticMapRoutes);
  // Platform files (issue 13, /static/file/<sha256>.<ext>), likewise.
  await app.register(staticFileRoutes);
  // Spec §7 getConfig (public, outside /api: apps call {same host}/location/getConfig), before the SPA fallback too.
  await app.register(appConfigRoutes);
  // Issue 13: an app resolves a scanned scene (public, beside getConfig).
  await app.register(qrcodeSceneRoutes);
  await app.register(staticPlugin, { distDir: resolve(options.distDir ?? 'dist') });
  app.decorate('schedulers', {});
  // Loaded only when asked for (the demo's history brings the simulator): tests build apps without it.
  if (options.schedulers) await app.register((await import('./plugins/schedulers.js')).schedulersPlugin, options.schedulers);
  return app;
}

/** The options given (undefined ones dropped, so they keep the defaults). */
function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}
