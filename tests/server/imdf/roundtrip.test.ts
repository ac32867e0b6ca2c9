import type { App } from '../../../server/src/types.js';
import { DEMO, buildTestApp, call, login } from '../helpers.js';
import { readJson, unzip, upload, type Files, type ImportAnswer } from './fixtures.js';
import { buildingApi } from '#contract/endpoints/building.js';
import { mapApi } from '#contract/endpoints/map.js';
import { fillPath } from '#contract/endpoints/endpoint.js';

/** Issue 5: export the demo mall as IMDF, import the archive, and get the same map back. */

interface Feature {
  id: string;
  geometry: unknown;
  properties: Record<string, any>;
}
interface MapJson {
  levels: Array<{ id: number; ordinal: number; name: string; shortName: string }>;
  features: Feature[];
}

let app: App;
let company: string;
let mallId: number;
let exported: { status: number; headers: Record<string, unknown>; files: Files };
let answer: ImportAnswer;
let mall: MapJson;
let copy: MapJson;

async function exportArchive(query: string, cookie = company) {
  const res = await app.inject({ method: 'GET', url: `${buildingApi.exportImdf.path}?${query}`, headers: { cookie } });
  return { status: res.statusCode, headers: res.headers as Record<string, unknown>, raw: res.rawPayload, body: res.body };
}

async function mapOf(buildingId: number, version: string): Promise<MapJson> {
  const res = await call<MapJson>(app, `${fillPath(mapApi.json.path, { buildingId })}?version=${version}`, company);
  expect(res.body.code).toBe(0);
  return res.body.data!;
}

beforeAll(async () => {
  app = await buildTestApp();
  company = await login(app, DEMO.company);
  mallId = (await app.db.selectFrom('building').select('id').where('name', '=', '环球购物中心').executeTakeFirstOrThrow()).id;
  const res = await exportArchive(`buildingId=${mallId}&version=latest`);
  expect(res.status, res.body.slice(0, 300)).toBe(200);
  exported = { status: res.status, headers: res.headers, files: unzip(res.raw) };
  // The company admin imports it into its own company (no companyId needed).
  const imported = await upload(app, company, res.raw);
  expect(imported.body.code, JSON.stringify(imported.body).slice(0, 600)).toBe(0);
  answer = imported.body.data!;
  [mall, copy] = await Promise.all([mapOf(mallId, 'latest'), mapOf(answer.building.id, 'draft')]);
});
afterAll(() => app.close());

const ofType = (m: MapJson, type: string) => m.features.filter((f) => f.properties.featureType === type);

describe('issue 5: GET /api/location/building/imdf exports a version as an IMDF archive', () => {
  it('answers a zip attachment named after the building and version (ASCII name plus the UTF-8 one)', () => {
    expect(exported.headers['content-type']).toBe('application/zip');
    const disposition = String(exported.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[A-Za-z0-9._-]+-v1\.imdf\.zip"; /);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('环球购物中心-v1.imdf.zip')}`);
  });

  it('holds the manifest, the IMDF files and our road extension file', () => {
    expect(Object.keys(exported.files).sort()).toEqual(
      [
        'manifest.json',
        ...['venue', 'address', 'building', 'footprint', 'level', 'unit', 'opening', 'fixture', 'amenity', 'section', 'occupant', 'anchor', 'x_road'].map(
          (t) => `${t}.geojson`,
        ),
      ].sort(),
    );
    const manifest = readJson(exported.files, 'manifest.json');
    expect(manifest).toMatchObject({ version: '1.0.0', language: 'zh-CN', generated_by: expect.stringContaining('indoor-console') });
    expect(Number.isNaN(Date.parse(manifest.created))).toBe(false);
    const venue = readJson(exported.files, 'venue.geojson').features;
    expect(venue).toHaveLength(1);
    expect(venue[0]).toMatchObject({ type: 'Feature', feature_type: 'venue', properties: { name: { 'zh-CN': '环球购物中心' } } });
    expect(readJson(exported.files, 'address.geojson').features[0].properties.address).toBe('上海市浦东新区世纪大道 100 号');
  });

  it('levels carry ordinal and zh-CN/en labels; units, openings and POIs (occupant + anchor) keep their ids', () => {
    const levels = readJson(exported.files, 'level.geojson').features;
    expect(levels.map((l: any) => l.properties.ordinal)).toEqual([-1, 0, 1, 2]);
    expect(levels[0].properties.name).toEqual({ 'zh-CN': 'B1', en: 'B1' });
    expect(levels[0].properties.short_name).toEqual({ 'zh-CN': 'B1' });
    const levelIds = new Set(levels.map((l: any) => l.id));
    const units = readJson(exported.files, 'unit.geojson').features;
    expect(units.map((u: any) => u.id).sort()).toEqual(
      ofType(mall, 'unit')
        .map((u) => u.id)
        .sort(),
    );
    for (const u of units) expect(levelIds).toContain(u.properties.level_id);
    const occupants = readJson(exported.files, 'occupant.geojson').features;
    const anchors = new Map(readJson(exported.files, 'anchor.geojson').features.map((a: any) => [a.id, a]));
    expect(occupants).toHaveLength(ofType(mall, 'poi').length);
    const unitIds = new Set(units.map((u: any) => u.id));
    for (const o of occupants) {
      const anchor: any = anchors.get(o.properties.anchor_id);
      expect(anchor.geometry.type).toBe('Point');
      expect(unitIds).toContain(anchor.properties.unit_id);
    }
    const roads = readJson(exported.files, 'x_road.geojson').features;
    expect(roads.filter((r: any) => r.feature_type === 'road')).toHaveLength(ofType(mall, 'road').length);
    expect(roads.filter((r: any) => r.feature_type === 'connector')).toHaveLength(ofType(mall, 'connector').length);
  });
});

describe('issue 5: IMDF round trip of the demo mall (export, then import as a new building)', () => {
  it('the new building has the same levels: count, ordinals, names and short names', () => {
    const strip = (m: MapJson) => m.levels.map(({ ordinal, name, shortName }) => ({ ordinal, name, shortName }));
    expect(strip(copy)).toEqual(strip(mall));
    expect(answer.building.levels.map((l) => l.ordinal)).toEqual([-1, 0, 1, 2]);
    expect(answer.building.name).toBe('环球购物中心');
  });

  it('every file of our own archive is taken and nothing is reported as not taken', () => {
    expect(answer.report.notTaken).toEqual([]);
    for (const f of answer.report.files) expect(f.status, f.file).toBe('taken');
    expect(answer.report.taken).toMatchObject({
      units: ofType(mall, 'unit').length,
      openings: ofType(mall, 'opening').length,
      pois: ofType(mall, 'poi').length,
      roads: ofType(mall, 'road').length,
    });
  });

  it.each(['level', 'building', 'footprint', 'unit', 'opening', 'fixture', 'amenity', 'section', 'poi', 'road', 'connector'])(
    '%s features: the same ids, each with equal geometry, on the level of the same ordinal',
    (type) => {
      const before = ofType(mall, type);
      const after = new Map(ofType(copy, type).map((f) => [f.id, f]));
      expect(before.length).toBeGreaterThan(0);
      expect(after.size).toBe(before.length);
      for (const f of before) {
        const twin = after.get(f.id)!;
        expect(twin, f.id).toBeDefined();
        expect(twin.geometry, f.id).toEqual(f.geometry);
        expect(twin.properties.ordinal, f.id).toBe(f.properties.ordinal);
        expect([twin.properties.name, twin.properties.nameEn, twin.properties.category], f.id).toEqual([
          f.properties.name,
          f.properties.nameEn,
          f.properties.category,
        ]);
      }
    },
  );

  it('keeps the properties that name other features: units of openings, amenities and POIs; POI types; connector levels; road status', async () => {
    const twin = (f: Feature) => copy.features.find((c) => c.id === f.id)!;
    for (const o of ofType(mall, 'opening')) expect(twin(o).properties.unitId).toBe(o.properties.unitId);
    for (const a of ofType(mall, 'amenity')) expect(twin(a).properties.unitIds).toEqual(a.properties.unitIds);
    for (const r of ofType(mall, 'road')) expect(twin(r).properties.status).toBe(r.properties.status);
    const types = async (buildingId: number) =>
      new Map((await app.db.selectFrom('poiType').selectAll().where('buildingId', '=', buildingId).execute()).map((t) => [t.id, t]));
    const [mallTypes, copyTypes] = await Promise.all([types(mallId), types(answer.building.id)]);
    expect(copyTypes.size).toBe(mallTypes.size);
    for (const p of ofType(mall, 'poi')) {
      expect(twin(p).properties.unitId).toBe(p.properties.unitId);
      const [was, now] = [mallTypes.get(p.properties.poiTypeId)!, copyTypes.get(twin(p).properties.poiTypeId)!];
      expect({ name: now.name, nameEn: now.nameEn, icon: now.icon, color: now.color }).toEqual({
        name: was.name,
        nameEn: was.nameEn,
        icon: was.icon,
        color: was.color,
      });
    }
    const ordinals = (m: MapJson, ids: number[]) => ids.map((id) => m.levels.find((l) => l.id === id)!.ordinal);
    for (const c of ofType(mall, 'connector')) expect(ordinals(copy, twin(c).properties.levelIds)).toEqual(ordinals(mall, c.properties.levelIds));
    // Regions get new region ids of their own.
    const mallRegions = new Set(ofType(mall, 'section').map((s) => s.properties.regionId));
    for (const s of ofType(copy, 'section')) expect(mallRegions.has(s.properties.regionId)).toBe(false);
  });

  it('exporting the copy gives the same unit, opening, occupant, anchor and road files', async () => {
    const res = await exportArchive(`buildingId=${answer.building.id}&version=draft`);
    expect(res.status).toBe(200);
    expect(String(res.headers['content-disposition'])).toContain('-draft.imdf.zip"');
    const again = unzip(res.raw);
    for (const file of ['unit', 'opening', 'fixture', 'amenity', 'occupant', 'anchor', 'level', 'x_road'].map((t) => `${t}.geojson`)) {
      expect(readJson(again, file).features, file).toEqual(readJson(exported.files, file).features);
    }
  });
});
