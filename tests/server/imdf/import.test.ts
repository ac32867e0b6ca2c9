import type { App } from '../../../server/src/types.js';
import { buildingCount, readJson, upload, zip, type ImportAnswer } from './fixtures.js';
import { importOnce, roundTripChecks, type MapJson } from './importSuite.js';
import { featureCounts, madeArchive, type MadeArchive } from './madeArchive.js';

/**
 * Issue 5: importing an IMDF export with the flaws of a real one (no manifest, non-standard extra files,
 * details, several buildings, a MultiPolygon level, null and Russian-only names): the archive the tests
 * make (`madeArchive.ts`). The real export of a university campus has the same checks in the shared suite
 * (`spbstu.shared.test.ts`, `npm run test:shared`).
 */

const made: MadeArchive = madeArchive();
const NON_STANDARD = Object.keys(made.nonStandard);
/** What the generator put in each file. */
const count = featureCounts(made.files);
const categoryCount = (category: string) => readJson(made.files, 'unit.geojson').features.filter((u: any) => u.properties.category === category).length;

const imported = importOnce(() => made.files);
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

describe('issue 5: POST /api/location/building/add-server-map with an IMDF export with the flaws of a real one', () => {
  it('creates one new building named after the venue, with the venue’s address and an anchor, in no app', async () => {
    expect(await buildingCount(app)).toBe(buildingsBefore + 1);
    expect(answer.building.name).toBe(made.name);
    const row = await app.db.selectFrom('building').selectAll().where('id', '=', answer.building.id).executeTakeFirstOrThrow();
    const { address, unit, locality } = made.venueAddress;
    expect(row).toMatchObject({ companyId: companies.demo, appId: null, name: answer.building.name, address: `${address}, ${unit}, ${locality}` });
    expect(row.anchorLng).toBeCloseTo(made.anchor.lng, 5);
    expect(row.anchorLat).toBeCloseTo(made.anchor.lat, 5);
  });

  it(`takes its ${made.levels.length} levels (two share ordinal 0: they belong to different IMDF buildings), named from their labels`, () => {
    const levels = answer.building.levels;
    const ordinals = made.levels.map((l) => l.ordinal).sort((a, b) => a - b);
    expect(ordinals.filter((o) => o === 0)).toHaveLength(2);
    expect(new Set(made.levels.filter((l) => l.ordinal === 0).map((l) => l.building)).size).toBe(2);
    expect(levels.map((l) => l.ordinal)).toEqual(ordinals);
    expect(levels.map((l) => l.name).sort()).toEqual(made.levels.map((l) => l.name).sort());
    expect(levels.map((l) => l.shortName).sort()).toEqual(made.levels.map((l) => l.shortName).sort());
    expect(map.levels).toEqual(levels);
  });

  it(`the new draft’s map JSON holds its ${count['unit.geojson']} units, ${count['opening.geojson']} openings and ${count['amenity.geojson']} amenities, ids kept, on their levels`, () => {
    expect(map).toMatchObject({ status: 'draft', version: null });
    for (const type of ['unit', 'opening', 'amenity', 'level', 'footprint', 'building']) {
      const ids = readJson(made.files, `${type}.geojson`).features.map((f: any) => f.id);
      expect(ofType(type), type).toHaveLength(count[`${type}.geojson`]);
      expect(
        ofType(type)
          .map((f) => f.id)
          .sort(),
        type,
      ).toEqual(ids.sort());
    }
    expect(ofType('building').length).toBeGreaterThan(1);
    const levelIds = new Set(map.levels.map((l) => l.id));
    for (const f of [...ofType('unit'), ...ofType('opening'), ...ofType('amenity'), ...ofType('level')]) expect(levelIds).toContain(f.properties.levelId);
    // The office's top level (two wings, a MultiPolygon) keeps its geometry type.
    expect(ofType('level').find((l) => l.id === made.multiPolygonLevel)!.geometry.type).toBe('MultiPolygon');
  });

  it('units keep their IMDF category and Russian names (drawn and labelled like the demo units)', () => {
    const units = ofType('unit');
    expect(units.every((u) => typeof u.properties.category === 'string')).toBe(true);
    expect(units.filter((u) => u.properties.category === 'office')).toHaveLength(categoryCount('office'));
    const stairs = units.find((u) => u.id === made.stairs.unit)!;
    expect(stairs.properties).toMatchObject({ name: made.stairs.name, nameEn: null, category: 'stairs' });
    expect(units.some((u) => u.properties.name === made.russianRoom)).toBe(true);
    // Walkways come without a name.
    expect(units.filter((u) => u.properties.category === 'walkway').every((u) => u.properties.name === null)).toBe(true);
  });

  it('openings keep category and door; amenities their category and units (and the level of their first unit)', () => {
    const door = ofType('opening').find((o) => o.id === made.entrance.id)!;
    expect(door.properties).toMatchObject({ category: made.entrance.category, door: made.entrance.door });
    expect(door.geometry.type).toBe('LineString');
    const amenity = ofType('amenity').find((a) => a.id === made.stairs.amenity)!;
    expect(amenity.properties).toMatchObject({ category: 'stairs', name: made.stairs.name, unitIds: [made.stairs.unit] });
    const unit = ofType('unit').find((u) => u.id === made.stairs.unit)!;
    expect(amenity.properties.levelId).toBe(unit.properties.levelId);
  });

  it('the report lists every file; non-standard files and detail are not taken, with the reason', () => {
    const { files, taken, notTaken } = answer.report;
    expect(made.files['manifest.json']).toBeUndefined();
    expect(files.map((f) => f.file).sort()).toEqual(Object.keys(made.files).sort());
    expect(taken).toMatchObject({
      levels: count['level.geojson'],
      units: count['unit.geojson'],
      openings: count['opening.geojson'],
      amenities: count['amenity.geojson'],
      footprints: count['footprint.geojson'],
      buildings: count['building.geojson'],
      pois: 0,
      roads: 0,
    });
    const file = (name: string) => files.find((f) => f.file === name)!;
    expect(file('unit.geojson')).toMatchObject({ featureType: 'unit', features: count['unit.geojson'], taken: count['unit.geojson'], status: 'taken' });
    expect(file('opening.geojson')).toMatchObject({ features: count['opening.geojson'], taken: count['opening.geojson'], status: 'taken' });
    for (const name of NON_STANDARD) {
      expect(file(name)).toMatchObject({ featureType: null, taken: 0, status: 'not taken', reason: 'Not an IMDF feature type' });
      expect(notTaken).toContainEqual({ file: name, featureId: null, reason: 'Not an IMDF feature type' });
    }
    for (const name of NON_STANDARD) expect(file(name).features, name).toBe(made.nonStandard[name]);
    expect(file('enviroment.geojson').features).toBeGreaterThan(0);
    expect(file('enviroment_amenity.geojson').features).toBe(0);
    expect(count['detail.geojson']).toBeGreaterThan(0);
    expect(file('detail.geojson')).toMatchObject({
      featureType: 'detail',
      features: count['detail.geojson'],
      taken: 0,
      status: 'not taken',
      reason: 'IMDF detail features are not part of our map model',
    });
    expect(notTaken).toContainEqual({ file: 'detail.geojson', featureId: null, reason: 'IMDF detail features are not part of our map model' });
    // Several addresses: the venue's is the building's address; the others are reported.
    expect(count['address.geojson']).toBeGreaterThan(1);
    expect(file('address.geojson')).toMatchObject({ features: count['address.geojson'], taken: 1, status: 'partly' });
    expect(notTaken.filter((n) => n.file === 'address.geojson')).toHaveLength(count['address.geojson'] - 1);
  });

  it('the report speaks the caller’s language (language cookie zh): reasons in Chinese', async () => {
    const res = await upload(app, `${platform}; language=zh`, zip(made.files), `companyId=${companies.demo}&name=zh-report`);
    expect(res.body.code).toBe(0);
    const { files, notTaken } = res.body.data!.report;
    expect(files.find((f) => f.file === 'detail.geojson')!.reason).toBe('地图模型不包含 IMDF detail 要素');
    expect(notTaken).toContainEqual({ file: 'attraction.geojson', featureId: null, reason: '不是 IMDF 要素类型' });
    expect(files.find((f) => f.file === 'address.geojson')!.reason).toBe(
      `${count['address.geojson']} 个要素中有 ${count['address.geojson'] - 1} 个未导入：见“未导入的要素”`,
    );
  });

  roundTripChecks(imported, () => made.levels.length);
});
