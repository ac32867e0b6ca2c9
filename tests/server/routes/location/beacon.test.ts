import type { Beacon, BeaconPage, BeaconStatistics } from '#contract/schemas/beacon.js';
import { DEMO_BEACON_PLANS, seedBeacons } from '../../../../server/src/db/seed/beacons.js';
import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login, post } from '../../helpers.js';
import { demoBuildings } from './poiFixtures.js';
import { beaconApi } from '#contract/endpoints/beacon.js';

/** Issue 13 (spec §2 信标管理, §6 VIEW_BEACON_LIST / VIEW_BEACON_DISTRIBUTION / UPLOAD_BEACON, §7 beacon/page, beacon/statistics). */

let app: App;
const cookies: Record<string, string> = {};
let ids: Record<'mall' | 'office' | 'tower', number>;
let levels: Record<'mall' | 'office' | 'tower', Array<{ id: number; name: string }>>;

beforeAll(async () => {
  app = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO)) cookies[key] = await login(app, email);
  cookies.analyst = await login(app, 'analyst@demo.local');
  ids = await demoBuildings(app.db);
  const of = (buildingId: number) => app.db.selectFrom('level').select(['id', 'name']).where('buildingId', '=', buildingId).orderBy('ordinal').execute();
  levels = { mall: await of(ids.mall), office: await of(ids.office), tower: await of(ids.tower) };
});
afterAll(() => app.close());

const page = (query: string, who = 'company') => call<BeaconPage>(app, `${beaconApi.page.path}?${query}`, cookies[who]);
const stats = (buildingId: number, who = 'company') => call<BeaconStatistics>(app, `${beaconApi.statistics.path}?buildingId=${buildingId}`, cookies[who]);
const one = (id: number, who = 'company') => call<Beacon>(app, `${beaconApi.one.path}?id=${id}`, cookies[who]);
const add = (body: object, who = 'company') => post<Beacon>(app, beaconApi.add.path, body, cookies[who]);
const update = (body: object, who = 'company') => post<Beacon>(app, beaconApi.update.path, body, cookies[who]);
const remove = (body: object, who = 'company') => post<{ ids: number[] }>(app, beaconApi.delete.path, body, cookies[who]);
const fields = (res: { body: { errors?: Array<{ field: string }> } }) => (res.body.errors ?? []).map((e) => e.field).sort();

/** A valid new beacon on the mall's 1F, at the position of an existing 1F beacon (inside the level). */
async function sample(overrides: object = {}) {
  const level = levels.mall[1];
  const anchor = (await page(`buildingId=${ids.mall}&levelId=${level.id}&size=1`)).body.data!.records[0];
  return {
    buildingId: ids.mall,
    levelId: level.id,
    uuid: 'B9407F30-F5F8-466E-AFF9-25556B57FE6D',
    major: 60000,
    minor: Math.floor(Math.random() * 60000),
    mac: 'c3-00-1a-2b-3c-4d',
    name: ' 测试信标 ',
    lng: anchor.lng,
    lat: anchor.lat,
    ...overrides,
  };
}

describe('issue 13: the demo deployment', () => {
  it('gives the mall a few hundred beacons over its four levels, the office a few dozen, inside their levels', async () => {
    const mall = (await stats(ids.mall)).body.data!;
    expect(mall.total).toBeGreaterThanOrEqual(200);
    expect(mall.total).toBeLessThan(400);
    expect(mall.levels).toHaveLength(4);
    for (const level of mall.levels) expect(level.total).toBeGreaterThan(30);
    expect(mall.lifecycle.planned).toBeGreaterThan(0);
    expect(mall.lifecycle.retired).toBeGreaterThan(0);
    expect(mall.health.batteryLow).toBeGreaterThan(0);
    expect(mall.health.unseen).toBeGreaterThan(0);
    expect(mall.health.neverSeen).toBeGreaterThan(0);
    expect(mall.health.healthy).toBeGreaterThan(mall.lifecycle.deployed / 2);
    const office = (await stats(ids.office)).body.data!;
    expect(office.total).toBeGreaterThanOrEqual(24);
    expect(office.total).toBeLessThan(60);
  });

  it('is the same on every seed (fixed pseudo-random generator)', async () => {
    const fresh = await buildTestApp();
    try {
      const stable = (buildingId: number) =>
        fresh.db
          .selectFrom('beacon')
          .select(['levelId', 'uuid', 'major', 'minor', 'mac', 'name', 'lng', 'lat', 'lifecycle', 'battery', 'externalPower', 'firmware', 'installedBy'])
          .where('buildingId', '=', buildingId)
          .orderBy('major')
          .orderBy('minor')
          .execute();
      const seeded = await stable(ids.mall);
      await fresh.db.deleteFrom('beacon').where('buildingId', '=', ids.mall).execute();
      expect(await seedBeacons(fresh.db, ids.mall, DEMO_BEACON_PLANS.mall)).toBe(seeded.length);
      expect(await stable(ids.mall)).toEqual(seeded);
    } finally {
      await fresh.close();
    }
  });
});

describe('issue 13 / spec §7: GET /api/location/beacon/page and /statistics', () => {
  it('pages with the level name and health, and filters by level, lifecycle, health and text', async () => {
    const all = (await page(`buildingId=${ids.mall}&page=1&size=20`)).body;
    expect(all.code).toBe(0);
    expect(all.data!.records).toHaveLength(20);
    const first = all.data!.records[0];
    expect(first).toMatchObject({ buildingId: ids.mall, levelName: expect.any(String), uuid: 'fda50693-a4e2-4fb1-afcf-c6eb07647825' });
    const level = levels.mall[0];
    const onLevel = (await page(`buildingId=${ids.mall}&levelId=${level.id}&size=200`)).body.data!;
    expect(onLevel.records.every((b) => b.levelId === level.id)).toBe(true);
    const retired = (await page(`buildingId=${ids.mall}&lifecycle=retired&size=200`)).body.data!;
    expect(retired.total).toBeGreaterThan(0);
    expect(retired.records.every((b) => b.lifecycle === 'retired' && b.health === null)).toBe(true);
    const low = (await page(`buildingId=${ids.mall}&health=batteryLow&size=200`)).body.data!;
    expect(low.records.every((b) => b.lifecycle === 'deployed' && b.battery! < 20 && !b.externalPower)).toBe(true);
    const unseen = (await page(`buildingId=${ids.mall}&health=unseen&size=200`)).body.data!;
    expect(unseen.records.every((b) => Date.now() - Date.parse(b.lastSeenAt!) > 24 * 3_600_000)).toBe(true);
    const never = (await page(`buildingId=${ids.mall}&health=neverSeen`)).body.data!;
    expect(never.records.every((b) => b.lastSeenAt === null)).toBe(true);
    const byName = (await page(`buildingId=${ids.mall}&q=${encodeURIComponent(first.name)}`)).body.data!;
    expect(byName.records.map((b) => b.id)).toContain(first.id);
    const byMac = (await page(`buildingId=${ids.mall}&q=${first.mac!.replace(/:/g, '').toLowerCase()}`)).body.data!;
    expect(byMac.records.map((b) => b.id)).toContain(first.id);
    const sorted = (await page(`buildingId=${ids.mall}&sort=battery&order=desc&size=200`)).body.data!.records.map((b) => b.battery);
    const known = sorted.filter((b): b is number => b !== null);
    expect(known).toEqual([...known].sort((a, b) => b - a));
    expect(sorted.slice(0, known.length)).toEqual(known); // unknown batteries last
  });

  it('counts per level add up to the totals', async () => {
    const s = (await stats(ids.mall)).body.data!;
    expect(s.levels.reduce((n, l) => n + l.total, 0)).toBe(s.total);
    expect(s.lifecycle.planned + s.lifecycle.deployed + s.lifecycle.retired).toBe(s.total);
    expect(s.health.healthy + s.health.batteryLow + s.health.unseen + s.health.neverSeen).toBe(s.lifecycle.deployed);
  });

  it('spec §6: reads need VIEW_BEACON_LIST or VIEW_BEACON_DISTRIBUTION on the building (business admin: the mall only)', async () => {
    expect((await page(`buildingId=${ids.mall}`, 'business')).body.code).toBe(0);
    expect((await page(`buildingId=${ids.office}`, 'business')).body.code).toBe(10003);
    expect((await stats(ids.mall, 'analyst')).body.code).toBe(10003);
    expect((await page(`buildingId=${ids.mall}`, 'other')).body.code).toBe(10004);
    expect((await stats(ids.tower, 'company')).body.code).toBe(10004);
  });

  it('issue 10/13: a level of another building is 10004; a level that exists nowhere is 10005 naming levelId', async () => {
    expect((await page(`buildingId=${ids.mall}&levelId=${levels.office[0].id}`)).body.code).toBe(10004);
    const res = await page(`buildingId=${ids.mall}&levelId=999999`);
    expect(res.body.code).toBe(10005);
    expect(fields(res)).toEqual(['levelId']);
  });
});

describe('issue 13: add, edit, retire and delete', () => {
  it('adds a beacon (normalised UUID and MAC, defaults), reads it, changes it, retires it and deletes it', async () => {
    const res = await add(await sample({ battery: 80 }));
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const created = res.body.data!;
    expect(created).toMatchObject({
      uuid: 'b9407f30-f5f8-466e-aff9-25556b57fe6d',
      mac: 'C3:00:1A:2B:3C:4D',
      name: '测试信标',
      lifecycle: 'planned',
      health: null,
      measuredPower: -59,
      txPower: 0,
      intervalMs: 1000,
      battery: 80,
      lastSeenAt: null,
    });
    expect(Date.now() - Date.parse(created.batteryReadAt!)).toBeLessThan(60_000);
    expect((await one(created.id)).body.data).toEqual(created);

    const changed = await update({ id: created.id, lifecycle: 'deployed', name: 'B1 东门', externalPower: true, installedOn: '2025-03-14' });
    expect(changed.body.code, JSON.stringify(changed.body)).toBe(0);
    expect(changed.body.data).toMatchObject({
      name: 'B1 东门',
      lifecycle: 'deployed',
      health: 'neverSeen',
      battery: null,
      externalPower: true,
      installedOn: '2025-03-14',
    });

    const retired = await update({ id: created.id, lifecycle: 'retired' });
    expect(retired.body.data).toMatchObject({ lifecycle: 'retired', name: 'B1 东门', health: null });

    expect((await remove({ id: created.id })).body).toMatchObject({ code: 0, data: { ids: [created.id] } });
    expect((await one(created.id)).body.code).toBe(10004);
  });

  it('issue 13: UUID + major + minor is unique per building (10006 naming minor); another building may reuse it', async () => {
    const existing = (await page(`buildingId=${ids.mall}&size=1&sort=id`)).body.data!.records[0];
    const res = await add(await sample({ uuid: existing.uuid.toUpperCase(), major: existing.major, minor: existing.minor }));
    expect(res.body.code).toBe(10006);
    expect(fields(res)).toEqual(['minor']);
    expect(res.body.errors![0].message).toContain(existing.name);
    const office = (await page(`buildingId=${ids.office}&size=1`)).body.data!.records[0];
    const elsewhere = await add({
      ...(await sample()),
      buildingId: ids.office,
      levelId: office.levelId,
      lng: office.lng,
      lat: office.lat,
      uuid: existing.uuid,
      major: existing.major,
      minor: existing.minor,
    });
    expect(elsewhere.body.code, JSON.stringify(elsewhere.body)).toBe(0);
    // Changing a beacon onto another's identity is refused the same way.
    const other = (await page(`buildingId=${ids.office}&size=1&sort=id`)).body.data!.records[0];
    const clash = await update({ id: elsewhere.body.data!.id, uuid: other.uuid, major: other.major, minor: other.minor });
    expect(clash.body.code).toBe(10006);
  });

  it.each([
    ['UUID format', { uuid: 'not-a-uuid' }, ['uuid']],
    ['uint16 major', { major: 65536 }, ['major']],
    ['uint16 minor', { minor: -1 }, ['minor']],
    ['MAC format', { mac: 'C3:00:1A:2B:3C' }, ['mac']],
    ['battery 0–100', { battery: 101 }, ['battery']],
    ['battery on external power', { battery: 50, externalPower: true }, ['battery']],
    ['empty name', { name: '   ' }, ['name']],
    ['date', { installedOn: '2025-02-30' }, ['installedOn']],
    ['lifecycle', { lifecycle: 'lost' }, ['lifecycle']],
    ['several at once', { uuid: 'x', mac: 'y', battery: -5 }, ['battery', 'mac', 'uuid']],
  ])('issue 13 bad input: %s is 10005 naming the field, nothing written', async (_name, overrides, named) => {
    const before = (await stats(ids.mall)).body.data!.total;
    const res = await add(await sample(overrides));
    expect(res.body.code, JSON.stringify(res.body)).toBe(10005);
    expect(fields(res)).toEqual(named);
    expect((await stats(ids.mall)).body.data!.total).toBe(before);
  });

  it('issue 13 bad input: a level of another building is 10004, an unknown level and a position outside the level are 10005 naming the field', async () => {
    const before = (await stats(ids.mall)).body.data!.total;
    expect((await add(await sample({ levelId: levels.office[0].id }))).body.code).toBe(10004);
    const unknown = await add(await sample({ levelId: 999999 }));
    expect(unknown.body.code).toBe(10005);
    expect(fields(unknown)).toEqual(['levelId']);
    expect((await stats(ids.mall)).body.data!.total).toBe(before);
    const outside = await add(await sample({ lng: 0, lat: 0 }));
    expect(outside.body.code).toBe(10005);
    expect(fields(outside)).toEqual(['lat', 'lng']);
    const existing = (await page(`buildingId=${ids.mall}&size=1`)).body.data!.records[0];
    const moved = await update({ id: existing.id, lng: existing.lng + 1 });
    expect(fields(moved)).toEqual(['lat', 'lng']);
    expect((await one(existing.id)).body.data!.lng).toBe(existing.lng);
  });

  it('answers in the caller’s language (zh)', async () => {
    const res = await post(app, beaconApi.add.path, await sample({ uuid: 'x' }), cookies.company, { 'accept-language': 'zh-CN' });
    expect(res.body.errors![0].message).toContain('UUID 须为');
  });

  it('spec §6: changes need UPLOAD_BEACON on the beacon’s building; another company’s beacon is 10004', async () => {
    const mallBeacon = (await page(`buildingId=${ids.mall}&size=1`)).body.data!.records[0];
    const towerBeacon = (await page(`buildingId=${ids.tower}&size=1`, 'other')).body.data!.records[0];
    // The business admin holds VIEW_BEACON_LIST on the mall: reads, never writes.
    expect((await one(mallBeacon.id, 'business')).body.code).toBe(0);
    expect((await add(await sample(), 'business')).body.code).toBe(10003);
    expect((await update({ id: mallBeacon.id, name: 'x' }, 'business')).body.code).toBe(10003);
    expect((await remove({ id: mallBeacon.id }, 'business')).body.code).toBe(10003);
    // Another company: as if it did not exist, for reads and writes, one or several.
    expect((await one(towerBeacon.id, 'company')).body.code).toBe(10004);
    expect((await update({ id: towerBeacon.id, name: 'x' }, 'company')).body.code).toBe(10004);
    expect((await remove({ ids: [mallBeacon.id, towerBeacon.id] }, 'company')).body.code).toBe(10004);
    expect((await one(mallBeacon.id, 'other')).body.code).toBe(10004);
    expect((await add({ ...(await sample()) }, 'other')).body.code).toBe(10004);
    // Nothing was deleted by the refused batch.
    expect((await one(mallBeacon.id)).body.code).toBe(0);
    expect((await one(towerBeacon.id, 'other')).body.code).toBe(0);
    // Unknown ids are 10004 too.
    expect((await one(99_999_999)).body.code).toBe(10004);
    expect((await remove({ ids: [] })).body.code).toBe(10005);
  });
});
