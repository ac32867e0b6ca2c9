import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login, post } from '../../helpers.js';
import { addManyPois, demoBuildings, draftMark, draftPois, type DraftPoi } from './poiFixtures.js';
import { poiApi } from '#contract/endpoints/poi.js';

/** Issue 6 (measure: the POI page on a building with 20,000 POIs): the page stays right at that size. */

interface PoiPage {
  records: Array<{ id: string; name: string; nameEn: string | null; poiTypeId: number; levelId: number; keywords: string[] }>;
  total: number;
  revision: number;
}

const N = 20_000;
let app: App;
let cookie: string;
let mall: number;
let seed: DraftPoi[];

beforeAll(async () => {
  app = await buildTestApp();
  cookie = await login(app, DEMO.business);
  mall = (await demoBuildings(app.db)).mall;
  seed = await draftPois(app.db, mall);
  expect(await addManyPois(app.db, mall, N)).toBe(seed.length);
}, 120_000);
afterAll(() => app.close());

const page = async (query: string) => {
  const res = await call<PoiPage>(app, `${poiApi.page.path}?buildingId=${mall}&${query}`, cookie);
  expect(res.body.code, res.raw.slice(0, 300)).toBe(0);
  return res.body.data!;
};

describe('issue 6: GET /api/location/poi/page with 20,000 POIs in the mall', () => {
  it('counts every POI and pages through them in order, to the last page', async () => {
    const total = N + seed.length;
    const first = await page('page=1&size=20');
    expect(first.total).toBe(total);
    expect(first.records).toHaveLength(20);
    expect(first.revision).toBe((await draftMark(app.db, mall)).revision);
    const lastPage = Math.ceil(total / 200);
    const last = await page(`page=${lastPage}&size=200`);
    expect(last.total).toBe(total);
    expect(last.records).toHaveLength(total - (lastPage - 1) * 200);
    const byId = await page('page=1&size=200&sort=id&order=desc');
    // The seed's ids (poi-…) sort after the bulk ones (bulk-…) in any collation.
    expect(byId.records.every((r) => r.id.startsWith('poi-'))).toBe(true);
    expect((await page('page=1&size=20&sort=id')).records.every((r) => r.id.startsWith('bulk-'))).toBe(true);
    const middle = await page('page=50&size=200&sort=levelId');
    expect(middle.total).toBe(total);
    for (let i = 1; i < middle.records.length; i++) expect(middle.records[i - 1].levelId <= middle.records[i].levelId).toBe(true);
  });

  it('filters by name part in any case, by type and by level, with exact totals', async () => {
    const byName = await page(`name=${encodeURIComponent('bulk poi 1999')}&size=50`);
    expect(byName.total).toBe(11);
    expect(byName.records.map((r) => r.nameEn).sort()).toEqual(['Bulk POI 1999', ...Array.from({ length: 10 }, (_, i) => `Bulk POI 1999${i}`)].sort());
    expect((await page(`name=${encodeURIComponent('批量点位')}&size=1`)).total).toBe(N);

    const type = seed[0].properties.poiTypeId as number;
    const level = seed[0].levelId;
    const ofSeed = (test: (p: DraftPoi) => boolean) => seed.filter(test).length;
    // Bulk POI i copies seed POI (i mod seed.length), in id order.
    const copies = (test: (p: DraftPoi) => boolean) => Array.from({ length: N }, (_, i) => seed[(i + 1) % seed.length]).filter(test).length;
    const byType = await page(`poiTypeId=${type}&size=200&page=3`);
    expect(byType.total).toBe(ofSeed((p) => p.properties.poiTypeId === type) + copies((p) => p.properties.poiTypeId === type));
    expect(byType.records.every((r) => r.poiTypeId === type)).toBe(true);
    const byLevel = await page(`levelId=${level}&poiTypeId=${type}&size=200`);
    const want = (p: DraftPoi) => p.levelId === level && p.properties.poiTypeId === type;
    expect(byLevel.total).toBe(ofSeed(want) + copies(want));
    expect(byLevel.records.every((r) => r.levelId === level && r.poiTypeId === type)).toBe(true);
  });

  it('answers the next revision’s total after a save, and the map layer list of a level', async () => {
    const before = await page('page=2&size=20');
    const saved = await post<{ revision: number }>(
      app,
      poiApi.save.path,
      {
        buildingId: mall,
        baseRevision: before.revision,
        changes: [
          { op: 'delete', id: 'bulk-1' },
          { op: 'delete', id: 'bulk-2' },
        ],
      },
      cookie,
    );
    expect(saved.body.code).toBe(0);
    expect(await page('page=2&size=20')).toMatchObject({ total: before.total - 2, revision: saved.body.data!.revision });
    const level = seed[0].levelId;
    const list = await call<{ records: Array<{ levelId: number }> }>(app, `${poiApi.list.path}?buildingId=${mall}&levelId=${level}`, cookie);
    const onLevel = (await draftPois(app.db, mall)).filter((p) => p.levelId === level).length;
    expect(list.body.data!.records).toHaveLength(onLevel);
    expect(onLevel).toBeGreaterThan(N / 8);
  });
});
