import { strFromU8, strToU8, unzipSync } from 'fflate';
import { VenueBuilder, rect, type Venue } from '../../../server/src/db/seed/venues/builder.js';
import { officeSpec, officeVenue, towerSpec } from '../../../server/src/db/seed/venues/office.js';
import { derivedId, writeArchive, type ExportInput } from '../../../server/src/imdf/write.js';
import type { MapFeature } from '../../../server/src/repos/map.js';

/**
 * The IMDF archive the tests import: made here (the real export in the product owner's shared folder may
 * not ship with the project; it has a suite of its own, `npm run test:shared`). A campus of three IMDF
 * buildings in one venue: the demo office (科技园办公楼, 3 levels) and a one-level annex built from the
 * demo tower beside it, written by the server's own IMDF export (`writeArchive`), then given the flaws of
 * a real third-party export that the import must take or report:
 *
 * - no `manifest.json`, no `x_props`, only the files such an exporter writes (no occupant, anchor,
 *   fixture, section or road file); ids are UUIDs;
 * - files outside the standard (`attraction`, `enviroment` holding `enviroment_unit` features,
 *   `enviromentAmenity`, `enviromentDetail`, an empty `enviroment_amenity`) and IMDF `detail` features
 *   (stair treads, `level_id` null), which we do not model;
 * - several buildings in one venue, buildings with geometry, one without name or levels; ground and
 *   aerial footprints; levels of two buildings sharing ordinal 0; the top office level a MultiPolygon;
 * - three addresses (the venue's last; the buildings' two are extra); names null (walkways, a building)
 *   or in Russian only (the annex); a door on the main entrance.
 *
 * Deterministic: the same bytes on every call. What a test asserts comes from the fields below, which
 * say what the generator put in.
 */

export type Files = Record<string, Uint8Array>;

export interface MadeArchive {
  /** The archive's files by name (zip them with `zipSync`). */
  files: Files;
  /** The venue's name: the import names the building after it. */
  name: string;
  /** The venue's address (the third address; the import writes `address, unit, locality`). */
  venueAddress: { address: string; unit: string; locality: string };
  /** The venue's display point. */
  anchor: { lng: number; lat: number };
  /** The levels as written: their IMDF id and building, ordinal, name and short name from their labels. */
  levels: Array<{ id: string; building: string; ordinal: number; name: string; shortName: string }>;
  /** The level whose outline is a MultiPolygon (the office's top level, in two wings). */
  multiPolygonLevel: string;
  /** The files outside the IMDF standard, each with its number of features. */
  nonStandard: Record<string, number>;
  /** The annex's stairs: a unit and an amenity in it, named in Russian only. */
  stairs: { unit: string; amenity: string; name: string };
  /** An annex office's Russian name. */
  russianRoom: string;
  /** The main entrance's opening, its category and door. */
  entrance: { id: string; category: string; door: Record<string, unknown> };
}

type Props = Record<string, any>;
interface Feature {
  id: string;
  type: 'Feature';
  feature_type: string;
  geometry: any;
  properties: Props;
}

const GENERATED_AT = new Date('2024-05-01T00:00:00Z');
/** The feature types the made archive takes from each demo venue (what a third-party exporter writes). */
const EXPORTED = new Set(['building', 'footprint', 'level', 'unit', 'opening', 'amenity']);
/** The files a third-party exporter does not write (our export writes them, empty or ours). */
const NOT_WRITTEN = ['manifest.json', 'fixture.geojson', 'section.geojson', 'occupant.geojson', 'anchor.geojson', 'x_road.geojson'];

const uuid = (id: string) => derivedId('made-imdf', id);

/** The annex's names in Russian (from the demo tower's English ones). */
const RUSSIAN: Array<[RegExp, string]> = [
  [/^Suite (\d+)$/, 'Кабинет $1'],
  [/^Meeting room (\d+)$/, 'Аудитория $1'],
  [/^Lift (\d+)$/, 'Лифт $1'],
  [/^Lobby$/, 'Вестибюль'],
  [/^Men's restroom$/, 'Мужской туалет'],
  [/^Women's restroom$/, 'Женский туалет'],
  [/^Stairs$/, 'Лестница'],
  [/^Shaft$/, 'Шахта'],
  [/^Store$/, 'Склад'],
];
const russian = (en: string) => RUSSIAN.reduce((text, [from, to]) => text.replace(from, to), en);

/** A demo venue's features (of the exported types) as map features, ids prefixed and made UUIDs. */
function mapFeatures(venue: Venue, prefix: string, levelId: (ordinal: number) => number, building: string): MapFeature[] {
  return venue.features
    .filter((f) => EXPORTED.has(f.featureType))
    .map((f) => {
      const properties: Props = { ...f.properties, featureType: f.featureType, levelId: f.ordinal === null ? null : levelId(f.ordinal), ordinal: f.ordinal };
      if (Array.isArray(properties.unitIds)) properties.unitIds = properties.unitIds.map((id: string) => uuid(prefix + id));
      if (f.featureType === 'level' || f.featureType === 'footprint') properties.buildingIds = [building];
      return { type: 'Feature', id: uuid(prefix + f.id), geometry: f.geometry, properties } as MapFeature;
    });
}

export function madeArchive(): MadeArchive {
  // The campus grid: metres east and north of the office's south-west corner (the office is 72 x 36 m).
  const office = officeVenue(officeSpec);
  const campus = new VenueBuilder(officeSpec.anchor, 72, 36);
  const lngLat = (x: number, y: number) => {
    const [lng, lat] = campus.ll([x, y]);
    return { lng, lat };
  };
  // The annex: the demo tower's ground floor (6 bays, 54 x 36 m), 20 m east of the office.
  const annex = officeVenue({ ...towerSpec, anchor: lngLat(92 + 27, 18), levels: [{ ordinal: 0, name: 'G' }] });
  const ids = { office: uuid('office/building'), annex: uuid('annex/building'), shed: uuid('shed/building') };

  // Level ids of our model (what the export reads): the office's 1..3, the annex's 4.
  const ANNEX_LEVEL = office.levels.length + 1;
  const levels: ExportInput['levels'] = [
    ...office.levels.map((l, i) => ({ id: i + 1, ordinal: l.ordinal, name: l.name, shortName: l.shortName })),
    ...annex.levels.map((l) => ({ id: ANNEX_LEVEL, ordinal: l.ordinal, name: l.name, shortName: l.shortName })),
  ];
  const officeLevel = (ordinal: number) => office.levels.findIndex((l) => l.ordinal === ordinal) + 1;
  // A shed west of the office: a building without name or levels, with a ground and an aerial footprint.
  const shed = (id: string, featureType: 'building' | 'footprint', category: string): MapFeature => ({
    type: 'Feature',
    id: uuid(`shed/${id}`),
    geometry: campus.polygon(rect(-30, 4, -10, 16)) as MapFeature['geometry'],
    properties: {
      featureType,
      levelId: null,
      ordinal: null,
      name: null,
      nameEn: null,
      category,
      ...(featureType === 'footprint' ? { buildingIds: [ids.shed] } : {}),
    },
  });
  const annexFeatures = mapFeatures(annex, 'annex/', () => ANNEX_LEVEL, ids.annex);
  const annexIds = new Set(annexFeatures.map((f) => f.id));
  const features = [
    ...mapFeatures(office, 'office/', officeLevel, ids.office),
    ...annexFeatures,
    shed('building', 'building', 'unspecified'),
    shed('footprint', 'footprint', 'ground'),
    shed('roof', 'footprint', 'aerial'),
  ];
  // The office's roof outline, as an aerial footprint beside its ground one.
  const officeGround = features.find((f) => f.id === uuid('office/footprint'))!;
  features.push({ ...officeGround, id: uuid('office/roof'), properties: { ...officeGround.properties, category: 'aerial' } });

  const centre = lngLat(58, 18);
  const input: ExportInput = {
    building: { id: 0, name: '科技园', address: '', anchorLng: centre.lng, anchorLat: centre.lat },
    levels,
    poiTypes: [],
    features,
    generatedBy: 'tests/server/imdf/madeArchive.ts',
    created: GENERATED_AT,
  };
  const exported = unzipSync(writeArchive(input));
  const files: Record<string, Feature[]> = {};
  for (const [name, bytes] of Object.entries(exported)) {
    if (NOT_WRITTEN.includes(name)) continue;
    files[name.slice(0, -'.geojson'.length)] = JSON.parse(strFromU8(bytes)).features;
  }
  for (const list of Object.values(files)) for (const f of list) delete f.properties.x_props;
  const byId = (type: string, id: string) => files[type].find((f) => f.id === id)!;

  // The venue: a campus boundary around the buildings and their grounds, named in Chinese and English.
  const venue = files.venue[0];
  venue.geometry = campus.polygon(rect(-40, -24, 166, 60));
  venue.properties = { ...venue.properties, category: 'businesscampus', name: { 'zh-CN': '科技园', en: 'Science Park' }, alt_name: { 'zh-CN': '园区' } };

  // Three addresses: the two buildings' first, the venue's last.
  const venueAddress = { address: '科苑路 88 号', unit: '1 号楼', locality: '上海市' };
  const address = (id: string, a: { address: string; unit: string | null; locality: string }): Feature => ({
    id,
    type: 'Feature',
    feature_type: 'address',
    geometry: null,
    properties: { ...a, province: 'CN-SH', country: 'CN', postal_code: '201203', postal_code_ext: null, postal_code_vanity: null },
  });
  files.address = [
    address(uuid('address/office'), { address: '科苑路 88 号', unit: '1 号楼 A 座', locality: '上海市' }),
    address(uuid('address/annex'), { address: '科苑路 88 号', unit: '2 号楼', locality: '上海市' }),
    address(uuid('address/venue'), venueAddress),
  ];
  venue.properties.address_id = uuid('address/venue');
  byId('building', ids.office).properties.address_id = uuid('address/office');
  byId('building', ids.annex).properties.address_id = uuid('address/annex');

  // Names: walkways and the shed have none; the annex is labelled in Russian only.
  for (const type of ['unit', 'opening', 'amenity']) {
    for (const f of files[type]) {
      if (f.properties.category === 'walkway') f.properties.name = null;
      else if (annexIds.has(f.id) && f.properties.name) f.properties.name = { ru: russian(f.properties.name.en) };
    }
  }
  byId('building', ids.annex).properties.name = { ru: 'Учебный корпус' };
  const annexLevel = files.level.find((l) => l.properties.building_ids.includes(ids.annex))!;
  Object.assign(annexLevel.properties, { name: { ru: 'Этаж 1' }, short_name: { ru: '1' } });

  // The office's top level in two wings: a MultiPolygon.
  const top = files.level.find((l) => l.properties.building_ids.includes(ids.office) && l.properties.ordinal === 2)!;
  top.geometry = { type: 'MultiPolygon', coordinates: [campus.polygon(rect(0, 0, 36, 36)).coordinates, campus.polygon(rect(36, 0, 72, 36)).coordinates] };

  // A door on the main entrance.
  const entrance = byId('opening', uuid('office/opening-1F-entrance'));
  entrance.properties.door = { type: 'sliding', material: 'glass', automatic: true };

  // IMDF details: the treads of every stairs unit, without a level (as the real export has them).
  const treads = (unit: Feature) => {
    const ring: number[][] = unit.geometry.coordinates[0];
    const [w, e] = [Math.min(...ring.map((p) => p[0])), Math.max(...ring.map((p) => p[0]))];
    const [s, n] = [Math.min(...ring.map((p) => p[1])), Math.max(...ring.map((p) => p[1]))];
    return {
      type: 'MultiLineString',
      coordinates: [1, 2, 3, 4, 5].map((k) => [
        [w, s + ((n - s) * k) / 6],
        [e, s + ((n - s) * k) / 6],
      ]),
    };
  };
  const stairUnits = files.unit.filter((u) => u.properties.category === 'stairs');
  files.detail = stairUnits.map((u) => ({
    id: uuid(`detail/${u.id}`),
    type: 'Feature',
    feature_type: 'detail',
    geometry: treads(u),
    properties: { category: 'steps', level_id: null },
  }));

  // Files outside the standard, as the real exporter writes them.
  const point = (x: number, y: number) => ({ type: 'Point', coordinates: campus.ll([x, y]) });
  const other = (kind: string, id: string, geometry: unknown, properties: Props): Feature => ({
    id: uuid(`${kind}/${id}`),
    type: 'Feature',
    feature_type: kind,
    geometry,
    properties,
  });
  const lawns = [
    [-36, -20, -4, 0],
    [0, -20, 72, -4],
    [92, -20, 146, -4],
    [0, 40, 72, 56],
    [92, 40, 146, 56],
    [150, -20, 162, 56],
  ];
  const grounds = ['enviroment_unit', 'enviroment_amenity', 'enviroment_detail'];
  const nonStandardFiles: Record<string, Feature[]> = {
    attraction: [
      other('attraction', 'office', point(36, 18), { category: 'building', name: { 'zh-CN': '办公楼' }, building_id: ids.office }),
      other('attraction', 'annex', point(119, 18), { category: 'building', name: { ru: 'Учебный корпус' }, building_id: ids.annex }),
    ],
    enviroment: [
      ...lawns.map(([x0, y0, x1, y1], i) =>
        other(grounds[0], `lawn-${i}`, campus.polygon(rect(x0, y0, x1, y1)), { category: 'grass', name: null, detailLevel: 0 }),
      ),
      other(grounds[0], 'road', campus.polygon(rect(72, -20, 92, 56)), { category: 'road', name: null, detailLevel: 0 }),
    ],
    enviromentAmenity: [0, 1, 2].map((i) =>
      other(grounds[1], `parking-${i}`, point(78 + i * 4, -14), { category: 'parking.car', name: null, alt_name: { 'zh-CN': '停车位' }, detailLevel: 0 }),
    ),
    enviromentDetail: files.detail.map((d) => other(grounds[2], d.id, d.geometry, { category: 'steps' })),
    enviroment_amenity: [],
  };
  Object.assign(files, nonStandardFiles);

  const out: Files = {};
  for (const [type, list] of Object.entries(files)) out[`${type}.geojson`] = strToU8(JSON.stringify({ type: 'FeatureCollection', name: type, features: list }));

  const annexStairs = stairUnits.find((u) => annexIds.has(u.id))!;
  const annexRoom = files.unit.find((u) => annexIds.has(u.id) && u.properties.category === 'office')!;
  return {
    files: out,
    name: venue.properties.name['zh-CN'],
    venueAddress,
    anchor: centre,
    levels: files.level.map((l) => {
      const label = (v: Props) => v['zh-CN'] ?? v.ru;
      return {
        id: l.id,
        building: l.properties.building_ids[0],
        ordinal: l.properties.ordinal,
        name: label(l.properties.name),
        shortName: label(l.properties.short_name),
      };
    }),
    multiPolygonLevel: top.id,
    nonStandard: Object.fromEntries(Object.entries(nonStandardFiles).map(([type, list]) => [`${type}.geojson`, list.length])),
    stairs: {
      unit: annexStairs.id,
      amenity: files.amenity.find((a) => a.properties.unit_ids.includes(annexStairs.id))!.id,
      name: annexStairs.properties.name.ru,
    },
    russianRoom: annexRoom.properties.name.ru,
    entrance: { id: entrance.id, category: entrance.properties.category, door: entrance.properties.door },
  };
}

/** The number of features of each GeoJSON file of an archive. */
export function featureCounts(files: Files): Record<string, number> {
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, JSON.parse(strFromU8(bytes)).features.length]));
}
