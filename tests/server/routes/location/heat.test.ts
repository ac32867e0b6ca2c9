import { sql } from 'kysely';
import { DEMO_APP_KEYS } from '../../../../server/src/db/seed/appKeys.js';
import { listRegions, pointInGeometry, type RegionRow } from '../../../../server/src/repos/region.js';
import type { HeatMap } from '#contract/schemas/heat.js';
import { APP_KEY_HEADER } from '#contract/schemas/usage.js';
import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login } from '../../helpers.js';
import { usageApi } from '#contract/endpoints/usage.js';
import { heatApi } from '#contract/endpoints/heat.js';

/**
 * Issue 15 热力图 (spec §2 /heat-map, VIEW_HOT_SPOT): the bins and the regions' dwell equal what the raw events
 * say however the batches arrive; a bin or region with fewer than 5 distinct users is left out and counted; bad input.
 */

const KEY = DEMO_APP_KEYS['demo-malls'];
const SECOND = 1000;
const HOUR = 3_600_000;
// The grid, written here apart from the server's (0.00005°).
const CELL = 0.00005;
const ZONE_MS = 8 * HOUR; // The demo mall is in Asia/Shanghai (UTC+8, no daylight saving).

let app: App;
let cookie: string;
let mall: number;
let level: number;
let towerLevel: number;
let region: RegionRow;
let inside: Array<[number, number]>;

/** A day three days back (within the collect call's 7 days), and an instant at a local hour of it. */
const day = new Date(Date.now() + ZONE_MS - 3 * 86_400_000).toISOString().slice(0, 10);
const at = (hour: number, seconds = 0) => Date.parse(`${day}T00:00:00Z`) - ZONE_MS + hour * HOUR + seconds * SECOND;

beforeAll(async () => {
  app = await buildTestApp({ usage: { perAppMinute: 100_000 } });
  await app.ready();
  const buildings = await app.db.selectFrom('building').select(['id', 'name']).execute();
  mall = buildings.find((b) => b.name === '环球购物中心')!.id;
  const tower = buildings.find((b) => b.name === 'Other Co Tower')!.id;
  towerLevel = (await app.db.selectFrom('level').select('id').where('buildingId', '=', tower).executeTakeFirstOrThrow()).id;
  region = (await listRegions(app.db, mall)).find((r) => r.geometry.type === 'Polygon')!;
  level = region.levelId;
  // Cell centres inside the region, for fixes that must count towards it.
  const ring = (region.geometry.coordinates as number[][][])[0]!;
  const [xs, ys] = [ring.map((p) => p[0]!), ring.map((p) => p[1]!)];
  inside = [];
  for (let x = Math.ceil(Math.min(...xs) / CELL); x * CELL < Math.max(...xs); x++)
    for (let y = Math.ceil(Math.min(...ys) / CELL); y * CELL < Math.max(...ys); y++) {
      const p: [number, number] = [(x + 0.5) * CELL, (y + 0.5) * CELL];
      if (pointInGeometry(p, region.geometry)) inside.push(p);
    }
  cookie = await login(app, DEMO.company);
});
afterAll(async () => app.close());

let seq = 0;
function fix(user: string, session: string, time: number, [lng, lat]: [number, number], onLevel = level) {
  seq++;
  return {
    ...{ id: `heat-${seq}`, type: 'location', time: new Date(time).toISOString(), buildingId: mall, userId: user, sessionId: session },
    ...{ platform: 'wechat', appVersion: '1.0.0', brand: 'Apple', model: 'iPhone 15', os: 'iOS', osVersion: '17.5', network: 'wifi' },
    data: { levelId: onLevel, lng, lat, accuracy: 3, beacons: [] },
  };
}

async function collect(events: unknown[]) {
  const res = await app.inject({ method: 'POST', url: usageApi.collect.path, payload: { events }, headers: { [APP_KEY_HEADER]: KEY } });
  expect(res.json().data.rejected).toEqual([]);
}

const heat = (query: string) => call<HeatMap>(app, `${heatApi.map.path}?buildingId=${mall}&${query}`, cookie);

/** The level's bins and regions recomputed from the raw fixes in the database. */
async function fromRaw() {
  const rows = await sql<{ occurredAt: Date; userId: string; sessionId: string; lng: number; lat: number }>`
    SELECT occurred_at, user_id, session_id, lng, lat FROM usage_event WHERE building_id = ${mall} AND level_id = ${level}
      AND type = 'location' AND occurred_at >= ${new Date(at(0))} AND occurred_at < ${new Date(at(24))}
    ORDER BY session_id, occurred_at, client_id`.execute(app.db);
  const cell = (r: { lng: number; lat: number }) => `${Math.floor(r.lng / CELL + 1e-9)},${Math.floor(r.lat / CELL + 1e-9)}`;
  const hourOf = (r: { occurredAt: Date }) => new Date(r.occurredAt.getTime() + ZONE_MS).getUTCHours();
  const bins = new Map<string, { fixes: number; users: Set<string> }>();
  const add = (key: string, r: { userId: string }) => {
    const b = bins.get(key) ?? { fixes: 0, users: new Set<string>() };
    b.fixes += 1;
    b.users.add(r.userId);
    bins.set(key, b);
  };
  for (const r of rows.rows) {
    add(cell(r), r);
    add(`${cell(r)}@${hourOf(r)}`, r);
  }
  // Dwell: each fix holds until the session's next fix, at most 60 s; the region's is that of its cells' fixes.
  let regionDwell = 0;
  const regionUsers = new Set<string>();
  let regionFixes = 0;
  rows.rows.forEach((r, i) => {
    const [cx, cy] = cell(r).split(',').map(Number);
    if (!pointInGeometry([(cx! + 0.5) * CELL, (cy! + 0.5) * CELL], region.geometry)) return;
    regionUsers.add(r.userId);
    regionFixes += 1;
    const next = rows.rows[i + 1];
    if (next && next.sessionId === r.sessionId) regionDwell += Math.min(60, (next.occurredAt.getTime() - r.occurredAt.getTime()) / 1000);
  });
  return { bins, region: { users: regionUsers.size, fixes: regionFixes, dwellSec: Math.round(regionDwell) } };
}

describe('issue 15: 热力图 heat map (spec §2 /heat-map, VIEW_HOT_SPOT)', () => {
  it('bins and the region’s dwell equal the raw events’, batches in order or shuffled with late fixes; under 5 users held back', async () => {
    const [a, b, c] = [inside[0]!, inside[Math.floor(inside.length / 2)]!, inside.at(-1)!];
    const events = [];
    // Six users walk a → b → c at 10:00 (20 s and 40 s apart), then stay at c at 11:00 for 90 s (one fix).
    for (let u = 0; u < 6; u++) {
      const [user, session] = [`heat-u${u}`, `heat-s${u}`];
      events.push(fix(user, session, at(10, u), a), fix(user, session, at(10, u + 20), b), fix(user, session, at(10, u + 60), c));
      events.push(fix(user, session, at(11, u), c), fix(user, session, at(11, u + 90), a));
    }
    // Four users at b at 12:00: that hour's bin is held back, the whole day's is not.
    for (let u = 0; u < 4; u++) events.push(fix(`heat-u${u}`, `heat-t${u}`, at(12, u), b));
    // Shuffled batches: later fixes first, so the earlier ones arrive late inside their tracks.
    const order = events.map((e, i) => ({ e, k: (i * 7919) % events.length })).sort((x, y) => x.k - y.k);
    for (let i = 0; i < order.length; i += 5) await collect(order.slice(i, i + 5).map((x) => x.e));

    const { body } = await heat(`levelId=${level}&from=${day}&to=${day}`);
    expect(body.code).toBe(0);
    const map = body.data!;
    const raw = await fromRaw();
    expect(map.minUsers).toBe(5);
    for (const [key, bin] of raw.bins) {
      if (key.includes('@')) continue;
      const [cx, cy] = key.split(',').map(Number);
      const shown = map.cells.find((x) => Math.floor(x.lng / CELL) === cx && Math.floor(x.lat / CELL) === cy);
      if (bin.users.size < 5) {
        expect(shown).toBeUndefined();
        continue;
      }
      expect(shown!.fixes).toBe(bin.fixes);
      for (let h = 0; h < 24; h++) {
        const hourBin = raw.bins.get(`${key}@${h}`);
        expect(shown!.hours[h]).toBe(hourBin && hourBin.users.size >= 5 ? hourBin.fixes : 0);
      }
    }
    const bCell = map.cells.find((x) => Math.floor(x.lng / CELL) === Math.floor(b[0] / CELL) && Math.floor(x.lat / CELL) === Math.floor(b[1] / CELL))!;
    expect(bCell.fixes).toBeGreaterThanOrEqual(10);
    expect(bCell.hours[10]).toBeGreaterThanOrEqual(6);
    expect(bCell.hours[12]).toBe(0);
    expect(map.heldBack.hours[12]).toBeGreaterThanOrEqual(1);
    const shownRegion = map.regions.find((r) => r.id === region.id)!;
    expect(shownRegion).toEqual({ id: region.id, name: region.name, nameEn: region.nameEn, ...raw.region });
    // The walk's share: 6 × (20 + 40) s at 10:00 and 6 × 60 s (capped from 90) at 11:00.
    expect(raw.region.dwellSec).toBeGreaterThanOrEqual(6 * 60 + 6 * 60);
  });

  it('a bin or region of fewer than 5 users is left out, and counted', async () => {
    const lone = inside[1]!;
    await collect([fix('heat-lone', 'heat-lone', at(20), lone)]);
    const map = (await heat(`levelId=${level}&from=${day}&to=${day}`)).body.data!;
    expect(map.cells.some((x) => Math.abs(x.lng - lone[0]) < 1e-9 && Math.abs(x.lat - lone[1]) < 1e-9)).toBe(false);
    expect(map.heldBack.day).toBeGreaterThanOrEqual(1);
    expect(map.heldBack.hours[20]).toBeGreaterThanOrEqual(1);
    // A day no one was there: no cells, and the level's regions are held back (no figures).
    const before = new Date(Date.parse(day) - 86_400_000).toISOString().slice(0, 10);
    const quiet = (await heat(`levelId=${level}&from=${before}&to=${before}`)).body.data!;
    expect(quiet.cells).toEqual([]);
    expect(quiet.regions.length).toBeGreaterThan(0);
    expect(quiet.regions.every((r) => r.users === null && r.dwellSec === null && r.fixes === null)).toBe(true);
  });

  it('bad input: a reversed range, one too long, one past the retention period, a level of another building or none (10005 naming the field, 10004)', async () => {
    const expectField = async (query: string, name: string) => {
      const { body } = await heat(query);
      expect(body.code).toBe(10005);
      expect(body.errors?.map((e) => e.field)).toEqual([name]);
    };
    const ago = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    await expectField(`levelId=${level}&from=${ago(0)}&to=${ago(1)}`, 'to');
    await expectField(`levelId=${level}&from=${ago(40)}&to=${ago(0)}`, 'to');
    await expectField(`levelId=${level}&from=${ago(40)}`, 'from');
    await expectField(`levelId=${level}&from=${ago(500)}&to=${ago(490)}`, 'from');
    await expectField(`levelId=999999`, 'levelId');
    expect((await heat(`levelId=${towerLevel}`)).body.code).toBe(10004);
    expect((await heat(`levelId=abc`)).body.code).toBe(10005);
  });
});
