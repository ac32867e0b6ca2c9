import { sql } from 'kysely';
import { DEMO_APP_KEYS } from '../../../../server/src/db/seed/appKeys.js';
import { APP_KEY_HEADER } from '#contract/schemas/usage.js';
import type { Track, TrackPage } from '#contract/schemas/tracks.js';
import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login } from '../../helpers.js';
import { usageApi } from '#contract/endpoints/usage.js';
import { trackApi } from '#contract/endpoints/tracks.js';

/**
 * Issue 15 轨迹列表 / 轨迹回放 (spec §2 /location track-list and tracking, VIEW_USER_TRACK): the track list's
 * figures equal what the raw events say, however the events arrive; the playback; the audit; bad input.
 */

const KEY = DEMO_APP_KEYS['demo-malls'];
const MINUTE = 60_000;

let app: App;
let cookie: string;
let mall: number;
let tower: number;
let levels: Array<{ id: number; name: string }>;
let towerLevel: number;
let poi: { id: string; name: string };
beforeAll(async () => {
  app = await buildTestApp({ usage: { perAppMinute: 100_000 } });
  await app.ready();
  const buildings = await app.db.selectFrom('building').select(['id', 'name']).execute();
  mall = buildings.find((b) => b.name === '环球购物中心')!.id;
  tower = buildings.find((b) => b.name === 'Other Co Tower')!.id;
  levels = await app.db.selectFrom('level').select(['id', 'name']).where('buildingId', '=', mall).orderBy('ordinal').execute();
  towerLevel = (await app.db.selectFrom('level').select('id').where('buildingId', '=', tower).executeTakeFirstOrThrow()).id;
  const feature = await sql<{ id: string; name: string }>`SELECT f.id, f.properties ->> 'name' AS name FROM map_feature f
    JOIN building_version v ON v.id = f.version_id WHERE v.building_id = ${mall} AND v.status = 'published' AND f.feature_type = 'poi'
    AND f.properties ->> 'name' <> '' ORDER BY f.id LIMIT 1`.execute(app.db);
  poi = feature.rows[0]!;
  cookie = await login(app, DEMO.company);
});
afterAll(async () => app.close());

// Days are the mall's own (Asia/Shanghai, UTC+8, no daylight saving): a UTC date failed the list test from 18:00 UTC on.
const localDay = (at: number) => new Date(at + 8 * 3_600_000).toISOString().slice(0, 10);
const today = () => localDay(Date.now());
const daysAgo = (n: number) => localDay(Date.now() - n * 86_400_000);

let seq = 0;
function event(session: string, at: number, type: string, data: Record<string, unknown> = {}) {
  seq++;
  return {
    ...{ id: `tr-${seq}`, type, time: new Date(at).toISOString(), buildingId: mall, userId: `user-${session}`, sessionId: session },
    ...{ platform: 'alipay', appVersion: '2.0.1', brand: 'Apple', model: 'iPhone 15', os: 'iOS', osVersion: '17.5', network: '5g' },
    ...(Object.keys(data).length ? { data } : {}),
  };
}

const fix = (session: string, at: number, level: number, step: number) =>
  event(session, at, 'location', {
    levelId: levels[level]!.id,
    lng: 121.4737 + step * 0.0001,
    lat: 31.2304 + (step % 3) * 0.00005,
    accuracy: 2 + step,
    beacons: [],
  });

async function collect(events: unknown[]) {
  const res = await app.inject({ method: 'POST', url: usageApi.collect.path, payload: { events }, headers: { [APP_KEY_HEADER]: KEY } });
  expect(res.json().data.rejected).toEqual([]);
}

/** A visit: open, fixes on two levels, a search, a POI view and a navigation, close. */
function visit(session: string, start: number) {
  return [
    event(session, start, 'app_open'),
    ...[0, 1, 2, 3].map((i) => fix(session, start + (i + 1) * MINUTE, 0, i)),
    event(session, start + 2 * MINUTE + 1000, 'search', { query: '咖啡', results: 3 }),
    event(session, start + 3 * MINUTE + 1000, 'poi_view', { poiId: poi.id }),
    event(session, start + 3 * MINUTE + 2000, 'nav_start', { toPoiId: poi.id, distance: 80 }),
    ...[4, 5, 6].map((i) => fix(session, start + (i + 1) * MINUTE, 1, i)),
    event(session, start + 8 * MINUTE, 'nav_arrive', { toPoiId: poi.id, distance: 80 }),
    event(session, start + 9 * MINUTE, 'app_close', { durationSec: 540 }),
  ];
}

/** Haversine metres, written here apart from the server's. */
function haversine(a: { lng: number; lat: number }, b: { lng: number; lat: number }) {
  const r = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(r(b.lat - a.lat) / 2) ** 2 + Math.cos(r(a.lat)) * Math.cos(r(b.lat)) * Math.sin(r(b.lng - a.lng) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}

/** A session's figures recomputed from its raw events in the database. */
async function fromRaw(session: string) {
  const rows = await sql<{ occurredAt: Date; type: string; levelId: string | null; lng: number | null; lat: number | null }>`
    SELECT occurred_at, type, level_id, lng, lat FROM usage_event WHERE building_id = ${mall} AND session_id = ${session}
    ORDER BY occurred_at, client_id`.execute(app.db);
  const fixes = rows.rows.filter((r) => r.type === 'location');
  let distance = 0;
  fixes.forEach((f, i) => {
    const p = fixes[i - 1];
    if (p && p.levelId === f.levelId) distance += haversine({ lng: p.lng!, lat: p.lat! }, { lng: f.lng!, lat: f.lat! });
  });
  const times = rows.rows.map((r) => r.occurredAt.getTime());
  return {
    events: rows.rows.length,
    fixes: fixes.length,
    startedAt: new Date(Math.min(...times)).toISOString(),
    endedAt: new Date(Math.max(...times)).toISOString(),
    durationSec: Math.round((Math.max(...times) - Math.min(...times)) / 1000),
    distance: Math.round(distance * 10) / 10,
    levels: [...new Set(fixes.map((f) => Number(f.levelId)))].sort((a, b) => a - b),
  };
}

const page = (query: string) => call<TrackPage>(app, `${trackApi.page.path}?buildingId=${mall}&${query}`, cookie);

describe('issue 15: 轨迹列表 track list (spec §2 /location track-list, VIEW_USER_TRACK)', () => {
  it('each track’s start, duration, distance, events, fixes and levels equal the raw events’, in order or shuffled with late fixes', async () => {
    const start = Date.now() - 3 * 3_600_000;
    const inOrder = visit('trk-in-order', start);
    const shuffled = visit('trk-shuffled', start + 20 * MINUTE);
    // In order, one event per batch; shuffled: the last fixes first, the first ones (late) after.
    for (const e of inOrder) await collect([e]);
    await collect(shuffled.slice(8));
    await collect(shuffled.slice(4, 8));
    await collect([shuffled[2], shuffled[0]]);
    await collect([shuffled[3], shuffled[1]]);
    const { body } = await page(`from=${daysAgo(1)}&to=${today()}&userId=user-trk-shuffled`);
    expect(body.code).toBe(0);
    expect(body.data!.records).toHaveLength(1);
    const all = (await page(`from=${daysAgo(1)}&to=${today()}&size=200`)).body.data!.records;
    for (const session of ['trk-in-order', 'trk-shuffled']) {
      const listed = all.find((r) => r.sessionId === session)!;
      const raw = await fromRaw(session);
      // The demo mall's zone is Asia/Shanghai (UTC+8, no daylight saving).
      const local = new Date(Date.parse(raw.startedAt) + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);
      expect({ ...listed, levels: listed.levels.map((l) => l.id).sort((a, b) => a - b) }).toEqual({
        startedLocal: local,
        id: session,
        sessionId: session,
        userId: `user-${session}`,
        platform: 'alipay',
        ...raw,
      });
      expect(raw.distance).toBeGreaterThan(30);
      expect(listed.levels.map((l) => l.name)).toEqual([levels[0]!.name, levels[1]!.name]);
    }
  });

  it('newest first; filtered by a level of the building; a page and the total', async () => {
    const start = Date.now() - 2 * 3_600_000;
    await collect(visit('trk-a', start));
    await collect(visit('trk-b', start + MINUTE).filter((e) => e.type !== 'location' || (e.data as { levelId: number }).levelId === levels[0]!.id));
    // From the visits' local day (two hours ago may be yesterday there) to today.
    const days = `from=${localDay(start)}&to=${today()}`;
    const { body } = await page(`${days}&size=200`);
    const ids = body.data!.records.map((r) => r.sessionId);
    expect(ids.indexOf('trk-b')).toBeLessThan(ids.indexOf('trk-a'));
    const started = body.data!.records.map((r) => r.startedAt);
    expect([...started].sort().reverse()).toEqual(started);
    const oldest = (await page(`${days}&size=200&sort=startedAt&order=asc`)).body.data!.records.map((r) => r.startedAt);
    expect(oldest).toEqual([...started].reverse());
    const onSecond = (await page(`${days}&size=200&levelId=${levels[1]!.id}`)).body.data!;
    expect(onSecond.records.map((r) => r.sessionId)).toContain('trk-a');
    expect(onSecond.records.map((r) => r.sessionId)).not.toContain('trk-b');
    // Without dates: the building's last seven days.
    const week = (await page('size=200')).body.data!.records.map((r) => r.sessionId);
    expect(week).toEqual(expect.arrayContaining(['trk-a', 'trk-b']));
    const first = (await page(`${days}&page=1&size=1`)).body.data!;
    expect(first.records).toHaveLength(1);
    expect(first.total).toBe(body.data!.total);
    expect(first.more).toBe(false);
  });

  it('bad input: a reversed range, one too long, one past the retention period, a level of another building or none (10005 naming the field, 10004)', async () => {
    const expectField = async (query: string, name: string) => {
      const { body } = await page(query);
      expect(body.code).toBe(10005);
      expect(body.errors?.map((e) => e.field)).toEqual([name]);
    };
    await expectField(`from=${today()}&to=${daysAgo(1)}`, 'to');
    await expectField(`from=${daysAgo(100)}&to=${today()}`, 'to');
    await expectField(`from=${daysAgo(100)}`, 'from');
    await expectField(`from=${daysAgo(500)}&to=${daysAgo(480)}`, 'from');
    await expectField(`from=${today()}&to=${today()}&levelId=999999`, 'levelId');
    expect((await page(`from=${today()}&to=${today()}&levelId=${towerLevel}`)).body.code).toBe(10004);
  });
});

describe('issue 15: 轨迹回放 tracking (spec §2 /location tracking, VIEW_USER_TRACK)', () => {
  const one = (buildingId: number, session: string) => call<Track>(app, `${trackApi.one.path}?buildingId=${buildingId}&sessionId=${session}`, cookie);

  it('the fixes in time order, the other events placed at the latest fix with what they were about, and the view audited', async () => {
    const start = Date.now() - 90 * MINUTE;
    await collect(visit('trk-play', start));
    const { body } = await one(mall, 'trk-play');
    expect(body.code).toBe(0);
    const track = body.data!;
    expect(track.points.map((p) => p.levelId)).toEqual([0, 0, 0, 0, 1, 1, 1].map((i) => levels[i]!.id));
    expect(track.points.map((p) => p.at)).toEqual([1, 2, 3, 4, 5, 6, 7].map((m) => new Date(start + m * MINUTE).toISOString()));
    expect(track.points[0]!.accuracy).toBe(2);
    expect(track.events.map((e) => [e.type, e.label])).toEqual([
      ['app_open', ''],
      ['search', '咖啡 (3)'],
      ['poi_view', poi.name],
      ['nav_start', poi.name],
      ['nav_arrive', poi.name],
      ['app_close', ''],
    ]);
    // Before the first fix, no place; the search at the second fix's place; the arrival at the last fix's.
    expect(track.events[0]!.levelId).toBeNull();
    expect([track.events[1]!.lng, track.events[1]!.lat]).toEqual([track.points[1]!.lng, track.points[1]!.lat]);
    expect(track.events[4]!.levelId).toBe(levels[1]!.id);
    expect(track.track.fixes).toBe(7);
    const audit = await app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'view')
      .where('entity', '=', 'track')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.actorEmail).toBe(DEMO.company);
    expect(audit.after).toEqual({ sessionId: 'trk-play', userId: 'user-trk-play' });
  });

  it('a session of another building, or none, is 10004', async () => {
    await collect(visit('trk-mall-only', Date.now() - 60 * MINUTE));
    expect((await one(mall, 'no-such-session')).body.code).toBe(10004);
    const platform = await login(app, DEMO.platform);
    const other = await call<Track>(app, `${trackApi.one.path}?buildingId=${tower}&sessionId=trk-mall-only`, platform);
    expect(other.body.code).toBe(10004);
  });
});
