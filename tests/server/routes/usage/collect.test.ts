import { sql } from 'kysely';
import { DEMO_APP_KEYS } from '../../../../server/src/db/seed/appKeys.js';
import { APP_KEY_HEADER, USAGE_LIMITS } from '#contract/schemas/usage.js';
import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login, type Envelope } from '../../helpers.js';
import { usageApi } from '#contract/endpoints/usage.js';
import { inOneMinute } from '../../minuteClock.js';
import { qrcodeApi } from '#contract/endpoints/qrcode.js';

/** Issue 14 "Events" and "Bad input": POST /api/collect with the location app's key. */

const KEY = DEMO_APP_KEYS['demo-malls'];
const HOUR = 3_600_000;

interface Result {
  accepted: number;
  duplicates: number;
  rejected: Array<{ index: number; field: string; message: string }>;
}

let app: App;
let mall: number;
let office: number;
let tower: number;
let officeLevel: number;
beforeAll(async () => {
  app = await buildTestApp({ usage: { perAppMinute: 5000 } });
  await app.ready();
  const buildings = await app.db.selectFrom('building').select(['id', 'name']).execute();
  mall = buildings.find((b) => b.name === '环球购物中心')!.id;
  office = buildings.find((b) => b.name === '科技园办公楼')!.id;
  tower = buildings.find((b) => b.name === 'Other Co Tower')!.id;
  const level = (buildingId: number) =>
    app.db.selectFrom('level').select('id').where('buildingId', '=', buildingId).orderBy('ordinal').executeTakeFirstOrThrow();
  officeLevel = (await level(office)).id;
});
afterAll(async () => app.close());

let seq = 0;
function event(over: Record<string, unknown> = {}) {
  seq++;
  return {
    id: `t-${seq}`,
    type: 'app_open',
    time: new Date().toISOString(),
    buildingId: mall,
    userId: `u_${seq}`,
    sessionId: `s_${seq}`,
    platform: 'wechat',
    appVersion: '3.2.0',
    brand: 'Huawei',
    model: 'Mate 60 Pro',
    os: 'HarmonyOS',
    osVersion: '4.2',
    network: 'wifi',
    ...over,
  };
}

async function collect(events: unknown[], key: string | null = KEY) {
  const res = await app.inject({
    method: 'POST',
    url: usageApi.collect.path,
    payload: { events },
    headers: key === null ? {} : { [APP_KEY_HEADER]: key },
  });
  return { status: res.statusCode, body: res.json<Envelope<Result>>() as Envelope<Result> & { data: Result } };
}

const count = async (metric: string, buildingId = mall) => {
  const row = await sql<{ n: number }>`SELECT coalesce(sum(n), 0)::int AS n FROM usage_count
    WHERE building_id = ${buildingId} AND metric = ${metric} AND dim = '' AND grain = 'D'`.execute(app.db);
  return row.rows[0].n;
};

describe('issue 14: POST /api/collect', () => {
  it('refuses a call without a valid app key with its own code 10008 (HTTP 401), never the admin session code 10002', async () => {
    for (const key of [null, 'ak_unknown', '']) {
      const { status, body } = await collect([event()], key);
      expect(status).toBe(401);
      expect(body.code).toBe(10008);
    }
  });

  it('refuses a disabled app with 10003 and stores nothing', async () => {
    await app.db.updateTable('app').set({ enabled: false }).where('appCode', '=', 'other-co').execute();
    const { status, body } = await collect([event({ buildingId: tower })], DEMO_APP_KEYS['other-co']);
    await app.db.updateTable('app').set({ enabled: true }).where('appCode', '=', 'other-co').execute();
    expect([status, body.code]).toEqual([403, 10003]);
  });

  it('stores the good events of a batch and answers the bad ones by index with the field named (nothing of them reaches the rollups)', async () => {
    const opensBefore = await count('opens');
    const { body } = await collect([
      event(),
      event({ platform: 'symbian' }),
      event({ type: 'location', data: { levelId: officeLevel, lng: 121.5, lat: 31.2, accuracy: 3, beacons: [] } }),
      event({ type: 'search', data: { query: '星巴克' } }),
      event({ buildingId: tower }),
      event({ time: new Date(Date.now() - (USAGE_LIMITS.lateDays + 1) * 24 * HOUR).toISOString() }),
      'not an event',
      event(),
    ]);
    expect(body.code).toBe(0);
    expect(body.data.accepted).toBe(2);
    expect(body.data.rejected.map((r) => [r.index, r.field])).toEqual([
      [1, 'events[1].platform'],
      [2, 'events[2].data.levelId'],
      [3, 'events[3].data.results'],
      [4, 'events[4].buildingId'],
      [5, 'events[5].time'],
      [6, 'events[6]'],
    ]);
    for (const r of body.data.rejected) expect(r.message).toMatch(/\S/);
    expect((await count('opens')) - opensBefore).toBe(2);
  });

  it('issue 32: an event whose text the database cannot hold (NUL) is rejected on its own; the batch’s good events are stored', async () => {
    const opensBefore = await count('opens');
    const { status, body } = await collect([
      event(),
      event({ brand: 'Hua\u0000wei' }),
      event({ type: 'search', data: { query: '星\u0000巴克', results: 2 } }),
      event({ brand: 'Tab\there, new\nline, back\\slash' }),
      event({ type: 'search', data: { query: '星巴克\t"1楼"\\N\r\n', results: 1 } }),
    ]);
    expect(status).toBe(200);
    expect(body.data.accepted).toBe(3);
    expect(body.data.rejected.map((r) => [r.index, r.field, r.message])).toEqual([
      [1, 'events[1].brand', 'Must not contain control characters'],
      [2, 'events[2].data.query', 'Must not contain control characters'],
    ]);
    expect((await count('opens')) - opensBefore).toBe(2);
    const brands = await app.db.selectFrom('usageEvent').select('brand').where('brand', 'like', 'Tab%').execute();
    expect(brands.map((b) => b.brand)).toEqual(['Tab\there, new\nline, back\\slash']);
    // Stored as sent, whichever way the rows went in (COPY's text format on PostgreSQL, unnest on PGlite).
    const searches = await sql<{ query: string }>`SELECT data->>'query' AS query FROM usage_event WHERE data->>'query' LIKE '星巴克%'`.execute(app.db);
    expect(searches.rows.map((r) => r.query)).toContain('星巴克\t"1楼"\\N\r\n');
  });

  it('counts a retried batch once (client event ids)', async () => {
    const batch = [event(), event({ type: 'app_close', data: { durationSec: 300 } })];
    const before = await count('opens');
    const first = await collect(batch);
    const again = await collect(batch);
    expect(first.body.data).toMatchObject({ accepted: 2, duplicates: 0 });
    expect(again.body.data).toMatchObject({ accepted: 0, duplicates: 2 });
    expect((await count('opens')) - before).toBe(1);
    const stored = await app.db.selectFrom('usageEvent').select('clientId').where('clientId', 'in', [batch[0].id, batch[1].id]).execute();
    expect(stored).toHaveLength(2);
  });

  it('counts a late event (days old) in the hour it happened', async () => {
    const at = Date.now() - 3 * 24 * HOUR;
    const hour = new Date(at - (at % HOUR));
    await collect([event({ time: new Date(at).toISOString() })]);
    const row = await app.db
      .selectFrom('usageCount')
      .select('n')
      .where('buildingId', '=', mall)
      .where('metric', '=', 'opens')
      .where('dim', '=', '')
      .where('grain', '=', 'H')
      .where('period', '=', hour)
      .executeTakeFirst();
    expect(row?.n).toBeGreaterThanOrEqual(1);
  });

  it('updates a beacon’s last seen and battery from a location fix that heard it', async () => {
    const beacon = await app.db.selectFrom('beacon').selectAll().where('buildingId', '=', mall).where('externalPower', '=', false).executeTakeFirstOrThrow();
    const time = new Date(Math.floor(Date.now() / 1000) * 1000);
    const { body } = await collect([
      event({
        type: 'location',
        time: time.toISOString(),
        data: {
          levelId: beacon.levelId,
          lng: beacon.lng,
          lat: beacon.lat,
          accuracy: 2.5,
          beacons: [{ uuid: beacon.uuid.toUpperCase(), major: beacon.major, minor: beacon.minor, rssi: -70, battery: 42 }],
        },
      }),
    ]);
    expect(body.data.accepted).toBe(1);
    const after = await app.db.selectFrom('beacon').selectAll().where('id', '=', beacon.id).executeTakeFirstOrThrow();
    expect(after.lastSeenAt?.getTime()).toBe(time.getTime());
    expect(after.battery).toBe(42);
    expect(after.batteryReadAt?.getTime()).toBe(time.getTime());
  });

  it('issue 14: a beacon heard again keeps its last seen to the minute and a newer battery reading when it differs', async () => {
    const beacon = await app.db
      .selectFrom('beacon')
      .selectAll()
      .where('buildingId', '=', mall)
      .where('externalPower', '=', false)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const start = Math.floor(Date.now() / 1000) * 1000 - 10 * 60_000;
    const fix = (at: number, battery: number) =>
      event({
        type: 'location',
        time: new Date(at).toISOString(),
        data: {
          levelId: beacon.levelId,
          lng: beacon.lng,
          lat: beacon.lat,
          accuracy: 3,
          beacons: [{ uuid: beacon.uuid, major: beacon.major, minor: beacon.minor, rssi: -80, battery }],
        },
      });
    const read = () => app.db.selectFrom('beacon').select(['lastSeenAt', 'battery', 'batteryReadAt']).where('id', '=', beacon.id).executeTakeFirstOrThrow();
    await collect([fix(start, 60)]);
    // 20 s later, the same battery: nothing to write.
    await collect([fix(start + 20_000, 60)]);
    expect(await read()).toEqual({ lastSeenAt: new Date(start), battery: 60, batteryReadAt: new Date(start) });
    // 30 s later, a different battery: the reading and the sighting are kept.
    await collect([fix(start + 30_000, 59)]);
    expect(await read()).toEqual({ lastSeenAt: new Date(start + 30_000), battery: 59, batteryReadAt: new Date(start + 30_000) });
    // Two minutes on, the same battery: last seen moves, and the reading with it.
    await collect([fix(start + 150_000, 59)]);
    expect(await read()).toEqual({ lastSeenAt: new Date(start + 150_000), battery: 59, batteryReadAt: new Date(start + 150_000) });
    // An older fix moves neither back.
    await collect([fix(start - 60_000, 70)]);
    expect(await read()).toEqual({ lastSeenAt: new Date(start + 150_000), battery: 59, batteryReadAt: new Date(start + 150_000) });
  });

  it('issue 13 QR list: a code’s scans are the qr_scan events reported for its scene', async () => {
    const code = await app.db.selectFrom('qrcode').select(['id', 'scene']).where('buildingId', '=', mall).orderBy('id').executeTakeFirstOrThrow();
    const scan = () => event({ type: 'qr_scan', data: { scene: code.scene } });
    await collect([scan(), scan(), event({ type: 'qr_scan', data: { scene: 'not-a-code' } })]);
    const cookie = await login(app, DEMO.company);
    const { body } = await call<{ records: Array<{ id: number; scans: number }> }>(app, `${qrcodeApi.page.path}?buildingId=${mall}&page=1&size=200`, cookie);
    const records = body.data!.records;
    expect(records.find((r) => r.id === code.id)?.scans).toBe(2);
    expect(records.filter((r) => r.id !== code.id && r.scans > 0).map((r) => r.id)).toEqual([]);
  });

  it('refuses a batch past the app’s events per minute with 10007 and Retry-After, storing none of it', async () => {
    const limited = await buildTestApp({ usage: { perAppMinute: 3 } });
    await limited.ready();
    const send = (n: number) =>
      limited.inject({
        method: 'POST',
        url: usageApi.collect.path,
        payload: { events: Array.from({ length: n }, () => event()) },
        headers: { [APP_KEY_HEADER]: KEY },
      });
    // The limit counts per clock minute: both batches fall in one.
    await inOneMinute(async () => {
      expect((await send(3)).json<Envelope>().code).toBe(0);
      const refused = await send(1);
      expect(refused.json<Envelope>().code).toBe(10007);
      expect(Number(refused.headers['retry-after'])).toBe(59);
    });
    await limited.close();
  });

  it('refuses a batch over the documented size (10005 naming events)', async () => {
    const { body } = await collect(Array.from({ length: USAGE_LIMITS.batch + 1 }, () => event()));
    expect(body.code).toBe(10005);
    expect(body.errors?.[0].field).toBe('events');
  });
});
