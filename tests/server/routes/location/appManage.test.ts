import { APP_LIMITS } from '#contract/endpoints/app.js';
import { DEMO_APP_KEYS } from '../../../../server/src/db/seed/appKeys.js';
import type { AppConfigPreview, AppDetail, AppKey, AppKeyCreated, AppKeyRotated, AppPage } from '#contract/schemas/app.js';
import type { AppConfig } from '#contract/schemas/source.js';
import type { App } from '../../../../server/src/types.js';
import { CONSOLE_HEADERS, DEMO, buildTestApp, call, login, post, type Envelope } from '../../helpers.js';
import { appApi, appKeyApi } from '#contract/endpoints/app.js';
import { usageApi } from '#contract/endpoints/usage.js';

/** Issue 16: 定位应用列表 / 编辑 (spec §2 /location-app, §7 app/get, app/page): apps, their ingestion keys, the getConfig preview. */

let app: App;
const cookies: Record<string, string> = {};
let ids: { demo: number; other: number; mall: number; tower: number; demoApp: number; free: number; free2: number };

beforeAll(async () => {
  app = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO)) cookies[key] = await login(app, email);
  const company = (name: string) => app.db.selectFrom('company').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  const building = (name: string) => app.db.selectFrom('building').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  const demo = (await company('Demo Malls')).id;
  const free = (name: string) => app.db.insertInto('building').values({ companyId: demo, appId: null, name }).returning('id').executeTakeFirstOrThrow();
  ids = {
    demo,
    other: (await company('Other Co')).id,
    mall: (await building('环球购物中心')).id,
    tower: (await building('Other Co Tower')).id,
    demoApp: (await app.db.selectFrom('app').select('id').where('appCode', '=', 'demo-malls').executeTakeFirstOrThrow()).id,
    free: (await free('App test building')).id,
    free2: (await free('App test annex')).id,
  };
});
afterAll(() => app.close());

const add = (body: object, who = 'platform') => post<AppDetail>(app, appApi.add.path, body, cookies[who]);
const update = (body: object, who = 'platform') => post<AppDetail>(app, appApi.update.path, body, cookies[who]);
const one = (id: number, who = 'platform') => call<AppDetail>(app, `${appApi.one.path}?id=${id}`, cookies[who]);
const keys = (appId: number) => call<AppKey[]>(app, `${appKeyApi.list.path}?appId=${appId}`, cookies.platform);
const addKey = (appId: number) => post<AppKeyCreated>(app, appKeyApi.add.path, { appId }, cookies.platform);
const rotate = (id: number, overlapHours?: number) => post<AppKeyRotated>(app, appKeyApi.rotate.path, { id, overlapHours }, cookies.platform);
const revoke = (id: number) => post<AppKey>(app, appKeyApi.revoke.path, { id }, cookies.platform);
const fields = (res: { body: Envelope }) => (res.body.errors ?? []).map((e) => e.field).sort();
const appCount = async () =>
  Number(
    (
      await app.db
        .selectFrom('app')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** POST /api/collect with an app key: one app_open in the building. */
async function collect(key: string, buildingId: number) {
  const event = {
    ...{
      id: `e-${Math.random().toString(36).slice(2)}`,
      type: 'app_open',
      time: new Date().toISOString(),
      buildingId,
      userId: 'u_app16',
      sessionId: 's_app16',
    },
    ...{ platform: 'wechat', appVersion: '1.0.0', brand: 'Huawei', model: 'Mate 60', os: 'HarmonyOS', osVersion: '4.2', network: 'wifi' },
  };
  const res = await app.inject({ method: 'POST', url: usageApi.collect.path, payload: { events: [event] }, headers: { 'x-app-key': key } });
  return res.json<Envelope<{ accepted: number }>>();
}

describe('issue 16: location apps, platform administrators only', () => {
  it('issue 16: adds an app with a building and platforms, answers it with app/get (spec §7), and changes it', async () => {
    const res = await add({ companyId: ids.demo, name: '  园区导览 ', appCode: 'park-guide', platforms: ['wechat', 'IOS', 'wechat'], buildingIds: [ids.free] });
    expect(res.body).toMatchObject({ success: true, code: 0 });
    const created = res.body.data!;
    expect(created).toMatchObject({ name: '园区导览', appCode: 'park-guide', companyName: 'Demo Malls', enabled: true, platforms: ['ios', 'wechat'] });
    expect(created).toMatchObject({ buildingIds: [ids.free], buildingCount: 1, keyCount: 0, shipped: false });
    expect(created.buildings).toEqual([{ id: ids.free, name: 'App test building', publishedVersion: null }]);
    expect((await one(created.id)).body.data).toEqual(created);

    const changed = await update({ id: created.id, name: '园区导览 2', buildingIds: [ids.free2], enabled: false, platforms: [] });
    expect(changed.body.data).toMatchObject({ name: '园区导览 2', appCode: 'park-guide', buildingIds: [ids.free2], enabled: false, platforms: [] });
    const left = await app.db.selectFrom('building').select('appId').where('id', '=', ids.free).executeTakeFirstOrThrow();
    expect(left.appId).toBeNull();
    const audit = await app.db.selectFrom('auditLog').select(['action']).where('entity', '=', 'app').where('entityId', '=', created.id).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect((await one(999999)).body.code).toBe(10004);
  });

  it('issue 16: the list shows company names, building and key counts, platforms; filters by company and text', async () => {
    const all = (await call<AppPage>(app, `${appApi.page.path}?page=1&size=50&sort=name&order=asc`, cookies.platform)).body.data!;
    const demoApp = all.records.find((r) => r.appCode === 'demo-malls')!;
    expect(demoApp).toMatchObject({ companyName: 'Demo Malls', buildingCount: 2, enabled: true });
    expect(demoApp.keyCount).toBeGreaterThanOrEqual(1);
    const other = (await call<AppPage>(app, `${appApi.page.path}?companyId=${ids.other}`, cookies.platform)).body.data!;
    expect(other.records.map((r) => r.appCode)).toEqual(['other-co']);
    const text = (await call<AppPage>(app, `${appApi.page.path}?q=PARK`, cookies.platform)).body.data!;
    expect(text.records.map((r) => r.appCode)).toEqual(['park-guide']);
    // Company admins keep their chooser (spec §4), within their company whatever they ask.
    expect((await call<AppPage>(app, `${appApi.page.path}?companyId=${ids.other}`, cookies.company)).body.data!.total).toBe(0);
    expect((await call<AppPage>(app, appApi.page.path, cookies.other)).body.data!.records.map((r) => r.appCode)).toEqual(['other-co']);
  });

  it('issue 16: duplicate names and app codes are 10006 naming the field, regardless of case; nothing is written', async () => {
    const before = await appCount();
    const name = await add({ companyId: ids.other, name: 'demo malls 导航', appCode: 'fresh-code' });
    expect(name.status).toBe(409);
    expect(name.body).toMatchObject({ code: 10006, errors: [{ field: 'name' }] });
    const code = await add({ companyId: ids.other, name: 'Fresh name', appCode: 'DEMO-MALLS' });
    expect(code.body).toMatchObject({ code: 10006, errors: [{ field: 'appCode' }] });
    expect(code.body.error).toMatch(/app code/);
    const renamed = await update({ id: ids.demoApp, name: 'Other Co Navigator' });
    expect(renamed.body).toMatchObject({ code: 10006, errors: [{ field: 'name' }] });
    expect(await appCount()).toBe(before);
  });

  it('issue 16: bad input is 10005 naming each field, with a clear message; nothing is written', async () => {
    const before = await appCount();
    const bad = await add({ companyId: 999999, name: ' ', appCode: 'a b', platforms: ['symbian'], buildingIds: [ids.tower, 999998] });
    expect(bad.body.code).toBe(10005);
    expect(fields(bad)).toEqual(['appCode', 'name', 'platforms']);
    expect(bad.body.errors!.find((e) => e.field === 'platforms')!.message).toContain('symbian');
    const stored = await add({ companyId: 999999, name: 'Stored checks', appCode: 'stored-checks', buildingIds: [ids.tower, 999998] });
    expect(fields(stored)).toEqual(['buildingIds', 'buildingIds', 'companyId']);
    const otherCompany = await add({ companyId: ids.demo, name: 'Outside', appCode: 'outside', buildingIds: [ids.tower] });
    expect(otherCompany.body.errors).toEqual([{ field: 'buildingIds', message: expect.stringContaining('Other Co Tower') }]);
    const taken = await add({ companyId: ids.demo, name: 'Taken', appCode: 'taken', buildingIds: [ids.mall] }, 'platform');
    expect(taken.body.errors![0]!.message).toContain('Demo Malls 导航');
    expect(await appCount()).toBe(before);
    const zh = await app.inject({
      method: 'POST',
      url: appApi.add.path,
      payload: { companyId: ids.demo, name: 'x', appCode: '!' },
      headers: { ...CONSOLE_HEADERS, cookie: cookies.platform, 'accept-language': 'zh-CN' },
    });
    expect(zh.json<Envelope>().errors?.[0]?.message ?? zh.body).toMatch(/应用编码/);
  });

  it('issue 16: company and business admins get 10003 on every app management call', async () => {
    for (const who of ['company', 'business', 'other']) {
      expect((await one(ids.demoApp, who)).body.code).toBe(10003);
      expect((await update({ id: ids.demoApp, enabled: false }, who)).body.code).toBe(10003);
      expect((await add({ companyId: ids.demo, name: 'Mine', appCode: 'mine' }, who)).body.code).toBe(10003);
      expect((await call(app, `${appKeyApi.list.path}?appId=${ids.demoApp}`, cookies[who])).body.code).toBe(10003);
      expect((await post(app, appKeyApi.add.path, { appId: ids.demoApp }, cookies[who])).body.code).toBe(10003);
      expect((await call(app, `${appApi.configPreview.path}?id=${ids.demoApp}`, cookies[who])).body.code).toBe(10003);
    }
    expect((await one(ids.demoApp)).body.data!.enabled).toBe(true);
  });
});

describe('issue 16: ingestion keys', () => {
  it('issue 16: a key is answered whole once; the list shows its prefix only; the hash alone is stored', async () => {
    const created = (await addKey(ids.demoApp)).body.data!;
    expect(created.key).toMatch(/^ak_[A-Za-z0-9_-]{40}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    expect(created.status).toBe('active');
    const listed = (await keys(ids.demoApp)).body.data!;
    const row = listed.find((k) => k.id === created.id)!;
    expect(row).toEqual({ ...created, key: undefined, lastUsedAt: null });
    expect(JSON.stringify(listed)).not.toContain(created.key);
    const stored = await app.db.selectFrom('appKey').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(created.key);
    expect((await collect(created.key, ids.mall)).code).toBe(0);
    const used = (await keys(ids.demoApp)).body.data!.find((k) => k.id === created.id)!;
    expect(used.lastUsedAt).not.toBeNull();
  });

  it('issue 16: rotation: the old key works through the overlap and gets 10008 once it expires; the new one works', async () => {
    const old = (await addKey(ids.demoApp)).body.data!;
    const rotated = await rotate(old.id, 48);
    expect(rotated.body.code).toBe(0);
    const { key, replaced } = rotated.body.data!;
    expect(replaced).toMatchObject({ id: old.id, status: 'expiring' });
    const hours = (Date.parse(replaced.expiresAt!) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
    expect((await collect(old.key, ids.mall)).code).toBe(0);
    expect((await collect(key, ids.mall)).code).toBe(0);
    // A rotated key does not rotate again (10006 naming id).
    expect((await rotate(old.id)).body).toMatchObject({ code: 10006, errors: [{ field: 'id' }] });
    // The overlap ends: moved into the past in the database, no waiting.
    await app.db
      .updateTable('appKey')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', old.id)
      .execute();
    expect((await collect(old.key, ids.mall)).code).toBe(10008);
    expect((await collect(key, ids.mall)).code).toBe(0);
    expect((await keys(ids.demoApp)).body.data!.find((k) => k.id === old.id)!.status).toBe('expired');
    expect((await rotate(old.id)).body).toMatchObject({ code: 10006, errors: [{ field: 'id' }] });
  });

  it('issue 16: an overlap of 0 hours ends the old key now; the default overlap is 24 hours', async () => {
    const first = (await addKey(ids.demoApp)).body.data!;
    const now = await rotate(first.id, 0);
    expect((await collect(first.key, ids.mall)).code).toBe(10008);
    const second = (await rotate(now.body.data!.id)).body.data!;
    expect(Math.round((Date.parse(second.replaced.expiresAt!) - Date.now()) / 3_600_000)).toBe(24);
    expect((await rotate(first.id, 721)).body.code).toBe(10005);
  });

  it('issue 16: a revoked key gets 10008 on /api/collect at once, even during an overlap; revoking again changes nothing', async () => {
    const created = (await addKey(ids.demoApp)).body.data!;
    expect((await collect(created.key, ids.mall)).code).toBe(0);
    const revoked = await revoke(created.id);
    expect(revoked.body.data).toMatchObject({ id: created.id, status: 'revoked' });
    expect((await collect(created.key, ids.mall)).code).toBe(10008);
    expect((await revoke(created.id)).body.data!.revokedAt).toBe(revoked.body.data!.revokedAt);
    const rotating = (await addKey(ids.demoApp)).body.data!;
    const successor = (await rotate(rotating.id, 24)).body.data!;
    await revoke(rotating.id);
    expect((await collect(rotating.key, ids.mall)).code).toBe(10008);
    expect((await collect(successor.key, ids.mall)).code).toBe(0);
    expect((await revoke(999999)).body.code).toBe(10004);
    // The demo keys still work.
    expect((await collect(DEMO_APP_KEYS['demo-malls']!, ids.mall)).code).toBe(0);
  });

  it('issue 16: an app holds at most 10 usable keys (10006 naming appId)', async () => {
    const created = (await add({ companyId: ids.other, name: 'Key limit', appCode: 'key-limit' })).body.data!;
    for (let i = 0; i < APP_LIMITS.usableKeys; i++) expect((await addKey(created.id)).body.code).toBe(0);
    expect((await addKey(created.id)).body).toMatchObject({ code: 10006, errors: [{ field: 'appId' }] });
    expect((await addKey(999999)).body.code).toBe(10004);
  });

  it('issue 16: the app code is fixed once a key of the app was used (10006 naming appCode); other fields still change', async () => {
    const created = (await add({ companyId: ids.demo, name: 'Shipping app', appCode: 'shipping-app', buildingIds: [ids.free] })).body.data!;
    expect((await update({ id: created.id, appCode: 'shipping-app-2' })).body.data!.appCode).toBe('shipping-app-2');
    const key = (await addKey(created.id)).body.data!;
    expect((await one(created.id)).body.data!.shipped).toBe(false);
    expect((await collect(key.key, ids.free)).code).toBe(0);
    expect((await one(created.id)).body.data!.shipped).toBe(true);
    const refused = await update({ id: created.id, appCode: 'shipping-app-3' });
    expect(refused.body).toMatchObject({ code: 10006, errors: [{ field: 'appCode' }] });
    expect(refused.body.error).toContain('shipping-app-2');
    expect((await update({ id: created.id, companyId: ids.other, buildingIds: [] })).body).toMatchObject({ code: 10006, errors: [{ field: 'companyId' }] });
    expect((await update({ id: created.id, appCode: 'shipping-app-2', name: 'Shipped app' })).body.data).toMatchObject({ name: 'Shipped app', shipped: true });
  });
});

describe('issue 16: the getConfig preview', () => {
  it('issue 16: answers what getConfig answers, and still answers while the app is disabled (getConfig then 10003)', async () => {
    const getConfig = async () => (await app.inject({ method: 'GET', url: '/location/getConfig?appCode=demo-malls' })).json<Envelope<AppConfig>>();
    const preview = await call<AppConfigPreview>(app, `${appApi.configPreview.path}?id=${ids.demoApp}`, cookies.platform);
    expect(preview.body.data).toEqual({ appCode: 'demo-malls', enabled: true, config: (await getConfig()).data });
    await update({ id: ids.demoApp, enabled: false });
    try {
      expect((await getConfig()).code).toBe(10003);
      const disabled = (await call<AppConfigPreview>(app, `${appApi.configPreview.path}?id=${ids.demoApp}`, cookies.platform)).body.data!;
      expect(disabled.enabled).toBe(false);
      expect(disabled.config.buildings.map((b) => b.id)).toContain(ids.mall);
    } finally {
      await update({ id: ids.demoApp, enabled: true });
    }
    expect((await call(app, `${appApi.configPreview.path}?id=999999`, cookies.platform)).body.code).toBe(10004);
  });
});
