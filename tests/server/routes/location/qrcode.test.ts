import type { Qrcode, QrcodeAdded, QrcodePage } from '#contract/schemas/qrcode.js';
import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login, post } from '../../helpers.js';
import { demoBuildings } from './poiFixtures.js';
import { qrcodeApi } from '#contract/endpoints/qrcode.js';

/** Issue 13 (spec §2 二维码管理, §6 VIEW_QR_CODE / ADD_QR_CODE / EDIT_QR_CODE, §7 qrcode/page, qrcode?id=, add, update, delete). */

let app: App;
const cookies: Record<string, string> = {};
let ids: Record<'mall' | 'office' | 'tower', number>;
let levels: Record<'mall' | 'office', Array<{ id: number; name: string }>>;

beforeAll(async () => {
  app = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO)) cookies[key] = await login(app, email);
  ids = await demoBuildings(app.db);
  const of = (buildingId: number) => app.db.selectFrom('level').select(['id', 'name']).where('buildingId', '=', buildingId).orderBy('ordinal').execute();
  levels = { mall: await of(ids.mall), office: await of(ids.office) };
});
afterAll(() => app.close());

const page = (query: string, who = 'company') => call<QrcodePage>(app, `${qrcodeApi.page.path}?${query}`, cookies[who]);
const one = (id: number, who = 'company') => call<Qrcode>(app, `${qrcodeApi.one.path}?id=${id}`, cookies[who]);
const add = (body: object, who = 'company') => post<QrcodeAdded>(app, qrcodeApi.add.path, body, cookies[who]);
const update = (body: object, who = 'company') => post<Qrcode>(app, qrcodeApi.update.path, body, cookies[who]);
const remove = (body: object, who = 'company') => post<{ ids: number[] }>(app, qrcodeApi.delete.path, body, cookies[who]);
const fields = (res: { body: { errors?: Array<{ field: string }> } }) => (res.body.errors ?? []).map((e) => e.field).sort();

/** A position inside a mall level: the one of a demo code placed there. */
async function placeOn(levelId: number) {
  const rec = (await page(`buildingId=${ids.mall}&levelId=${levelId}&size=50`)).body.data!.records.find((r) => r.lng !== null)!;
  return { lng: rec.lng!, lat: rec.lat! };
}

describe('issue 13: the demo QR codes', () => {
  it('gives the mall and the office a few dozen codes: entrances, lifts, car park, a batch with disabled codes', async () => {
    const mall = (await page(`buildingId=${ids.mall}&size=200`)).body.data!;
    const office = (await page(`buildingId=${ids.office}&size=200`)).body.data!;
    expect(mall.total + office.total).toBeGreaterThanOrEqual(24);
    const names = mall.records.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['东门', '停车场 A 区']));
    expect(names.some((n) => n.includes('电梯'))).toBe(true);
    const batch = mall.records.filter((r) => r.batch === '2026 春季活动');
    expect(batch.length).toBe(12);
    expect(batch.filter((r) => !r.enabled).length).toBe(3);
    for (const r of mall.records) if (r.lng !== null) expect(r.levelId).not.toBeNull();
  });
});

describe('§7 qrcode/page filters', () => {
  it('filters by level, batch, kind, enabled and text, and pages like beacon/page', async () => {
    const level = levels.mall[1]!;
    const byLevel = (await page(`buildingId=${ids.mall}&levelId=${level.id}&size=200`)).body.data!;
    expect(byLevel.total).toBeGreaterThan(0);
    expect(byLevel.records.every((r) => r.levelId === level.id)).toBe(true);
    const batch = (await page(`buildingId=${ids.mall}&batch=${encodeURIComponent('2026 春季活动')}&enabled=false`)).body.data!;
    expect(batch.total).toBe(3);
    expect(batch.records.every((r) => r.batch === '2026 春季活动' && !r.enabled)).toBe(true);
    const alipay = (await page(`buildingId=${ids.mall}&kind=alipay`)).body.data!;
    expect(alipay.total).toBe(1);
    expect(alipay.records[0]!.kind).toBe('alipay');
    const text = (await page(`buildingId=${ids.mall}&q=${encodeURIComponent('停车场')}`)).body.data!;
    expect(text.total).toBeGreaterThanOrEqual(3);
    expect(text.records.every((r) => r.name.includes('停车场'))).toBe(true);
    const first = (await page(`buildingId=${ids.mall}&page=1&size=5&sort=id&order=desc`)).body.data!;
    const second = (await page(`buildingId=${ids.mall}&page=2&size=5&sort=id&order=desc`)).body.data!;
    expect(first.records).toHaveLength(5);
    expect(first.records[4]!.id).toBeGreaterThan(second.records[0]!.id);
    expect(first.total).toBe(second.total);
  });

  it('answers 10004 for another company’s building and for a level of another building; 10005 naming levelId for an unknown level', async () => {
    expect((await page(`buildingId=${ids.tower}`)).body.code).toBe(10004);
    expect((await page(`buildingId=${ids.mall}&levelId=${levels.office[0]!.id}`)).body.code).toBe(10004);
    const unknown = await page(`buildingId=${ids.mall}&levelId=999999`);
    expect(unknown.body.code).toBe(10005);
    expect(fields(unknown)).toEqual(['levelId']);
  });
});

describe('§7 qrcode/add, qrcode?id=, update, delete', () => {
  it('adds a code with a level and position, reads it back with its scene, creator and time, changes and deletes it', async () => {
    const level = levels.mall[1]!;
    const at = await placeOn(level.id);
    const created = await add({
      buildingId: ids.mall,
      levelId: level.id,
      ...at,
      name: ' 测试码 ',
      page: 'pages/map/index',
      payload: 'poi=123',
      kind: 'wechat',
      batch: '',
    });
    expect(created.body.code).toBe(0);
    const code = created.body.data!;
    expect(code).toMatchObject({ name: '测试码', scene: 'poi=123', payload: 'poi=123', levelId: level.id, enabled: true, createdBy: 'Demo Malls Admin' });
    expect(code.ids).toEqual([code.id]);
    expect(code.url).toContain('pages/map/index?scene=poi%3D123');
    expect((await one(code.id)).body.data).toMatchObject({ id: code.id, name: '测试码' });
    const changed = await update({ id: code.id, enabled: false, payload: 'poi=456', levelId: null });
    expect(changed.body.data).toMatchObject({ enabled: false, scene: 'poi=456', levelId: null, lng: null, lat: null });
    expect((await remove({ id: code.id })).body.data).toEqual({ ids: [code.id] });
    expect((await one(code.id)).body.code).toBe(10004);
  });

  it('keeps a long or Chinese payload on the server and gives WeChat a short scene (issue 13, WeChat’s 32-character rule)', async () => {
    for (const payload of ['欢迎光临', 'x'.repeat(33), 'a%20b']) {
      const res = await add({ buildingId: ids.mall, name: '长内容', payload });
      const code = res.body.data!;
      expect(code.payload).toBe(payload);
      expect(code.scene).toBe(`k=${code.shortCode}`);
      expect(code.scene.length).toBeLessThanOrEqual(32);
      expect(code.scene).toMatch(/^[0-9A-Za-z!#$&'()*+,/:;=?@\-._~]+$/);
    }
    const fits = (await add({ buildingId: ids.mall, name: '短', payload: "a-Z_0.~!#$&'()*+,/:;=?@".slice(0, 32) })).body.data!;
    expect(fits.scene).toBe(fits.payload);
  });

  it('creates a batch of N codes in one call, all or nothing (issue 13)', async () => {
    const res = await add({ buildingId: ids.office, name: '会议室', batch: '会议室指引', count: 5, payload: 'room' });
    expect(res.body.code).toBe(0);
    expect(res.body.data!.ids).toHaveLength(5);
    const batch = (await page(`buildingId=${ids.office}&batch=${encodeURIComponent('会议室指引')}`)).body.data!;
    expect(batch.records.map((r) => r.name)).toEqual(['会议室-01', '会议室-02', '会议室-03', '会议室-04', '会议室-05']);
    expect(batch.records.map((r) => r.scene)).toEqual(['room&n=1', 'room&n=2', 'room&n=3', 'room&n=4', 'room&n=5']);
    // A refused batch writes nothing.
    const before = (await page(`buildingId=${ids.office}`)).body.data!.total;
    const refused = await add({ buildingId: ids.office, name: '坏', batch: 'x', count: 3, page: '/pages/index/index' });
    expect(refused.body.code).toBe(10005);
    expect((await page(`buildingId=${ids.office}`)).body.data!.total).toBe(before);
    const noBatch = await add({ buildingId: ids.office, name: '无批次', count: 3 });
    expect(fields(noBatch)).toEqual(['batch']);
  });

  it('answers 10005 naming the field for every bad input (§7, issue 13)', async () => {
    const level = levels.mall[1]!;
    const cases: Array<[object, string[]]> = [
      [{ name: '' }, ['name']],
      [{ name: 'x'.repeat(101) }, ['name']],
      [{ page: '/pages/index/index' }, ['page']],
      [{ page: 'pages/index/index?id=1' }, ['page']],
      [{ page: 'pages//index' }, ['page']],
      [{ payload: 'x'.repeat(501) }, ['payload']],
      [{ batch: 'x'.repeat(51) }, ['batch']],
      [{ lng: 121.4 }, ['lat']],
      [{ lng: 121.4, lat: 31.2 }, ['levelId']],
      [{ levelId: level.id, lng: 1, lat: 1 }, ['lat', 'lng']],
      [{ levelId: level.id, lng: 500, lat: 31 }, ['lng']],
      [{ levelId: 999999 }, ['levelId']],
      [{ kind: 'paper' }, ['kind']],
      [{ count: 0 }, ['count']],
      [{ count: 201, batch: 'b' }, ['count']],
      [{ enabled: 'maybe' }, ['enabled']],
    ];
    for (const [body, expected] of cases) {
      const res = await add({ buildingId: ids.mall, name: '坏码', ...body });
      expect(res.body.code, JSON.stringify(body)).toBe(10005);
      expect(fields(res), JSON.stringify(body)).toEqual(expected);
    }
    const target = (await page(`buildingId=${ids.mall}&size=1`)).body.data!.records[0]!;
    const bad = await update({ id: target.id, page: '/x' });
    expect(fields(bad)).toEqual(['page']);
  });

  it('answers 10004 for another company’s code or building, and for a level of another building', async () => {
    const tower = (await page(`buildingId=${ids.tower}`, 'other')).body.data!.records[0]!;
    expect((await one(tower.id)).body.code).toBe(10004);
    expect((await update({ id: tower.id, name: '偷改' })).body.code).toBe(10004);
    expect((await remove({ ids: [tower.id] })).body.code).toBe(10004);
    expect((await add({ buildingId: ids.tower, name: '越界' })).body.code).toBe(10004);
    expect((await add({ buildingId: ids.mall, name: '越界', levelId: levels.office[0]!.id })).body.code).toBe(10004);
    expect((await one(tower.id, 'other')).body.data!.id).toBe(tower.id);
  });

  it('lets the floor operator read the mall’s codes (VIEW_QR_CODE) but not add, change or delete them (10003)', async () => {
    const mall = (await page(`buildingId=${ids.mall}&size=1`, 'business')).body;
    expect(mall.code).toBe(0);
    const id = mall.data!.records[0]!.id;
    expect((await one(id, 'business')).body.code).toBe(0);
    expect((await add({ buildingId: ids.mall, name: '运营' }, 'business')).body.code).toBe(10003);
    expect((await update({ id, name: '运营' }, 'business')).body.code).toBe(10003);
    expect((await remove({ id }, 'business')).body.code).toBe(10003);
  });
});
