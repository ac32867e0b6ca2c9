import { sql } from 'kysely';
import { DEMO_APP_KEYS } from '../../../../server/src/db/seed/appKeys.js';
import { listRegions } from '../../../../server/src/repos/region.js';
import type { LocationQuality } from '#contract/schemas/locationQuality.js';
import { APP_KEY_HEADER } from '#contract/schemas/usage.js';
import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login } from '../../helpers.js';
import { usageApi } from '#contract/endpoints/usage.js';
import { locationQualityApi } from '#contract/endpoints/locationQuality.js';

/**
 * Issue 15 定位功能 (spec §6 VIEW_LOCATION_FUNCTION): fixes per level, the percentiles of their estimated error and
 * the level's cells with their mean error equal what the raw events say; a level or cell of fewer than 5 distinct
 * users is held back and counted; bad input.
 */

const KEY = DEMO_APP_KEYS['demo-malls'];
const HOUR = 3_600_000;
// Written here apart from the server's: the heat map's grid (0.00005°), a poor fix above 5 m, 0.5 m buckets.
const CELL = 0.00005;
const POOR = 5;
const BUCKET = 0.5;
const ZONE_MS = 8 * HOUR; // Asia/Shanghai

let app: App;
let cookie: string;
let mall: number;
let levels: number[];
let towerLevel: number;
let centre: [number, number];

/** Four days back (within the collect call's 7 days), apart from the other suites' days. */
const day = new Date(Date.now() + ZONE_MS - 4 * 86_400_000).toISOString().slice(0, 10);
const at = (hour: number, seconds = 0) => Date.parse(`${day}T00:00:00Z`) - ZONE_MS + hour * HOUR + seconds * 1000;

beforeAll(async () => {
  app = await buildTestApp({ usage: { perAppMinute: 100_000 } });
  await app.ready();
  const buildings = await app.db.selectFrom('building').select(['id', 'name']).execute();
  mall = buildings.find((b) => b.name === '环球购物中心')!.id;
  // A corner of one of the mall's regions: the fixes fall on the mall, a cell's width apart.
  const ring = ((await listRegions(app.db, mall)).find((r) => r.geometry.type === 'Polygon')!.geometry.coordinates as number[][][])[0]!;
  centre = [Math.floor(ring[0]![0]! / CELL) * CELL, Math.floor(ring[0]![1]! / CELL) * CELL];
  const tower = buildings.find((b) => b.name === 'Other Co Tower')!.id;
  levels = (await app.db.selectFrom('level').select('id').where('buildingId', '=', mall).orderBy('ordinal').orderBy('id').execute()).map((l) => l.id);
  towerLevel = (await app.db.selectFrom('level').select('id').where('buildingId', '=', tower).executeTakeFirstOrThrow()).id;
  cookie = await login(app, DEMO.company);
});
afterAll(async () => app.close());

let seq = 0;
function fix(user: string, time: number, cell: [number, number], accuracy: number, levelId: number) {
  seq++;
  const [lng, lat] = [centre[0] + (cell[0] + 0.5) * CELL, centre[1] + (cell[1] + 0.5) * CELL];
  return {
    ...{ id: `quality-${seq}`, type: 'location', time: new Date(time).toISOString(), buildingId: mall, userId: user, sessionId: `${user}-s` },
    ...{ platform: 'wechat', appVersion: '1.0.0', brand: 'Apple', model: 'iPhone 15', os: 'iOS', osVersion: '17.5', network: 'wifi' },
    data: { levelId, lng, lat, accuracy, beacons: [] },
  };
}

async function collect(events: unknown[]) {
  const res = await app.inject({ method: 'POST', url: usageApi.collect.path, payload: { events }, headers: { [APP_KEY_HEADER]: KEY } });
  expect(res.json().data.rejected).toEqual([]);
}

const quality = (query: string) => call<LocationQuality>(app, `${locationQualityApi.quality.path}?buildingId=${mall}&${query}`, cookie);

/** Nearest-rank percentile of raw errors, as the upper edge of its 0.5 m bucket. */
const bucketEdgeOf = (sorted: number[], p: number) => {
  const value = sorted[Math.ceil(p * sorted.length) - 1]!;
  return (Math.floor(value / BUCKET + 1e-9) + 1) * BUCKET;
};

/** Per level and per cell of `level`, recomputed from the raw fixes in the database. */
async function fromRaw(level: number) {
  const rows = await sql<{ levelId: string; userId: string; lng: number; lat: number; accuracy: number }>`
    SELECT level_id, user_id, lng, lat, (data->>'accuracy')::float8 AS accuracy FROM usage_event
    WHERE building_id = ${mall} AND type = 'location' AND occurred_at >= ${new Date(at(0))} AND occurred_at < ${new Date(at(24))}`.execute(app.db);
  const perLevel = new Map<number, { users: Set<string>; errors: number[] }>();
  const cells = new Map<string, { users: Set<string>; errors: number[] }>();
  for (const r of rows.rows) {
    const l = perLevel.get(Number(r.levelId)) ?? { users: new Set<string>(), errors: [] };
    l.users.add(r.userId);
    l.errors.push(r.accuracy);
    perLevel.set(Number(r.levelId), l);
    if (Number(r.levelId) !== level) continue;
    const key = `${Math.floor(r.lng / CELL + 1e-9)},${Math.floor(r.lat / CELL + 1e-9)}`;
    const c = cells.get(key) ?? { users: new Set<string>(), errors: [] };
    c.users.add(r.userId);
    c.errors.push(r.accuracy);
    cells.set(key, c);
  }
  return { perLevel, cells };
}

describe('issue 15: 定位功能 location quality (spec §6 VIEW_LOCATION_FUNCTION)', () => {
  it('fixes, poor fixes and error percentiles per level, and the cells’ mean error, equal the raw events’; under 5 users held back', async () => {
    const [ground, upper, third] = levels;
    const events = [];
    // Seven users on the ground level: good fixes in one cell, poor ones in another, spread errors in a third.
    for (let u = 0; u < 7; u++) {
      const user = `quality-u${u}`;
      events.push(fix(user, at(10, u), [0, 0], 1.2 + u * 0.3, ground!));
      events.push(fix(user, at(10, 30 + u), [0, 0], 2.5, ground!));
      events.push(fix(user, at(11, u), [6, 2], 7 + u, ground!));
      events.push(fix(user, at(12, u), [3, -4], [0.4, 4.99, 5, 5.01, 12.5, 49.9, 75][u]!, ground!));
      // Five of them on the upper level too.
      if (u < 5) events.push(fix(user, at(13, u), [1, 1], 3 + u * 0.25, upper!));
    }
    // Three users on the third level: held back.
    for (let u = 0; u < 3; u++) events.push(fix(`quality-u${u}`, at(14, u), [2, 2], 4, third!));
    // A cell on the ground level with two users: left out, and counted.
    for (let u = 0; u < 2; u++) events.push(fix(`quality-u${u}`, at(15, u), [-5, 5], 9, ground!));
    for (let i = 0; i < events.length; i += 9) await collect(events.slice(i, i + 9));

    const { body } = await quality(`levelId=${ground}&from=${day}&to=${day}`);
    expect(body.code).toBe(0);
    const answer = body.data!;
    expect([answer.minUsers, answer.poorMetres, answer.bucketMetres, answer.openMetres]).toEqual([5, POOR, BUCKET, 50]);
    expect(answer.levels.map((l) => l.levelId)).toEqual(levels);
    const raw = await fromRaw(ground!);
    for (const row of answer.levels) {
      const l = raw.perLevel.get(row.levelId);
      if (!l) {
        expect(row).toMatchObject({ fixes: 0, users: 0, poor: 0, p50: null });
        continue;
      }
      if (l.users.size < 5) {
        expect(row).toEqual({ levelId: row.levelId, users: null, fixes: null, poor: null, p50: null, p90: null, p95: null });
        continue;
      }
      const sorted = [...l.errors].sort((a, b) => a - b);
      expect(row).toEqual({
        levelId: row.levelId,
        users: l.users.size,
        fixes: l.errors.length,
        poor: l.errors.filter((e) => e > POOR).length,
        p50: bucketEdgeOf(sorted, 0.5),
        p90: bucketEdgeOf(sorted, 0.9),
        p95: bucketEdgeOf(sorted, 0.95),
      });
    }
    expect(answer.levels.find((l) => l.levelId === third)!.fixes).toBeNull();
    expect(answer.levels.find((l) => l.levelId === upper)!.fixes).toBe(5);
    // The histogram holds every rated fix of the level, each in its bucket (75 m in the open last one).
    const groundErrors = raw.perLevel.get(ground!)!.errors;
    expect(answer.histogram!.reduce((a, b) => a + b, 0)).toBe(groundErrors.length);
    for (const [i, n] of answer.histogram!.entries()) {
      const last = i === answer.histogram!.length - 1;
      expect(n).toBe(groundErrors.filter((e) => (last ? e >= i * BUCKET : Math.floor(e / BUCKET + 1e-9) === i)).length);
    }
    expect(answer.histogram!.at(-1)).toBe(1);
    // Cells: each shown one equals the raw fixes there; the two-user cell is left out and counted.
    for (const [key, c] of raw.cells) {
      const [cx, cy] = key.split(',').map(Number);
      const shown = answer.cells.find((x) => Math.floor(x.lng / CELL) === cx && Math.floor(x.lat / CELL) === cy);
      if (c.users.size < 5) {
        expect(shown).toBeUndefined();
        continue;
      }
      const mean = c.errors.reduce((a, b) => a + b, 0) / c.errors.length;
      expect(shown).toEqual({
        lng: shown!.lng,
        lat: shown!.lat,
        fixes: c.errors.length,
        meanAccuracy: Math.round(mean * 100) / 100,
        poor: c.errors.filter((e) => e > POOR).length,
      });
    }
    expect(answer.cells).toHaveLength(3);
    expect(answer.heldBack).toBe(1);
    // The poor cell is poor throughout; the good one not at all.
    expect(answer.cells.map((c) => c.poor).sort((a, b) => a - b)).toEqual([0, 4, 7]);

    // The held-back level: no histogram, and its cells are not sent either.
    const held = (await quality(`levelId=${third}&from=${day}&to=${day}`)).body.data!;
    expect(held.histogram).toBeNull();
    expect(held.cells).toEqual([]);
    expect(held.heldBack).toBe(1);
  });

  it('bad input: a reversed range, one too long, one past the retention period, a level of another building or none (10005 naming the field, 10004)', async () => {
    const expectField = async (query: string, name: string) => {
      const { body } = await quality(query);
      expect(body.code).toBe(10005);
      expect(body.errors?.map((e) => e.field)).toEqual([name]);
    };
    const ago = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    const level = levels[0];
    await expectField(`levelId=${level}&from=${ago(0)}&to=${ago(1)}`, 'to');
    await expectField(`levelId=${level}&from=${ago(40)}&to=${ago(0)}`, 'to');
    await expectField(`levelId=${level}&from=${ago(40)}`, 'from');
    await expectField(`levelId=${level}&from=${ago(500)}&to=${ago(490)}`, 'from');
    await expectField(`levelId=999999`, 'levelId');
    expect((await quality(`levelId=${towerLevel}`)).body.code).toBe(10004);
    expect((await quality(`levelId=abc`)).body.code).toBe(10005);
    expect((await quality('')).body.code).toBe(10005);
  });
});
