import type { App } from '../../../server/src/types.js';
import { DEMO, buildTestApp, call, login } from '../helpers.js';
import { buildingCount, companyIds, upload, zip, type Files, type ImportAnswer } from './fixtures.js';
import { mapApi } from '#contract/endpoints/map.js';
import { buildingApi } from '#contract/endpoints/building.js';
import { fillPath } from '#contract/endpoints/endpoint.js';

/**
 * Issue 5: what the two IMDF import suites share: one import of an archive as the platform admin into
 * Demo Malls (`import.test.ts`: the archive the project makes; `spbstu.shared.test.ts`: the real export)
 * and the checks that read only what was imported (history, map JSON, export and import again).
 */

export interface MapJson {
  status: string;
  version: number | null;
  levels: Array<{ id: number; ordinal: number; name: string; shortName: string }>;
  features: Array<{ id: string; geometry: { type: string }; properties: Record<string, any> }>;
}

export interface Imported {
  app: App;
  platform: string;
  companies: { demo: number; other: number };
  answer: ImportAnswer;
  buildingsBefore: number;
  /** The new building's draft map JSON. */
  map: MapJson;
  ofType: (type: string) => MapJson['features'];
}

/** Imports `files()` once for the file (beforeAll; the app closes afterAll); the fields are set when the tests run. */
export function importOnce(files: () => Files): Imported {
  const ctx = { ofType: (type: string) => ctx.map.features.filter((f) => f.properties.featureType === type) } as Imported;
  beforeAll(async () => {
    ctx.app = await buildTestApp();
    ctx.platform = await login(ctx.app, DEMO.platform);
    ctx.companies = await companyIds(ctx.app);
    ctx.buildingsBefore = await buildingCount(ctx.app);
    const res = await upload(ctx.app, ctx.platform, zip(files()), `companyId=${ctx.companies.demo}`);
    expect(res.body.code, JSON.stringify(res.body).slice(0, 500)).toBe(0);
    ctx.answer = res.body.data!;
    const mapRes = await call<MapJson>(ctx.app, `${fillPath(mapApi.json.path, { buildingId: ctx.answer.building.id })}?version=draft`, ctx.platform);
    expect(mapRes.body.code).toBe(0);
    ctx.map = mapRes.body.data!;
  });
  afterAll(() => ctx.app.close());
  return ctx;
}

/** The checks both suites make of the imported building (`levels`: how many the archive has). */
export function roundTripChecks(ctx: Imported, levels: () => number): void {
  it('records the import in the draft’s change history (map_patch kind import) and lists the building', async () => {
    const { app, answer, map, platform } = ctx;
    const patches = await app.db.selectFrom('mapPatch').selectAll().where('buildingId', '=', answer.building.id).execute();
    expect(patches).toHaveLength(1);
    expect(patches[0]).toMatchObject({ kind: 'import', actorEmail: DEMO.platform, revision: 1 });
    expect((patches[0].changes as unknown[]).length).toBe(map.features.length);
    const res = await call<{ id: number; levels: unknown[] }>(app, `${buildingApi.one.path}?id=${answer.building.id}`, platform);
    expect(res.body.data).toMatchObject({ id: answer.building.id, name: answer.building.name });
    expect(res.body.data!.levels).toHaveLength(levels());
  });

  it('map-json with version=latest answers the same draft (nothing published yet)', async () => {
    const res = await call<MapJson>(ctx.app, fillPath(mapApi.json.path, { buildingId: ctx.answer.building.id }), ctx.platform);
    expect(res.body.data!.features.length).toBe(ctx.map.features.length);
  });

  it('exports the imported campus and imports that archive again: the same levels, and units, openings and amenities with equal geometry', async () => {
    const { app, answer, platform, companies, ofType } = ctx;
    const res = await app.inject({
      method: 'GET',
      url: `${buildingApi.exportImdf.path}?buildingId=${answer.building.id}&version=draft`,
      headers: { cookie: platform },
    });
    expect(res.statusCode).toBe(200);
    const again = await upload(app, platform, res.rawPayload, `companyId=${companies.demo}`);
    expect(again.body.code, JSON.stringify(again.body).slice(0, 400)).toBe(0);
    expect(again.body.data!.report.notTaken).toEqual([]);
    const strip = (list: MapJson['levels']) => list.map(({ ordinal, name, shortName }) => ({ ordinal, name, shortName }));
    expect(strip(again.body.data!.building.levels)).toEqual(strip(answer.building.levels));
    const copy = (await call<MapJson>(app, `${fillPath(mapApi.json.path, { buildingId: again.body.data!.building.id })}?version=draft`, platform)).body.data!;
    for (const type of ['level', 'unit', 'opening', 'amenity', 'footprint', 'building']) {
      const twins = new Map(copy.features.filter((f) => f.properties.featureType === type).map((f) => [f.id, f]));
      expect(twins.size, type).toBe(ofType(type).length);
      for (const f of ofType(type)) expect(twins.get(f.id)?.geometry, f.id).toEqual(f.geometry);
    }
  });
}
