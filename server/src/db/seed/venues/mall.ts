/**
 * The demo shopping mall 环球购物中心: 176 m × 88 m, four levels (B1 car park, 1F-3F retail).
 * Every retail level: a ring corridor around an inner block with a central atrium (open to below on
 * 2F and 3F), shops on both sides of the ring, service cores at both ends (stairs, lifts, restrooms),
 * escalators beside the atrium. B1: driving aisles on the same ring and numbered parking spaces.
 */
import { POI_TYPES, VenueBuilder, rect, type Rect, type Venue, type XY } from './builder.js';
import { FOOD_BRANDS, FOOD_GENERIC, NamePool, RETAIL_BRANDS, RETAIL_GENERIC, SERVICE_BRANDS, type Name } from './names.js';

const W = 176;
const H = 88;
const LEVELS = [
  { ordinal: -1, name: 'B1', shortName: 'B1' },
  { ordinal: 0, name: '1F', shortName: '1F' },
  { ordinal: 1, name: '2F', shortName: '2F' },
  { ordinal: 2, name: '3F', shortName: '3F' },
];
const NAME = new Map(LEVELS.map((l) => [l.ordinal, l.name]));
const lv = (o: number) => NAME.get(o)!;

type Side = 'n' | 's' | 'e' | 'w';
type ShopKind = 'retail' | 'food' | 'service';

/** A point 1.5 m inside a door (where the POI goes). */
function inside(door: XY, side: Side): XY {
  const d = 1.5;
  return side === 'n' ? [door[0], door[1] - d] : side === 's' ? [door[0], door[1] + d] : side === 'e' ? [door[0] - d, door[1]] : [door[0] + d, door[1]];
}

/** Mirror of a west-end rectangle onto the east end. */
const mirror = (r: Rect): Rect => rect(W - r.x1, r.y0, W - r.x0, r.y1);

export function mallVenue(anchor = { lng: 121.5065, lat: 31.2375 }): Venue {
  const v = new VenueBuilder(anchor, W, H);
  const footprint = rect(0, 0, W, H);
  v.add('building', 'building', null, { name: '环球购物中心', nameEn: 'Global Shopping Centre', category: 'unspecified' }, v.polygon(footprint));
  v.add('footprint', 'footprint', null, { category: 'ground' }, v.polygon(footprint));

  const retail = new NamePool(RETAIL_BRANDS, RETAIL_GENERIC);
  const food = new NamePool(FOOD_BRANDS, FOOD_GENERIC);
  const service = new NamePool(SERVICE_BRANDS, RETAIL_GENERIC);

  const poi = (o: number, id: string, type: string, at: XY, unitId: string | null, name: Name | null) =>
    v.add(`poi-${id}`, 'poi', o, { poiType: type, unitId, name: name?.[0] ?? null, nameEn: name?.[1] ?? null }, v.point(at));
  const amenity = (o: number, id: string, category: string, at: XY, unitId: string, name: Name) =>
    v.add(`amenity-${id}`, 'amenity', o, { category, unitIds: [unitId], name: name[0], nameEn: name[1] }, v.point(at));

  for (const { ordinal: o } of LEVELS) {
    const L = lv(o);
    v.add(`level-${L}`, 'level', o, { name: L, nameEn: L, shortName: L, category: o < 0 ? 'parking' : 'unspecified', outdoor: false }, v.polygon(footprint));

    // Service cores at both ends.
    for (const end of ['W', 'E'] as const) {
      const m = (r: Rect) => (end === 'W' ? r : mirror(r));
      const mx = (x: number) => (end === 'W' ? x : W - x);
      const inward: Side = end === 'W' ? 'e' : 'w';
      const endName = end === 'W' ? ['西', 'West'] : ['东', 'East'];
      // Hall and its centre line, joined to the ring at both corners.
      v.add(
        `unit-${L}-${end}-hall`,
        'unit',
        o,
        { category: 'walkway', name: `${endName[0]}侧通道`, nameEn: `${endName[1]} hall` },
        v.polygon(m(rect(4, 16, 16, 72))),
      );
      v.corridor(o, [mx(10), 19], [mx(10), 69]);
      v.corridor(o, [mx(10), 19], [mx(19), 19]);
      v.corridor(o, [mx(4), 69], [mx(19), 69]);

      const stairs = v.room(
        o,
        `${L}-${end}-stairs`,
        m(rect(0, 0, 16, 16)),
        { category: 'stairs', name: `${endName[0]}侧楼梯`, nameEn: `${endName[1]} stairs` },
        { side: 'n', at: mx(12), to: 19 },
      );
      poi(o, `${L}-${end}-stairs`, 'stairs', inside(stairs.door, 'n'), stairs.unitId, [`${endName[0]}侧楼梯`, `${endName[1]} stairs`]);
      amenity(o, `${L}-${end}-stairs`, 'stairs', inside(stairs.door, 'n'), stairs.unitId, [`${endName[0]}侧楼梯`, `${endName[1]} stairs`]);

      for (const [i, sex] of (['male', 'female'] as const).entries()) {
        const r = m(rect(i * 8, 72, i * 8 + 8, 88));
        const name: Name = sex === 'male' ? ['男洗手间', "Men's restroom"] : ['女洗手间', "Women's restroom"];
        const wc = v.room(
          o,
          `${L}-${end}-wc-${sex}`,
          r,
          { category: 'restroom', name: name[0], nameEn: name[1] },
          { side: 's', at: (r.x0 + r.x1) / 2, to: 69, width: 1.5 },
        );
        poi(o, `${L}-${end}-wc-${sex}`, 'restroom', inside(wc.door, 's'), wc.unitId, name);
        amenity(o, `${L}-${end}-wc-${sex}`, `restroom.${sex}`, inside(wc.door, 's'), wc.unitId, name);
      }

      for (const [i, y] of [28, 54].entries()) {
        const name: Name = [`${endName[0]}侧${i + 1}号电梯`, `${endName[1]} lift ${i + 1}`];
        const lift = v.room(
          o,
          `${L}-${end}-lift-${i + 1}`,
          m(rect(0, y, 4, y + 6)),
          { category: 'elevator', name: name[0], nameEn: name[1] },
          { side: inward, at: y + 3, to: mx(10), width: 1.2 },
        );
        poi(o, `${L}-${end}-lift-${i + 1}`, 'elevator', inside(lift.door, inward), lift.unitId, name);
        amenity(o, `${L}-${end}-lift-${i + 1}`, 'elevator', inside(lift.door, inward), lift.unitId, name);
      }

      for (const [i, [y0, y1]] of [
        [16, 28],
        [34, 38],
        [50, 54],
        [60, 72],
      ].entries()) {
        v.add(`unit-${L}-${end}-shaft-${i + 1}`, 'unit', o, { category: 'nonpublic', name: null, nameEn: null }, v.polygon(m(rect(0, y0, 4, y1))));
      }

      if (o === 0) {
        const name: Name = [`${endName[0]}门`, `${endName[1]} entrance`];
        const outward: Side = end === 'W' ? 'w' : 'e';
        const door = v.room(
          o,
          `${L}-${end}-entrance`,
          m(rect(0, 38, 4, 50)),
          { category: 'walkway', name: name[0], nameEn: name[1] },
          { side: outward, at: 44, to: mx(10), width: 4, openingCategory: 'pedestrian.principal' },
        );
        poi(o, `${L}-${end}-entrance`, 'entrance', inside(door.door, outward), door.unitId, name);
      } else {
        v.add(`unit-${L}-${end}-plant`, 'unit', o, { category: 'nonpublic', name: '设备间', nameEn: 'Plant room' }, v.polygon(m(rect(0, 38, 4, 50))));
      }
    }

    // The ring corridor (driving aisles on B1).
    const aisle = o < 0 ? ['车道', 'Driveway'] : ['环形走廊', 'Ring corridor'];
    for (const [k, r] of [
      ['S', rect(16, 16, 160, 22)],
      ['N', rect(16, 66, 160, 72)],
      ['W', rect(16, 22, 22, 66)],
      ['E', rect(154, 22, 160, 66)],
    ] as const) {
      v.add(`unit-${L}-ring-${k}`, 'unit', o, { category: 'walkway', name: aisle[0], nameEn: aisle[1] }, v.polygon(r));
    }
    v.corridor(o, [19, 19], [157, 19]);
    v.corridor(o, [19, 69], [157, 69]);
    v.corridor(o, [19, 19], [19, 69]);
    v.corridor(o, [157, 19], [157, 69]);

    if (o < 0) carPark(v, o, poi);
    else retailLevel(v, o, { retail, food, service }, poi, amenity);
  }

  // Connectors: lifts and stairs serve every level, escalators join neighbouring retail levels.
  const allLevels = LEVELS.map((l) => l.ordinal);
  for (const end of ['W', 'E'] as const) {
    const mx = (x: number) => (end === 'W' ? x : W - x);
    for (const [i, y] of [31, 57].entries()) {
      v.add(
        `connector-${end}-lift-${i + 1}`,
        'connector',
        null,
        {
          category: 'elevator',
          levelOrdinals: allLevels,
          name: `${end === 'W' ? '西' : '东'}侧${i + 1}号电梯`,
          nameEn: `${end === 'W' ? 'West' : 'East'} lift ${i + 1}`,
        },
        v.point([mx(4), y]),
      );
    }
    v.add(
      `connector-${end}-stairs`,
      'connector',
      null,
      { category: 'stairs', levelOrdinals: allLevels, name: `${end === 'W' ? '西' : '东'}侧楼梯`, nameEn: `${end === 'W' ? 'West' : 'East'} stairs` },
      v.point([mx(12), 16]),
    );
  }
  for (const [k, x] of [
    ['W', 50],
    ['E', 126],
  ] as const) {
    for (const o of [0, 1]) {
      v.add(
        `connector-${k}-escalator-${lv(o)}-${lv(o + 1)}`,
        'connector',
        null,
        {
          category: 'escalator',
          levelOrdinals: [o, o + 1],
          name: `${k === 'W' ? '西' : '东'}侧扶梯 ${lv(o)}-${lv(o + 1)}`,
          nameEn: `${k === 'W' ? 'West' : 'East'} escalator ${lv(o)}-${lv(o + 1)}`,
        },
        v.point([x, 46]),
      );
    }
  }

  v.finishRoads(lv);
  const used = new Set(v.features.filter((f) => f.featureType === 'poi').map((f) => f.properties.poiType));
  return { anchor, levels: LEVELS, poiTypes: POI_TYPES.filter((t) => used.has(t.key)), features: v.features };
}

type PoiFn = (o: number, id: string, type: string, at: XY, unitId: string | null, name: Name | null) => string;
type AmenityFn = (o: number, id: string, category: string, at: XY, unitId: string, name: Name) => string;

interface Slot {
  row: 'OS' | 'ON' | 'IS' | 'IN';
  index: number;
  r: Rect;
  side: Side;
  to: number;
}

function slots(): Slot[] {
  const out: Slot[] = [];
  for (let i = 0; i < 18; i++) out.push({ row: 'OS', index: i, r: rect(16 + i * 8, 0, 24 + i * 8, 16), side: 'n', to: 19 });
  for (let i = 0; i < 18; i++) out.push({ row: 'ON', index: i, r: rect(16 + i * 8, 72, 24 + i * 8, 88), side: 's', to: 69 });
  for (let i = 0; i < 16; i++) out.push({ row: 'IS', index: i, r: rect(22 + i * 8.25, 22, 30.25 + i * 8.25, 34), side: 's', to: 19 });
  for (let i = 0; i < 16; i++) out.push({ row: 'IN', index: i, r: rect(22 + i * 8.25, 54, 30.25 + i * 8.25, 66), side: 'n', to: 69 });
  return out;
}

/** What each shop slot holds, per level (1F fashion and entrances, 2F fashion and kids, 3F dining and the food court). */
function kindOf(o: number, s: Slot): ShopKind | 'entrance' {
  const outer = s.row === 'OS' || s.row === 'ON';
  if (o === 0) {
    if (outer && (s.index === 8 || s.index === 9)) return 'entrance';
    if ((s.row === 'OS' && s.index === 0) || (s.row === 'ON' && s.index === 17)) return 'service';
    if (s.row === 'IS' && (s.index === 0 || s.index === 15)) return 'food';
    return 'retail';
  }
  if (o === 1) {
    if ((s.row === 'OS' || s.row === 'ON') && (s.index === 0 || s.index === 17)) return 'service';
    if (s.row === 'IN' && (s.index === 0 || s.index === 15)) return 'food';
    return 'retail';
  }
  if (outer) return 'food';
  if (s.r.x0 >= 88) return 'food';
  return s.index < 2 ? 'service' : 'retail';
}

function retailLevel(v: VenueBuilder, o: number, pools: Record<ShopKind, NamePool>, poi: PoiFn, amenity: AmenityFn): void {
  const L = lv(o);
  let shopNo = 0;
  for (const s of slots()) {
    const kind = kindOf(o, s);
    const id = `${L}-${s.row}${String(s.index + 1).padStart(2, '0')}`;
    if (kind === 'entrance') {
      if (s.index === 9) continue; // the entrance hall spans slots 9 and 10
      const south = s.row === 'OS';
      const r = rect(s.r.x0, s.r.y0, s.r.x1 + 8, s.r.y1);
      const name: Name = south ? ['南门', 'South entrance'] : ['北门', 'North entrance'];
      const outward: Side = south ? 's' : 'n';
      const e = v.room(
        o,
        `${L}-${south ? 'S' : 'N'}-entrance`,
        r,
        { category: 'walkway', name: name[0], nameEn: name[1] },
        { side: outward, at: (r.x0 + r.x1) / 2, to: s.to, width: 6, openingCategory: 'pedestrian.principal' },
      );
      poi(o, `${L}-${south ? 'S' : 'N'}-entrance`, 'entrance', inside(e.door, outward), e.unitId, name);
      continue;
    }
    shopNo += 1;
    const number = (o + 1) * 100 + shopNo;
    const name = pools[kind].take(number);
    const category = kind === 'food' ? 'foodservice' : kind === 'service' ? 'room' : 'retail';
    const at = s.side === 'n' || s.side === 's' ? (s.r.x0 + s.r.x1) / 2 : (s.r.y0 + s.r.y1) / 2;
    const shop = v.room(o, id, s.r, { category, name: name[0], nameEn: name[1], shopNo: `${L}-${number}` }, { side: s.side, at, to: s.to });
    poi(o, id, kind === 'food' ? 'food' : kind === 'service' ? 'service' : 'shopping', inside(shop.door, s.side), shop.unitId, name);
  }

  // The central band: atrium floor on 1F, a walkway around the void above; escalators beside it.
  const band = rect(22, 34, 154, 54);
  const escalators = [rect(44, 46, 56, 50), rect(120, 46, 132, 50)];
  const voidRect = rect(64, 38, 112, 50);
  v.add(
    `unit-${L}-atrium`,
    'unit',
    o,
    { category: 'walkway', name: '中庭', nameEn: 'Atrium' },
    v.polygonWithHoles(band, o > 0 ? [voidRect, ...escalators] : escalators),
  );
  if (o > 0) v.add(`unit-${L}-void`, 'unit', o, { category: 'opentobelow', name: '中庭挑空', nameEn: 'Atrium void' }, v.polygon(voidRect));
  for (const [k, r] of [
    ['W', escalators[0]],
    ['E', escalators[1]],
  ] as const) {
    const name: Name = [`${k === 'W' ? '西' : '东'}侧扶梯`, `${k === 'W' ? 'West' : 'East'} escalator`];
    const esc = v.room(
      o,
      `${L}-${k}-escalator`,
      r,
      { category: 'escalator', name: name[0], nameEn: name[1] },
      { side: 's', at: (r.x0 + r.x1) / 2, to: 44, width: 1.6 },
    );
    poi(o, `${L}-${k}-escalator`, 'escalator', [esc.door[0], esc.door[1] + 1], esc.unitId, name);
    amenity(o, `${L}-${k}-escalator`, 'escalator', [esc.door[0], esc.door[1] + 1], esc.unitId, name);
  }
  v.corridor(o, [19, 44], [62, 44]);
  v.corridor(o, [114, 44], [157, 44]);
  v.corridor(o, [62, 36], [62, 52]);
  v.corridor(o, [114, 36], [114, 52]);
  v.corridor(o, [62, 36], [114, 36]);
  v.corridor(o, [62, 52], [114, 52]);
  if (o === 0) {
    v.corridor(o, [62, 44], [84, 44]);
    v.add(`fixture-${L}-info-desk`, 'fixture', o, { category: 'desk', name: '服务台', nameEn: 'Information desk' }, v.polygon(rect(84, 41, 92, 47)));
    v.add(
      `amenity-${L}-info-desk`,
      'amenity',
      o,
      { category: 'information', unitIds: [`unit-${L}-atrium`], name: '服务台', nameEn: 'Information desk' },
      v.point([84, 44]),
    );
  }
  for (const [k, r] of [
    ['W', rect(26, 37, 36, 39)],
    ['E', rect(140, 37, 150, 39)],
  ] as const) {
    v.add(`fixture-${L}-planter-${k}`, 'fixture', o, { category: 'vegetation', name: null, nameEn: null }, v.polygon(r));
  }
  if (o === 2) {
    v.add(`section-${L}-food-court`, 'section', o, { category: 'foodservice', name: '美食广场', nameEn: 'Food court' }, v.polygon(rect(88, 22, 154, 66)));
  }
  v.add(`section-${L}-north`, 'section', o, { category: 'retail', name: '北翼', nameEn: 'North wing' }, v.polygon(rect(16, 44, 160, 88)));
  v.add(`section-${L}-south`, 'section', o, { category: 'retail', name: '南翼', nameEn: 'South wing' }, v.polygon(rect(16, 0, 160, 44)));
}

function carPark(v: VenueBuilder, o: number, poi: PoiFn): void {
  const L = lv(o);
  v.add(`unit-${L}-aisle-C`, 'unit', o, { category: 'walkway', name: '车道', nameEn: 'Driveway' }, v.polygon(rect(22, 39, 154, 49)));
  v.corridor(o, [19, 44], [157, 44]);
  const ramp = v.room(
    o,
    `${L}-ramp`,
    rect(140, 0, 156, 16),
    { category: 'ramp', name: '车辆坡道', nameEn: 'Vehicle ramp' },
    { side: 'n', at: 148, to: 19, width: 6, openingCategory: 'automobile' },
  );
  poi(o, `${L}-ramp`, 'entrance', inside(ramp.door, 'n'), ramp.unitId, ['车辆出入口', 'Car park entrance']);
  const rows: Array<{ y0: number; y1: number; x0: number; x1: number }> = [
    { y0: 11, y1: 16, x0: 24, x1: 136.5 },
    { y0: 22, y1: 27, x0: 24, x1: 154 },
    { y0: 34, y1: 39, x0: 24, x1: 154 },
    { y0: 49, y1: 54, x0: 24, x1: 154 },
    { y0: 61, y1: 66, x0: 24, x1: 154 },
    { y0: 72, y1: 77, x0: 24, x1: 154 },
  ];
  let n = 0;
  for (const row of rows) {
    for (let x = row.x0; x + 2.5 <= row.x1; x += 2.5) {
      n += 1;
      const no = `P-${String(n).padStart(3, '0')}`;
      const r = rect(x, row.y0, x + 2.5, row.y1);
      const unitId = v.add(`unit-${L}-${no}`, 'unit', o, { category: 'parking', name: no, nameEn: no }, v.polygon(r));
      poi(o, `${L}-${no}`, 'parking', [x + 1.25, (row.y0 + row.y1) / 2], unitId, [no, no]);
    }
  }
  v.add(`section-${L}-zone-a`, 'section', o, { category: 'parking', name: '停车场 A 区', nameEn: 'Car park zone A' }, v.polygon(rect(16, 0, 88, 88)));
  v.add(`section-${L}-zone-b`, 'section', o, { category: 'parking', name: '停车场 B 区', nameEn: 'Car park zone B' }, v.polygon(rect(88, 0, 160, 88)));
}
