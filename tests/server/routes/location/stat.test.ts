import { DEMO_APP_KEYS } from '../../../../server/src/db/seed/appKeys.js';
import type { StatClicks } from '#contract/schemas/stat.js';
import { APP_KEY_HEADER } from '#contract/schemas/usage.js';
import type { App } from '../../../../server/src/types.js';
import type { CheckedEvent } from '../../../../server/src/usage/check.js';
import { eventCounts } from '../../../../server/src/usage/rollup.js';
import { DEMO, buildTestApp, call, login, post } from '../../helpers.js';
import { usageApi } from '#contract/endpoints/usage.js';
import { statApi } from '#contract/endpoints/stat.js';
import { appGroupApi } from '#contract/endpoints/appGroup.js';

/**
 * Issue 16, spec §2 /stat 点击统计: GET /api/location/stat/clicks counts the apps' `feature_click` events, sent here
 * through POST /api/collect with the apps' keys, per feature, app and local day of the building (Asia/Shanghai).
 */

const DAY_MS = 86_400_000;
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
// Three days ago on the demo mall's wall clock (Asia/Shanghai, UTC+8 all year): within the seven days events may be late.
const D = addDays(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10), -3);
const D1 = addDays(D, 1);
const FLOOR = 'hB·楼层切换';
const NAV = 'hB·室内导航';

let app: App;
const cookies: Record<string, string> = {};
let ids: { mall: number; office: number; tower: number; demoApp: number; otherApp: number };

let seq = 0;
function click(buildingId: number, feature: string, localTime: string) {
  seq++;
  return {
    id: `stat-${seq}`,
    type: 'feature_click',
    time: new Date(`${localTime}+08:00`).toISOString(),
    buildingId,
    userId: `stat_u_${seq % 3}`,
    sessionId: `stat_s_${seq}`,
    platform: 'wechat',
    appVersion: '3.2.0',
    brand: 'Huawei',
    model: 'Mate 60 Pro',
    os: 'HarmonyOS',
    osVersion: '4.2',
    network: 'wifi',
    data: { feature },
  };
}
const times = <T>(n: number, make: () => T) => Array.from({ length: n }, make);

async function collect(key: string, events: unknown[]) {
  const res = await app.inject({ method: 'POST', url: usageApi.collect.path, payload: { events }, headers: { [APP_KEY_HEADER]: key } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json<{ data: { accepted: number } }>().data.accepted).toBe(events.length);
}

beforeAll(async () => {
  app = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO)) cookies[key] = await login(app, email);
  const bs = await app.db.selectFrom('building').select(['id', 'name', 'appId']).execute();
  const b = (name: string) => bs.find((x) => x.name === name)!;
  ids = {
    mall: b('环球购物中心').id,
    office: b('科技园办公楼').id,
    tower: b('Other Co Tower').id,
    demoApp: b('环球购物中心').appId!,
    otherApp: b('Other Co Tower').appId!,
  };
  // The mall: 3 clicks late on D and 2 just after its midnight (one UTC day, two local days); the office, same app, 4 on D.
  await collect(DEMO_APP_KEYS['demo-malls'], [
    ...times(3, () => click(ids.mall, FLOOR, `${D}T23:30:00`)),
    ...times(2, () => click(ids.mall, FLOOR, `${D1}T00:30:00`)),
    click(ids.mall, NAV, `${D}T12:00:00`),
    ...times(4, () => click(ids.office, FLOOR, `${D}T10:00:00`)),
  ]);
  // Another company's app: 5 on D+1.
  await collect(
    DEMO_APP_KEYS['other-co'],
    times(5, () => click(ids.tower, FLOOR, `${D1}T10:00:00`)),
  );
}, 60_000);
afterAll(() => app.close());

async function clicks(query: Record<string, string | number | boolean>, cookie = cookies.platform) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return call<StatClicks>(app, `${statApi.clicks.path}?${search}`, cookie);
}
async function ok(query: Record<string, string | number | boolean>) {
  const { body } = await clicks(query);
  expect(body.code, JSON.stringify(body).slice(0, 400)).toBe(0);
  return body.data!;
}
const seriesOf = (s: StatClicks, feature: string) => s.series.find((x) => x.feature === feature)!.points;

describe('issue 16: 点击统计 counts the feature clicks sent through POST /api/collect', () => {
  it('ranks the features of every app with their clicks and share, and gives each app its total', async () => {
    const s = await ok({ from: D, to: D1, granularity: 'DAY' });
    const floor = s.features.find((f) => f.feature === FLOOR)!;
    expect(floor.clicks).toBe(3 + 2 + 4 + 5);
    expect(s.features.find((f) => f.feature === NAV)!.clicks).toBe(1);
    expect(floor.share).toBeCloseTo(floor.clicks / s.total, 10);
    expect(s.total).toBe(s.features.reduce((a, f) => a + f.clicks, 0));
    expect(s.features.map((f) => f.clicks)).toEqual([...s.features.map((f) => f.clicks)].sort((a, b) => b - a));
    expect(s.periods).toEqual([D, D1]);
    expect(s.timeZones).toContain('Asia/Shanghai');
    const only = await ok({ from: D, to: D1, feature: FLOOR });
    const app = (id: number) => only.apps.find((a) => a.appId === id)!.clicks;
    expect(app(ids.demoApp)).toBe(9);
    expect(app(ids.otherApp)).toBe(5);
    expect(only.total).toBe(14);
  });

  it('counts per local day of the building (Asia/Shanghai, not UTC) and narrows to one app', async () => {
    const s = await ok({ from: D, to: D1, granularity: 'DAY', appId: ids.demoApp, feature: FLOOR });
    expect(s.appId).toBe(ids.demoApp);
    // D: 3 at 23:30 + 4 at the office; D+1: the 2 after midnight (in UTC all 9 would fall on D).
    expect(seriesOf(s, FLOOR)).toEqual([7, 2]);
    const other = await ok({ from: D, to: D1, appId: ids.otherApp, feature: FLOOR });
    expect(seriesOf(other, FLOOR)).toEqual([0, 5]);
    const hours = await ok({ from: D, to: D1, granularity: 'HOUR', appId: ids.demoApp, feature: FLOOR });
    expect(hours.periods).toHaveLength(48);
    const at = (label: string) => seriesOf(hours, FLOOR)[hours.periods.indexOf(label)];
    expect([at(`${D}T10:00`), at(`${D}T23:00`), at(`${D1}T00:00`)]).toEqual([4, 3, 2]);
  });

  it('compares with the previous period and sums weeks', async () => {
    const s = await ok({ from: D1, to: D1, compare: true, appId: ids.demoApp, feature: FLOOR });
    expect([s.total, s.previousTotal, s.previousFrom]).toEqual([2, 7, D]);
    expect(s.features[0]).toMatchObject({ feature: FLOOR, clicks: 2, previous: 7 });
    const weeks = await ok({ from: D, to: D1, granularity: 'WEEK', feature: FLOOR });
    expect(seriesOf(weeks, FLOOR).reduce((a, n) => a + n, 0)).toBe(14);
  });

  it('narrows to an 应用分组: its apps’ clicks and only its apps listed; an app outside it, or an unknown group, counts none', async () => {
    const added = await post<{ id: number }>(app, appGroupApi.add.path, { name: `hB stat ${Date.now()}`, appIds: [ids.otherApp] }, cookies.platform);
    expect(added.body.code).toBe(0);
    const group = added.body.data!.id;
    const s = await ok({ from: D, to: D1, appGroupId: group, feature: FLOOR });
    expect([s.total, s.appGroupId, seriesOf(s, FLOOR)]).toEqual([5, group, [0, 5]]);
    expect(s.apps.map((a) => a.appId)).toEqual([ids.otherApp]);
    expect((await ok({ from: D, to: D1, appGroupId: group, appId: ids.otherApp, feature: FLOOR })).total).toBe(5);
    expect((await ok({ from: D, to: D1, appGroupId: group, appId: ids.demoApp })).total).toBe(0);
    const unknown = await ok({ from: D, to: D1, appGroupId: group + 1000 });
    expect([unknown.total, unknown.apps, unknown.timeZones]).toEqual([0, [], []]);
  });

  it('answers an empty range with no features and zero clicks per app', async () => {
    const s = await ok({ from: '2020-01-01', to: '2020-01-07' });
    expect([s.total, s.features, s.series]).toEqual([0, [], []]);
    expect(s.apps.every((a) => a.clicks === 0)).toBe(true);
  });
});

describe('issue 16: 点击统计 bad input and access', () => {
  it.each([
    [{ from: D1, to: D }, 'to'],
    [{ from: '2026-01-01', to: '2026-01-09', granularity: 'HOUR' }, 'granularity'],
    [{ from: '2024-01-01', to: '2026-01-09', granularity: 'DAY' }, 'granularity'],
    [{ from: D, to: D1, granularity: 'YEAR' }, 'granularity'],
    [{ from: '2026-02-30', to: D1 }, 'from'],
    [{ from: D, to: D1, appId: 999999 }, 'appId'],
    [{ from: D, to: D1, feature: 'x'.repeat(51) }, 'feature'],
  ])('%j -> 10005 naming %s', async (query, name) => {
    const { body } = await clicks(query);
    expect(body.code).toBe(10005);
    expect(body.errors?.map((e) => e.field)).toContain(name);
  });

  it('refuses company and business administrators (10003) and anonymous calls', async () => {
    for (const who of ['company', 'business', 'other']) expect((await clicks({ from: D, to: D1 }, cookies[who])).body.code).toBe(10003);
    expect((await clicks({ from: D, to: D1 }, '')).body.code).toBe(10002);
  });
});

describe('issue 16: the feature-click rollup', () => {
  it('adds one click per event to its feature in the hour and the local day', () => {
    const at = Date.parse(`${D}T23:30:00+08:00`);
    const e = { type: 'feature_click', at, buildingId: 7, data: { feature: FLOOR } } as unknown as CheckedEvent;
    const rows = eventCounts([e, e], () => 'Asia/Shanghai')
      .list()
      .filter((r) => r.metric === 'featureClicks');
    expect(rows.map((r) => [r.grain, r.period, r.dim, r.value, r.n])).toEqual([
      ['D', Date.parse(`${D}T00:00:00+08:00`), 'feature', FLOOR, 2],
      ['H', Date.parse(`${D}T23:00:00+08:00`), 'feature', FLOOR, 2],
    ]);
  });
});
