import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { MIGRATIONS_DIR } from '../../../../server/src/db/migrate.js';
import { DEMO_APP_KEYS } from '../../../../server/src/db/seed/appKeys.js';
import type { PoiAnalysis } from '#contract/schemas/poiAnalysis.js';
import { APP_KEY_HEADER } from '#contract/schemas/usage.js';
import { ingestEvents } from '../../../../server/src/services/usage/ingest.js';
import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login } from '../../helpers.js';
import { usageApi } from '#contract/endpoints/usage.js';
import { analysisApi } from '#contract/endpoints/analysis.js';

/**
 * Issue 15 POI 分析 (spec §2 /poi, VIEW_POI_ANALYSIS): POIs and types by views, navigation starts and arrivals,
 * the conversion, the searched texts and those that found nothing, equal to what the raw events say; a POI, type
 * or text of fewer than 5 distinct users held back and counted; bad input.
 */

const KEY = DEMO_APP_KEYS['demo-malls'];
const HOUR = 3_600_000;
const ZONE_MS = 8 * HOUR; // The demo mall is in Asia/Shanghai.

let app: App;
let cookie: string;
let mall: number;
let pois: Array<{ id: string; name: string; typeId: number | null }>;

const day = new Date(Date.now() + ZONE_MS - 2 * 86_400_000).toISOString().slice(0, 10);
const at = (minute: number) => Date.parse(`${day}T00:00:00Z`) - ZONE_MS + 14 * HOUR + minute * 60_000;

beforeAll(async () => {
  app = await buildTestApp({ usage: { perAppMinute: 100_000 } });
  await app.ready();
  mall = (await app.db.selectFrom('building').select('id').where('name', '=', '环球购物中心').executeTakeFirstOrThrow()).id;
  const rows = await sql<{ id: string; name: string; typeId: string | null }>`SELECT f.id, f.properties ->> 'name' AS name,
      f.properties ->> 'poiTypeId' AS type_id FROM map_feature f JOIN building_version v ON v.id = f.version_id
    WHERE v.building_id = ${mall} AND v.status = 'published' AND f.feature_type = 'poi' AND f.properties ->> 'name' <> ''
      AND f.properties ->> 'poiTypeId' IS NOT NULL ORDER BY f.id LIMIT 3`.execute(app.db);
  pois = rows.rows.map((r) => ({ id: r.id, name: r.name, typeId: r.typeId === null ? null : Number(r.typeId) }));
  cookie = await login(app, DEMO.company);
});
afterAll(async () => app.close());

let seq = 0;
function event(user: string, minute: number, type: string, data: Record<string, unknown>) {
  seq++;
  return {
    ...{ id: `poi-${seq}`, type, time: new Date(at(minute)).toISOString(), buildingId: mall, userId: user, sessionId: `s-${user}` },
    ...{ platform: 'ios', appVersion: '5.1.0', brand: 'Apple', model: 'iPhone 16', os: 'iOS', osVersion: '18.1', network: 'wifi' },
    data,
  };
}

async function collect(events: unknown[]) {
  const res = await app.inject({ method: 'POST', url: usageApi.collect.path, payload: { events }, headers: { [APP_KEY_HEADER]: KEY } });
  expect(res.json().data.rejected).toEqual([]);
}

const analysis = (query: string) => call<PoiAnalysis>(app, `${analysisApi.poi.path}?buildingId=${mall}&${query}`, cookie);

/** The figures recomputed from the raw events of the day (or of [start, end)). */
async function fromRaw(start = at(-14 * 60), end = at(10 * 60)) {
  const rows = await sql<{ userId: string; type: string; data: Record<string, unknown> }>`SELECT user_id, type, data FROM usage_event
    WHERE building_id = ${mall} AND occurred_at >= ${new Date(start)} AND occurred_at < ${new Date(end)}`.execute(app.db);
  const per = new Map<string, { views: number; navStarts: number; arrivals: number; users: Set<string> }>();
  const texts = new Map<string, { searches: number; empty: number; users: Set<string> }>();
  for (const r of rows.rows) {
    const poi = r.type === 'poi_view' ? r.data.poiId : ['nav_start', 'nav_arrive', 'nav_cancel'].includes(r.type) ? r.data.toPoiId : null;
    if (typeof poi === 'string') {
      const p = per.get(poi) ?? { views: 0, navStarts: 0, arrivals: 0, users: new Set<string>() };
      p.users.add(r.userId);
      if (r.type === 'poi_view') p.views++;
      if (r.type === 'nav_start') p.navStarts++;
      if (r.type === 'nav_arrive') p.arrivals++;
      per.set(poi, p);
    }
    if (r.type === 'search') {
      const text = String(r.data.query).trim().replace(/\s+/g, ' ').toLowerCase();
      const t = texts.get(text) ?? { searches: 0, empty: 0, users: new Set<string>() };
      t.searches++;
      if (r.data.results === 0) t.empty++;
      t.users.add(r.userId);
      texts.set(text, t);
    }
  }
  return { per, texts };
}

describe('issue 15: POI 分析 (spec §2 /poi, VIEW_POI_ANALYSIS)', () => {
  it('POIs, types and search texts equal the raw events’; under 5 users held back and counted', async () => {
    const [a, b, c] = pois;
    const events = [];
    for (let u = 0; u < 6; u++) {
      const user = `poi-u${u}`;
      events.push(event(user, u, 'poi_view', { poiId: a!.id }), event(user, u + 1, 'poi_view', { poiId: a!.id }));
      if (u < 5) events.push(event(user, u + 2, 'nav_start', { toPoiId: a!.id, distance: 120 }));
      if (u < 3) events.push(event(user, u + 9, 'nav_arrive', { toPoiId: a!.id, distance: 120 }));
      events.push(event(user, u + 10, 'poi_view', { poiId: c!.id }));
      // The same text, typed differently.
      events.push(event(user, u + 20, 'search', { query: u % 2 ? ' Coffee   Bar ' : 'coffee bar', results: 4 }));
      if (u < 5) events.push(event(user, u + 30, 'search', { query: '充电宝', results: 0 }));
    }
    // Two users only: B and the text "rare" are held back.
    for (let u = 0; u < 2; u++)
      events.push(event(`poi-v${u}`, u, 'poi_view', { poiId: b!.id }), event(`poi-v${u}`, u + 1, 'search', { query: 'rare', results: 0 }));
    await collect(events.slice(0, 20));
    await collect(events.slice(20));

    const { body } = await analysis(`from=${day}&to=${day}`);
    expect(body.code).toBe(0);
    const answer = body.data!;
    const raw = await fromRaw();
    for (const [id, p] of raw.per) {
      const shown = answer.pois.find((x) => x.id === id);
      if (p.users.size < 5) expect(shown).toBeUndefined();
      else
        expect(shown).toMatchObject({
          users: p.users.size,
          views: p.views,
          navStarts: p.navStarts,
          arrivals: p.arrivals,
          conversion: p.navStarts ? Math.round((p.arrivals / p.navStarts) * 1000) / 1000 : null,
        });
    }
    expect(answer.pois.find((x) => x.id === a!.id)).toMatchObject({ name: a!.name, typeId: a!.typeId, views: 12, navStarts: 5, arrivals: 3, conversion: 0.6 });
    expect(answer.pois.some((x) => x.id === b!.id)).toBe(false);
    expect(answer.heldBack.pois).toBeGreaterThanOrEqual(1);
    expect(answer.totals.views).toBe([...raw.per.values()].reduce((n, p) => n + p.views, 0));

    // Types: the sums of their POIs, users distinct across them.
    const typeA = answer.types.find((t) => t.id === a!.typeId)!;
    const ofType = [...raw.per.entries()].filter(([id]) => pois.find((p) => p.id === id)?.typeId === a!.typeId);
    expect(typeA.views).toBeGreaterThanOrEqual(ofType.reduce((n, [, p]) => n + p.views, 0));
    expect(typeA.users).toBeGreaterThanOrEqual(6);

    for (const [text, t] of raw.texts) {
      const listed = answer.queries.find((q) => q.query === text);
      if (t.users.size < 5) expect(listed).toBeUndefined();
      else expect(listed).toEqual({ query: text, searches: t.searches, users: t.users.size });
    }
    expect(answer.queries.find((q) => q.query === 'coffee bar')).toEqual({ query: 'coffee bar', searches: 6, users: 6 });
    expect(answer.emptyQueries).toContainEqual({ query: '充电宝', searches: 5, users: 5 });
    expect(answer.emptyQueries.some((q) => q.query === 'rare')).toBe(false);
    expect(answer.heldBack.emptyQueries).toBeGreaterThanOrEqual(1);
    expect(answer.totals.searchesEmpty).toBe([...raw.texts.values()].reduce((n, t) => n + t.empty, 0));
  });

  it('bad input: a reversed range, one too long, one past the retention period (10005 naming the field)', async () => {
    const ago = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    for (const [query, name] of [
      [`from=${ago(0)}&to=${ago(1)}`, 'to'],
      [`from=${ago(120)}&to=${ago(0)}`, 'to'],
      [`from=${ago(120)}`, 'from'],
      [`from=${ago(500)}&to=${ago(490)}`, 'from'],
      ['from=2026-13-01', 'from'],
    ] as const) {
      const { body } = await analysis(query);
      expect(body.code).toBe(10005);
      expect(body.errors?.map((e) => e.field)).toEqual([name]);
    }
  });

  it('issue 32: any range of days, its whole months and weeks summed from their own rows and its edges from days, equals the raw events; so after migration 037 sums the days counted before it', async () => {
    const [a, , c] = pois;
    const demoApp = await app.db.selectFrom('app').select(['id', 'companyId']).where('appCode', '=', 'demo-malls').executeTakeFirstOrThrow();
    const localDay = (daysBack: number) => new Date(Date.now() + ZONE_MS - daysBack * 86_400_000).toISOString().slice(0, 10);
    const events = [];
    for (let k = 3; k <= 80; k++) {
      const base = Date.parse(`${localDay(k)}T10:00:00+08:00`);
      const point = (user: string, minute: number, type: string, data: Record<string, unknown>) => ({
        ...event(user, 0, type, data),
        id: `range-${k}-${user}-${minute}`,
        time: new Date(base + minute * 60_000).toISOString(),
      });
      for (let u = 0; u < 5 + (k % 3); u++) {
        const user = `range-u${u}`;
        for (let v = 0; v <= k % 2; v++) events.push(point(user, u * 10 + v, 'poi_view', { poiId: a!.id }));
        if (u < 5) events.push(point(user, u * 10 + 3, 'nav_start', { toPoiId: a!.id, distance: 80 }));
        if (u < 2 + (k % 3)) events.push(point(user, u * 10 + 4, 'nav_arrive', { toPoiId: a!.id, distance: 80 }));
        if (k % 5) events.push(point(user, u * 10 + 5, 'poi_view', { poiId: c!.id }));
        events.push(point(user, u * 10 + 6, 'search', { query: 'Range Text', results: k % 4 ? 2 : 0 }));
      }
    }
    for (let i = 0; i < events.length; i += 500) await ingestEvents(app.db, demoApp, events.slice(i, i + 500), { history: true });

    const month = new Date(Date.now() + ZONE_MS);
    const lastMonth = (day: number) => new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() - 1, day)).toISOString().slice(0, 10);
    const ranges = [
      [localDay(80), localDay(3)],
      [localDay(61), localDay(5)],
      [localDay(17), localDay(9)],
      [localDay(12), localDay(12)],
      [lastMonth(1), new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 0)).toISOString().slice(0, 10)],
      [lastMonth(2), lastMonth(20)],
    ];
    const answers = async () => {
      const out = [];
      for (const [from, to] of ranges) {
        const { body } = await analysis(`from=${from}&to=${to}`);
        expect(body.code, JSON.stringify(body)).toBe(0);
        out.push(body.data!);
      }
      return out;
    };
    const before = await answers();
    for (const [i, [from, to]] of ranges.entries()) {
      const raw = await fromRaw(Date.parse(`${from}T00:00:00+08:00`), Date.parse(`${to}T00:00:00+08:00`) + 86_400_000);
      const shown = (id: string) => before[i].pois.find((x) => x.id === id);
      for (const id of [a!.id, c!.id]) {
        const p = raw.per.get(id)!;
        expect({ from, to, id, figures: shown(id) }).toMatchObject({
          from,
          to,
          id,
          figures: { users: p.users.size, views: p.views, navStarts: p.navStarts, arrivals: p.arrivals },
        });
      }
      const text = raw.texts.get('range text')!;
      expect({ from, to, text: before[i].queries.find((q) => q.query === 'range text') }).toEqual({
        from,
        to,
        text: { query: 'range text', searches: text.searches, users: text.users.size },
      });
      expect(before[i].totals.searchesEmpty).toBe([...raw.texts.values()].reduce((n, t) => n + t.empty, 0));
      expect(before[i].totals.views).toBe([...raw.per.values()].reduce((n, p) => n + p.views, 0));
    }

    // A database counted before the weeks and months: its days' sums become them.
    await sql`DELETE FROM usage_count WHERE grain IN ('W', 'M') AND dim IN ('poi', 'query')`.execute(app.db);
    expect((await answers()).map((x) => x.totals.views)).not.toEqual(before.map((x) => x.totals.views));
    await sql.raw(await readFile(`${MIGRATIONS_DIR}/037_reach_weeks_months.sql`, 'utf8')).execute(app.db);
    expect(await answers()).toEqual(before);
  });
});
