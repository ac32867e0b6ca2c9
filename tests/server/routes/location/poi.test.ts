import { sql } from 'kysely';
import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login, post } from '../../helpers.js';
import { demoBuildings, draftMark, draftPois, type DraftPoi } from './poiFixtures.js';
import { poiApi } from '#contract/endpoints/poi.js';

/** Issue 6, spec §7: GET poi/page and poi/list on the demo mall's draft. */

interface PageRecord {
  id: string;
  name: string;
  nameEn: string | null;
  poiTypeId: number | null;
  poiTypeName: string | null;
  levelId: number;
  unitId: string | null;
  unitName: string | null;
  openingHours: string | null;
  keywords: string[];
  visible: boolean;
  point: number[];
}
interface PoiPage {
  records: PageRecord[];
  total: number;
  revision: number;
}

let app: App;
const cookies: Record<string, string> = {};
let ids: Record<'mall' | 'office' | 'tower', number>;
let mallPois: DraftPoi[];
let officePois: DraftPoi[];
let levels: number[];

beforeAll(async () => {
  app = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO)) cookies[key] = await login(app, email);
  cookies.analyst = await login(app, 'analyst@demo.local');
  ids = await demoBuildings(app.db);
  mallPois = await draftPois(app.db, ids.mall);
  officePois = await draftPois(app.db, ids.office);
  levels = (await app.db.selectFrom('level').select('id').where('buildingId', '=', ids.mall).orderBy('ordinal').execute()).map((l) => l.id);
});
afterAll(() => app.close());

const page = async (query: string, who = 'platform') => call<PoiPage>(app, `${poiApi.page.path}?buildingId=${ids.mall}&${query}`, cookies[who]);

/** Every record of a query, fetched page by page. */
async function all(query: string, size = 200): Promise<{ records: PageRecord[]; total: number }> {
  const records: PageRecord[] = [];
  let total = 0;
  for (let p = 1; ; p++) {
    const res = await page(`${query}&page=${p}&size=${size}`);
    expect(res.body.code, res.raw.slice(0, 300)).toBe(0);
    records.push(...res.body.data!.records);
    total = res.body.data!.total;
    if (res.body.data!.records.length < size) break;
  }
  return { records, total };
}

const nameOf = (p: DraftPoi) => [p.properties.name, p.properties.nameEn].join(' ').toLowerCase();

describe('issue 6, spec §7 GET /api/location/poi/page', () => {
  it('lists every POI of the mall’s draft once, with total and revision, in pages', async () => {
    const { records, total } = await all('', 37);
    expect(total).toBe(mallPois.length);
    expect(records.map((r) => r.id).sort()).toEqual(mallPois.map((p) => p.id).sort());
    const first = await page('page=1&size=5');
    expect(first.body.data!.records).toHaveLength(5);
    expect(first.body.data!.total).toBe(mallPois.length);
    expect(first.body.data!.revision).toBe((await draftMark(app.db, ids.mall)).revision);
    const beyond = await page('page=999&size=20');
    expect(beyond.body.data).toMatchObject({ records: [], total: mallPois.length });
    expect((await page('page=1&size=1000')).body.data!.records).toHaveLength(Math.min(200, mallPois.length));
  });

  it('answers each POI with its type’s and unit’s names, its point and the defaults of the new fields', async () => {
    const { records } = await all('');
    const types = new Map((await app.db.selectFrom('poiType').select(['id', 'name']).where('buildingId', '=', ids.mall).execute()).map((t) => [t.id, t.name]));
    const units = await app.db
      .selectFrom('mapFeature')
      .innerJoin('buildingVersion', 'buildingVersion.id', 'mapFeature.versionId')
      .select(['mapFeature.id', 'mapFeature.properties'])
      .where('buildingVersion.buildingId', '=', ids.mall)
      .where('buildingVersion.status', '=', 'draft')
      .where('mapFeature.featureType', '=', 'unit')
      .execute();
    const unitName = new Map(units.map((u) => [u.id, (u.properties as { name: string | null }).name]));
    for (const p of mallPois) {
      const r = records.find((x) => x.id === p.id)!;
      expect(r).toEqual({
        id: p.id,
        name: p.properties.name,
        nameEn: p.properties.nameEn,
        poiTypeId: p.properties.poiTypeId,
        poiTypeName: types.get(p.properties.poiTypeId),
        levelId: p.levelId,
        unitId: p.properties.unitId,
        unitName: unitName.get(p.properties.unitId) ?? null,
        openingHours: null,
        keywords: [],
        visible: true,
        point: p.geometry.coordinates,
      });
    }
    expect(records.filter((r) => r.unitName !== null).length).toBeGreaterThan(mallPois.length / 2);
  });

  it('sorts by name (default), id, poiTypeId or levelId, either way, ties by id', async () => {
    const { rows } = await sql<{ id: string }>`SELECT f.id FROM map_feature f JOIN building_version v ON v.id = f.version_id
      WHERE v.building_id = ${ids.mall} AND v.status = 'draft' AND f.feature_type = 'poi' ORDER BY f.properties ->> 'name', f.id`.execute(app.db);
    const byName = (await all('', 50)).records.map((r) => r.id);
    expect(byName).toEqual(rows.map((r) => r.id));
    expect((await all('sort=name&order=desc', 50)).records.map((r) => r.id)).toEqual([...byName].reverse());
    const byId = (await all('sort=id&order=asc')).records.map((r) => r.id);
    expect((await all('sort=id&order=desc')).records.map((r) => r.id)).toEqual([...byId].reverse());
    for (const [sort, key] of [
      ['poiTypeId', 'poiTypeId'],
      ['levelId', 'levelId'],
    ] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const list = (await all(`sort=${sort}&order=${order}`, 60)).records;
        for (let i = 1; i < list.length; i++) {
          const [a, b] = order === 'asc' ? [list[i - 1], list[i]] : [list[i], list[i - 1]];
          expect(a[key]! < b[key]! || (a[key] === b[key] && a.id < b.id), `${sort} ${order} at ${i}`).toBe(true);
        }
      }
    }
  });

  it('filters by part of the Chinese or English name in any case, by POI type and by level, together', async () => {
    const stairs = await all(`name=${encodeURIComponent('STAIRS')}`);
    const expected = mallPois.filter((p) => nameOf(p).includes('stairs'));
    expect(expected.length).toBeGreaterThan(0);
    expect(stairs.total).toBe(expected.length);
    expect(stairs.records.map((r) => r.id).sort()).toEqual(expected.map((p) => p.id).sort());
    const zh = await all(`name=${encodeURIComponent('洗手间')}`);
    expect(zh.total).toBe(mallPois.filter((p) => String(p.properties.name).includes('洗手间')).length);
    expect(zh.total).toBeGreaterThan(0);

    const typeId = mallPois[0].properties.poiTypeId as number;
    const byType = await all(`poiTypeId=${typeId}`);
    expect(byType.total).toBe(mallPois.filter((p) => p.properties.poiTypeId === typeId).length);
    expect(byType.records.every((r) => r.poiTypeId === typeId)).toBe(true);

    const byLevel = await all(`levelId=${levels[1]}`);
    expect(byLevel.total).toBe(mallPois.filter((p) => p.levelId === levels[1]).length);
    expect(byLevel.records.every((r) => r.levelId === levels[1])).toBe(true);

    const together = await all(`levelId=${levels[1]}&poiTypeId=${typeId}&name=${encodeURIComponent('West')}`);
    const want = mallPois.filter((p) => p.levelId === levels[1] && p.properties.poiTypeId === typeId && nameOf(p).includes('west'));
    expect(together.records.map((r) => r.id).sort()).toEqual(want.map((p) => p.id).sort());
    expect((await page('name=')).body.data!.total).toBe(mallPois.length);
  });

  it('matches % and _ in the name filter as themselves, not as LIKE wildcards', async () => {
    expect((await page('name=%25')).body.data!.total).toBe(0);
    expect((await page('name=_')).body.data!.total).toBe(0);
    const point = mallPois[0].geometry.coordinates;
    const saved = await post<{ revision: number; added: string[] }>(
      app,
      poiApi.save.path,
      {
        buildingId: ids.mall,
        baseRevision: (await draftMark(app.db, ids.mall)).revision,
        changes: [{ op: 'add', poi: { id: 'poi-sale', levelId: mallPois[0].levelId, name: '全场 50%_OFF', point } }],
      },
      cookies.platform,
    );
    expect(saved.body.code).toBe(0);
    const found = await page(`name=${encodeURIComponent('%_off')}`);
    expect(found.body.data!.records.map((r) => r.id)).toEqual(['poi-sale']);
    expect((await page('name=0_o')).body.data!.total).toBe(0);
  });

  it('never shows a POI of another building: the office’s POIs match nothing in the mall, its types and levels are 10004 (issue 10)', async () => {
    const mallIds = new Set((await all('')).records.map((r) => r.id));
    const foreign = officePois.filter((p) => !mallPois.some((m) => m.id === p.id));
    expect(foreign.length).toBeGreaterThan(0);
    for (const p of foreign) expect(mallIds.has(p.id)).toBe(false);
    const officeType = officePois.find((p) => !mallPois.some((m) => m.properties.poiTypeId === p.properties.poiTypeId))!.properties.poiTypeId;
    expect((await page(`poiTypeId=${officeType}`)).body.code).toBe(10004);
    expect((await page(`levelId=${officePois[0].levelId}`)).body.code).toBe(10004);
    const officeName = foreign.find((p) => !mallPois.some((m) => m.properties.name === p.properties.name))!.properties.name;
    expect((await page(`name=${encodeURIComponent(officeName)}`)).body.data!.total).toBe(0);
  });

  it('keeps the total exact across a save: a counted total is not reused at the next revision', async () => {
    const before = await page('page=1&size=3');
    expect((await page('page=2&size=3')).body.data!.total).toBe(before.body.data!.total);
    const saved = await post<{ revision: number }>(
      app,
      poiApi.save.path,
      {
        buildingId: ids.mall,
        baseRevision: before.body.data!.revision,
        changes: [{ op: 'add', poi: { levelId: mallPois[0].levelId, name: 'Total check', point: mallPois[0].geometry.coordinates } }],
      },
      cookies.platform,
    );
    expect(saved.body.code).toBe(0);
    const after = await page('page=1&size=3');
    expect(after.body.data).toMatchObject({ total: before.body.data!.total + 1, revision: saved.body.data!.revision });
  });

  it('needs VIEW_BUILDING, EDIT_POI or EDIT_BUILDING on the building; another company’s building is 10004', async () => {
    expect((await page('page=1&size=5', 'business')).body.code).toBe(0);
    expect((await page('page=1&size=5', 'company')).body.code).toBe(0);
    expect((await call(app, `${poiApi.page.path}?buildingId=${ids.office}`, cookies.business)).body.code).toBe(10003);
    expect((await page('page=1&size=5', 'analyst')).body.code).toBe(10003);
    expect((await page('page=1&size=5', 'other')).body.code).toBe(10004);
    expect((await call(app, `${poiApi.page.path}?buildingId=${ids.tower}`, cookies.company)).body.code).toBe(10004);
    expect((await page('page=1&size=5', 'anonymous')).body.code).toBe(10002);
    expect((await call(app, `${poiApi.page.path}?buildingId=99999`, cookies.platform)).body.code).toBe(10004);
    const bad = await page('sort=color', 'platform');
    expect(bad.body).toMatchObject({ code: 10005, errors: [{ field: 'sort' }] });
  });

  /** Runs `check` while the POI's stored properties carry `change` (written straight into the draft, as an import could). */
  const withStored = async (poiId: string, change: Record<string, unknown>, check: () => Promise<void>) => {
    const stored = await app.db
      .selectFrom('mapFeature')
      .select(['versionId', 'properties'])
      .where('id', '=', poiId)
      .where('featureType', '=', 'poi')
      .executeTakeFirstOrThrow();
    const write = (properties: unknown) =>
      app.db
        .updateTable('mapFeature')
        .set({ properties: JSON.stringify(properties) })
        .where('id', '=', poiId)
        .where('versionId', '=', stored.versionId)
        .execute();
    await write({ ...(stored.properties as object), ...change });
    try {
      await check();
    } finally {
      await write(stored.properties);
    }
  };
  const officePage = () => call<PoiPage>(app, `${poiApi.page.path}?buildingId=${ids.office}&page=1&size=200&sort=id`, cookies.platform);

  it('a stored type id past integer’s range, or a unit id naming no unit, gives null names, not an error (issue 19: names read in one query)', async () => {
    const poi = officePois[0]!;
    await withStored(poi.id, { poiTypeId: 99999999999, unitId: poi.id }, async () => {
      const res = await officePage();
      expect(res.body.code, res.raw.slice(0, 300)).toBe(0);
      expect(res.body.data!.records.find((r) => r.id === poi.id)).toMatchObject({ poiTypeId: 99999999999, poiTypeName: null, unitId: poi.id, unitName: null });
    });
  });

  it('a stored type id that is not a whole number reads as no type in the page and the list, not a 10000 (spec §7: poiTypeId is an integer)', async () => {
    const poi = officePois[0]!;
    await withStored(poi.id, { poiTypeId: 2.5 }, async () => {
      const res = await officePage();
      expect(res.body.code, res.raw.slice(0, 300)).toBe(0);
      expect(res.body.data!.records.find((r) => r.id === poi.id)).toMatchObject({ poiTypeId: null, poiTypeName: null });
      const list = await call<{ records: PageRecord[] }>(app, `${poiApi.list.path}?buildingId=${ids.office}`, cookies.platform);
      expect(list.body.code, list.raw.slice(0, 300)).toBe(0);
      expect(list.body.data!.records.find((r) => r.id === poi.id)).toMatchObject({ poiTypeId: null });
    });
  });
});

describe('issue 6, spec §7 GET /api/location/poi/list', () => {
  interface PoiList {
    records: Array<Omit<PageRecord, 'poiTypeName' | 'unitName'>>;
    revision: number;
  }
  const list = (query: string, who = 'platform') => call<PoiList>(app, `${poiApi.list.path}?buildingId=${ids.mall}${query}`, cookies[who]);

  it('answers every POI of one level (or of the building) for the map layer, with the revision', async () => {
    const pois = await draftPois(app.db, ids.mall);
    const one = await list(`&levelId=${levels[2]}`);
    expect(one.body.code).toBe(0);
    const want = pois.filter((p) => p.levelId === levels[2]);
    expect(one.body.data!.records.map((r) => r.id)).toEqual(want.map((p) => p.id));
    expect(one.body.data!.records[0]).toEqual({
      id: want[0].id,
      name: want[0].properties.name,
      nameEn: want[0].properties.nameEn,
      poiTypeId: want[0].properties.poiTypeId,
      levelId: levels[2],
      unitId: want[0].properties.unitId,
      openingHours: null,
      keywords: [],
      visible: true,
      point: want[0].geometry.coordinates,
    });
    expect(one.body.data!.revision).toBe((await draftMark(app.db, ids.mall)).revision);
    expect((await list('')).body.data!.records).toHaveLength(pois.length);
    // Issue 10: a level of another building is 10004, not an empty layer.
    expect((await list(`&levelId=${officePois[0].levelId}`)).body.code).toBe(10004);
  });

  it('has the access of the page', async () => {
    expect((await list('', 'business')).body.code).toBe(0);
    expect((await list('', 'analyst')).body.code).toBe(10003);
    expect((await list('', 'other')).body.code).toBe(10004);
    expect((await list('', 'anonymous')).body.code).toBe(10002);
  });
});
