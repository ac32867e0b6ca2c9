import { APP_GROUP_LIMITS } from '#contract/endpoints/appGroup.js';
import { appIdsOfGroup } from '../../../../server/src/repos/appGroup.js';
import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login, post } from '../../helpers.js';
import { appApi } from '#contract/endpoints/app.js';
import { mapApi } from '#contract/endpoints/map.js';
import { appGroupApi } from '#contract/endpoints/appGroup.js';

/** Issue 16 应用分组 (spec §2 /app-group): groups of location apps, and the app and map lists filtered by a group. */

type Group = {
  id: number;
  name: string;
  description: string;
  appIds: number[];
  apps: Array<{ id: number; name: string; companyName: string }>;
  appCount: number;
  updatedAt: string;
};
type PageOf<T> = { records: T[]; total: number };

let app: App;
const cookies: Record<string, string> = {};
let apps: { demo: number; other: number };

beforeAll(async () => {
  app = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO)) cookies[key] = await login(app, email);
  const rows = await app.db.selectFrom('app').select(['id', 'appCode']).execute();
  apps = { demo: rows.find((r) => r.appCode === 'demo-malls')!.id, other: rows.find((r) => r.appCode === 'other-co')!.id };
});
afterAll(() => app.close());

const add = (body: object, cookie = cookies.platform, headers: Record<string, string> = {}) => post<Group>(app, appGroupApi.add.path, body, cookie, headers);
const update = (body: object, cookie = cookies.platform) => post<Group>(app, appGroupApi.update.path, body, cookie);
const remove = (body: object, cookie = cookies.platform) => post<{ deleted: number }>(app, appGroupApi.delete.path, body, cookie);
const page = (query: string, cookie = cookies.platform) => call<PageOf<Group>>(app, `${appGroupApi.page.path}?${query}`, cookie);
const zh = { 'accept-language': 'zh-CN' };

describe('issue 16 §2 app-group: create, read, change and delete groups of apps', () => {
  it('creates a group of apps of two companies (names trimmed), lists it with its apps and count, and reads it back', async () => {
    const created = await add({ name: '  Brand malls ', description: 'The brand’s malls', appIds: [apps.other, apps.demo, apps.demo] });
    expect(created.body.code).toBe(0);
    const group = created.body.data!;
    expect(group).toMatchObject({ name: 'Brand malls', description: 'The brand’s malls', appCount: 2 });
    expect(group.apps.map((a) => a.companyName).sort()).toEqual(['Demo Malls', 'Other Co']);
    expect(group.appIds.sort()).toEqual([apps.demo, apps.other].sort());
    expect((await appIdsOfGroup(app.db, group.id)).sort()).toEqual([apps.demo, apps.other].sort());

    const listed = (await page('page=1&size=20&name=BRAND')).body.data!;
    expect(listed.total).toBe(1);
    expect(listed.records[0]).toMatchObject({ id: group.id, appCount: 2 });
    expect(listed.records[0]!.apps.map((a) => a.name)).toContain('Demo Malls 导航');
    expect((await call<Group>(app, `${appGroupApi.one.path}?id=${group.id}`, cookies.platform)).body.data).toMatchObject({ id: group.id, appCount: 2 });
    expect((await call(app, `${appGroupApi.one.path}?id=999999`, cookies.platform)).body.code).toBe(10004);
  });

  it('changes the fields sent: appIds is the whole set; an app may be in several groups', async () => {
    const a = (await add({ name: 'Group A', appIds: [apps.demo] })).body.data!;
    const b = (await add({ name: 'Group B', appIds: [apps.demo, apps.other] })).body.data!;
    expect(b.appCount).toBe(2);
    const changed = (await update({ id: a.id, description: 'now described' })).body.data!;
    expect(changed).toMatchObject({ name: 'Group A', description: 'now described', appIds: [apps.demo] });
    const emptied = (await update({ id: a.id, appIds: [] })).body.data!;
    expect(emptied.appCount).toBe(0);
    expect(await appIdsOfGroup(app.db, a.id)).toEqual([]);
    expect((await update({ id: 999999, name: 'Ghost' })).body.code).toBe(10004);
  });

  it('deletes a group without touching its apps, and writes the audit log for add, update and delete', async () => {
    const group = (await add({ name: 'Short-lived', appIds: [apps.demo] })).body.data!;
    await update({ id: group.id, name: 'Short-lived 2' });
    expect((await remove({ id: group.id })).body).toMatchObject({ code: 0, data: { deleted: 1 } });
    expect((await call(app, `${appGroupApi.one.path}?id=${group.id}`, cookies.platform)).body.code).toBe(10004);
    expect(await app.db.selectFrom('app').select('id').where('id', '=', apps.demo).executeTakeFirst()).toBeDefined();
    expect(await app.db.selectFrom('appGroupApp').select('appId').where('groupId', '=', group.id).execute()).toEqual([]);
    const audit = await app.db
      .selectFrom('auditLog')
      .select('action')
      .where('entity', '=', 'appGroup')
      .where('entityId', '=', group.id)
      .orderBy('id')
      .execute();
    expect(audit.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect((await remove({ id: group.id })).body.code).toBe(10004);
  });

  it('deleting an app takes it out of its groups (ON DELETE CASCADE)', async () => {
    const company = await app.db.selectFrom('company').select('id').where('name', '=', 'Other Co').executeTakeFirstOrThrow();
    const temp = await app.db
      .insertInto('app')
      .values({ companyId: company.id, name: 'Temp app', appCode: 'temp-app' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const group = (await add({ name: 'With temp', appIds: [temp.id, apps.other] })).body.data!;
    await app.db.deleteFrom('app').where('id', '=', temp.id).execute();
    expect(await appIdsOfGroup(app.db, group.id)).toEqual([apps.other]);
  });
});

describe('issue 16 §2 app-group: bad input', () => {
  it('a blank or too long name is 10005 naming name, in the caller’s language; nothing is stored', async () => {
    const before = (await app.db.selectFrom('appGroup').select('id').execute()).length;
    const blank = (await add({ name: '   ' })).body;
    expect(blank).toMatchObject({ code: 10005, errors: [{ field: 'name', message: 'This field is required' }] });
    const long = (await add({ name: 'x'.repeat(APP_GROUP_LIMITS.name + 1) }, cookies.platform, zh)).body;
    expect(long).toMatchObject({ code: 10005, errors: [{ field: 'name', message: `长度不能超过 ${APP_GROUP_LIMITS.name} 个字符` }] });
    expect((await add({ name: '名'.repeat(APP_GROUP_LIMITS.name) })).body.code).toBe(0);
    const described = (await add({ name: 'Long text', description: 'd'.repeat(APP_GROUP_LIMITS.description + 1) })).body;
    expect(described).toMatchObject({ code: 10005, errors: [{ field: 'description' }] });
    expect((await app.db.selectFrom('appGroup').select('id').execute()).length).toBe(before + 1);
  });

  it('a name another group has, in another case or with spaces, is 10006 naming name', async () => {
    const first = (await add({ name: 'Flagships' })).body.data!;
    const taken = (await add({ name: ' FLAGSHIPS ' })).body;
    expect(taken).toMatchObject({ code: 10006, error: 'An app group of this name exists already', errors: [{ field: 'name' }] });
    const other = (await add({ name: 'Outlets' })).body.data!;
    const renamed = (await update({ id: other.id, name: 'flagships' }, cookies.platform)).body;
    expect(renamed.code).toBe(10006);
    expect((await update({ id: first.id, name: 'Flagships' })).body.code).toBe(0);
    const zhTaken = (await add({ name: 'flagships' }, cookies.platform, zh)).body;
    expect(zhTaken.errors).toEqual([{ field: 'name', message: '已有同名应用分组' }]);
  });

  it('app ids of no app are 10005 naming appIds and the ids; nothing is stored', async () => {
    const res = (await add({ name: 'Ghost apps', appIds: [apps.demo, 987654, 987655] })).body;
    expect(res).toMatchObject({ code: 10005, errors: [{ field: 'appIds', message: 'These apps do not exist: 987654, 987655' }] });
    expect(await app.db.selectFrom('appGroup').select('id').where('name', '=', 'Ghost apps').execute()).toEqual([]);
    expect((await add({ name: 'Bad id', appIds: [0] })).body.code).toBe(10005);
  });
});

describe('issue 16: the app list (定位应用列表) and the map list (地图列表) filter by an app group', () => {
  it('app/page and map/page keep only the group’s apps and their buildings; an unknown group gives nothing', async () => {
    const group = (await add({ name: 'Demo only', appIds: [apps.demo] })).body.data!;
    const appPage = (await call<PageOf<{ id: number }>>(app, `${appApi.page.path}?page=1&size=50&appGroupId=${group.id}`, cookies.platform)).body.data!;
    expect(appPage).toMatchObject({ total: 1, records: [{ id: apps.demo }] });
    const all = (await call<PageOf<{ id: number }>>(app, `${appApi.page.path}?page=1&size=50`, cookies.platform)).body.data!;
    expect(all.total).toBeGreaterThan(1);
    const unknown = (await call<PageOf<unknown>>(app, `${appApi.page.path}?page=1&size=50&appGroupId=999999`, cookies.platform)).body;
    expect(unknown).toMatchObject({ code: 0, data: { records: [], total: 0 } });

    const demoBuildings = await app.db.selectFrom('building').select('id').where('appId', '=', apps.demo).execute();
    const maps = (await call<PageOf<{ buildingId: number }>>(app, `${mapApi.page.path}?page=1&size=50&appGroupId=${group.id}`, cookies.platform)).body.data!;
    expect(maps.records.map((r) => r.buildingId).sort()).toEqual(demoBuildings.map((b) => b.id).sort());
    expect(maps.total).toBe(demoBuildings.length);
    const noMaps = (await call<PageOf<unknown>>(app, `${mapApi.page.path}?page=1&size=50&appGroupId=999999`, cookies.platform)).body;
    expect(noMaps).toMatchObject({ code: 0, data: { records: [], total: 0 } });
    expect((await call(app, `${mapApi.page.path}?page=1&size=50&appGroupId=abc`, cookies.platform)).body).toMatchObject({
      code: 10005,
      errors: [{ field: 'appGroupId' }],
    });
  });
});

describe('issue 16 §6: app groups are the platform administrator’s', () => {
  it('company and business admins get 10003 on every call and change nothing', async () => {
    const group = (await add({ name: 'Guarded', appIds: [apps.demo] })).body.data!;
    for (const who of ['company', 'business', 'other']) {
      expect((await page('page=1&size=20', cookies[who])).body.code).toBe(10003);
      expect((await call(app, `${appGroupApi.one.path}?id=${group.id}`, cookies[who])).body.code).toBe(10003);
      expect((await add({ name: `Sneaky ${who}` }, cookies[who])).body.code).toBe(10003);
      expect((await update({ id: group.id, name: `Sneaky ${who}` }, cookies[who])).body.code).toBe(10003);
      expect((await remove({ id: group.id }, cookies[who])).body.code).toBe(10003);
    }
    expect((await call(app, `${appGroupApi.page.path}?page=1&size=20`)).body.code).toBe(10002);
    expect((await call<Group>(app, `${appGroupApi.one.path}?id=${group.id}`, cookies.platform)).body.data).toMatchObject({ name: 'Guarded', appCount: 1 });
  });
});
