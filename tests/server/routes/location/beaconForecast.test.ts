import type { Beacon } from '#contract/schemas/beacon.js';
import type { BeaconForecast } from '#contract/schemas/beaconForecast.js';
import { averageMicroAmp, lifeDays, reachesAt } from '../../../../server/src/services/beaconForecast.js';
import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login, post } from '../../helpers.js';
import { demoBuildings } from './poiFixtures.js';
import { beaconApi } from '#contract/endpoints/beacon.js';

/** Issue 13: the health board's battery replacement forecast, from interval and TX settings (GET beacon/forecast). */

let app: App;
const cookies: Record<string, string> = {};
let ids: Awaited<ReturnType<typeof demoBuildings>>;

beforeAll(async () => {
  app = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO)) cookies[key] = await login(app, email);
  ids = await demoBuildings(app.db);
});
afterAll(() => app.close());

const forecast = (query: string, who = 'company') => call<BeaconForecast>(app, `${beaconApi.forecast.path}?${query}`, cookies[who]);
const DAY = 86_400_000;

describe('issue 13: the battery model', () => {
  it('drains faster at a shorter interval and a higher TX power', () => {
    expect(lifeDays(0, 350)).toBeLessThan(lifeDays(0, 1000));
    expect(lifeDays(4, 1000)).toBeLessThan(lifeDays(0, 1000));
    expect(lifeDays(-20, 1000)).toBeGreaterThan(lifeDays(0, 1000));
    // A 1000 mAh cell at 0 dBm: about 7 years at 1 s, under 3 years at 350 ms (the vendors' order of magnitude).
    expect(lifeDays(0, 1000) / 365).toBeGreaterThan(6);
    expect(lifeDays(0, 1000) / 365).toBeLessThan(8);
    expect(lifeDays(0, 350) / 365).toBeLessThan(3);
    expect(averageMicroAmp(0, 1000)).toBeCloseTo(16, 0);
  });

  it('dates the threshold from the reading: half of a 100-day battery above the threshold is 50 days on', () => {
    const readAt = new Date('2026-01-01T00:00:00Z');
    expect(reachesAt(readAt, 70, 20, 100).toISOString()).toBe('2026-02-20T00:00:00.000Z');
    // A reading already below the threshold is due at the reading.
    expect(reachesAt(readAt, 10, 20, 100).getTime()).toBe(readAt.getTime());
  });
});

describe('issue 13: GET /api/location/beacon/forecast', () => {
  it('lists the mall beacons whose battery falls low within the horizon, soonest first, with the counts', async () => {
    const res = await forecast(`buildingId=${ids.mall}&days=365`);
    expect(res.body.code).toBe(0);
    const data = res.body.data!;
    expect(data.horizonDays).toBe(365);
    expect(data.model.lowBelow).toBe(20);
    expect(data.items.length).toBeGreaterThan(0);
    expect(data.counts.withinHorizon).toBe(data.items.length);
    const dates = data.items.map((i) => i.lowAt);
    expect([...dates].sort()).toEqual(dates);
    for (const item of data.items) expect(new Date(item.lowAt).getTime()).toBeLessThanOrEqual(Date.now() + 365 * DAY);
    // The seed's low batteries are already due.
    expect(data.counts.overdue).toBeGreaterThan(0);
    expect(data.counts.within30).toBeGreaterThanOrEqual(data.counts.overdue);
    expect(data.counts.within90).toBeGreaterThanOrEqual(data.counts.within30);
  });

  it('follows a beacon’s settings and reading: a fresh full battery at 1 s leaves the forecast, at 100 ms and +4 dBm half empty it enters', async () => {
    const { records } = (
      await call<{ records: Beacon[] }>(app, `${beaconApi.page.path}?buildingId=${ids.mall}&lifecycle=deployed&size=1&sort=id`, cookies.company)
    ).body.data!;
    const beacon = records[0];
    const now = new Date().toISOString();
    await post(
      app,
      beaconApi.update.path,
      { id: beacon.id, externalPower: false, battery: 100, batteryReadAt: now, txPower: 0, intervalMs: 1000 },
      cookies.company,
    );
    expect((await forecast(`buildingId=${ids.mall}&days=365`)).body.data!.items.map((i) => i.id)).not.toContain(beacon.id);
    await post(app, beaconApi.update.path, { id: beacon.id, battery: 50, batteryReadAt: now, txPower: 4, intervalMs: 100 }, cookies.company);
    const item = (await forecast(`buildingId=${ids.mall}&days=365`)).body.data!.items.find((i) => i.id === beacon.id)!;
    expect(item).toBeDefined();
    expect(item.lifeDays).toBe(Math.round(lifeDays(4, 100)));
    expect(new Date(item.lowAt).getTime() - new Date(now).getTime()).toBeCloseTo(0.3 * lifeDays(4, 100) * DAY, -4);
    // On external power there is nothing to replace.
    await post(app, beaconApi.update.path, { id: beacon.id, externalPower: true }, cookies.company);
    const after = (await forecast(`buildingId=${ids.mall}`)).body.data!;
    expect(after.items.map((i) => i.id)).not.toContain(beacon.id);
    expect(after.counts.externalPower).toBeGreaterThan(0);
  });

  it('answers 10004 for a level of another building or another company’s building, 10005 naming the field for an unknown level or a bad horizon', async () => {
    const office = await app.db.selectFrom('level').select('id').where('buildingId', '=', ids.office).executeTakeFirstOrThrow();
    const bad = await forecast(`buildingId=${ids.mall}&levelId=${office.id}`);
    expect(bad.body.code).toBe(10004);
    const unknown = await forecast(`buildingId=${ids.mall}&levelId=999999`);
    expect(unknown.body.code).toBe(10005);
    expect(unknown.body.errors?.map((e) => e.field)).toEqual(['levelId']);
    expect((await forecast(`buildingId=${ids.mall}`, 'other')).body.code).toBe(10004);
    const days = await forecast(`buildingId=${ids.mall}&days=0`);
    expect(days.body.code).toBe(10005);
    expect(days.body.errors?.map((e) => e.field)).toEqual(['days']);
  });
});
