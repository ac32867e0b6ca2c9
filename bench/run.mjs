// `npm run bench`: speed and size figures, printed as a table. Never part of the test suite.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.mjs';
import { benchBeaconImport } from './beaconImport.mjs';
import { benchMiniCode } from './miniCode.mjs';
import { benchPoiPage, benchRoute } from './mapEditing.mjs';
import { benchCollect, benchUsage } from './usage.mjs';
import { benchLoginWeight } from './loginWeight.mjs';
import { benchMapIdle } from './mapIdle.mjs';
import { benchLoad } from './load.mjs';
import { benchZipBomb } from './zipBomb.mjs';
import { benchFirstStart } from './firstStart.mjs';
import { CONSOLE_HEADERS, findMall, signIn, startServer, stats, wireBytes } from './server.mjs';

const port = 8191;
const dataDir = '.tmp/bench-data';
const rows = [];
const row = (what, value, note = '') => rows.push({ what, value, note });

spawnSync(process.execPath, ['node_modules/.bin/vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
rmSync(dataDir, { recursive: true, force: true });

// First start migrates and seeds; the measured starts open the seeded folder.
let server = await startServer({ port, dataDir });
row('first npm start (migrate + seed) to /api/status', `${server.readyMs.toFixed(0)} ms`);
await server.stop();
const startups = [];
for (let i = 0; i < 3; i++) {
  server = await startServer({ port, dataDir });
  startups.push(server.readyMs);
  if (i < 2) await server.stop();
}
const s = stats(startups);
row('npm start to /api/status, seeded data folder', `${s.median.toFixed(0)} ms`, `median of ${s.n}`);

const logins = [];
for (let i = 0; i < 30; i++) {
  const t = performance.now();
  const res = await fetch(`${server.url}/api/admin/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...CONSOLE_HEADERS },
    body: JSON.stringify({ email: 'platform@demo.local', password: 'demo1234' }),
  });
  await res.json();
  logins.push(performance.now() - t);
}
const l = stats(logins);
row('login round trip', `${l.median.toFixed(1)} ms`, `median of ${l.n}, p95 ${l.p95.toFixed(1)} ms (scrypt dominates)`);

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
await benchLoginWeight({ browser, consoleUrl: server.url, port: port + 1, row });

const assets = readdirSync('dist/assets');
const gz = (name) => gzipSync(readFileSync(`dist/assets/${name}`)).length;
const mapChunk = assets.find((name) => name.startsWith('IndoorMap-') && name.endsWith('.js'));
const worker = assets.find((name) => name.startsWith('maplibre-gl-csp-worker') && name.endsWith('.js'));
if (mapChunk)
  row(
    'map chunk (gzip), loaded on the building view only',
    `${(gz(mapChunk) / 1024).toFixed(1)} KiB`,
    worker ? `+ worker ${(gz(worker) / 1024).toFixed(1)} KiB` : '',
  );

const cookie = await signIn(server.url);
const mall = await findMall(server.url, cookie);
const mapTimes = [];
let mapBytes = 0;
for (let i = 0; i < 10; i++) {
  const t = performance.now();
  const body = await (await fetch(`${server.url}/api/location/map/map-json/${mall.id}`, { headers: { cookie } })).text();
  mapTimes.push(performance.now() - t);
  mapBytes = body.length;
}
const m = stats(mapTimes);
row('mall map JSON', `${(mapBytes / 1024).toFixed(0)} KiB`, `answered in ${m.median.toFixed(0)} ms median of ${m.n}`);
for (const encoding of ['br', 'gzip']) {
  const sent = await wireBytes(`${server.url}/api/location/map/map-json/${mall.id}`, { cookie, 'accept-encoding': encoding });
  row(`mall map JSON on the wire, ${encoding}`, `${(sent.bytes / 1024).toFixed(0)} KiB`, `content-encoding: ${sent.encoding ?? 'none'} (issue 19)`);
}

await benchMapIdle({ browser, url: server.url, row });
await browser.close();
// Issue 19: 50 sessions at once, before the POI bench below grows the mall's draft by 20,000 POIs.
await benchLoad({ url: server.url, row, label: 'embedded PGlite', pid: server.pid });
if (process.env.BENCH_DATABASE_URL) {
  // The same on a PostgreSQL server (an empty database: the server migrates and seeds it).
  const pg = await startServer({ port: port + 2, dataDir: `${dataDir}-pg`, env: { DATABASE_URL: process.env.BENCH_DATABASE_URL } });
  await benchLoad({ url: pg.url, row, label: 'PostgreSQL', pid: pg.pid });
  // Issue 32: the ingestion on the server (COPY); the PGlite figure is in the usage rows below.
  const pgCookie = await signIn(pg.url);
  await benchCollect({
    url: pg.url,
    cookie: pgCookie,
    buildingId: (await findMall(pg.url, pgCookie)).id,
    row,
    label: 'PostgreSQL',
    databaseUrl: process.env.BENCH_DATABASE_URL,
  });
  await pg.stop();
}
await benchRoute({ url: server.url, cookie, buildingId: mall.id, row });
await benchPoiPage({ url: server.url, cookie, buildingId: mall.id, row });
await benchBeaconImport({ url: server.url, cookie, buildingId: mall.id, row });
await benchZipBomb({ url: server.url, cookie, pid: server.pid, companyId: mall.companyId, buildingId: mall.id, row });
// Issue 14: ingestion, statistics calls over a larger history (its own data folder), admin lists while events stream.
await benchUsage({ url: server.url, cookie, buildingId: mall.id, row });
await server.stop();
// Issue 13: its own in-process server (the stand-in's credentials are saved in its database).
benchMiniCode({ row });
// Issue 32: a newcomer's first start, the demo's 90 days filled in while the console is used (its own data folder).
await benchFirstStart({ port: port + 6, dataDir: `${dataDir}-first-start`, row });

const width = Math.max(...rows.map((r) => r.what.length));
console.log(`\n| ${'measure'.padEnd(width)} | value | note |\n|${'-'.repeat(width + 2)}|---|---|`);
for (const r of rows) console.log(`| ${r.what.padEnd(width)} | ${r.value} | ${r.note} |`);
