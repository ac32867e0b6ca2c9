// `npm run bench`, issue 14: usage analytics.
// 1. Ingestion through POST /api/collect on the bench's running server (PGlite): batches of 500 fresh events of a
//    realistic shape (bench/usageEvents.mjs) for the demo mall from several concurrent senders, events/s; beside
//    it the direct ingestEvents rate in-process without HTTP (same event mix, measured in the same run).
// 2. The eight statistics calls for the last 30 days over a larger history, loaded in-process with
//    ingestEvents(..., { history: true }) into its own PGlite data folder for a bounded time, then served by a
//    second server on that folder: median and p95 over HTTP, the events in the database, and the rollup rows
//    each call read (EXPLAIN ANALYZE of its queries), so a reader can judge how it scales.
// 3. An admin list call (beacon/page) while one sender streams 2,000 events/s and a dashboard reloads
//    user-tendency, as a ratio to the same call with nothing streaming measured just before.
// Every loop is bounded in count and time; only 127.0.0.1 is called.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { folderBytes, rssMb, signIn, startServer, stats } from './server.mjs';
import { STATISTICS_CALLS, VisitMaker, byTime, chunks, last30Days, mallHours } from './usageEvents.mjs';

const SENDERS = 4;
const BATCH = 500;
/** The server's default limit is 120,000 events per app and minute (USAGE_RATE_PER_MINUTE): stay under it. */
const HTTP_EVENTS = 60_000;
const HTTP_MS = 30_000;
const STREAM_RATE = 2_000;
const STREAM_MS = 20_000;
const BASELINE_MS = 10_000;
const LIST_EVERY_MS = 20;
const STAT_CALLS = 10;
const HISTORY_DIR = '.tmp/bench-usage-history';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const quantile = (samples, q) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const ms = (v) => `${v.toFixed(1)} ms`;
const int = (n) => Math.round(n).toLocaleString('en');
const MIB = 1024 * 1024;

/** The demo app's ingestion key, read from its seed (server/src/db/seed/appKeys.ts) so it never goes stale here. */
function demoAppKey() {
  const source = readFileSync(new URL('../server/src/db/seed/appKeys.ts', import.meta.url), 'utf8');
  const key = /'demo-malls':\s*'([^']+)'/.exec(source)?.[1];
  if (!key) throw new Error('bench/usage.mjs: the demo-malls key is not in server/src/db/seed/appKeys.ts');
  return key;
}

async function data(res, what) {
  const body = await res.json();
  if (body.code !== 0) throw new Error(`${what}: HTTP ${res.status} ${body.code} ${body.error ?? ''}`);
  return body.data;
}

/** Posts one batch (a JSON string); throws on a refused call or any rejected event. */
async function collect(url, key, body) {
  const res = await fetch(`${url}/api/collect`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-app-key': key }, body });
  const result = await data(res, 'collect');
  if (result.rejected.length) throw new Error(`collect: ${result.rejected.length} rejected, first ${JSON.stringify(result.rejected[0])}`);
  if (result.duplicates) throw new Error(`collect: ${result.duplicates} duplicates in fresh events`);
  return result.accepted;
}

/** The mall's beacons (place and identity, for location fixes) through the admin API. */
async function mallBeacons(url, cookie, buildingId) {
  const out = [];
  for (let page = 1; page <= 3; page++) {
    const d = await data(
      await fetch(`${url}/api/location/beacon/page?buildingId=${buildingId}&page=${page}&size=100&sort=id`, { headers: { cookie } }),
      'beacon/page',
    );
    out.push(...d.records.map(({ levelId, lng, lat, uuid, major, minor }) => ({ levelId, lng, lat, uuid, major, minor })));
    if (d.records.length < 100) break;
  }
  return out;
}

/** Whether the server is filling in the demo's usage history in the background (it competes with what is measured). */
async function backgroundSeeding(url) {
  const h = (await data(await fetch(`${url}/api/status`), 'status')).usageHistory;
  return h ? `server's background usage history: ${h.state}${h.state === 'seeding' ? ` (${int(h.events)} events so far)` : ''}` : '';
}

async function benchIngestion({ url, key, maker }) {
  const now = Date.now();
  const events = maker
    .visits(Math.ceil(HTTP_EVENTS / 13), mallHours(now, 1, 6), { first: 2_000_000, count: 20_000 })
    .sort(byTime)
    .slice(0, HTTP_EVENTS);
  const bodies = chunks(events, BATCH).map((events) => JSON.stringify({ events }));
  const bytes = bodies.reduce((a, b) => a + b.length, 0);
  let next = 0;
  let accepted = 0;
  const t = performance.now();
  await Promise.all(
    Array.from({ length: SENDERS }, async () => {
      while (next < bodies.length && performance.now() - t < HTTP_MS) {
        const n = await collect(url, key, bodies[next++]);
        accepted += n;
      }
    }),
  );
  const seconds = (performance.now() - t) / 1000;
  return { accepted, seconds, batches: next, kib: bytes / 1024 / bodies.length };
}

async function timeCalls(url, cookie, path, n, budgetMs) {
  const samples = [];
  const until = performance.now() + budgetMs;
  while (samples.length < n && (samples.length < 3 || performance.now() < until)) {
    const t = performance.now();
    await data(await fetch(`${url}${path}`, { headers: { cookie } }), path);
    samples.push(performance.now() - t);
  }
  return samples;
}

/** Calls `path` every LIST_EVERY_MS (never two at once) for `forMs`, returning the latencies. */
async function paced(url, cookie, path, forMs) {
  const samples = [];
  const until = performance.now() + forMs;
  while (performance.now() < until && samples.length < forMs / LIST_EVERY_MS + 1) {
    const t = performance.now();
    await data(await fetch(`${url}${path}`, { headers: { cookie } }), path);
    const took = performance.now() - t;
    samples.push(took);
    if (took < LIST_EVERY_MS) await sleep(LIST_EVERY_MS - took);
  }
  return samples;
}

const machine = () => `${cpus().length} cores (${cpus()[0]?.model.trim() ?? '?'}), Node ${process.versions.node}, load average ${loadavg()[0].toFixed(1)}`;

/** Fresh visits to the mall of the server at `url`, with its beacons and POIs. */
async function visitMaker(url, cookie, buildingId) {
  const beacons = await mallBeacons(url, cookie, buildingId);
  const pois = (
    await data(await fetch(`${url}/api/location/poi/page?buildingId=${buildingId}&page=1&size=100`, { headers: { cookie } }), 'poi/page')
  ).records.map((poi) => poi.id);
  return new VisitMaker({ buildingId, beacons, pois, prefix: `b${Date.now().toString(36)}`, seed: 3 });
}

/** The size of the database at `databaseUrl` (a PostgreSQL server), in bytes. */
async function databaseBytes(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Number((await client.query('SELECT pg_database_size(current_database()) AS n')).rows[0].n);
  } finally {
    await client.end();
  }
}

/** Issue 32: the HTTP ingestion alone on another server (the PostgreSQL one at `databaseUrl`), and what it adds on disk. */
export async function benchCollect({ url, cookie, buildingId, row, label, databaseUrl }) {
  const before = await databaseBytes(databaseUrl);
  const http = await benchIngestion({ url, key: demoAppKey(), maker: await visitMaker(url, cookie, buildingId) });
  const grown = (await databaseBytes(databaseUrl)) - before;
  row(
    `usage ingestion on ${label}: POST /api/collect, ${SENDERS} concurrent senders, batches of ${BATCH}`,
    `${int(http.accepted / http.seconds)} events/s`,
    `${int(http.accepted)} fresh events in ${http.seconds.toFixed(1)} s; target ≥ 30,000/s; ${machine()}`,
  );
  row(
    `usage events on ${label}: disk per million events`,
    `${int(grown / MIB / (http.accepted / 1e6))} MiB`,
    `the database grew ${(grown / MIB).toFixed(1)} MiB with these ${int(http.accepted)} events (raw rows, their indexes, the rollups and bitmaps they touched; WAL not counted)`,
  );
}

export async function benchUsage({ url, cookie, buildingId, row, historyPort = 8193 }) {
  const started = performance.now();
  const key = demoAppKey();
  const seeded = await backgroundSeeding(url);
  const maker = await visitMaker(url, cookie, buildingId);

  // 1. Ingestion over HTTP.
  const http = await benchIngestion({ url, key, maker });
  const httpRate = http.accepted / http.seconds;

  // 2. The in-process half: direct rate, history load, rows read per call (bench/usageEvents.mjs through tsx).
  const probe = spawnSync(process.execPath, ['node_modules/.bin/tsx', 'bench/usageEvents.mjs', HISTORY_DIR], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
    timeout: 300_000,
  });
  if (probe.status !== 0) throw new Error(`bench/usageEvents.mjs exited with ${probe.status ?? probe.signal}`);
  const p = JSON.parse(probe.stdout.trim().split('\n').pop());
  const directRate = p.direct.events / (p.direct.ms / 1000);
  row(
    `usage ingestion: POST /api/collect, ${SENDERS} concurrent senders, batches of ${BATCH}`,
    `${int(httpRate)} events/s`,
    `${int(http.accepted)} fresh events (${http.batches} batches of ${http.kib.toFixed(0)} KiB, times in the last 6 days) in ${http.seconds.toFixed(1)} s (stops at ${int(HTTP_EVENTS)} events or ${HTTP_MS / 1000} s); ` +
      `${(httpRate / directRate).toFixed(2)}× the direct rate below; target ≥ 30,000/s; default rate limit 120,000/app/minute; ${seeded}; ${machine()}`,
  );
  row(
    'usage ingestion: ingestEvents in-process, no HTTP (baseline)',
    `${int(directRate)} events/s`,
    `${int(p.direct.events)} events, ${p.direct.batches} batches of ${BATCH} one after another, into a fresh demo PGlite (one connection: PGlite is single-session)`,
  );

  // The statistics calls over HTTP, from a second server on the history's data folder.
  const hist = await startServer({ port: historyPort, dataDir: HISTORY_DIR, env: { SEED: 'none' } });
  try {
    const hcookie = await signIn(hist.url);
    const { from, to } = p.range;
    row(
      'usage history for the statistics calls (in-process, history: true)',
      `${int(p.totals.events)} events`,
      `${int(p.history.events)} loaded in ${p.history.seconds.toFixed(0)} s (${int(p.history.events / p.history.seconds)} events/s, ${p.history.rounds} rounds × ${p.history.days} days × ${p.history.visitsPerDay} visits), ` +
        `${int(p.totals.users)} users; rollups: ${int(p.totals.usageCount)} usage_count rows (${int(p.totals.usageCountInRange)} in ${from}…${to}), ` +
        `${int(p.totals.usageActive)} usage_active rows (${int(p.totals.usageActiveInRange)} in range, ${int(p.totals.usageActiveDailyInRange)} daily), ` +
        `${int(p.totals.bitmaps)} day bitmaps of distinct users (${int(p.totals.bitmapBytes / 1024)} KiB)`,
    );
    for (const [path] of STATISTICS_CALLS) {
      const call = `/api/location/statistics/${path}?buildingId=${p.buildingId}&from=${from}&to=${to}&granularity=DAY`;
      await data(await fetch(`${hist.url}${call}`, { headers: { cookie: hcookie } }), path); // warm up
      const s = stats(await timeCalls(hist.url, hcookie, call, STAT_CALLS, 15_000));
      const r = p.reads[path];
      row(
        `statistics ${path}, last 30 days, ${int(p.totals.events)} events`,
        ms(s.median),
        `median of ${s.n}, p95 ${ms(s.p95)}; read ${int(r.usage_count ?? 0)} usage_count + ${int(r.usage_user_bitmap ?? 0)} usage_user_bitmap` +
          `${r.usage_active ? ` + ${int(r.usage_active)} usage_active` : ''}${r.usage_user ? ` + ${int(r.usage_user)} usage_user` : ''} rows in ${r.queries} queries; target ≤ 50 ms at 10 M events`,
      );
    }
    // Issue 15: the track list (the building's last 7 days, newest first) and one busy track's playback data.
    const trackList = `/api/location/statistics/track/page?buildingId=${p.buildingId}&page=1&size=20`;
    const listed = await data(await fetch(`${hist.url}${trackList}`, { headers: { cookie: hcookie } }), 'track/page');
    const busiest = [...listed.records].sort((a, b) => b.events - a.events)[0];
    const l = stats(await timeCalls(hist.url, hcookie, trackList, STAT_CALLS, 15_000));
    row(
      `track list (issue 15), last 7 days, 20 rows, ${int(p.totals.events)} events`,
      ms(l.median),
      `median of ${l.n}, p95 ${ms(l.p95)}; ${int(listed.total)}${listed.more ? '+' : ''} tracks in the range (an index range of usage_session); target ≤ 50 ms at 10 M events`,
    );
    if (busiest) {
      const play = `/api/location/statistics/track?buildingId=${p.buildingId}&sessionId=${encodeURIComponent(busiest.sessionId)}`;
      const t = stats(await timeCalls(hist.url, hcookie, play, STAT_CALLS, 15_000));
      row(
        'track playback data for one session (issue 15)',
        ms(t.median),
        `median of ${t.n}, p95 ${ms(t.p95)}; ${busiest.events} events, ${busiest.fixes} fixes (the session index of usage_event), audit entry included; target ≤ 20 ms`,
      );
    }
    // Issue 15: the heat map of the busiest track's first level, for one day and for the last 7 days, and the activity status.
    const levelId = busiest?.levels[0]?.id;
    if (levelId) {
      for (const [label, since] of [
        ['one day', to],
        ['last 7 days', new Date(Date.parse(to) - 6 * 86_400_000).toISOString().slice(0, 10)],
      ]) {
        const heat = `/api/location/statistics/heat-map?buildingId=${p.buildingId}&levelId=${levelId}&from=${since}&to=${to}`;
        const shown = await data(await fetch(`${hist.url}${heat}`, { headers: { cookie: hcookie } }), 'heat-map');
        const h = stats(await timeCalls(hist.url, hcookie, heat, STAT_CALLS, 15_000));
        row(
          `heat map (issue 15), one level, ${label}, ${int(p.totals.events)} events`,
          ms(h.median),
          `median of ${h.n}, p95 ${ms(h.p95)}; ${int(shown.cells.length)} cells shown, ${int(shown.heldBack.day)} held back, ${shown.regions.length} regions (index ranges of usage_heat, the level's day bitmaps); target ≤ 50 ms at 10 M events for a day`,
        );
      }
      const since = new Date(Date.parse(to) - 6 * 86_400_000).toISOString().slice(0, 10);
      const quality = `/api/location/statistics/location-quality?buildingId=${p.buildingId}&levelId=${levelId}&from=${since}&to=${to}`;
      const q = await data(await fetch(`${hist.url}${quality}`, { headers: { cookie: hcookie } }), 'location-quality');
      const lq = stats(await timeCalls(hist.url, hcookie, quality, STAT_CALLS, 15_000));
      row(
        `location quality (issue 15), last 7 days, ${int(p.totals.events)} events`,
        ms(lq.median),
        `median of ${lq.n}, p95 ${ms(lq.p95)}; ${q.levels.length} levels, ${int(q.cells.length)} cells shown (usage_heat, usage_accuracy, the day bitmaps of the levels and the level's bins); target ≤ 50 ms at 10 M events`,
      );
    }
    for (const [name, path] of [
      ['POI analysis', 'poi-analysis'],
      ['QR code analysis', 'qrcode-analysis'],
    ]) {
      const call = `/api/location/statistics/${path}?buildingId=${p.buildingId}&from=${from}&to=${to}`;
      await data(await fetch(`${hist.url}${call}`, { headers: { cookie: hcookie } }), path); // warm up
      const s = stats(await timeCalls(hist.url, hcookie, call, STAT_CALLS, 15_000));
      row(
        `${name} (issue 15), last 30 days, ${int(p.totals.events)} events`,
        ms(s.median),
        `median of ${s.n}, p95 ${ms(s.p95)} (day rows of usage_count, distinct users from the day bitmaps); target ≤ 50 ms at 10 M events`,
      );
    }
    const activity = `/api/location/statistics/activity-status?buildingId=${p.buildingId}`;
    const a = stats(await timeCalls(hist.url, hcookie, activity, STAT_CALLS, 15_000));
    row(
      'activity status (issue 15), last 5 minutes and the last hour',
      ms(a.median),
      `median of ${a.n}, p95 ${ms(a.p95)} (an index range of usage_session by its end)`,
    );
    // Issue 32: disk and memory against the history's size (the folder holds the demo's buildings and maps too).
    const millions = p.totals.events / 1e6;
    const diskMib = folderBytes(HISTORY_DIR) / MIB;
    const rss = rssMb(hist.pid);
    row(
      `usage history on PGlite: disk and memory per million events, ${int(p.totals.events)} events`,
      `${int(diskMib / millions)} MiB disk`,
      `data folder ${int(diskMib)} MiB (the demo's buildings and maps included); the server's RSS after the calls above ${int(rss)} MiB, ${int(rss / millions)} MiB per million events (Node and PGlite's cache included)`,
    );
  } finally {
    await hist.stop();
    rmSync(HISTORY_DIR, { recursive: true, force: true });
  }

  // 3. Admin list latency: alone (baseline), then while events stream and a dashboard reloads.
  const list = `/api/location/beacon/page?buildingId=${buildingId}&page=1&size=20`;
  const { from, to } = last30Days(Date.now());
  const dashboard = `/api/location/statistics/user-tendency?buildingId=${buildingId}&from=${from}&to=${to}&granularity=DAY`;
  await paced(url, cookie, list, 1000); // warm up
  const quiet = await backgroundSeeding(url);
  const alone = await paced(url, cookie, list, BASELINE_MS);

  const now = Date.now();
  const streamBatches = Math.ceil((STREAM_RATE * STREAM_MS) / 1000 / BATCH);
  const live = maker.visits(Math.ceil((streamBatches * BATCH) / 13), (rnd) => now - 45 * 60_000 + rnd() * 10 * 60_000, { first: 3_000_000, count: 20_000 });
  const stream = chunks(live.sort(byTime).slice(0, streamBatches * BATCH), BATCH).map((events) => JSON.stringify({ events }));
  let streaming = true;
  let streamed = 0;
  const dashTimes = [];
  const every = (BATCH / STREAM_RATE) * 1000;
  const t0 = performance.now();
  const sender = (async () => {
    for (let i = 0; i < stream.length && streaming; i++) {
      const wait = t0 + i * every - performance.now();
      if (wait > 0) await sleep(wait);
      const n = await collect(url, key, stream[i]);
      streamed += n;
    }
  })();
  const dash = (async () => {
    while (streaming && dashTimes.length < 2000) {
      const t = performance.now();
      await data(await fetch(`${url}${dashboard}`, { headers: { cookie } }), 'user-tendency');
      dashTimes.push(performance.now() - t);
    }
  })();
  let busy;
  try {
    busy = await paced(url, cookie, list, STREAM_MS);
  } finally {
    streaming = false;
  }
  await Promise.all([sender, dash]);
  const streamSeconds = (performance.now() - t0) / 1000;
  const a = { p50: quantile(alone, 0.5), p99: quantile(alone, 0.99) };
  const b = { p50: quantile(busy, 0.5), p99: quantile(busy, 0.99) };
  row(
    'admin list (beacon/page, 20 rows) alone (baseline)',
    `p99 ${ms(a.p99)}`,
    `p50 ${ms(a.p50)}, ${alone.length} calls over ${BASELINE_MS / 1000} s, one every ≥ ${LIST_EVERY_MS} ms; ${quiet}; ${machine()}`,
  );
  row(
    'admin list (beacon/page) while events stream in and a dashboard loads',
    `p99 ${ms(b.p99)}`,
    `p50 ${ms(b.p50)} (${(b.p50 / a.p50).toFixed(1)}× baseline), p99 ${(b.p99 / a.p99).toFixed(1)}× baseline; ${busy.length} calls; ` +
      `${int(streamed)} events streamed in ${streamSeconds.toFixed(1)} s (${int(streamed / streamSeconds)}/s, target 2,000/s), ` +
      `user-tendency reloaded ${dashTimes.length}× (median ${ms(quantile(dashTimes, 0.5))}); target p99 ≤ 50 ms`,
  );
  row('usage step, wall time', `${((performance.now() - started) / 1000).toFixed(0)} s`, '');
}
