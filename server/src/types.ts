import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ActiveSession, SessionPolicy } from './auth/session.js';
import type { WxOpenDeps } from './wechat/options.js';
import type { AdminType, DatabaseKind, Db } from './db/types.js';
import type { Language } from './errors/messages.js';
import type { FileStore } from './files/store.js';
import type { Mailer } from './mail/mailer.js';
import type { BuildingSource } from './plugins/buildingSource.js';
import type { QrcodeImaging } from './qrcode/images.js';
import type { KeyedApp } from './repos/usage.js';
import type { UsagePolicy } from './usage/policy.js';
import type { UsageHistoryState } from './db/seed/usage/demoHistory.js';
import type { SchedulerStates } from './plugins/schedulers.js';

/** Lifetimes of one-time tokens and the origin of mailed links. */
export interface AccountPolicy {
  resetTokenMinutes: number;
  loginTokenMinutes: number;
  /** e.g. https://console.example.com; without it mailed links are paths only (issue 31 §3: never the request's Host). */
  publicUrl?: string;
  /** Failed sign-ins for one e-mail within `loginLockMinutes` that lock it for `loginLockMinutes`. */
  loginMaxFailures: number;
  /** The same for one client address (any e-mails). */
  loginMaxFailuresPerAddress: number;
  loginLockMinutes: number;
}

/** `appKey` (issue 14): an app's call, authenticated by its ingestion key (X-App-Key), not by an admin session. `wechat` (issue 17): WeChat's callback, proven by its message signature. */
type AccessLevel = 'public' | 'session' | 'appKey' | 'wechat';

/** What a route declares beside its schema; the auth plugin enforces it and lists it. */
export interface RouteAccessConfig {
  auth: AccessLevel;
  /** Permission codes of spec §6, any one of which the admin must hold on the building the call names (else on any). */
  permission?: string | readonly string[];
  /** Where the building the permission is checked on lives (`query.id`); default: the one schema part with `buildingId`. */
  building?: BuildingSource;
  /** A GET that changes state (spec §7 `building/delete`): refused cross-site like every POST. */
  changesState?: boolean;
  /** Admin types allowed to call the route at all. */
  adminTypes?: AdminType[];
}

export interface RouteAccess extends RouteAccessConfig {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AccessLevel;
    permission?: string | readonly string[];
    building?: BuildingSource;
    changesState?: boolean;
    adminTypes?: AdminType[];
    /** The handler checks each item of the body on its own, control characters too (issue 32: one bad event never refuses the batch). */
    bodyCheckedPerItem?: boolean;
    /** A probe's call (server status): not counted as someone using the console (the usage history's batches stay long). */
    probe?: boolean;
  }
  interface FastifyRequest {
    auth: ActiveSession | null;
    /** The app of an `appKey` route's key (issue 14). */
    keyedApp: KeyedApp | null;
    language: Language;
  }
  interface FastifyInstance {
    db: Db;
    dbKind: DatabaseKind;
    sessionPolicy: SessionPolicy;
    routeAccess: RouteAccess[];
    startedAt: string;
    appVersion: string;
    accountPolicy: AccountPolicy;
    mailer: Mailer;
    fileStore: FileStore;
    /** Issue 13: draws QR codes (WeChat's API or plain) and print sheets. */
    qrcodeImaging: QrcodeImaging;
    usagePolicy: UsagePolicy;
    usageHistory: UsageHistoryState;
    /** Issue 32: when the last request came (ms since the epoch). */
    requests: { lastAt: number };
    /** Issue 17: WeChat's third-party platform client, SECRET_KEY and the server's public address. */
    wxOpen: WxOpenDeps;
    /** The background schedulers and whether each runs (none unless the app was given `schedulers`). */
    schedulers: SchedulerStates;
  }
}

export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

export type RoutePlugin = FastifyPluginAsyncTypebox;
