import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login, post } from '../../helpers.js';
import { buildingApi } from '#contract/endpoints/building.js';
import { mapApi } from '#contract/endpoints/map.js';

/** Issue 5, spec §7: building add, update and delete (building management). */

interface Level {
  id: number;
  ordinal: number;
  name: string;
  shortName: string | null;
}
interface Building {
  id: number;
  name: string;
  address: string;
  companyId: number;
  appId: number | null;
  appName: string | null;
  anchor: { lng: number; lat: number } | null;
  levels: Level[];
}

let app: App;
const cookies: Record<string, string> = {};
let ids: { demo: number; other: number; demoApp: number; otherApp: number; mall: number; office: number; tower: number };

beforeAll(async () => {
  app = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO)) cookies[key] = await login(app, email);
  const companies = await app.db.selectFrom('company').select(['id', 'name']).execute();
  const apps = await app.db.selectFrom('app').select(['id', 'appCode']).execute();
  const bs = await app.db.selectFrom('building').select(['id', 'name']).execute();
  const c = (name: string) => companies.find((x) => x.name === name)!.id;
  const b = (name: string) => bs.find((x) => x.name === name)!.id;
  ids = {
    demo: c('Demo Malls'),
    other: c('Other Co'),
    demoApp: apps.find((a) => a.appCode === 'demo-malls')!.id,
    otherApp: apps.find((a) => a.appCode === 'other-co')!.id,
    mall: b('环球购物中心'),
    office: b('科技园办公楼'),
    tower: b('Other Co Tower'),
  };
});
afterAll(() => app.close());

const ANCHOR = { lng: 121.4737, lat: 31.2304 };
const newBuilding = (extra: object = {}) => ({
  name: '  滨江会展中心 ',
  address: '滨江大道 1 号',
  appId: null,
  anchor: ANCHOR,
  levels: [
    { ordinal: -1, name: 'B1', shortName: 'B1' },
    { ordinal: 0, name: '1F' },
    { ordinal: 1, name: '2F', shortName: '' },
  ],
  ...extra,
});

const add = (body: object, cookie = cookies.company) => post<Building>(app, buildingApi.add.path, body, cookie);
const update = (body: object, cookie = cookies.company) => post<Building>(app, buildingApi.update.path, body, cookie);
const remove = (id: number, cookie = cookies.company) => call<{ id: number; deleted: number }>(app, `${buildingApi.delete.path}?id=${id}`, cookie);
const levelsOf = (b: Building) => b.levels.map(({ id, ordinal, name, shortName }) => ({ id, ordinal, name, shortName }));

describe('issue 5: POST /api/location/building/add', () => {
  it('a company admin adds a building in its own company: floors, anchor, an empty draft, an audit entry', async () => {
    const res = await add(newBuilding({ appId: ids.demoApp }));
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const b = res.body.data!;
    expect(b).toMatchObject({ name: '滨江会展中心', address: '滨江大道 1 号', companyId: ids.demo, appId: ids.demoApp, anchor: ANCHOR });
    expect(b.levels.map((l) => [l.ordinal, l.name, l.shortName])).toEqual([
      [-1, 'B1', 'B1'],
      [0, '1F', null],
      [1, '2F', null],
    ]);
    const got = await call<Building>(app, `${buildingApi.one.path}?id=${b.id}`, cookies.company);
    expect(got.body.data).toEqual(b);
    const versions = await call<any[]>(app, `${buildingApi.versions.path}?buildingId=${b.id}`, cookies.company);
    expect(versions.body.data).toHaveLength(1);
    expect(versions.body.data![0]).toMatchObject({ status: 'draft', version: null, revision: 0, counts: { units: 0 } });
    const audit = await app.db.selectFrom('auditLog').selectAll().where('entity', '=', 'building').where('entityId', '=', b.id).execute();
    expect(audit.map((a) => [a.action, a.actorEmail, a.companyId])).toEqual([['create', DEMO.company, ids.demo]]);
  });

  it('platform admins must name the company; the app must be that company’s; others add only to their own company', async () => {
    const noCompany = await add(newBuilding(), cookies.platform);
    expect(noCompany.body).toMatchObject({ code: 10005, errors: [{ field: 'companyId' }] });
    const ok = await add(newBuilding({ companyId: ids.other, appId: ids.otherApp }), cookies.platform);
    expect(ok.body.data).toMatchObject({ companyId: ids.other, appId: ids.otherApp });
    const wrongApp = await add(newBuilding({ companyId: ids.other, appId: ids.demoApp }), cookies.platform);
    expect(wrongApp.body).toMatchObject({ code: 10005, errors: [{ field: 'appId' }] });
    const otherCompany = await add(newBuilding({ companyId: ids.other }), cookies.company);
    expect(otherCompany.body).toMatchObject({ code: 10005, errors: [{ field: 'companyId' }] });
    const ownExplicit = await add(newBuilding({ companyId: ids.demo }), cookies.company);
    expect(ownExplicit.body.data!.companyId).toBe(ids.demo);
  });

  it('floor names are unique within the building (10005 levels[i].name), ordinals need not be; bad input 10005; business admins without ADD_BUILDING 10003', async () => {
    const twice = await add(
      newBuilding({
        levels: [
          { ordinal: 0, name: '1F' },
          { ordinal: 1, name: '1f ' },
        ],
      }),
    );
    expect(twice.body).toMatchObject({ code: 10005, errors: [{ field: 'levels[1].name' }] });
    expect(twice.body.errors![0].message).toContain('1f');
    const none = await add(newBuilding({ levels: [] }));
    expect(none.body).toMatchObject({ code: 10005, errors: [{ field: 'levels' }] });
    const badOrdinal = await add(newBuilding({ levels: [{ ordinal: 300, name: 'X' }] }));
    expect(badOrdinal.body).toMatchObject({ code: 10005, errors: [{ field: 'levels[0].ordinal' }] });
    expect((await add(newBuilding(), cookies.business)).body.code).toBe(10003);
    // Ordinals may repeat: the ground floors of two wings of one venue.
    const wings = await add(
      newBuilding({
        levels: [
          { ordinal: 0, name: '东翼 1F' },
          { ordinal: 0, name: '西翼 1F' },
        ],
      }),
    );
    expect(wings.body.data!.levels.map((l) => [l.ordinal, l.name])).toEqual([
      [0, '东翼 1F'],
      [0, '西翼 1F'],
    ]);
  });

  it('a business admin granted ADD_BUILDING on a building adds one and, through the same role, may open and edit it', async () => {
    const business = await app.db.selectFrom('admin').select(['id', 'companyId']).where('email', '=', DEMO.business).executeTakeFirstOrThrow();
    const role = await app.db
      .insertInto('role')
      .values({ companyId: business.companyId!, name: 'Builder', description: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('rolePermission')
      .values(['ADD_BUILDING', 'EDIT_BUILDING'].map((permissionCode) => ({ roleId: role.id, permissionCode })))
      .execute();
    const mall = (await app.db.selectFrom('building').select('id').where('name', '=', '环球购物中心').executeTakeFirstOrThrow()).id;
    await app.db.insertInto('adminRole').values({ adminId: business.id, roleId: role.id, buildingId: mall }).execute();
    const created = await add(newBuilding({ name: '业务新楼' }), cookies.business);
    expect(created.body.code).toBe(0);
    const id = created.body.data!.id;
    expect((await call(app, `${buildingApi.one.path}?id=${id}`, cookies.business)).body.code).toBe(0);
    const renamed = await update({ ...newBuilding({ name: '业务新楼（改）' }), id, levels: levelsOf(created.body.data!) }, cookies.business);
    expect(renamed.body.code).toBe(0);
    await app.db.deleteFrom('adminRole').where('roleId', '=', role.id).execute();
    await app.db.deleteFrom('role').where('id', '=', role.id).execute();
  });
});

describe('issue 5: POST /api/location/building/update', () => {
  it('renames, moves the anchor, changes the app; floors: listed ones updated, new ones added, missing (empty) ones removed', async () => {
    const b = (await add(newBuilding())).body.data!;
    const [b1, f1, f2] = b.levels;
    const res = await update({
      id: b.id,
      name: '滨江会展中心（新）',
      address: '',
      appId: ids.demoApp,
      anchor: null,
      levels: [
        { ...f1, name: 'L1', shortName: 'L1' },
        { id: f2.id, ordinal: 2, name: '3F' },
        { ordinal: 5, name: '屋顶' },
      ],
    });
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const after = res.body.data!;
    expect(after).toMatchObject({ id: b.id, name: '滨江会展中心（新）', address: '', appId: ids.demoApp, anchor: null, companyId: ids.demo });
    expect(after.levels.map((l) => [l.id === f1.id, l.id === f2.id, l.ordinal, l.name, l.shortName])).toEqual([
      [true, false, 0, 'L1', 'L1'],
      [false, true, 2, '3F', null],
      [false, false, 5, '屋顶', null],
    ]);
    expect(after.levels.some((l) => l.id === b1.id)).toBe(false);
    expect(await app.db.selectFrom('level').select('id').where('id', '=', b1.id).execute()).toEqual([]);
    const audit = await app.db
      .selectFrom('auditLog')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'building')
      .where('entityId', '=', b.id)
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ name: '滨江会展中心' });
    expect(audit.after).toMatchObject({ name: '滨江会展中心（新）' });
  });

  it('a floor that holds features (draft or published) cannot be removed: 10005 naming it and the count; nothing changes', async () => {
    const mall = (await call<Building>(app, `${buildingApi.one.path}?id=${ids.mall}`, cookies.company)).body.data!;
    const b1 = mall.levels.find((l) => l.ordinal === -1)!;
    const onB1 = await app.db
      .selectFrom('mapFeature')
      .innerJoin('buildingVersion', 'buildingVersion.id', 'mapFeature.versionId')
      .select((eb) => eb.fn.count<number>('mapFeature.id').distinct().as('n'))
      .where('buildingVersion.buildingId', '=', ids.mall)
      .where('mapFeature.levelId', '=', b1.id)
      .executeTakeFirstOrThrow();
    const res = await update({ ...mall, name: '改名', levels: mall.levels.filter((l) => l.id !== b1.id) });
    expect(res.body).toMatchObject({ code: 10005, errors: [{ field: 'levels' }] });
    expect(res.body.errors![0].message).toContain(`“${b1.name}”`);
    // Connectors (levelIds) count too, so at least the features whose levelId is the floor.
    const count = Number(/(\d+) map features/.exec(res.body.errors![0].message)![1]);
    expect(count).toBeGreaterThanOrEqual(Number(onB1.n));
    expect((await call<Building>(app, `${buildingApi.one.path}?id=${ids.mall}`, cookies.company)).body.data).toEqual(mall);
  });

  it('unknown floor ids, another company or another company’s app: 10005; a stranger’s building or floor: 10004; business admins 10003', async () => {
    const office = (await call<Building>(app, `${buildingApi.one.path}?id=${ids.office}`, cookies.company)).body.data!;
    const body = { id: office.id, name: office.name, address: office.address, appId: office.appId, anchor: office.anchor, levels: levelsOf(office) };
    const tower = (await call<Building>(app, `${buildingApi.one.path}?id=${ids.tower}`, cookies.other)).body.data!;
    const unknownLevel = await update({ ...body, levels: [...body.levels, { id: 999999, ordinal: 9, name: 'X' }] });
    expect(unknownLevel.body).toMatchObject({ code: 10005, errors: [{ field: `levels[${body.levels.length}].id` }] });
    // Issue 10: a floor of another building is 10004.
    expect((await update({ ...body, levels: [...body.levels, { id: tower.levels[0].id, ordinal: 9, name: 'X' }] })).body.code).toBe(10004);
    expect((await update({ ...body, companyId: ids.other })).body).toMatchObject({ code: 10005, errors: [{ field: 'companyId' }] });
    expect((await update({ ...body, appId: ids.otherApp })).body).toMatchObject({ code: 10005, errors: [{ field: 'appId' }] });
    expect((await update({ ...body, companyId: ids.demo, name: '科技园办公楼' })).body.code).toBe(0);
    expect((await update(body, cookies.other)).body.code).toBe(10004);
    expect((await update({ ...body, id: 99999 })).body.code).toBe(10004);
    expect((await update({ ...body, id: ids.mall }, cookies.business)).body.code).toBe(10003);
  });
});

describe('issue 5: GET /api/location/building/delete', () => {
  it('refused (10006) while published and in an app; taken out of the app it goes with its floors, versions and features', async () => {
    const office = (await call<Building>(app, `${buildingApi.one.path}?id=${ids.office}`, cookies.company)).body.data!;
    const refused = await remove(office.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(10006);
    expect(refused.body.error).toContain('version 1');
    expect(refused.body.error).toContain(`“${office.appName}”`);
    expect(refused.body.error).toMatch(/choose “Not in an app”/);
    // Publish twice more: the message gives the range.
    await post(app, mapApi.publish.path, { buildingId: office.id }, cookies.company);
    await post(app, mapApi.publish.path, { buildingId: office.id }, cookies.company);
    expect((await remove(office.id)).body.error).toContain('versions 1–3');
    expect((await remove(office.id, cookies.other)).body.code).toBe(10004);

    const out = await update({ id: office.id, name: office.name, address: office.address, appId: null, anchor: office.anchor, levels: levelsOf(office) });
    expect(out.body.data!.appId).toBeNull();
    expect((await remove(office.id, cookies.other)).body.code).toBe(10004);
    expect((await remove(office.id, cookies.business)).body.code).toBe(10003);
    const gone = await remove(office.id);
    expect(gone.body).toEqual({ success: true, code: 0, data: { id: office.id, deleted: 1 } });
    expect((await call(app, `${buildingApi.one.path}?id=${office.id}`, cookies.company)).body.code).toBe(10004);
    expect(await app.db.selectFrom('level').select('id').where('buildingId', '=', office.id).execute()).toEqual([]);
    expect(await app.db.selectFrom('buildingVersion').select('id').where('buildingId', '=', office.id).execute()).toEqual([]);
    const features = await app.db
      .selectFrom('mapFeature')
      .select('id')
      .where(
        'levelId',
        'in',
        office.levels.map((l) => l.id),
      )
      .execute();
    expect(features).toEqual([]);
    const audit = await app.db
      .selectFrom('auditLog')
      .select(['action', 'before'])
      .where('entity', '=', 'building')
      .where('entityId', '=', office.id)
      .where('action', '=', 'delete')
      .executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ name: office.name });
    expect((await remove(office.id)).body.code).toBe(10004);
  });

  it('a building never published, or in no app, is deleted at once; another company’s is 10004 even for an empty one', async () => {
    const inApp = (await add(newBuilding({ appId: ids.demoApp }))).body.data!;
    expect((await remove(inApp.id, cookies.other)).body.code).toBe(10004);
    expect((await remove(inApp.id)).body.code).toBe(0);
    const theirs = (await add(newBuilding(), cookies.other)).body.data!;
    expect((await remove(theirs.id, cookies.company)).body.code).toBe(10004);
    expect((await remove(theirs.id, cookies.platform)).body.code).toBe(0);
  });
});
