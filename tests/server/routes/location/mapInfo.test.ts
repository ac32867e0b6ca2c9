import { pointInPolygon } from '#contract/geometry.js';
import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login, post } from '../../helpers.js';
import { mapApi } from '#contract/endpoints/map.js';
import { buildingApi } from '#contract/endpoints/building.js';
import { fillPath } from '#contract/endpoints/endpoint.js';

/** Issue 5, spec §7: s-map (the static map, served under /static/map) and map-tag. */

interface Feature {
  id: string;
  geometry: { type: string; coordinates: any };
  properties: Record<string, any> & { featureType: string; levelId: number | null };
}
interface Tag {
  featureId: string;
  featureType: string;
  levelId: number;
  name: string;
  nameEn: string | null;
  category: string | null;
  poiTypeId: number | null;
  point: [number, number];
}

let app: App;
const cookies: Record<string, string> = {};
let ids: { mall: number; office: number; tower: number };
let mall: { levels: Array<{ id: number; ordinal: number; name: string }>; features: Feature[] };

beforeAll(async () => {
  app = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO)) cookies[key] = await login(app, email);
  const bs = await app.db.selectFrom('building').select(['id', 'name']).execute();
  const b = (name: string) => bs.find((x) => x.name === name)!.id;
  ids = { mall: b('环球购物中心'), office: b('科技园办公楼'), tower: b('Other Co Tower') };
  mall = (await call<typeof mall>(app, `${fillPath(mapApi.json.path, { buildingId: ids.mall })}?version=1`, cookies.platform)).body.data!;
});
afterAll(() => app.close());

const file = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('issue 5, spec §7: GET /api/location/s-map and the /static/map files', () => {
  it('names the newest published version’s file; the file is its map JSON, public and immutable, with an ETag (304)', async () => {
    const res = await call<any>(app, `${mapApi.staticMap.path}?buildingId=${ids.mall}`, cookies.business);
    expect(res.body.code).toBe(0);
    const s = res.body.data;
    expect(s).toMatchObject({ buildingId: ids.mall, version: 1, url: `/static/map/${ids.mall}/1.geojson` });
    expect(s.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(s.levels.map((l: any) => l.ordinal)).toEqual([-1, 0, 1, 2]);
    const units = mall.features.filter((f) => f.properties.featureType === 'unit');
    expect(s.levels.reduce((n: number, l: any) => n + l.counts.units, 0)).toBe(units.length);
    const parking = s.levels.find((l: any) => l.ordinal === -1);
    expect(parking.counts.units).toBe(units.filter((u) => u.properties.levelId === parking.id).length);
    for (const l of s.levels) {
      expect(l.bbox[0]).toBeGreaterThanOrEqual(s.bbox[0]);
      expect(l.bbox[2]).toBeLessThanOrEqual(s.bbox[2]);
    }

    // No session needed: apps download it.
    const got = await file(s.url);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toMatch(/^application\/geo\+json/);
    expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.byteLength(got.body)).toBe(s.size);
    expect(got.json()).toEqual(mall);
    const etag = String(got.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await file(s.url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await file(s.url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('drafts, unknown versions and unknown buildings are 404; a new publish gets its own file', async () => {
    for (const bad of [
      `/static/map/${ids.mall}/2.geojson`,
      `/static/map/${ids.mall}/draft.geojson`,
      `/static/map/${ids.mall}/1.json`,
      '/static/map/99999/1.geojson',
      '/static/map/x/1.geojson',
    ]) {
      const res = await file(bad);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json(), bad).toMatchObject({ success: false, code: 10004 });
    }
    expect((await post(app, mapApi.publish.path, { buildingId: ids.office }, cookies.company)).body.code).toBe(0);
    const s = (await call<any>(app, `${mapApi.staticMap.path}?buildingId=${ids.office}`, cookies.company)).body.data;
    expect(s).toMatchObject({ version: 2, url: `/static/map/${ids.office}/2.geojson` });
    expect((await file(s.url)).json()).toMatchObject({ buildingId: ids.office, version: 2, status: 'published' });
    expect((await file(`/static/map/${ids.office}/1.geojson`)).statusCode).toBe(200);
  });

  it('a building never published: no file (nulls, zero counts); another company’s building is 10004', async () => {
    const added = await post<any>(
      app,
      buildingApi.add.path,
      { name: '新楼', appId: null, anchor: { lng: 121.5, lat: 31.2 }, levels: [{ ordinal: 0, name: '1F' }] },
      cookies.company,
    );
    const s = (await call<any>(app, `${mapApi.staticMap.path}?buildingId=${added.body.data.id}`, cookies.company)).body.data;
    expect(s).toMatchObject({ version: null, url: null, publishedAt: null, size: null, bbox: null, center: [121.5, 31.2] });
    expect(s.levels).toEqual([
      {
        id: added.body.data.levels[0].id,
        ordinal: 0,
        name: '1F',
        shortName: '1F',
        bbox: null,
        counts: { units: 0, openings: 0, amenities: 0, pois: 0, sections: 0, roads: 0 },
      },
    ]);
    expect((await call(app, `${mapApi.staticMap.path}?buildingId=${ids.mall}`, cookies.other)).body.code).toBe(10004);
    expect((await call(app, `${mapApi.staticMap.path}?buildingId=${ids.office}`, cookies.business)).body.code).toBe(10003);
  });
});

describe('issue 5, spec §7: GET /api/location/map-tag', () => {
  const tags = async (query: string, cookie = cookies.business) => {
    const res = await call<Tag[]>(app, `${mapApi.tags.path}?buildingId=${ids.mall}&${query}`, cookie);
    expect(res.body.code, res.raw.slice(0, 300)).toBe(0);
    return res.body.data!;
  };
  const featureOf = (t: Tag) => mall.features.find((f) => f.id === t.featureId)!;

  it('every named unit, POI, amenity and section, each with a label point inside it', async () => {
    const all = await tags('');
    const named = mall.features.filter(
      (f) => ['unit', 'poi', 'amenity', 'section'].includes(f.properties.featureType) && (f.properties.name || f.properties.nameEn),
    );
    expect(all.length).toBe(named.length);
    expect(all.length).toBeLessThanOrEqual(2000);
    for (const t of all) {
      const f = featureOf(t);
      expect(t).toMatchObject({ featureType: f.properties.featureType, levelId: f.properties.levelId, name: f.properties.name ?? f.properties.nameEn });
      if (f.geometry.type === 'Point') expect(t.point).toEqual(f.geometry.coordinates);
      else expect(pointInPolygon(t.point, f.geometry), `${t.featureId} label inside`).toBe(true);
    }
    // The atrium is a ring around the void (its middle is not on it): its label still lies on it.
    const atrium = all.find((t) => t.featureId === 'unit-2F-atrium')!;
    const outer = featureOf(atrium).geometry.coordinates[0] as number[][];
    const middle: [number, number] = [
      (Math.min(...outer.map((p) => p[0])) + Math.max(...outer.map((p) => p[0]))) / 2,
      (Math.min(...outer.map((p) => p[1])) + Math.max(...outer.map((p) => p[1]))) / 2,
    ];
    expect(pointInPolygon(middle, featureOf(atrium).geometry)).toBe(false);
    expect(pointInPolygon(atrium.point, featureOf(atrium).geometry)).toBe(true);
    const poi = all.find((t) => t.featureType === 'poi')!;
    expect(poi.poiTypeId).toEqual(expect.any(Number));
    expect(poi.category).toBeNull();
    expect(all.find((t) => t.featureType === 'section')!.category).toEqual(expect.any(String));
  });

  it('keyword finds a known shop by Chinese or English name (case-insensitive); levelId keeps one floor', async () => {
    const starbucks = await tags(`keyword=${encodeURIComponent('星巴克')}`);
    expect(starbucks.length).toBeGreaterThanOrEqual(2);
    expect(starbucks.every((t) => t.name.includes('星巴克'))).toBe(true);
    expect(new Set(starbucks.map((t) => t.featureType))).toEqual(new Set(['unit', 'poi']));
    const english = await tags('keyword=STARBUCKS');
    expect(english.map((t) => t.featureId).sort()).toEqual(starbucks.map((t) => t.featureId).sort());
    const court = await tags(`keyword=${encodeURIComponent('美食广场')}`);
    expect(court.some((t) => t.featureType === 'section' && t.category === 'foodservice')).toBe(true);

    const ground = mall.levels.find((l) => l.ordinal === 0)!;
    const onGround = await tags(`levelId=${ground.id}`);
    expect(onGround.length).toBeGreaterThan(20);
    expect(onGround.every((t) => t.levelId === ground.id)).toBe(true);
    expect(await tags(`levelId=${ground.id}&keyword=${encodeURIComponent('P-001')}`)).toEqual([]);
    expect((await tags(`keyword=${encodeURIComponent('P-001')}`)).map((t) => t.name)).toContain('P-001');
    expect(await tags('keyword=%25')).toEqual([]);
  });

  it('version=draft reads the draft; an unknown version is 10004; another company’s building 10004', async () => {
    const draft = (await call<{ features: Feature[] }>(app, `${fillPath(mapApi.json.path, { buildingId: ids.mall })}?version=draft`, cookies.company)).body
      .data!.features;
    const revision = (await call<any[]>(app, `${buildingApi.versions.path}?buildingId=${ids.mall}`, cookies.company)).body.data![0].revision;
    const shop = draft.find((f) => f.properties.featureType === 'unit' && f.properties.name === '星巴克')!;
    shop.properties.name = '新开张测试店';
    expect((await post(app, buildingApi.saveVersion.path, { buildingId: ids.mall, baseRevision: revision, features: draft }, cookies.company)).body.code).toBe(
      0,
    );
    const luckin = encodeURIComponent('新开张测试店');
    expect((await tags(`keyword=${luckin}&version=draft`)).map((t) => t.featureId)).toContain(shop.id);
    expect(await tags(`keyword=${luckin}`)).toEqual([]);
    expect(await tags(`keyword=${luckin}&version=1`)).toEqual([]);
    expect((await call(app, `${mapApi.tags.path}?buildingId=${ids.mall}&version=9`, cookies.business)).body.code).toBe(10004);
    expect((await call(app, `${mapApi.tags.path}?buildingId=${ids.mall}`, cookies.other)).body.code).toBe(10004);
    expect((await call(app, `${mapApi.tags.path}?buildingId=${ids.office}`, cookies.business)).body.code).toBe(10003);
  });
});
