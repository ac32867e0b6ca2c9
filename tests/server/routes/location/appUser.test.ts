import { sql } from 'kysely';
import { members, unpackDay } from '../../../../server/src/usage/bitmaps.js';
import { DEMO_APP_KEYS } from '../../../../server/src/db/seed/appKeys.js';
import type { AppUserDetailDto, AppUserErasedDto, AppUserPage } from '#contract/schemas/appUser.js';
import { APP_KEY_HEADER } from '#contract/schemas/usage.js';
import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login, post } from '../../helpers.js';
import { usageApi } from '#contract/endpoints/usage.js';
import { appUserApi } from '#contract/endpoints/appUser.js';
import { appGroupApi } from '#contract/endpoints/appGroup.js';

/**
 * Issue 16 用户列表 (spec §2 /user): the apps' end users from the rollups, one user's activity, and erasure on request:
 * after erasing A from a database that ingested A and B, every rollup equals that of a database that ingested B alone.
 */

const KEY = DEMO_APP_KEYS['demo-malls'];
const HOUR = 3_600_000;
const ZONE_MS = 8 * HOUR; // The demo mall is in Asia/Shanghai.
const A = 'erase-a';
const B = 'erase-b';
/** Local midnight `back` days ago, in UTC milliseconds. */
const midnight = (back: number) => Date.parse(`${new Date(Date.now() + ZONE_MS - back * 86_400_000).toISOString().slice(0, 10)}T00:00:00Z`) - ZONE_MS;

/** Events over two sessions on two days; `late` names the batch each event goes in (1, 2, 3: a later batch, earlier events). */
function userEvents(user: string, buildingId: number, levelId: number, ios: boolean) {
  const device = ios
    ? { platform: 'ios', appVersion: '2.0.0', brand: 'Apple', model: 'iPhone 15', os: 'iOS', osVersion: '17.5', network: 'wifi', gender: 'female' }
    : { platform: 'wechat', appVersion: '2.1.0', brand: 'Huawei', model: 'Mate 60', os: 'HarmonyOS', osVersion: '4.2', network: '5g', gender: 'male' };
  let n = 0;
  const ev = (batch: number, session: string, at: number, type: string, data: Record<string, unknown> = {}) => ({
    batch,
    event: { id: `${user}-${++n}`, type, time: new Date(at).toISOString(), buildingId, userId: user, sessionId: `${user}-${session}`, ...device, data },
  });
  const fix = (batch: number, session: string, at: number, dx: number, accuracy: number) =>
    ev(batch, session, at, 'location', { levelId, lng: 121.47 + dx * 0.00005, lat: 31.23, accuracy, beacons: [] });
  const d2 = midnight(2) + 10 * HOUR;
  const d1 = midnight(3) + 15 * HOUR;
  const own = ios ? 7 : 9; // One cell of each user's own; cells 1–3 are shared.
  return [
    ev(1, 's1', d2, 'app_open'),
    fix(1, 's1', d2 + 10_000, 1, 3.2),
    fix(1, 's1', d2 + 30_000, 2, 7.5),
    fix(1, 's1', d2 + 100_000, own, 1.25),
    fix(1, 's1', d2 + 130_000, 3, 2.1),
    ev(1, 's1', d2 + 140_000, 'search', { query: 'Coffee ', results: 0 }),
    ev(1, 's1', d2 + 150_000, 'poi_view', { poiId: 'poi-1' }),
    ev(1, 's1', d2 + 160_000, 'nav_start', { toPoiId: 'poi-1', distance: 40 }),
    ev(1, 's1', d2 + 200_000, 'nav_arrive', { toPoiId: 'poi-1', distance: 40 }),
    ev(1, 's1', d2 + 210_000, 'car_service', { service: 'findCar', success: true }),
    ev(1, 's1', d2 + 215_000, 'feature_click', { feature: 'coupon' }),
    ev(1, 's1', d2 + 220_000, 'app_close', { durationSec: 220 }),
    // The day before, sent later: first seen moves earlier (new users, retention), a QR scan starts a funnel.
    ev(2, 's0', d1, 'app_open', { firstOpen: true }),
    ev(2, 's0', d1 + 5_000, 'qr_scan', { scene: 'gate-1' }),
    fix(2, 's0', d1 + 20_000, 1, 0.4),
    fix(2, 's0', d1 + 50_000, 2, 12),
    ev(2, 's0', d1 + 60_000, 'nav_start', { toPoiId: 'poi-2', distance: 10 }),
    ev(2, 's0', d1 + 90_000, 'app_close', { durationSec: 90 }),
    // A late fix inside the first track: its distance and dwell are recomputed.
    fix(3, 's1', d2 + 60_000, own, 4),
  ];
}

type Batched = ReturnType<typeof userEvents>;

async function collect(app: App, events: Batched) {
  for (const batch of [1, 2, 3]) {
    const payload = { events: events.filter((e) => e.batch === batch).map((e) => e.event) };
    const res = await app.inject({ method: 'POST', url: usageApi.collect.path, payload, headers: { [APP_KEY_HEADER]: KEY } });
    expect(res.json().data).toMatchObject({ rejected: [], accepted: payload.events.length });
  }
}

const TABLES = ['usage_count', 'usage_active', 'usage_user', 'usage_user_bitmap', 'usage_session', 'usage_heat', 'usage_scan_session', 'usage_accuracy'];

/**
 * A table's rows of the building as sorted text; floats to 6 decimals (a sum less a part may differ in its last bit).
 * Counts at 0 read as no row: a first-seen moved earlier by a late event leaves +1 −1 rows the ingestion keeps.
 */
async function dump(app: App, table: string, buildingId: number): Promise<string[]> {
  const zero = table === 'usage_count' ? sql`AND n <> 0` : sql``;
  const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)} WHERE building_id = ${buildingId} ${zero}`.execute(app.db);
  // A user's number is the database's own (the two databases number B differently): bitmaps are compared by user ids.
  const users = new Map(
    (await app.db.selectFrom('usageUser').select(['num', 'userId']).where('buildingId', '=', buildingId).execute()).map((u) => [u.num, u.userId]),
  );
  for (const r of rows.rows) {
    delete r.num;
    if (r.bits instanceof Uint8Array) {
      const day = unpackDay(r.bits);
      r.bits = day.values.map((value, i) => [
        value,
        members(day.bits[i])
          .map((n) => users.get(n))
          .sort(),
      ]);
    }
  }
  const norm = (v: unknown) => (v instanceof Date ? v.toISOString() : typeof v === 'number' && !Number.isInteger(v) ? Math.round(v * 1e6) / 1e6 : v);
  return rows.rows.map((r) => JSON.stringify(Object.entries(r).map(([k, v]) => [k, norm(v)]))).sort();
}

async function rawEvents(app: App, buildingId: number) {
  const rows = await sql<{ clientId: string }>`SELECT client_id FROM usage_event WHERE building_id = ${buildingId} AND user_id IN (${A}, ${B})`.execute(app.db);
  return rows.rows.map((r) => r.clientId).sort();
}

let both: App;
let onlyB: App;
let platform: string;
let company: string;
let mall: number;
let eventsA: Batched;

beforeAll(async () => {
  [both, onlyB] = [await buildTestApp(), await buildTestApp()];
  await Promise.all([both.ready(), onlyB.ready()]);
  mall = (await both.db.selectFrom('building').select('id').where('name', '=', '环球购物中心').executeTakeFirstOrThrow()).id;
  const level = (await both.db.selectFrom('level').select('id').where('buildingId', '=', mall).orderBy('id').executeTakeFirstOrThrow()).id;
  eventsA = userEvents(A, mall, level, true);
  const eventsB = userEvents(B, mall, level, false);
  // Both users' events in one database, batch by batch, interleaved; B's alone in the other.
  await collect(
    both,
    [...eventsA, ...eventsB].sort((x, y) => x.event.time.localeCompare(y.event.time)),
  );
  await collect(onlyB, eventsB);
  platform = await login(both, DEMO.platform);
  company = await login(both, DEMO.company);
});
afterAll(async () => Promise.all([both.close(), onlyB.close()]));

const get = async <T = unknown>(url: string, cookie = platform) => (await call<T>(both, url, cookie)).body;
const erase = async <T = unknown>(body: object, cookie = platform) => (await post<T>(both, appUserApi.erase.path, body, cookie)).body;
const page = (query: string, cookie = platform) => get<AppUserPage>(`${appUserApi.page.path}?${query}`, cookie);

describe('issue 16: 用户列表 app users', () => {
  it('lists the users from the rollups, searched by id prefix and filtered by platform and app', async () => {
    const res = await page('q=erase-&sort=userId&order=asc');
    expect(res.code).toBe(0);
    expect(res.data!.total).toBe(2);
    const [a, b] = res.data!.records;
    expect(a).toMatchObject({ id: A, userId: A, platforms: ['ios'], buildings: 1, sessions: 2, device: { brand: 'Apple', model: 'iPhone 15', os: 'iOS' } });
    expect(a.apps.map((x) => x.name).length).toBe(1);
    expect(new Date(a.firstSeenAt).getTime()).toBe(midnight(3) + 15 * HOUR);
    expect(new Date(a.lastSeenAt).getTime()).toBe(midnight(2) + 10 * HOUR + 220_000);
    expect(b).toMatchObject({ userId: B, platforms: ['wechat'], device: { brand: 'Huawei' } });
    expect((await page('q=erase-&platform=ios')).data!.records.map((r) => r.userId)).toEqual([A]);
    expect((await page(`q=erase-&appId=${a.apps[0].id}`)).data!.total).toBe(2);
    // An 应用分组 keeps the users of its apps' buildings: the demo app's group has both, the other company's none.
    const group = async (appIds: number[]) =>
      (await post<{ id: number }>(both, appGroupApi.add.path, { name: `users ${appIds.join('-')} ${Date.now()}`, appIds }, platform)).body.data!.id;
    const otherApp = (await both.db.selectFrom('app').select('id').where('appCode', '=', 'other-co').executeTakeFirstOrThrow()).id;
    expect((await page(`q=erase-&appGroupId=${await group([a.apps[0].id])}`)).data!.total).toBe(2);
    expect((await page(`q=erase-&appGroupId=${await group([otherApp])}`)).data!.total).toBe(0);
    expect((await page('q=erase-&appGroupId=999999')).data!.total).toBe(0);
    // The prefix is a prefix, its wildcards literal.
    expect((await page('q=rase-')).data!.total).toBe(0);
    expect((await page('q=erase%25')).data!.total).toBe(0);
    const first = await page('page=1&size=1&sort=userId&order=desc');
    expect(first.data).toMatchObject({ total: 2, records: [{ userId: B }] });
  });

  it('answers one user’s activity: buildings, sessions and events per day', async () => {
    const res = await get<AppUserDetailDto>(`${appUserApi.detail.path}?userId=${A}`);
    expect(res.code).toBe(0);
    const d = res.data!;
    expect(d.events).toBe(eventsA.length);
    expect(d.buildingList).toMatchObject([{ buildingId: mall, platform: 'ios', appVersion: '2.0.0' }]);
    expect(d.recentSessions.map((s) => [s.sessionId, s.events, s.fixes, s.durationSec])).toEqual([
      [`${A}-s1`, 13, 5, 220],
      [`${A}-s0`, 6, 2, 90],
    ]);
    expect(d.days).toHaveLength(30);
    expect(d.days.reduce((s, x) => s + x.events, 0)).toBe(eventsA.length);
    expect(d.days.filter((x) => x.events > 0).map((x) => x.events)).toEqual([6, 13]);
    expect((await get(`${appUserApi.detail.path}?userId=nobody-here`, platform)).code).toBe(10004);
  });

  it('refuses bad input naming the field, and every admin but the platform’s', async () => {
    const bad = async (body: object, field: string) => {
      const res = await erase(body, platform);
      expect(res.code).toBe(10005);
      expect(res.errors?.map((e) => e.field)).toContain(field);
    };
    await bad({ userId: A }, 'reason');
    await bad({ userId: A, reason: '   ' }, 'reason');
    await bad({ userId: 'has space', reason: 'x' }, 'userId');
    expect((await page('appId=999999')).errors?.map((e) => e.field)).toEqual(['appId']);
    expect((await page('platform=fax')).code).toBe(10005);
    expect((await erase({ userId: 'nobody-here', reason: 'request' }, platform)).code).toBe(10004);
    expect((await page('', company)).code).toBe(10003);
    expect((await get(`${appUserApi.detail.path}?userId=${A}`, company)).code).toBe(10003);
    expect((await erase({ userId: A, reason: 'request' }, company)).code).toBe(10003);
    // Nothing was erased by the refusals.
    expect((await page(`q=${A}`)).data!.total).toBe(1);
  });

  it('erases a user: every rollup equals the one that never ingested it, audited, gone from the list', async () => {
    const res = await erase<AppUserErasedDto>({ userId: A, reason: ' Request #17 by e-mail ' }, platform);
    expect(res.code).toBe(0);
    expect(res.data).toEqual({ userId: A, events: eventsA.length, sessions: 2, buildings: 1 });
    for (const table of TABLES) {
      const [left, right] = [await dump(both, table, mall), await dump(onlyB, table, mall)];
      expect({ table, missing: right.filter((r) => !left.includes(r)), extra: left.filter((r) => !right.includes(r)) }).toEqual({
        table,
        missing: [],
        extra: [],
      });
      expect(left.length).toBe(right.length);
      expect(right.length).toBeGreaterThan(0);
    }
    expect(await rawEvents(both, mall)).toEqual(await rawEvents(onlyB, mall));
    // The list and the activity page no longer know A; B is untouched.
    expect((await page('q=erase-')).data!.records.map((r) => r.userId)).toEqual([B]);
    expect((await get(`${appUserApi.detail.path}?userId=${A}`, platform)).code).toBe(10004);
    const audit = await both.db.selectFrom('auditLog').selectAll().where('entity', '=', 'appUser').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'delete', actorEmail: DEMO.platform, companyId: null });
    expect(audit[0].after).toMatchObject({ userId: A, reason: 'Request #17 by e-mail', events: eventsA.length, sessions: 2, erased: true });
    expect(audit[0].before).toMatchObject({ userId: A, buildingIds: [mall] });
    // Erasing again: the user is unknown now.
    expect((await erase({ userId: A, reason: 'again' }, platform)).code).toBe(10004);
  });
});
