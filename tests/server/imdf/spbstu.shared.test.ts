import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { App } from '../../../server/src/types.js';
import { SPBSTU_DIR } from '../../testdata.js';
import { buildingCount, upload, zip, type Files, type ImportAnswer } from './fixtures.js';
import { importOnce, roundTripChecks, type MapJson } from './importSuite.js';

/**
 * Issue 5: importing the real IMDF export of a university campus (no manifest, non-standard extra files),
 * from the product owner's shared folder (`../shared/testdata/imdf-spbstu`, or `SHARED_DIR`), which is not
 * part of the project. The shared suite (`npm run test:shared`; `.ci/run` runs it where the folder
 * exists); `import.test.ts` checks the same on the archive the project makes itself.
 */

/** The spbstu archive's GeoJSON files by name (SOURCE.md left out). */
function spbstuFiles(): Files {
  if (!existsSync(SPBSTU_DIR))
    throw new Error(`the shared suite reads ${SPBSTU_DIR}, which is missing: check the project out beside shared/ or set SHARED_DIR`);
  const files: Files = {};
  for (const name of readdirSync(SPBSTU_DIR)) if (name.endsWith('.geojson')) files[name] = readFileSync(resolve(SPBSTU_DIR, name));
  return files;
}

const NON_STANDARD = ['attraction.geojson', 'enviroment.geojson', 'enviromentAmenity.geojson', 'enviromentDetail.geojson', 'enviroment_amenity.geojson'];

let spbstu: Files;
const imported = importOnce(() => (spbstu = spbstuFiles()));
let app: App;
let platform: string;
let companies: { demo: number; other: number };
let answer: ImportAnswer;
let buildingsBefore: number;
let map: MapJson;
beforeAll(() => {
  ({ app, platform, companies, answer, buildingsBefore, map } = imported);
});
const { ofType } = imported;

describe('issue 5: POST /api/location/building/add-server-map with the spbstu IMDF export', () => {
  it('creates one new building named after the venue, with the venue’s address and an anchor, in no app', async () => {
    expect(await buildingCount(app)).toBe(buildingsBefore + 1);
    expect(answer.building.name).toBe('Peter the Great St.Petersburg Polytechnic University');
    const row = await app.db.selectFrom('building').selectAll().where('id', '=', answer.building.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ companyId: companies.demo, appId: null, name: answer.building.name, address: 'Политехническая ул., 29, city' });
    expect(row.anchorLng).toBeCloseTo(30.37, 1);
    expect(row.anchorLat).toBeCloseTo(60.0, 1);
  });

  it('takes its 3 levels (two share ordinal 0: they belong to different IMDF buildings), named from their labels', () => {
    const levels = answer.building.levels;
    expect(levels.map((l) => l.ordinal)).toEqual([0, 0, 2]);
    expect(levels.map((l) => l.name).sort()).toEqual(['Level 1', 'Этаж 1', 'Этаж 3']);
    expect(levels.map((l) => l.shortName).sort()).toEqual(['1', '1', '3']);
    expect(map.levels).toEqual(levels);
  });

  it('the new draft’s map JSON holds its 144 units, 142 openings and 15 amenities, ids kept, on their levels', () => {
    expect(map).toMatchObject({ status: 'draft', version: null });
    expect(ofType('unit')).toHaveLength(144);
    expect(ofType('opening')).toHaveLength(142);
    expect(ofType('amenity')).toHaveLength(15);
    expect(ofType('level')).toHaveLength(3);
    expect(ofType('footprint')).toHaveLength(9);
    expect(ofType('building')).toHaveLength(3);
    const levelIds = new Set(map.levels.map((l) => l.id));
    for (const f of [...ofType('unit'), ...ofType('opening'), ...ofType('amenity'), ...ofType('level')]) expect(levelIds).toContain(f.properties.levelId);
    // The second level (Этаж 3, a MultiPolygon) keeps its geometry type.
    expect(ofType('level').find((l) => l.id === 'bc3da182-1284-4143-8937-7b298f0c9693')!.geometry.type).toBe('MultiPolygon');
  });

  it('units keep their IMDF category and Russian names (drawn and labelled like the demo units)', () => {
    const units = ofType('unit');
    expect(units.every((u) => typeof u.properties.category === 'string')).toBe(true);
    expect(units.filter((u) => u.properties.category === 'classroom')).toHaveLength(69);
    const stairs = units.find((u) => u.id === '6702aff4-696c-4768-9e28-63111f11a309')!;
    expect(stairs.properties).toMatchObject({ name: 'Лестница', nameEn: null, category: 'stairs' });
    expect(units.some((u) => u.properties.name === 'Кабинет 304')).toBe(true);
  });

  it('openings keep category and door; amenities their category and units (and the level of their first unit)', () => {
    const door = ofType('opening').find((o) => o.id === '9ef15d9c-fbba-40f9-87da-3f1c41c7dd34')!;
    expect(door.properties).toMatchObject({ category: 'automobile', door: { type: 'open', material: 'metal', automatic: false } });
    expect(door.geometry.type).toBe('LineString');
    const amenity = ofType('amenity').find((a) => a.id === 'c6b2cd54-6f2d-4424-8cd2-b46cd8dff2f5')!;
    expect(amenity.properties).toMatchObject({ category: 'stairs', name: 'Лестница', unitIds: ['6702aff4-696c-4768-9e28-63111f11a309'] });
    const unit = ofType('unit').find((u) => u.id === '6702aff4-696c-4768-9e28-63111f11a309')!;
    expect(amenity.properties.levelId).toBe(unit.properties.levelId);
  });

  it('the report lists every file; non-standard files and detail are not taken, with the reason', () => {
    const { files, taken, notTaken } = answer.report;
    expect(files.map((f) => f.file).sort()).toEqual(Object.keys(spbstu).sort());
    expect(taken).toMatchObject({ levels: 3, units: 144, openings: 142, amenities: 15, footprints: 9, buildings: 3, pois: 0, roads: 0 });
    const file = (name: string) => files.find((f) => f.file === name)!;
    expect(file('unit.geojson')).toMatchObject({ featureType: 'unit', features: 144, taken: 144, status: 'taken' });
    expect(file('opening.geojson')).toMatchObject({ features: 142, taken: 142, status: 'taken' });
    for (const name of NON_STANDARD) {
      expect(file(name)).toMatchObject({ featureType: null, taken: 0, status: 'not taken', reason: 'Not an IMDF feature type' });
      expect(notTaken).toContainEqual({ file: name, featureId: null, reason: 'Not an IMDF feature type' });
    }
    expect(file('enviroment.geojson').features).toBe(164);
    expect(file('detail.geojson')).toMatchObject({
      featureType: 'detail',
      features: 54,
      taken: 0,
      status: 'not taken',
      reason: 'IMDF detail features are not part of our map model',
    });
    expect(notTaken).toContainEqual({ file: 'detail.geojson', featureId: null, reason: 'IMDF detail features are not part of our map model' });
    // Three addresses: the venue's is the building's address; the other two are reported.
    expect(file('address.geojson')).toMatchObject({ features: 3, taken: 1, status: 'partly' });
    expect(notTaken.filter((n) => n.file === 'address.geojson')).toHaveLength(2);
  });

  it('the report speaks the caller’s language (language cookie zh): reasons in Chinese', async () => {
    const res = await upload(app, `${platform}; language=zh`, zip(spbstu), `companyId=${companies.demo}&name=zh-report`);
    expect(res.body.code).toBe(0);
    const { files, notTaken } = res.body.data!.report;
    expect(files.find((f) => f.file === 'detail.geojson')!.reason).toBe('地图模型不包含 IMDF detail 要素');
    expect(notTaken).toContainEqual({ file: 'attraction.geojson', featureId: null, reason: '不是 IMDF 要素类型' });
    expect(files.find((f) => f.file === 'address.geojson')!.reason).toBe('3 个要素中有 2 个未导入：见“未导入的要素”');
  });

  roundTripChecks(imported, () => 3);
});
