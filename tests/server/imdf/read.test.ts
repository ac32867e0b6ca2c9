import { readArchive } from '../../../server/src/imdf/read.js';
import { withJson, zip } from './fixtures.js';
import { TINY, tinyArchive } from './tinyArchive.js';

/** Issue 5: reading a standard IMDF archive (the parts the campus export does not have) into an import plan. */

const read = (prefix = '') => readArchive(zip(tinyArchive(prefix)));
const plan = read().plan!;
const feature = (id: string) => plan.features.find((f) => f.id === id);

describe('issue 5: IMDF archive -> import plan', () => {
  it('names the building after the venue (Chinese first) and takes the venue’s address and display point', () => {
    expect(read().problems).toEqual([]);
    expect(plan.name).toBe('小商场');
    expect(plan.address).toBe('1 Tiny Road, Shanghai');
    expect(plan.anchor!.lng).toBeCloseTo(121.5, 3);
    expect(plan.levels).toEqual([{ imdfId: TINY.level, ordinal: 0, name: 'Ground', shortName: 'G' }]);
  });

  it('a building without geometry takes its footprint’s', () => {
    expect(feature(TINY.building)).toMatchObject({ featureType: 'building', level: null, properties: { name: 'Main hall', nameEn: 'Main hall' } });
    expect(feature(TINY.building)!.geometry).toEqual(feature(TINY.footprint)!.geometry);
  });

  it('an occupant at its anchor becomes a POI in the anchor’s unit, its category a POI type; IMDF extras are kept', () => {
    expect(feature(TINY.occupant)).toMatchObject({
      featureType: 'poi',
      level: TINY.level,
      geometry: { type: 'Point' },
      properties: { name: 'Noodle bar', unitId: TINY.shop, imdf: { hours: 'Mo-Su 10:00-22:00', anchor_id: TINY.anchor } },
    });
    expect(plan.poiTypes).toEqual([expect.objectContaining({ name: 'restaurant', nameEn: 'restaurant' })]);
    expect(feature(TINY.occupant)!.poiTypeKey).toBe(plan.poiTypes[0].key);
  });

  it('a geofence becomes a section; an amenity without unit lies on the one level holding it; doors keep their door', () => {
    expect(feature(TINY.geofence)).toMatchObject({ featureType: 'section', level: TINY.level, properties: { name: 'South hall', category: 'geofence' } });
    expect(feature(TINY.amenity)).toMatchObject({ featureType: 'amenity', level: TINY.level, properties: { unitIds: [] } });
    expect(feature(TINY.door)!.properties.door).toEqual({ type: 'hinged', automatic: false });
  });

  it('reports the kiosk, the unused anchor and the non-GeoJSON file as not taken, the manifest as taken', () => {
    const { files, notTaken, taken } = plan.report;
    expect(notTaken).toEqual(
      expect.arrayContaining([
        { file: 'kiosk.geojson', featureId: null, reason: 'IMDF kiosk features are not part of our map model' },
        { file: 'anchor.geojson', featureId: TINY.spareAnchor, reason: expect.stringContaining('No occupant uses this anchor') },
        { file: 'README.txt', featureId: null, reason: 'Not a GeoJSON file of an IMDF archive' },
      ]),
    );
    expect(notTaken).toHaveLength(3);
    expect(files.find((f) => f.file === 'manifest.json')).toMatchObject({ featureType: null, status: 'taken' });
    expect(files.find((f) => f.file === 'anchor.geojson')).toMatchObject({ features: 2, taken: 1, status: 'partly' });
    expect(taken).toMatchObject({ levels: 1, buildings: 1, footprints: 1, units: 2, openings: 1, amenities: 1, sections: 1, pois: 1 });
  });

  it('files inside a folder of the zip read the same', () => {
    const nested = read('tiny-mall/');
    expect(nested.problems).toEqual([]);
    expect(nested.plan!.features.map((f) => f.id)).toEqual(plan.features.map((f) => f.id));
    expect(nested.plan!.report.files.map((f) => f.file).sort()).toEqual(plan.report.files.map((f) => f.file).sort());
  });

  it('a name given to the import wins over the venue’s; an archive without any name needs one', () => {
    expect(readArchive(zip(tinyArchive()), { name: 'Given' }).plan!.name).toBe('Given');
    let bare = withJson(tinyArchive(), 'venue.geojson', (j) => (j.features[0].properties.name = null));
    bare = withJson(bare, 'building.geojson', (j) => (j.features[0].properties.name = null));
    expect(readArchive(zip(bare)).problems).toEqual([{ field: 'name', key: 'imdf.noName' }]);
    expect(readArchive(zip(bare), { name: 'Given' }).plan!.name).toBe('Given');
  });

  it('levels of two IMDF buildings with the same name and ordinal get their building’s name (floor names stay unique)', () => {
    const second = '11111111-0000-4000-8000-0000000000f1';
    const annex = '11111111-0000-4000-8000-0000000000f2';
    let files = withJson(tinyArchive(), 'level.geojson', (j) =>
      j.features.push({ ...j.features[0], id: second, properties: { ...j.features[0].properties, building_ids: [annex] } }),
    );
    files = withJson(files, 'building.geojson', (j) => j.features.push({ ...j.features[0], id: annex, properties: { name: { en: 'Annex' } } }));
    files = withJson(files, 'footprint.geojson', (j) => (j.features[0].properties.building_ids = [TINY.building, annex]));
    const levels = readArchive(zip(files)).plan!.levels;
    expect(levels.map((l) => [l.ordinal, l.name])).toEqual([
      [0, 'Ground (Main hall)'],
      [0, 'Ground (Annex)'],
    ]);
    const nameless = withJson(files, 'building.geojson', (j) => j.features.forEach((b: any) => (b.properties.name = null)));
    expect(readArchive(zip(nameless)).plan!.levels.map((l) => l.name)).toEqual(['Ground', 'Ground (2)']);
  });
});
