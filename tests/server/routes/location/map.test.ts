import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login, post } from '../../helpers.js';
import { mapApi } from '#contract/endpoints/map.js';
import { buildingApi } from '#contract/endpoints/building.js';
import { poiApi } from '#contract/endpoints/poi.js';
import { regionApi } from '#contract/endpoints/region.js';
import { fillPath } from '#contract/endpoints/endpoint.js';

/** Issue 5: the map JSON of the demo venues, versions and publishing, permission per call. */

interface Feature {
  type: 'Feature';
  id: string;
  geometry: { type: string; coordinates: any };
  properties: Record<string, any> & { featureType: string; levelId: number | null; ordinal: number | null; name: string | null };
}
interface MapJson {
  type: string;
  buildingId: number;
  version: number | null;
  status: string;
  bbox: number[];
  center: number[];
  levels: Array<{ id: number; ordinal: number; name: string; shortName: string }>;
  features: Feature[];
}

let app: App;
const cookies: Record<string, string> = {};
let ids: Record<'mall' | 'office' | 'tower', number>;
const maps: Record<string, MapJson> = {};

beforeAll(async () => {
  app = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO)) cookies[key] = await login(app, email);
  const bs = await app.db.selectFrom('building').select(['id', 'name']).execute();
  const idOf = (name: string) => bs.find((b) => b.name === name)!.id;
  ids = { mall: idOf('环球购物中心'), office: idOf('科技园办公楼'), tower: idOf('Other Co Tower') };
  for (const key of ['mall', 'office', 'tower'] as const) {
    const res = await call<MapJson>(app, fillPath(mapApi.json.path, { buildingId: ids[key] }), cookies.platform);
    expect(res.body.code, res.raw.slice(0, 300)).toBe(0);
    maps[key] = res.body.data!;
  }
});
afterAll(() => app.close());

const byType = (m: MapJson, type: string) => m.features.filter((f) => f.properties.featureType === type);

/** Every [lng, lat] of a geometry. */
function points(g: Feature['geometry']): number[][] {
  const out: number[][] = [];
  const visit = (c: any): void => {
    if (typeof c[0] === 'number') out.push(c);
    else c.forEach(visit);
  };
  visit(g.coordinates);
  return out;
}

const M_LAT = 110_574;
/** Metres between two [lng, lat] points (local approximation, fine inside a building). */
function metres(a: number[], b: number[]): number {
  const mLng = 111_320 * Math.cos((a[1] * Math.PI) / 180);
  return Math.hypot((a[0] - b[0]) * mLng, (a[1] - b[1]) * M_LAT);
}

describe('issue 5: GET /api/location/map/map-json/{buildingId}', () => {
  it.each(['mall', 'office', 'tower'] as const)('%s: a FeatureCollection of version 1 with levels, bbox and centre', (key) => {
    const m = maps[key];
    expect(m).toMatchObject({ type: 'FeatureCollection', buildingId: ids[key], version: 1, status: 'published' });
    expect(m.levels.length).toBe(key === 'mall' ? 4 : 3);
    expect(m.levels.map((l) => l.ordinal)).toEqual([...m.levels.map((l) => l.ordinal)].sort((a, b) => a - b));
    const [w, s, e, n] = m.bbox;
    expect(w).toBeLessThan(e);
    expect(s).toBeLessThan(n);
    expect(m.center[0]).toBeGreaterThan(w);
    expect(m.center[0]).toBeLessThan(e);
    expect(m.center[1]).toBeGreaterThan(s);
    expect(m.center[1]).toBeLessThan(n);
    const featureIds = new Set(m.features.map((f) => f.id));
    expect(featureIds.size).toBe(m.features.length);
    const levelIds = new Set(m.levels.map((l) => l.id));
    const geometry: Record<string, string[]> = {
      building: ['Polygon', 'MultiPolygon'],
      footprint: ['Polygon', 'MultiPolygon'],
      level: ['Polygon', 'MultiPolygon'],
      unit: ['Polygon', 'MultiPolygon'],
      fixture: ['Polygon', 'MultiPolygon'],
      section: ['Polygon', 'MultiPolygon'],
      opening: ['LineString'],
      road: ['LineString'],
      amenity: ['Point'],
      poi: ['Point'],
      connector: ['Point', 'LineString'],
    };
    for (const f of m.features) {
      const p = f.properties;
      expect(f.type).toBe('Feature');
      expect(typeof f.id).toBe('string');
      expect(Object.keys(geometry), f.id).toContain(p.featureType);
      expect(geometry[p.featureType], f.id).toContain(f.geometry.type);
      expect(p).toHaveProperty('name');
      expect(p).toHaveProperty('nameEn');
      if (['building', 'footprint', 'connector'].includes(p.featureType)) expect(p.levelId).toBeNull();
      else {
        expect(levelIds.has(p.levelId!), f.id).toBe(true);
        expect(p.ordinal).toBe(m.levels.find((l) => l.id === p.levelId)!.ordinal);
      }
      if (p.featureType === 'unit' || p.featureType === 'section' || p.featureType === 'amenity') expect(typeof p.category, f.id).toBe('string');
      if (p.featureType === 'road') expect(p.status).toBe('open');
      if (p.featureType === 'connector') {
        expect(['elevator', 'escalator', 'stairs']).toContain(p.category);
        expect(p.levelIds.length).toBeGreaterThanOrEqual(2);
        for (const l of p.levelIds) expect(levelIds.has(l)).toBe(true);
      }
      if (p.featureType === 'poi') {
        expect(typeof p.poiTypeId).toBe('number');
        expect(featureIds.has(p.unitId), f.id).toBe(true);
      }
      // Everything lies inside the building (its level's outline).
      const [w, s, e, n] = m.bbox;
      for (const [x, y] of points(f.geometry)) {
        expect(x >= w && x <= e && y >= s && y <= n, f.id).toBe(true);
      }
    }
    // One level feature per level; units inside their level's bbox.
    const levelBox = new Map<number, number[]>();
    for (const l of byType(m, 'level')) {
      const pts = points(l.geometry);
      levelBox.set(l.properties.levelId!, [
        Math.min(...pts.map((p) => p[0])),
        Math.min(...pts.map((p) => p[1])),
        Math.max(...pts.map((p) => p[0])),
        Math.max(...pts.map((p) => p[1])),
      ]);
    }
    expect(levelBox.size).toBe(m.levels.length);
    for (const u of byType(m, 'unit')) {
      const [w2, s2, e2, n2] = levelBox.get(u.properties.levelId!)!;
      for (const [x, y] of points(u.geometry)) expect(x >= w2 && x <= e2 && y >= s2 && y <= n2, u.id).toBe(true);
    }
  });

  it('the mall: about 200 shops with a POI each, parking spaces P-001…, restrooms, lifts, escalators, entrances, regions', async () => {
    const m = maps.mall;
    const shops = byType(m, 'unit').filter((u) => ['retail', 'foodservice', 'room'].includes(u.properties.category));
    expect(shops.length).toBeGreaterThanOrEqual(190);
    const poiByUnit = new Map(byType(m, 'poi').map((p) => [p.properties.unitId, p]));
    for (const s of shops) {
      expect(poiByUnit.has(s.id), s.id).toBe(true);
      expect(s.properties.name).toMatch(/\S/);
    }
    const names = shops.map((s) => s.properties.name);
    for (const brand of ['优衣库', '星巴克', '海底捞']) expect(names).toContain(brand);
    expect(names.some((n) => /号$/.test(n ?? ''))).toBe(true);
    const categories = (cat: string) => byType(m, 'unit').filter((u) => u.properties.category === cat);
    expect(categories('foodservice').length).toBeGreaterThan(30);
    expect(categories('restroom').length).toBeGreaterThanOrEqual(8);
    expect(
      categories('opentobelow')
        .map((u) => u.properties.ordinal)
        .sort(),
    ).toEqual([1, 2]);
    const parking = categories('parking');
    expect(parking.length).toBeGreaterThan(100);
    expect(parking.every((u) => u.properties.ordinal === -1)).toBe(true);
    expect(parking.map((u) => u.properties.name)).toContain('P-001');
    const connectors = byType(m, 'connector').map((c) => c.properties.category);
    for (const c of ['elevator', 'escalator', 'stairs']) expect(connectors).toContain(c);
    expect(byType(m, 'opening').filter((o) => o.properties.category === 'pedestrian.principal' && o.properties.ordinal === 0).length).toBeGreaterThanOrEqual(2);
    expect(byType(m, 'section').map((s) => s.properties.name)).toEqual(expect.arrayContaining(['北翼', '南翼', '美食广场', '停车场 A 区']));
  });

  it.each(['mall', 'office', 'tower'] as const)('%s: one connected road network; every door of a unit with a POI is on it', (key) => {
    const m = maps[key];
    // Nodes: road end points snapped within 0.5 m (per level); edges: roads and connectors.
    const nodes: Array<{ level: number; p: number[] }> = [];
    const parent: number[] = [];
    const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
    const union = (a: number, b: number) => {
      parent[find(a)] = find(b);
    };
    const nodeAt = (level: number, p: number[], create: boolean): number | undefined => {
      const hit = nodes.findIndex((n) => n.level === level && metres(n.p, p) < 0.5);
      if (hit >= 0 || !create) return hit >= 0 ? hit : undefined;
      nodes.push({ level, p });
      parent.push(parent.length);
      return nodes.length - 1;
    };
    for (const r of byType(m, 'road')) {
      const c = r.geometry.coordinates as number[][];
      const ends = [c[0], c[c.length - 1]].map((p) => nodeAt(r.properties.levelId!, p, true)!);
      union(ends[0], ends[1]);
    }
    for (const c of byType(m, 'connector')) {
      const pts = c.geometry.type === 'Point' ? [c.geometry.coordinates] : (c.geometry.coordinates as number[][]);
      const at = (c.properties.levelIds as number[]).map((level, i) => nodeAt(level, pts[Math.min(i, pts.length - 1)], false));
      for (const n of at) expect(n, `${c.id} reaches level ${String(n)}`).toBeDefined();
      for (const n of at.slice(1)) union(at[0]!, n!);
    }
    const roots = new Set(nodes.map((_, i) => find(i)));
    expect(roots.size).toBe(1);
    // Every unit that has a POI has its door (opening) on the network.
    const withPoi = new Set(byType(m, 'poi').map((p) => p.properties.unitId));
    const doors = byType(m, 'opening').filter((o) => withPoi.has(o.properties.unitId));
    expect(doors.length).toBeGreaterThan(key === 'mall' ? 190 : 20);
    for (const d of doors) {
      const [a, b] = d.geometry.coordinates as number[][];
      const mid = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
      expect(nodeAt(d.properties.levelId!, mid, false), `${d.id} is on the road network`).toBeDefined();
    }
  });

  it('version=draft and version=<n>; an unknown version or building is 10004; a bad version is 10005', async () => {
    const draft = await call<MapJson>(app, `${fillPath(mapApi.json.path, { buildingId: ids.office })}?version=draft`, cookies.company);
    expect(draft.body.data).toMatchObject({ version: null, status: 'draft' });
    expect(draft.body.data!.features.length).toBe(maps.office.features.length);
    const one = await call<MapJson>(app, `${fillPath(mapApi.json.path, { buildingId: ids.office })}?version=1`, cookies.company);
    expect(one.body.data).toMatchObject({ version: 1, status: 'published' });
    expect((await call(app, `${fillPath(mapApi.json.path, { buildingId: ids.office })}?version=7`, cookies.company)).body.code).toBe(10004);
    expect((await call(app, fillPath(mapApi.json.path, { buildingId: 99999 }), cookies.platform)).body.code).toBe(10004);
    expect((await call(app, `${fillPath(mapApi.json.path, { buildingId: ids.office })}?version=newest`, cookies.company)).body).toMatchObject({
      code: 10005,
      errors: [{ field: 'version' }],
    });
  });
});

describe('issue 5: versions and publishing', () => {
  it('building-version lists the draft and version 1 with counts', async () => {
    const res = await call<any[]>(app, `${buildingApi.versions.path}?buildingId=${ids.mall}`, cookies.company);
    expect(res.body.code).toBe(0);
    const [draft, v1] = res.body.data!;
    expect(draft).toMatchObject({ buildingId: ids.mall, version: null, status: 'draft', publishedAt: null, publishedBy: null });
    expect(v1).toMatchObject({ version: 1, status: 'published', publishedBy: null });
    expect(v1.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(draft.counts).toEqual(v1.counts);
    expect(v1.counts.units).toBe(byType(maps.mall, 'unit').length);
    expect(v1.counts.pois).toBe(byType(maps.mall, 'poi').length);
    expect(v1.counts.roads).toBe(byType(maps.mall, 'road').length);
  });

  it('publish after changing one feature of the draft: changed 1, version 2; version 1 keeps the old one', async () => {
    const draft = await app.db
      .selectFrom('buildingVersion')
      .select('id')
      .where('buildingId', '=', ids.office)
      .where('status', '=', 'draft')
      .executeTakeFirstOrThrow();
    const unit = byType(maps.office, 'unit').find((u) => u.properties.category === 'office')!;
    await app.db
      .updateTable('mapFeature')
      .set({ properties: JSON.stringify({ ...stored(unit), name: '新租户' }) })
      .where('versionId', '=', draft.id)
      .where('id', '=', unit.id)
      .execute();
    const first = await post<any>(app, mapApi.publish.path, { buildingId: ids.office }, cookies.company);
    expect(first.body).toEqual({ success: true, code: 0, data: { version: 2, changes: { added: 0, changed: 1, removed: 0 } } });

    const latest = await call<MapJson>(app, fillPath(mapApi.json.path, { buildingId: ids.office }), cookies.company);
    expect(latest.body.data!.version).toBe(2);
    expect(latest.body.data!.features.find((f) => f.id === unit.id)!.properties.name).toBe('新租户');
    const old = await call<MapJson>(app, `${fillPath(mapApi.json.path, { buildingId: ids.office })}?version=1`, cookies.company);
    expect(old.body.data!.features.find((f) => f.id === unit.id)!.properties.name).toBe(unit.properties.name);

    // Remove one feature and add another: the next publish counts them; nothing changed publishes 0/0/0.
    const poi = byType(maps.office, 'poi')[0];
    await app.db.deleteFrom('mapFeature').where('versionId', '=', draft.id).where('id', '=', poi.id).execute();
    await app.db
      .insertInto('mapFeature')
      .values({
        versionId: draft.id,
        id: 'poi-new',
        featureType: 'poi',
        levelId: poi.properties.levelId,
        properties: JSON.stringify(stored(poi)),
        geometry: JSON.stringify(poi.geometry),
      })
      .execute();
    const second = await post<any>(app, mapApi.publish.path, { buildingId: ids.office }, cookies.platform);
    expect(second.body.data).toEqual({ version: 3, changes: { added: 1, changed: 0, removed: 1 } });
    const third = await post<any>(app, mapApi.publish.path, { buildingId: ids.office }, cookies.company);
    expect(third.body.data).toEqual({ version: 4, changes: { added: 0, changed: 0, removed: 0 } });

    const versions = await call<any[]>(app, `${buildingApi.versions.path}?buildingId=${ids.office}`, cookies.company);
    expect(versions.body.data!.map((v) => v.version)).toEqual([null, 4, 3, 2, 1]);
    expect(versions.body.data![1].publishedBy).toBe(DEMO.company);
    expect(versions.body.data![2].publishedBy).toBe(DEMO.platform);
  });
});

/** The stored properties of a map-json feature (without the ones the server adds). */
function stored(f: Feature): Record<string, unknown> {
  const { featureType: _t, levelId: _l, ordinal: _o, ...rest } = f.properties;
  return rest;
}

describe('issue 5: POI types and regions', () => {
  it('poi-type/list: the building’s types with colours and icons', async () => {
    const res = await call<any[]>(app, `${poiApi.types.path}?buildingId=${ids.mall}`, cookies.business);
    const names = res.body.data!.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['购物', '餐饮', '服务', '洗手间', '电梯', '扶梯', '出入口', '停车位']));
    for (const t of res.body.data!) {
      expect(t.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(t.icon).toMatch(/\S/);
      expect(t.nameEn).toMatch(/\S/);
    }
    const typeIds = new Set(res.body.data!.map((t) => t.id));
    for (const p of byType(maps.mall, 'poi')) expect(typeIds.has(p.properties.poiTypeId)).toBe(true);
  });

  it('region/list, region/page (filters, poiCount) and region?id= (outline and POIs inside)', async () => {
    const list = await call<any[]>(app, `${regionApi.list.path}?buildingId=${ids.mall}`, cookies.business);
    expect(list.body.data!.length).toBe(byType(maps.mall, 'section').length);
    const court = list.body.data!.find((r) => r.name === '美食广场')!;
    expect(court).toMatchObject({ buildingId: ids.mall, nameEn: 'Food court', category: 'foodservice' });

    const page = await call<any>(app, `${regionApi.page.path}?buildingId=${ids.mall}&page=1&size=3`, cookies.business);
    expect(page.body.data.total).toBe(list.body.data!.length);
    expect(page.body.data.records).toHaveLength(3);
    const named = await call<any>(app, `${regionApi.page.path}?buildingId=${ids.mall}&page=1&size=20&name=美食`, cookies.business);
    expect(named.body.data.records.map((r: any) => r.id)).toEqual([court.id]);
    expect(named.body.data.records[0].poiCount).toBeGreaterThan(10);
    const onLevel = await call<any>(app, `${regionApi.page.path}?buildingId=${ids.mall}&page=1&size=20&levelId=${court.levelId}`, cookies.business);
    expect(onLevel.body.data.records.every((r: any) => r.levelId === court.levelId)).toBe(true);

    const one = await call<any>(app, `${regionApi.one.path}?id=${court.id}`, cookies.business);
    expect(one.body.data).toMatchObject({ id: court.id, name: '美食广场', geometry: { type: 'Polygon' } });
    expect(one.body.data.pois.length).toBe(named.body.data.records[0].poiCount);
    const foodType = (await call<any[]>(app, `${poiApi.types.path}?buildingId=${ids.mall}`, cookies.business)).body.data!.find((t) => t.name === '餐饮')!;
    expect(one.body.data.pois.filter((p: any) => p.poiTypeId === foodType.id).length).toBeGreaterThan(10);
  });
});

describe('issue 5: permission per call (business@ holds VIEW_BUILDING on the mall only)', () => {
  const mapReads = (b: number) => [`${buildingApi.versions.path}?buildingId=${b}`, fillPath(mapApi.json.path, { buildingId: b })];
  // Spec §2: region-list and region-view carry no permission list, so any admin who can see the building reads them.
  const regionReads = (b: number, region: number) => [`${regionApi.page.path}?buildingId=${b}&page=1&size=20`, `${regionApi.one.path}?id=${region}`];
  const reads = (b: number, region: number) => [...mapReads(b), ...regionReads(b, region)];
  const regionOf = async (b: number) => (await call<any[]>(app, `${regionApi.list.path}?buildingId=${b}`, cookies.platform)).body.data![0].id as number;

  it('map reads: mall ok, office 10003, Other Co Tower 10004; region pages need no permission but a visible building (issue 10: a business admin sees only granted ones); anonymous 10002', async () => {
    for (const url of reads(ids.mall, await regionOf(ids.mall))) expect((await call(app, url, cookies.business)).body.code, url).toBe(0);
    for (const url of mapReads(ids.office)) expect((await call(app, url, cookies.business)).body.code, url).toBe(10003);
    for (const url of regionReads(ids.office, await regionOf(ids.office))) expect((await call(app, url, cookies.business)).body.code, url).toBe(10004);
    for (const url of reads(ids.tower, await regionOf(ids.tower))) expect((await call(app, url, cookies.business)).body.code, url).toBe(10004);
    for (const url of reads(ids.tower, await regionOf(ids.tower))) expect((await call(app, url, cookies.other)).body.code, url).toBe(0);
    for (const url of reads(ids.mall, await regionOf(ids.mall))) expect((await call(app, url, cookies.other)).body.code, url).toBe(10004);
    for (const url of reads(ids.mall, await regionOf(ids.mall))) expect((await call(app, url)).body.code, url).toBe(10002);
    expect((await call(app, `${regionApi.one.path}?id=99999999`, cookies.platform)).body.code).toBe(10004);
  });

  it('publish needs EDIT_BUILDING: business 10003 on the mall and the office, 10004 on the tower; other@ 10004 on the mall', async () => {
    expect((await post(app, mapApi.publish.path, { buildingId: ids.mall }, cookies.business)).body.code).toBe(10003);
    expect((await post(app, mapApi.publish.path, { buildingId: ids.office }, cookies.business)).body.code).toBe(10003);
    expect((await post(app, mapApi.publish.path, { buildingId: ids.tower }, cookies.business)).body.code).toBe(10004);
    expect((await post(app, mapApi.publish.path, { buildingId: ids.mall }, cookies.other)).body.code).toBe(10004);
    expect((await post(app, mapApi.publish.path, {}, cookies.company)).body).toMatchObject({ code: 10005, errors: [{ field: 'buildingId' }] });
  });
});
