import { existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../../server/src/app.js';
import { openDatabase } from '../../server/src/db/index.js';
import { openPostgres } from '../../server/src/db/postgres.js';
import type { DatabaseHandle, Db } from '../../server/src/db/types.js';
import type { App } from '../../server/src/types.js';
import { hashPassword } from '../../server/src/auth/password.js';
import { DEMO_PASSWORD } from '../../server/src/db/seed/demo.js';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#contract/schemas/csrfHeader.js';
import type { Endpoint } from '#contract/endpoints/endpoint.js';
import { takePglite } from './pglitePool.js';
import { TEST_SCRYPT, databaseUrl, failedMarker, quoteIdent, randomName, withAdminClient, type ServerTemplate } from './templateDb.js';
import { accountApi } from '#contract/endpoints/account.js';

/** The seed's password of every demo admin. */
export { DEMO_PASSWORD };
/** The header the console sends on every call; state-changing calls without it are refused (issue 10, CSRF). */
export const CONSOLE_HEADERS: Record<string, string> = { [CSRF_HEADER]: CSRF_HEADER_VALUE };
export const DEMO = {
  platform: 'platform@demo.local',
  company: 'company@demo.local',
  business: 'business@demo.local',
  other: 'other@demo.local',
} as const;

/** The PostgreSQL address of each test database (for a second server instance on it). */
const urls = new WeakMap<Db, string>();

/**
 * A second server instance's database connection on the same database as `db`: on PostgreSQL its own pool (as a
 * second server process would have); on PGlite, which one process opens, the same handle (one session).
 */
export function secondInstance(db: Db): { db: Db; close: () => Promise<void> } {
  const url = urls.get(db);
  if (!url) return { db, close: async () => undefined };
  const handle = openPostgres(url);
  return { db: handle.db, close: () => handle.close() };
}

/**
 * The run's template. On PGlite the global setup builds its dump while the first files (the console's) run, and writes
 * it whole under its name: a server file waits for it here.
 */
export async function runTemplate(): Promise<ServerTemplate> {
  const template = inject('serverTemplate');
  if (template.kind !== 'pglite') return template;
  const deadline = Date.now() + 120_000;
  while (!existsSync(template.dumpPath)) {
    const failed = failedMarker(template.dumpPath);
    if (existsSync(failed)) throw new Error(`the run's template could not be built: ${readFileSync(failed, 'utf8')}`);
    if (Date.now() > deadline) throw new Error(`the run's template is not in ${template.dumpPath} after 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return template;
}

/** A PGlite folder opened with the run's template's contents (on the PostgreSQL suite: migrated, without the demo). */
export async function openTemplateFolder(dataDir: string): Promise<DatabaseHandle> {
  const template = await runTemplate();
  return openDatabase(template.kind === 'pglite' ? { dataDir, loadFrom: template.dumpPath, prepare: false } : { dataDir, seed: 'none' });
}

/** A database with the run's template's contents (a pooled PGlite put back as the template left it, or CREATE DATABASE … TEMPLATE). */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = await runTemplate();
  if (template.kind === 'pglite') return takePglite(template.dumpPath);
  const name = randomName(template.prefix);
  await withAdminClient(template.url, (c) => c.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template.template)}`));
  const handle = await openDatabase({ databaseUrl: databaseUrl(template.url, name), prepare: false });
  urls.set(handle.db, databaseUrl(template.url, name));
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdminClient(template.url, async (c) => {
        // The pool's clients say goodbye asynchronously: wait until the server has let them go, so the
        // forced drop never terminates a connection still closing (its client would report 57P01).
        for (let i = 0; i < 100; i++) {
          const { rows } = await c.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
          if (rows[0]!.n === 0) break;
          await new Promise((r) => setTimeout(r, 50));
        }
        await c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
      });
    },
  };
}

/** The app on a fresh database; `app.close()` also closes the database. Routes may be added before use. */
/** Issue 17: secrets at rest need a key; WeChat's calls go nowhere unless a test starts a stand-in (nothing calls the internet). */
export const TEST_SECRET_KEY = 'test-secret-key';
const NOWHERE = 'http://127.0.0.1:9';

export async function buildTestApp(options: Partial<Omit<AppOptions, 'database'>> = {}): Promise<App> {
  const database = await openTestDatabase();
  const app = await buildApp({
    distDir: '/nonexistent-dist',
    version: 'test',
    ...options,
    // Issue 17: Alipay likewise (tests that draw through Alipay give their stand-in's gateway).
    qrcode: { secretKey: TEST_SECRET_KEY, alipayGateway: NOWHERE, ...options.qrcode },
    wxOpen: { apiBase: NOWHERE, mpBase: NOWHERE, ...options.wxOpen },
    database,
  });
  app.addHook('onClose', async () => database.close());
  return app;
}

/** Logs in and returns the `sid=…` cookie pair to send as the `cookie` header. */
export async function login(app: App, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: accountApi.login.path, payload: { email, password }, headers: CONSOLE_HEADERS });
  const sid = res.cookies.find((c) => c.name === 'sid');
  if (res.statusCode !== 200 || !sid) throw new Error(`login as ${email} failed: ${res.body}`);
  return `sid=${sid.value}`;
}

export interface Envelope<T = unknown> {
  success: boolean;
  code: number;
  data?: T;
  error?: string;
  errors?: Array<{ field: string; message: string }>;
}

export async function call<T = unknown>(app: App, url: string, cookie?: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url, headers: { ...CONSOLE_HEADERS, ...headers, ...(cookie ? { cookie } : {}) } });
  return { status: res.statusCode, body: res.json<Envelope<T>>(), raw: res.body };
}

/** POSTs JSON (or nothing) with an optional session cookie. */
export async function post<T = unknown>(app: App, url: string, payload?: object, cookie?: string, headers: Record<string, string> = {}) {
  const res = await app.inject({
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
    headers: { ...CONSOLE_HEADERS, ...headers, ...(cookie ? { cookie } : {}) },
  });
  return { status: res.statusCode, body: res.json<Envelope<T>>(), cookies: res.cookies };
}

/** A query or body as a test sends it: typed loosely, so a test can also send what the contract refuses. */
export type Input = Record<string, unknown> | object;

/** A GET call's query string: arrays repeat their key, `undefined` is left out, the rest is `String(value)`. */
function queryString(query: Input | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * One call of the contract (its method and path, so a test never writes a path by hand): `input` is the query of a
 * GET call and the JSON body of a POST call. The answer's `data` is typed by the endpoint.
 */
export async function api<R>(app: App, endpoint: Endpoint<unknown, unknown, R>, input?: Input, cookie?: string, headers: Record<string, string> = {}) {
  const isGet = endpoint.method === 'GET';
  const res = await app.inject({
    method: endpoint.method,
    url: isGet ? endpoint.path + queryString(input) : endpoint.path,
    ...(!isGet && input ? { payload: input } : {}),
    headers: { ...CONSOLE_HEADERS, ...headers, ...(cookie ? { cookie } : {}) },
  });
  return { status: res.statusCode, body: res.json<Envelope<R>>(), raw: res.body, cookies: res.cookies, headers: res.headers };
}

/** A fresh admin of the demo company (or a platform admin), for tests that change passwords or sessions. */
export async function createAdmin(
  app: App,
  email: string,
  options: { password?: string; adminType?: 'PLATFORM_ADMINISTRATOR' | 'COMPANY_ADMINISTRATOR'; enabled?: boolean } = {},
): Promise<number> {
  const adminType = options.adminType ?? 'COMPANY_ADMINISTRATOR';
  const company = await app.db.selectFrom('company').select('id').where('name', '=', 'Demo Malls').executeTakeFirstOrThrow();
  const row = await app.db
    .insertInto('admin')
    .values({
      email,
      name: email.split('@')[0],
      adminType,
      companyId: adminType === 'PLATFORM_ADMINISTRATOR' ? null : company.id,
      enabled: options.enabled ?? true,
      passwordHash: await hashPassword(options.password ?? DEMO_PASSWORD, TEST_SCRYPT),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One part of a multipart/form-data body: a field (no filename) or a file. */
export interface FormPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body and its content type, for `app.inject` (issue 13: any multipart route). */
export function multipartBody(parts: FormPart[], boundary = `----test${Math.random().toString(16).slice(2)}`) {
  const chunks = parts.flatMap((part) => {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ?? (part.filename !== undefined ? 'application/octet-stream' : undefined);
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`;
    return [Buffer.from(head), Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data), Buffer.from('\r\n')];
  });
  const payload = Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
