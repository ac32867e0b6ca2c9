import { sql } from 'kysely';
import { DEMO_APP_KEYS } from '../../../../server/src/db/seed/appKeys.js';
import type { QrcodeAnalysis } from '#contract/schemas/qrcodeAnalysis.js';
import { APP_KEY_HEADER } from '#contract/schemas/usage.js';
import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login } from '../../helpers.js';
import { usageApi } from '#contract/endpoints/usage.js';
import { analysisApi } from '#contract/endpoints/analysis.js';

/**
 * Issue 15 二维码分析 (spec §2 /qrcode statistics, VIEW_QRCODE_ANALYSIS): scans per code and batch over the range,
 * the scan-to-navigation funnel (however late its events arrive) and the codes never scanned, equal to what the raw
 * events say; a code or batch of fewer than 5 scanners held back and counted; bad input.
 */

const KEY = DEMO_APP_KEYS['demo-malls'];
const HOUR = 3_600_000;
const MINUTE = 60_000;
const ZONE_MS = 8 * HOUR; // Asia/Shanghai.

let app: App;
let cookie: string;
let mall: number;
let codes: Array<{ id: number; name: string; scene: string; batch: string }>;

const day = new Date(Date.now() + ZONE_MS - 2 * 86_400_000).toISOString().slice(0, 10);
const at = (minute: number) => Date.parse(`${day}T00:00:00Z`) - ZONE_MS + 15 * HOUR + minute * MINUTE;

beforeAll(async () => {
  app = await buildTestApp({ usage: { perAppMinute: 100_000 } });
  await app.ready();
  mall = (await app.db.selectFrom('building').select('id').where('name', '=', '环球购物中心').executeTakeFirstOrThrow()).id;
  codes = (await app.db.selectFrom('qrcode').select(['id', 'name', 'scene', 'batch']).where('buildingId', '=', mall).orderBy('id').execute()).map((c) => ({
    ...c,
    id: Number(c.id),
  }));
  cookie = await login(app, DEMO.company);
});
afterAll(async () => app.close());

let seq = 0;
function event(user: string, session: string, minute: number, type: string, data: Record<string, unknown>) {
  seq++;
  return {
    ...{ id: `qra-${seq}`, type, time: new Date(at(minute)).toISOString(), buildingId: mall, userId: user, sessionId: session },
    ...{ platform: 'wechat', appVersion: '2.3.0', brand: 'OPPO', model: 'Find X7', os: 'Android', osVersion: '14', network: '4g' },
    data,
  };
}

async function collect(events: unknown[]) {
  const res = await app.inject({ method: 'POST', url: usageApi.collect.path, payload: { events }, headers: { [APP_KEY_HEADER]: KEY } });
  expect(res.json().data.rejected).toEqual([]);
}

const analysis = (query: string) => call<QrcodeAnalysis>(app, `${analysisApi.qrcode.path}?buildingId=${mall}&${query}`, cookie);

/** Per scene from the raw events of the day: scans, scanners, and each session's first scan with what followed it. */
async function fromRaw() {
  const rows = await sql<{ userId: string; sessionId: string; occurredAt: Date; type: string; scene: string | null }>`
    SELECT user_id, session_id, occurred_at, type, data ->> 'scene' AS scene FROM usage_event
    WHERE building_id = ${mall} AND type IN ('qr_scan', 'nav_start', 'nav_arrive') AND occurred_at >= ${new Date(at(-15 * 60))} AND occurred_at < ${new Date(at(9 * 60))}
    ORDER BY session_id, occurred_at, client_id`.execute(app.db);
  const per = new Map<string, { scans: number; users: Set<string>; sessions: number; navigated: number; arrived: number }>();
  const of = (scene: string) => per.get(scene) ?? (per.set(scene, { scans: 0, users: new Set(), sessions: 0, navigated: 0, arrived: 0 }), per.get(scene)!);
  for (const r of rows.rows.filter((x) => x.type === 'qr_scan')) {
    of(r.scene!).scans++;
    of(r.scene!).users.add(r.userId);
  }
  const sessions = new Set(rows.rows.map((r) => r.sessionId));
  for (const s of sessions) {
    const list = rows.rows.filter((r) => r.sessionId === s);
    const first = list.findIndex((r) => r.type === 'qr_scan');
    if (first < 0) continue;
    const acc = of(list[first]!.scene!);
    acc.sessions++;
    if (list.slice(first + 1).some((r) => r.type === 'nav_start')) acc.navigated++;
    if (list.slice(first + 1).some((r) => r.type === 'nav_arrive')) acc.arrived++;
  }
  return per;
}

describe('issue 15: 二维码分析 (spec §2 /qrcode statistics, VIEW_QRCODE_ANALYSIS)', () => {
  it('scans, scanners and the funnel per code and batch equal the raw events’, late events included; under 5 held back; never scanned listed', async () => {
    const batched = codes.filter((c) => c.batch !== '');
    const [a, b] = [batched[0]!, codes.find((c) => c.batch === '')!];
    const late = [];
    const first = [];
    for (let u = 0; u < 6; u++) {
      const [user, session] = [`qra-u${u}`, `qra-s${u}`];
      // The navigation reaches the server before the scan that came first: the funnel follows the raw order.
      if (u < 4) first.push(event(user, session, u + 2, 'nav_start', { toPoiId: 'x', distance: 50 }));
      if (u < 2) first.push(event(user, session, u + 9, 'nav_arrive', { toPoiId: 'x', distance: 50 }));
      late.push(event(user, session, u, 'qr_scan', { scene: a.scene }), event(user, session, u + 1, 'qr_scan', { scene: a.scene }));
    }
    // A navigation before the scan does not count.
    first.push(event('qra-u6', 'qra-s6', 0, 'nav_start', { toPoiId: 'x', distance: 50 }));
    late.push(event('qra-u6', 'qra-s6', 5, 'qr_scan', { scene: a.scene }));
    for (let u = 0; u < 3; u++) late.push(event(`qra-v${u}`, `qra-t${u}`, u, 'qr_scan', { scene: b.scene }));
    await collect(first);
    await collect(late);

    const { body } = await analysis(`from=${day}&to=${day}`);
    expect(body.code).toBe(0);
    const answer = body.data!;
    const raw = await fromRaw();
    for (const [scene, r] of raw) {
      const shown = answer.codes.find((c) => c.scene === scene);
      if (r.users.size < 5) expect(shown).toBeUndefined();
      else expect(shown).toMatchObject({ scans: r.scans, users: r.users.size, sessions: r.sessions, navigated: r.navigated, arrived: r.arrived });
    }
    expect(answer.codes.find((c) => c.scene === a.scene)).toEqual({
      id: a.id,
      name: a.name,
      scene: a.scene,
      batch: a.batch,
      scans: 13,
      users: 7,
      sessions: 7,
      navigated: 4,
      arrived: 2,
    });
    expect(answer.codes.some((c) => c.scene === b.scene)).toBe(false);
    expect(answer.heldBack.codes).toBeGreaterThanOrEqual(1);
    expect(answer.totals.scans).toBe([...raw.values()].reduce((n, r) => n + r.scans, 0));
    expect(answer.totals.users).toBe(new Set([...raw.values()].flatMap((r) => [...r.users])).size);
    expect(answer.days).toEqual([{ day, scans: answer.totals.scans }]);

    // The batch: the sum of its codes, its scans per day.
    const batch = answer.batches.find((x) => x.batch === a.batch)!;
    expect(batch).toMatchObject({
      scans: 13,
      users: 7,
      sessions: 7,
      navigated: 4,
      arrived: 2,
      perDay: [13],
      codes: batched.filter((c) => c.batch === a.batch).length,
    });

    // Never scanned (all time): the other codes of the building, not these two.
    const never = answer.neverScanned.map((c) => c.id);
    expect(never).not.toContain(a.id);
    expect(never).not.toContain(b.id);
    expect(answer.neverScannedTotal).toBe(codes.length - 2);
  });

  it('bad input: a reversed range, one too long, one past the retention period (10005 naming the field)', async () => {
    const ago = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    for (const [query, name] of [
      [`from=${ago(0)}&to=${ago(1)}`, 'to'],
      [`from=${ago(120)}&to=${ago(0)}`, 'to'],
      [`from=${ago(500)}&to=${ago(490)}`, 'from'],
    ] as const) {
      const { body } = await analysis(query);
      expect(body.code).toBe(10005);
      expect(body.errors?.map((e) => e.field)).toEqual([name]);
    }
  });
});
