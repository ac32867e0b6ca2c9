/**
 * The demo mall's floor plan pieces (see mall.ts): its size and levels, the shop slots of the ring
 * corridor and what each holds per level, a retail level's shops and a car-park level's spaces.
 */
import { VenueBuilder, rect, type Rect, type XY } from './builder.js';
import { NamePool, type Name } from './names.js';

export const W = 176;
export const H = 88;
export const LEVELS = [
  { ordinal: -1, name: 'B1', shortName: 'B1' },
  { ordinal: 0, name: '1F', shortName: '1F' },
  { ordinal: 1, name: '2F', shortName: '2F' },
  { ordinal: 2, name: '3F', shortName: '3F' },
];
const NAME = new Map(LEVELS.map((l) => [l.ordinal, l.name]));
export const lv = (o: number) => NAME.get(o)!;

export type Side = 'n' | 's' | 'e' | 'w';
export type ShopKind = 'retail' | 'food' | 'service';

/** A point 1.5 m inside a door (where the POI goes). */
export function inside(door: XY, side: Side): XY {
  const d = 1.5;
  return side === 'n' ? [door[0], door[1] - d] : side === 's' ? [door[0], door[1] + d] : side === 'e' ? [door[0] - d, door[1]] : [door[0] + d, door[1]];
}

/** Mirror of a west-end rectangle onto the east end. */
export const mirror = (r: Rect): Rect => rect(W - r.x1, r.y0, W - r.x0, r.y1);

export type PoiFn = (o: number, id: string, type: string, at: XY, unitId: string | null, name: Name | null) => string;
export type AmenityFn = (o: number, id: string, category: string, at: XY, unitId: string, name: Name) => string;

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

export function retailLevel(v: VenueBuilder, o: number, pools: Record<ShopKind, NamePool>, poi: PoiFn, amenity: AmenityFn): void {
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

export function carPark(v: VenueBuilder, o: number, poi: PoiFn): void {
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
