// `npm run bench`, issue 14: usage events of a realistic shape for bench/usage.mjs (plain JavaScript, no server
// code), and the step's in-process half when run as a script through tsx (see `probe` at the end): the direct
// ingestEvents rate without HTTP, a larger history loaded with ingestEvents(..., { history: true }) into its own
// PGlite data folder, and the rollup rows each statistics call reads (EXPLAIN ANALYZE of its queries).
import { pathToFileURL } from 'node:url';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The demo buildings' zone (Asia/Shanghai, no daylight saving): local midnight is 16:00 UTC. */
const ZONE_OFFSET = 8 * HOUR;

/** Mulberry32: small, fast, deterministic. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// A Chinese-market device mix: [brand, model, os, osVersion, weight].
const DEVICES = [
  ['Huawei', 'Mate 60 Pro', 'HarmonyOS', '4.2', 9],
  ['Huawei', 'P60', 'HarmonyOS', '4.0', 6],
  ['Huawei', 'nova 12', 'HarmonyOS', '4.0', 5],
  ['Apple', 'iPhone 15', 'iOS', '17.5', 8],
  ['Apple', 'iPhone 15 Pro', 'iOS', '17.5', 6],
  ['Apple', 'iPhone 14', 'iOS', '17.4', 6],
  ['Apple', 'iPhone 13', 'iOS', '16.7', 5],
  ['Xiaomi', '14', 'Android', '14', 6],
  ['Xiaomi', 'Redmi K70', 'Android', '14', 5],
  ['OPPO', 'Find X7', 'Android', '14', 4],
  ['OPPO', 'Reno11', 'Android', '14', 4],
  ['vivo', 'X100', 'Android', '14', 4],
  ['vivo', 'S18', 'Android', '14', 3],
  ['Honor', 'Magic6', 'Android', '14', 3],
  ['Honor', '100', 'Android', '14', 3],
  ['Samsung', 'Galaxy S24', 'Android', '14', 1],
  ['OnePlus', '12', 'Android', '14', 1],
];
const PLATFORMS = [
  ['wechat', 55],
  ['alipay', 20],
  ['ios', 13],
  ['android', 12],
];
const NETWORKS = [
  ['wifi', 35],
  ['5g', 40],
  ['4g', 22],
  ['3g', 1],
  ['unknown', 2],
];
const GENDERS = [
  ['female', 45],
  ['male', 35],
  ['unknown', 20],
];
const AGES = [
  ['18-24', 18],
  ['25-34', 34],
  ['35-44', 22],
  ['45-54', 12],
  ['55+', 6],
  ['under18', 3],
  ['unknown', 5],
];
const PROVINCES = [
  ['上海', 50],
  ['江苏', 15],
  ['浙江', 14],
  ['安徽', 6],
  ['北京', 3],
  ['广东', 3],
  ['山东', 2],
  ['unknown', 7],
];
const LANGUAGES = [
  ['zh-CN', 90],
  ['en-US', 5],
  ['ja-JP', 2],
  ['ko-KR', 1],
  ['zh-TW', 2],
];
const VERSIONS = [
  ['3.2.0', 60],
  ['3.1.4', 30],
  ['3.0.9', 10],
];
const QUERIES = ['咖啡', '星巴克', '洗手间', '停车场', '优衣库', '火锅', '电影院', 'ATM', '母婴室', '奶茶', 'Apple', '电梯'];
const FEATURES = ['share', 'coupon', 'floorSwitch', 'favorites', 'parkingEntry', 'memberCard'];

function weighted(table) {
  const total = table.reduce((a, r) => a + r[r.length - 1], 0);
  return (rnd) => {
    let x = rnd() * total;
    for (const r of table) if ((x -= r[r.length - 1]) < 0) return r;
    return table[table.length - 1];
  };
}
const pickDevice = weighted(DEVICES);
const pickPlatform = weighted(PLATFORMS);
const pickNetwork = weighted(NETWORKS);
const pickGender = weighted(GENDERS);
const pickAge = weighted(AGES);
const pickProvince = weighted(PROVINCES);
const pickLanguage = weighted(LANGUAGES);
const pickVersion = weighted(VERSIONS);

/** A user's fixed traits, from their number alone (the same user always has the same phone). */
function traitsOf(n) {
  const rnd = random(n * 2654435761);
  const [brand, model, os, osVersion] = pickDevice(rnd);
  let platform = pickPlatform(rnd)[0];
  if (platform === 'ios' && os !== 'iOS') platform = 'android';
  if (platform === 'android' && os === 'iOS') platform = 'ios';
  return {
    platform,
    appVersion: pickVersion(rnd)[0],
    brand,
    model,
    os,
    osVersion,
    gender: pickGender(rnd)[0],
    ageBand: pickAge(rnd)[0],
    province: pickProvince(rnd)[0],
    language: pickLanguage(rnd)[0],
  };
}

/** Local midnight (Asia/Shanghai) of the day `daysBack` days before the one holding `now`. */
function localDayStart(now, daysBack) {
  return Math.floor((now + ZONE_OFFSET) / DAY) * DAY - ZONE_OFFSET - daysBack * DAY;
}

/**
 * Makes visits of one building's app users: app_open, 3–8 location fixes (3 beacons each, with RSSI and
 * battery), a search, POI views, a navigation (arrived or cancelled), sometimes a QR scan, a car-park service
 * and a feature click, then app_close. About 15 events a visit. Event and session ids carry `prefix`, so a
 * new prefix makes events that are new to the server.
 *
 * beacons: [{ levelId, lng, lat, uuid, major, minor }] of the building; pois: its POIs' map feature ids (strings).
 */
export class VisitMaker {
  constructor({ buildingId, beacons, pois, prefix, seed = 1 }) {
    if (!beacons.length) throw new Error('VisitMaker: the building has no beacons');
    if (!pois.length) throw new Error('VisitMaker: the building has no POIs');
    this.buildingId = buildingId;
    this.prefix = prefix;
    this.rnd = random(seed);
    this.pois = pois;
    this.byLevel = new Map();
    for (const b of beacons) this.byLevel.set(b.levelId, [...(this.byLevel.get(b.levelId) ?? []), b]);
    this.levels = [...this.byLevel.keys()];
    this.events = 0;
    this.sessions = 0;
    this.opened = new Set();
  }

  /** `count` visits, each starting at `when()` (ms), by users numbered from `users.first` to `users.first + users.count - 1`. */
  visits(count, when, users) {
    const out = [];
    for (let v = 0; v < count; v++) this.visit(out, when(this.rnd), users.first + Math.floor(this.rnd() * users.count));
    return out;
  }

  visit(out, start, userNumber) {
    const rnd = this.rnd;
    const pick = (list) => list[Math.floor(rnd() * list.length)];
    const userId = `bu${userNumber.toString(36)}`;
    const base = {
      buildingId: this.buildingId,
      userId,
      sessionId: `${this.prefix}s${(this.sessions++).toString(36)}`,
      ...traitsOf(userNumber),
      network: pickNetwork(rnd)[0],
    };
    let t = start;
    const add = (type, data) => {
      out.push({ id: `${this.prefix}e${(this.events++).toString(36)}`, type, time: new Date(Math.round(t)).toISOString(), ...base, ...(data ? { data } : {}) });
      t += (15 + rnd() * 90) * 1000;
    };
    const level = pick(this.levels);
    const beacons = this.byLevel.get(level);
    let at = Math.floor(rnd() * beacons.length);
    const fix = () => {
      at = (at + 1 + Math.floor(rnd() * 3)) % beacons.length;
      const heard = [0, 1, 2].map((k) => beacons[(at + k) % beacons.length]);
      const b0 = heard[0];
      add('location', {
        levelId: level,
        lng: b0.lng + (rnd() - 0.5) * 0.00005,
        lat: b0.lat + (rnd() - 0.5) * 0.00005,
        accuracy: Math.round((1.5 + rnd() * 6) * 10) / 10,
        beacons: heard.map((b, k) => ({
          uuid: b.uuid,
          major: b.major,
          minor: b.minor,
          rssi: -55 - k * 8 - Math.floor(rnd() * 12),
          battery: 60 + ((b.minor * 7) % 40),
        })),
      });
    };
    const first = !this.opened.has(userId);
    this.opened.add(userId);
    const startedAt = t;
    add('app_open', first ? { firstOpen: true } : {});
    fix();
    add('search', { query: pick(QUERIES), results: Math.floor(rnd() * 12) });
    const fixes = 2 + Math.floor(rnd() * 6);
    for (let i = 0; i < fixes; i++) fix();
    const poi = pick(this.pois);
    add('poi_view', { poiId: poi });
    if (rnd() < 0.5) add('poi_view', { poiId: pick(this.pois) });
    const distance = Math.round(40 + rnd() * 300);
    add('nav_start', { toPoiId: poi, from: { levelId: level, lng: beacons[at].lng, lat: beacons[at].lat }, distance });
    fix();
    if (rnd() < 0.8) add('nav_arrive', { toPoiId: poi, distance });
    else add('nav_cancel', { toPoiId: poi, distance: Math.round(distance * rnd()) });
    if (rnd() < 0.2) add('qr_scan', { scene: `bench-${Math.floor(rnd() * 40)}` });
    if (rnd() < 0.15) add('car_service', { service: rnd() < 0.6 ? 'findCar' : 'parkingPayment', success: rnd() < 0.93 });
    if (rnd() < 0.3) add('feature_click', { feature: pick(FEATURES) });
    add('app_close', { durationSec: Math.round((t - startedAt) / 1000) });
  }
}

/** Visit start times: local mall hours (10:00–21:00) of a day `daysBack` days ago, or of a random day in [minBack, maxBack]. */
export const mallHours = (now, minBack, maxBack) => (rnd) =>
  localDayStart(now, minBack + Math.floor(rnd() * (maxBack - minBack + 1))) + (10 + rnd() * 11) * HOUR;

export function chunks(events, size) {
  const out = [];
  for (let i = 0; i < events.length; i += size) out.push(events.slice(i, i + size));
  return out;
}

export const byTime = (a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0);

/** The eight statistics calls (contract/endpoints/statistics.ts) and the page functions answering them. */
export const STATISTICS_CALLS = [
  ['user-tendency', 'userTendency'],
  ['activity-count', 'activityCount'],
  ['user-activation', 'userActivation'],
  ['user-attribute', 'userAttribute'],
  ['brand-model', 'brandModel'],
  ['system', 'system'],
  ['network', 'network'],
  ['owner-service', 'ownerService'],
];

/** The last 30 whole local days before today (the history fills them). */
export function last30Days(now) {
  const day = (back) => new Date(localDayStart(now, back) + ZONE_OFFSET).toISOString().slice(0, 10);
  return { from: day(30), to: day(1) };
}

// ---------------------------------------------------------------------------------------------------------
// The in-process half (run by bench/usage.mjs as `tsx bench/usageEvents.mjs <dataDir>`): prints one JSON line.

const ROLLUP_TABLES = new Set(['usage_count', 'usage_active', 'usage_user', 'usage_user_bitmap']);

/** Rows the scans of the rollup tables read in a plan: returned plus removed by a filter, times loops. */
function rowsRead(plan, into) {
  const rel = plan['Relation Name'];
  if (rel && ROLLUP_TABLES.has(rel)) {
    const loops = plan['Actual Loops'] ?? 1;
    into[rel] = (into[rel] ?? 0) + (plan['Actual Rows'] + (plan['Rows Removed by Filter'] ?? 0) + (plan['Rows Removed by Index Recheck'] ?? 0)) * loops;
  }
  for (const child of plan.Plans ?? []) rowsRead(child, into);
  return into;
}

async function probe(dataDir) {
  const { rmSync } = await import('node:fs');
  const { Kysely, PostgresDialect, CamelCasePlugin, sql } = await import('kysely');
  const pg = (await import('pg')).default;
  const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
  const { openDatabase } = await import('../server/src/db/index.ts');
  const { pgTypes } = await import('../server/src/db/pgTypes.ts');
  const { ingestEvents } = await import('../server/src/services/usage/ingest.ts');
  const pages = await import('../server/src/services/statistics/pages.ts');

  const loadMs = Number(process.env.USAGE_LOAD_SECONDS ?? 120) * 1000;
  const directEvents = Number(process.env.USAGE_DIRECT_EVENTS ?? 40_000);
  const directMsMax = 20_000;
  const visitsPerDay = Number(process.env.USAGE_VISITS_PER_DAY ?? 100);
  const days = 35;
  const log = (line) => process.stderr.write(`  [usage probe] ${line}\n`);

  rmSync(dataDir, { recursive: true, force: true });
  let t = performance.now();
  const database = await openDatabase({ dataDir, seed: 'demo' });
  log(`fresh demo database in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  const db = database.db;
  try {
    const mall = await db.selectFrom('building').select(['id', 'appId']).where('name', '=', '环球购物中心').executeTakeFirstOrThrow();
    const app = await db.selectFrom('app').select(['id', 'companyId']).where('id', '=', mall.appId).executeTakeFirstOrThrow();
    const beacons = await db.selectFrom('beacon').select(['levelId', 'lng', 'lat', 'uuid', 'major', 'minor']).where('buildingId', '=', mall.id).execute();
    const pois = (
      await db
        .selectFrom('mapFeature')
        .innerJoin('buildingVersion', 'buildingVersion.id', 'mapFeature.versionId')
        .select('mapFeature.id')
        .distinct()
        .where('buildingVersion.buildingId', '=', mall.id)
        .where('mapFeature.featureType', '=', 'poi')
        .limit(200)
        .execute()
    ).map((f) => f.id);
    const now = Date.now();
    const check = (result, what) => {
      if (result.rejected.length) throw new Error(`${what}: ${result.rejected.length} rejected, first ${JSON.stringify(result.rejected[0])}`);
      return result.accepted;
    };

    // 1. The direct rate: the collect call's path (not history: lateness checked, rate counted) without HTTP.
    const live = new VisitMaker({ buildingId: mall.id, beacons, pois, prefix: `d${now.toString(36)}`, seed: 7 });
    const recent = live
      .visits(Math.ceil(directEvents / 13), mallHours(now, 1, 6), { first: 1_000_000, count: 20_000 })
      .sort(byTime)
      .slice(0, directEvents);
    const batches = chunks(recent, 500);
    t = performance.now();
    let direct = 0;
    let sent = 0;
    for (const batch of batches) {
      if (performance.now() - t > directMsMax) break;
      sent++;
      direct += check(await ingestEvents(db, app, batch, { now: new Date(now), perAppMinute: Number.MAX_SAFE_INTEGER }), 'direct');
    }
    const directMs = performance.now() - t;
    log(`direct: ${direct} events in ${(directMs / 1000).toFixed(1)} s`);

    // 2. History over the last `days` whole days, in rounds (each round adds visits to every day, so a partial
    // load is still spread evenly), until the time budget would be passed.
    const hist = new VisitMaker({ buildingId: mall.id, beacons, pois, prefix: `h${now.toString(36)}`, seed: 11 });
    const loadStarted = performance.now();
    let loaded = 0;
    let rounds = 0;
    let roundMs = 0;
    while (performance.now() - loadStarted + roundMs < loadMs) {
      const r0 = performance.now();
      const users = { first: rounds * visitsPerDay * 8, count: visitsPerDay * 8 };
      for (let back = days; back >= 1; back--) {
        const events = hist.visits(visitsPerDay, mallHours(now, back, back), users).sort(byTime);
        for (const batch of chunks(events, 500)) loaded += check(await ingestEvents(db, app, batch, { history: true, now: new Date(now) }), 'history');
      }
      await sql`CHECKPOINT`.execute(db);
      rounds++;
      roundMs = performance.now() - r0;
      log(`history round ${rounds}: ${loaded} events so far, ${(roundMs / 1000).toFixed(1)} s this round`);
    }
    const loadSeconds = (performance.now() - loadStarted) / 1000;

    const count = async (table, extra = sql``) =>
      Number((await sql`SELECT count(*)::bigint AS n FROM ${sql.table(table)} WHERE building_id = ${mall.id} ${extra}`.execute(db)).rows[0].n);
    const range = last30Days(now);
    const startAt = new Date(localDayStart(now, 30));
    const endAt = new Date(localDayStart(now, 0));
    const inRange = sql`AND period >= ${startAt} AND period < ${endAt}`;
    const totals = {
      events: Number((await sql`SELECT count(*)::bigint AS n FROM usage_event`.execute(db)).rows[0].n),
      users: await count('usage_user'),
      usageCount: await count('usage_count'),
      usageActive: await count('usage_active'),
      usageCountInRange: await count('usage_count', inRange),
      usageActiveInRange: await count('usage_active', inRange),
      usageActiveDailyInRange: await count('usage_active', sql`AND grain = 'D' AND period >= ${startAt} AND period < ${endAt}`),
      bitmaps: await count('usage_user_bitmap'),
      bitmapBytes: Number(
        (await sql`SELECT coalesce(sum(length(bits)), 0)::bigint AS n FROM usage_user_bitmap WHERE building_id = ${mall.id}`.execute(db)).rows[0].n,
      ),
    };

    // 3. Rows read per statistics call: run each page's function on a logging Kysely and EXPLAIN ANALYZE its queries.
    const queries = [];
    const pool = new pg.Pool({ ...createPgConfig(database.pglite), max: 1, idleTimeoutMillis: 0, types: pgTypes });
    const logged = new Kysely({
      dialect: new PostgresDialect({ pool }),
      plugins: [new CamelCasePlugin()],
      log: (e) => e.level === 'query' && queries.push(e.query),
    });
    const reads = {};
    for (const [path, fn] of STATISTICS_CALLS) {
      queries.length = 0;
      await pages[fn](logged, { buildingId: mall.id, from: range.from, to: range.to, granularity: 'DAY' }, 'en');
      const rows = {};
      let n = 0;
      for (const q of queries) {
        if (!/usage_(count|active|user)/.test(q.sql)) continue; // usage_user also matches usage_user_bitmap
        n++;
        const plan = (await pool.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${q.sql}`, q.parameters)).rows[0]['QUERY PLAN'][0].Plan;
        rowsRead(plan, rows);
      }
      reads[path] = { queries: n, ...rows };
    }
    await logged.destroy();
    console.log(
      JSON.stringify({
        buildingId: mall.id,
        range,
        direct: { events: direct, ms: directMs, batches: sent },
        history: { events: loaded, rounds, days, visitsPerDay, seconds: loadSeconds },
        totals,
        reads,
      }),
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await probe(process.argv[2] ?? '.tmp/bench-usage-history');
