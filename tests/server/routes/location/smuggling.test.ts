import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login, post } from '../../helpers.js';
import { poiApi } from '#contract/endpoints/poi.js';
import { mapApi } from '#contract/endpoints/map.js';
import { buildingApi } from '#contract/endpoints/building.js';
import { regionApi } from '#contract/endpoints/region.js';
import { fillPath } from '#contract/endpoints/endpoint.js';

/** Issue 10 §1: the building the access check reads is the one the handler uses; a business admin sees only its granted buildings. */
describe('issue 10 building smuggling', () => {
  let app: App;
  const b: Record<string, number> = {};
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    app = await buildTestApp();
    for (const row of await app.db.selectFrom('building').select(['id', 'name']).execute()) b[row.name] = row.id;
    for (const [key, email] of Object.entries(DEMO)) cookies[key] = await login(app, email);
  });
  afterAll(async () => app.close());
  const mall = () => b['环球购物中心'];
  const office = () => b['科技园办公楼'];
  const tower = () => b['Other Co Tower'];
  const typeCount = async (buildingId: number) =>
    (
      await app.db
        .selectFrom('poiType')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .where('buildingId', '=', buildingId)
        .executeTakeFirstOrThrow()
    ).n;

  it('issue 10: a POI type saved with the own building in the query and another company’s in the body is refused (10005), nothing written', async () => {
    const before = await typeCount(mall());
    const res = await post(
      app,
      `${poiApi.saveType.path}?buildingId=${tower()}`,
      { buildingId: mall(), name: 'x', icon: 'shop', color: '#123456' },
      cookies.other,
    );
    expect(res.body.code).toBe(10005);
    expect(res.body.errors?.[0]?.field).toBe('query.buildingId');
    expect(Number(await typeCount(mall()))).toBe(Number(before));
  });

  it('issue 10: without the smuggled query, another company’s building in the body is 10004', async () => {
    const res = await post(app, poiApi.saveType.path, { buildingId: mall(), name: 'x', icon: 'shop', color: '#123456' }, cookies.other);
    expect(res.body.code).toBe(10004);
  });

  it('issue 10: a business admin granted on the mall cannot write a POI into the tower through the query', async () => {
    const res = await post(
      app,
      `${poiApi.save.path}?buildingId=${mall()}`,
      { buildingId: tower(), baseRevision: 0, changes: [{ op: 'delete', id: 'poi-x' }] },
      cookies.business,
    );
    expect(res.body.code).toBe(10005);
  });

  it('issue 10: a path building and a different query building is refused', async () => {
    const res = await call(app, `${fillPath(mapApi.json.path, { buildingId: tower() })}?buildingId=${mall()}`, cookies.other);
    expect(res.body.code).toBe(10005);
  });

  it('issue 10: a business admin lists only the buildings where it holds a grant (README: on the mall only)', async () => {
    const page = await call<{ records: Array<{ id: number }> }>(app, `${buildingApi.page.path}?page=1&size=50`, cookies.business);
    expect(page.body.data?.records.map((r) => r.id)).toEqual([mall()]);
    const batch = await call<Array<{ id: number }>>(app, fillPath(buildingApi.many.path, { ids: `${mall()},${office()}` }), cookies.business);
    expect(batch.body.data?.map((r) => r.id)).toEqual([mall()]);
    for (const url of [
      `${poiApi.types.path}?buildingId=${office()}`,
      `${regionApi.list.path}?buildingId=${office()}`,
      `${regionApi.page.path}?buildingId=${office()}&page=1&size=20`,
    ]) {
      expect((await call(app, url, cookies.business)).body.code, url).toBe(10004);
    }
    expect((await call(app, `${regionApi.list.path}?buildingId=${mall()}`, cookies.business)).body.code).toBe(0);
    // The company admin still sees both of its company's buildings.
    const company = await call<{ records: Array<{ id: number }> }>(app, `${buildingApi.page.path}?page=1&size=50`, cookies.company);
    expect(company.body.data?.records.map((r) => r.id).sort()).toEqual([mall(), office()].sort());
  });
});
