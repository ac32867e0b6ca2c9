import { sql } from 'kysely';
import { DEMO_APP_KEYS } from '../../../../server/src/db/seed/appKeys.js';
import { listRegions, pointInGeometry, type RegionRow } from '../../../../server/src/repos/region.js';
import type { ActivityStatus } from '#contract/schemas/activity.js';
import { APP_KEY_HEADER } from '#contract/schemas/usage.js';
import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login } from '../../helpers.js';
import { usageApi } from '#contract/endpoints/usage.js';
import { activityApi } from '#contract/endpoints/activity.js';

/**
 * Issue 15 活跃状态 (spec §2 /location activity-status, VIEW_ACTIVITY_STATUS): who is in the building in the last
 * minutes, per level and region (fewer than 5 users held back), and the last hour minute by minute, equal to what
 * the raw events say; bad input.
 */

const KEY = DEMO_APP_KEYS['demo-malls'];
const MINUTE = 60_000;

let app: App;
let cookie: string;
let mall: number;
let tower: number;
let region: RegionRow;
let otherLevel: number;
let spot: [number, number];

beforeAll(async () => {
  app = await buildTestApp({ usage: { perAppMinute: 100_000 } });
  await app.ready();
  const buildings = await app.db.selectFrom('building').select(['id', 'name']).execute();
  mall = buildings.find((b) => b.name === '环球购物中心')!.id;
  tower = buildings.find((b) => b.name === 'Other Co Tower')!.id;
  region = (await listRegions(app.db, mall)).find((r) => r.geometry.type === 'Polygon')!;
  const ring = (region.geometry.coordinates as number[][][])[0]!;
  // A point inside the region: the mean of its corners, checked (the demo's regions are rectangles).
  spot = [ring.reduce((s, p) => s + p[0]!, 0) / ring.length, ring.reduce((s, p) => s + p[1]!, 0) / ring.length];
  expect(pointInGeometry(spot, region.geometry)).toBe(true);
  otherLevel = (await app.db.selectFrom('level').select('id').where('buildingId', '=', mall).where('id', '<>', region.levelId).executeTakeFirstOrThrow()).id;
  cookie = await login(app, DEMO.company);
});
afterAll(async () => app.close());

let seq = 0;
function event(user: string, at: number, type: string, data?: Record<string, unknown>) {
  seq++;
  return {
    ...{ id: `act-${seq}`, type, time: new Date(at).toISOString(), buildingId: mall, userId: user, sessionId: `s-${user}` },
    ...{ platform: 'android', appVersion: '3.0.0', brand: 'Xiaomi', model: '14', os: 'Android', osVersion: '14', network: '5g' },
    ...(data ? { data } : {}),
  };
}
const fix = (user: string, at: number, levelId: number, [lng, lat]: [number, number]) =>
  event(user, at, 'location', { levelId, lng, lat, accuracy: 4, beacons: [] });

async function collect(events: unknown[]) {
  const res = await app.inject({ method: 'POST', url: usageApi.collect.path, payload: { events }, headers: { [APP_KEY_HEADER]: KEY } });
  expect(res.json().data.rejected).toEqual([]);
}

const status = (query = '') => call<ActivityStatus>(app, `${activityApi.status.path}?buildingId=${mall}${query}`, cookie);

/** The figures recomputed from the raw events, at the answer's own clock. */
async function fromRaw(now: number, minutes: number) {
  const rows = await sql<{ userId: string; sessionId: string; occurredAt: Date; type: string; levelId: string | null; lng: number | null; lat: number | null }>`
    SELECT user_id, session_id, occurred_at, type, level_id, lng, lat FROM usage_event WHERE building_id = ${mall}
    ORDER BY occurred_at, client_id`.execute(app.db);
  const since = now - minutes * MINUTE;
  const sessions = new Map<string, { userId: string; start: number; end: number; fix: { at: number; levelId: number; lng: number; lat: number } | null }>();
  for (const r of rows.rows) {
    const at = r.occurredAt.getTime();
    const s = sessions.get(r.sessionId) ?? { userId: r.userId, start: at, end: at, fix: null };
    s.end = Math.max(s.end, at);
    if (r.type === 'location') s.fix = { at, levelId: Number(r.levelId), lng: r.lng!, lat: r.lat! };
    sessions.set(r.sessionId, s);
  }
  const latest = new Map<string, { end: number; fix: { at: number; levelId: number; lng: number; lat: number } | null }>();
  for (const s of sessions.values()) {
    if (s.end < since || s.start > now) continue;
    const found = latest.get(s.userId);
    if (!found || s.end > found.end) latest.set(s.userId, s);
  }
  const placed = [...latest.values()].flatMap((s) => (s.fix && s.fix.at >= since ? [s.fix] : []));
  const onLevel = (id: number) => placed.filter((p) => p.levelId === id).length;
  const inRegion = placed.filter((p) => p.levelId === region.levelId && pointInGeometry([p.lng, p.lat], region.geometry)).length;
  const end = now - (now % MINUTE) + MINUTE;
  const trend = Array.from({ length: 60 }, (_, i) => {
    const [from, to] = [end - (60 - i) * MINUTE, end - (59 - i) * MINUTE];
    const users = new Set([...sessions.values()].filter((s) => s.start < to && s.end >= from && s.start <= now).map((s) => s.userId));
    return { at: new Date(from).toISOString(), users: users.size };
  });
  return { users: latest.size, unplaced: latest.size - placed.length, onLevel, inRegion, trend };
}

describe('issue 15: 活跃状态 activity status (spec §2 /location activity-status, VIEW_ACTIVITY_STATUS)', () => {
  it('users now, per level and region (under 5 held back), and the last hour by minute, as the raw events say', async () => {
    const now = Date.now();
    const events = [];
    // Six users in the region now; two on another level; one without a fix; one whose last fix is 20 minutes old.
    for (let u = 0; u < 6; u++) events.push(event(`act-r${u}`, now - 30 * MINUTE, 'app_open'), fix(`act-r${u}`, now - (u + 1) * 10_000, region.levelId, spot));
    for (let u = 0; u < 2; u++) events.push(fix(`act-o${u}`, now - 2 * MINUTE, otherLevel, spot));
    events.push(event('act-none', now - MINUTE, 'search', { query: '洗手间', results: 2 }));
    events.push(fix('act-stale', now - 20 * MINUTE, region.levelId, spot), event('act-stale', now - 3 * MINUTE, 'poi_view', { poiId: 'x' }));
    // Gone for an hour and a half: not in the building now.
    events.push(fix('act-gone', now - 90 * MINUTE, region.levelId, spot));
    await collect(events);

    const { body } = await status();
    expect(body.code).toBe(0);
    const answer = body.data!;
    const raw = await fromRaw(Date.parse(answer.at), 5);
    expect(answer.minutes).toBe(5);
    expect(answer.users).toBe(raw.users);
    expect(answer.users).toBeGreaterThanOrEqual(10);
    expect(answer.unplaced).toBe(raw.unplaced);
    expect(answer.unplaced).toBeGreaterThanOrEqual(2);
    for (const level of answer.levels) expect(level.users).toBe(raw.onLevel(level.id) >= 5 ? raw.onLevel(level.id) : null);
    expect(answer.levels.find((l) => l.id === region.levelId)!.users).toBeGreaterThanOrEqual(6);
    expect(answer.levels.find((l) => l.id === otherLevel)!.users).toBeNull();
    const shownRegion = answer.regions.find((r) => r.id === region.id)!;
    expect(shownRegion.users).toBe(raw.inRegion);
    expect(pointInGeometry([shownRegion.lng, shownRegion.lat], region.geometry)).toBe(true);
    expect(answer.trend).toEqual(raw.trend);
    // Three minutes back, the six in the region (open for half an hour) and the stale user were there.
    expect(answer.trend.at(-4)!.users).toBeGreaterThanOrEqual(7);

    // A 30-minute "now" takes in the stale user's fix.
    const wide = (await status('&minutes=30')).body.data!;
    const rawWide = await fromRaw(Date.parse(wide.at), 30);
    expect(wide.users).toBe(rawWide.users);
    expect(wide.unplaced).toBe(rawWide.unplaced);
    expect(wide.unplaced).toBeLessThan(answer.unplaced);
  });

  it('bad input: minutes outside 1–30 (10005 naming it), another company’s building (10004)', async () => {
    for (const minutes of [0, 31, 1.5]) {
      const { body } = await status(`&minutes=${minutes}`);
      expect(body.code).toBe(10005);
      expect(body.errors?.map((e) => e.field)).toEqual(['minutes']);
    }
    const other = await call<ActivityStatus>(app, `${activityApi.status.path}?buildingId=${tower}`, cookie);
    expect(other.body.code).toBe(10004);
  });
});
