import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login, post } from '../../helpers.js';
import { demoBuildings, draftMark, draftPois } from './poiFixtures.js';
import { poiApi } from '#contract/endpoints/poi.js';
import { mapApi } from '#contract/endpoints/map.js';

/** Issue 6: managing a building's POI types (save, delete refused while POIs use the type). */

interface PoiType {
  id: number;
  buildingId: number;
  name: string;
  nameEn: string;
  icon: string;
  color: string;
  sort: number;
}

let app: App;
const cookies: Record<string, string> = {};
let ids: Record<'mall' | 'office' | 'tower', number>;

beforeAll(async () => {
  app = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO)) cookies[key] = await login(app, email);
  cookies.analyst = await login(app, 'analyst@demo.local');
  ids = await demoBuildings(app.db);
});
afterAll(() => app.close());

const saveType = (body: object, who = 'platform') => post<PoiType>(app, poiApi.saveType.path, body, cookies[who]);
const deleteType = (id: number, who = 'platform') => post<{ id: number }>(app, poiApi.deleteType.path, { id }, cookies[who]);
const listTypes = async (buildingId = ids.mall) => (await call<PoiType[]>(app, `${poiApi.types.path}?buildingId=${buildingId}`, cookies.platform)).body.data!;
const typesOf = (buildingId: number) =>
  app.db.selectFrom('poiType').select(['id', 'name', 'sort']).where('buildingId', '=', buildingId).orderBy('id').execute();

describe('issue 6: POST /api/location/poi/poi-type/save', () => {
  it('adds a type after the others and changes it; the list shows it', async () => {
    const before = await typesOf(ids.mall);
    const res = await saveType({ buildingId: ids.mall, name: ' 母婴室 ', nameEn: 'Nursery', icon: 'service', color: '#AABBCC' }, 'business');
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const created = res.body.data!;
    expect(created).toEqual({
      id: expect.any(Number),
      buildingId: ids.mall,
      name: '母婴室',
      nameEn: 'Nursery',
      icon: 'service',
      color: '#aabbcc',
      iconUrl: '',
      sort: Math.max(...before.map((t) => t.sort)) + 1,
    });
    expect((await listTypes()).at(-1)).toEqual({
      id: created.id,
      name: '母婴室',
      nameEn: 'Nursery',
      icon: 'service',
      color: '#aabbcc',
      iconUrl: '',
      sort: created.sort,
    });

    const changed = await saveType({ id: created.id, buildingId: ids.mall, name: '母婴室', nameEn: 'Baby care', icon: 'toilet', color: '#000000' });
    expect(changed.body.data).toEqual({ ...created, nameEn: 'Baby care', icon: 'toilet', color: '#000000' });
    const resorted = await saveType({ id: created.id, buildingId: ids.mall, name: '母婴室', icon: 'toilet', color: '#000000', sort: 0 });
    expect(resorted.body.data).toMatchObject({ sort: 0, nameEn: '' });
  });

  it('keeps names unique in the building, in any case (10006 naming name); another building may reuse one', async () => {
    const shopping = (await typesOf(ids.mall))[0];
    const taken = await saveType({ buildingId: ids.mall, name: shopping.name, icon: 'shop', color: '#123456' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 10006, errors: [{ field: 'name' }] });
    expect(taken.body.error).toContain(shopping.name);
    expect((await saveType({ buildingId: ids.mall, name: 'Kids', icon: 'shop', color: '#123456' })).body.code).toBe(0);
    expect((await saveType({ buildingId: ids.mall, name: 'KIDS ', icon: 'shop', color: '#123456' })).body.code).toBe(10006);
    expect((await saveType({ buildingId: ids.office, name: 'Kids', icon: 'shop', color: '#123456' })).body.code).toBe(0);
    const other = (await typesOf(ids.mall)).find((t) => t.name === 'Kids')!;
    expect((await saveType({ id: other.id, buildingId: ids.mall, name: shopping.name, icon: 'shop', color: '#123456' })).body.code).toBe(10006);
  });

  it('refuses an unknown icon, a colour that is not #rrggbb, an empty or long name (10005 naming the field)', async () => {
    const base = { buildingId: ids.mall, name: 'Valid', icon: 'shop', color: '#123456' };
    const count = (await typesOf(ids.mall)).length;
    for (const [patch, field] of [
      [{ icon: 'unicorn' }, 'icon'],
      [{ color: 'red' }, 'color'],
      [{ color: '#12345' }, 'color'],
      [{ name: '' }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'n'.repeat(31) }, 'name'],
    ] as const) {
      const res = await saveType({ ...base, ...patch });
      expect(res.body, JSON.stringify(patch)).toMatchObject({ code: 10005, errors: [{ field }] });
    }
    expect((await typesOf(ids.mall)).length).toBe(count);
  });

  it('answers 10004 for a type of another building named with this one, or an unknown id', async () => {
    const officeType = (await typesOf(ids.office))[0];
    expect((await saveType({ id: officeType.id, buildingId: ids.mall, name: 'Moved', icon: 'shop', color: '#123456' })).body.code).toBe(10004);
    expect((await saveType({ id: 999999, buildingId: ids.mall, name: 'Ghost', icon: 'shop', color: '#123456' })).body.code).toBe(10004);
  });
});

describe('issue 6: POST /api/location/poi/poi-type/delete', () => {
  it('refuses a type POIs use (10006 saying how many, in the draft and in published versions), deletes an unused one', async () => {
    const used = (await draftPois(app.db, ids.mall))[0].properties.poiTypeId as number;
    const inDraft = (await draftPois(app.db, ids.mall)).filter((p) => p.properties.poiTypeId === used).length;
    const refused = await deleteType(used);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(10006);
    expect(refused.body.error).toContain(`used by ${inDraft} POIs of the draft and ${inDraft} POIs of published map versions`);
    expect((await typesOf(ids.mall)).some((t) => t.id === used)).toBe(true);

    const spare = (await saveType({ buildingId: ids.mall, name: 'Spare', icon: 'meeting', color: '#abcdef' })).body.data!;
    expect((await deleteType(spare.id, 'business')).body).toMatchObject({ code: 0, data: { id: spare.id } });
    expect((await listTypes()).some((t) => t.id === spare.id)).toBe(false);
    expect((await deleteType(spare.id)).body.code).toBe(10004);
  });

  it('still refuses a type that only a published version uses', async () => {
    const type = (await saveType({ buildingId: ids.mall, name: 'Pop-up', icon: 'shop', color: '#abcdef' })).body.data!;
    const pois = await draftPois(app.db, ids.mall);
    const add = await post<{ added: string[] }>(
      app,
      poiApi.save.path,
      {
        buildingId: ids.mall,
        baseRevision: (await draftMark(app.db, ids.mall)).revision,
        changes: [{ op: 'add', poi: { levelId: pois[0].levelId, name: 'Pop-up', poiTypeId: type.id, point: pois[0].geometry.coordinates } }],
      },
      cookies.platform,
    );
    expect(add.body.code).toBe(0);
    expect((await post(app, mapApi.publish.path, { buildingId: ids.mall }, cookies.platform)).body.code).toBe(0);
    const retype = await post(
      app,
      poiApi.save.path,
      {
        buildingId: ids.mall,
        baseRevision: (await draftMark(app.db, ids.mall)).revision,
        changes: [{ op: 'update', id: add.body.data!.added[0], set: { poiTypeId: null } }],
      },
      cookies.platform,
    );
    expect(retype.body.code).toBe(0);
    const refused = await deleteType(type.id);
    expect(refused.body.code).toBe(10006);
    expect(refused.body.error).toContain('used by 0 POIs of the draft and 1 POIs of published map versions');
  });

  it('needs EDIT_POI on the type’s building; another company’s type is 10004', async () => {
    const officeType = (await typesOf(ids.office))[0];
    const mallType = (await typesOf(ids.mall))[0];
    const towerType = (await typesOf(ids.tower))[0];
    expect((await deleteType(officeType.id, 'business')).body.code).toBe(10003);
    expect((await deleteType(mallType.id, 'analyst')).body.code).toBe(10003);
    expect((await deleteType(mallType.id, 'other')).body.code).toBe(10004);
    expect((await deleteType(towerType.id, 'company')).body.code).toBe(10004);
    expect((await deleteType(mallType.id, 'anonymous')).body.code).toBe(10002);
    const body = { buildingId: ids.office, name: 'Business try', icon: 'shop', color: '#123456' };
    expect((await saveType(body, 'business')).body.code).toBe(10003);
    expect((await saveType({ ...body, buildingId: ids.mall }, 'other')).body.code).toBe(10004);
    expect((await saveType({ ...body, buildingId: ids.mall }, 'analyst')).body.code).toBe(10003);
    expect((await saveType({ ...body, buildingId: ids.tower }, 'company')).body.code).toBe(10004);
    expect((await saveType({ ...body, buildingId: ids.tower }, 'other')).body.code).toBe(0);
  });
});
