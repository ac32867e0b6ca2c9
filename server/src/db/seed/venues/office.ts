/**
 * Office-type demo buildings: a double-loaded corridor along the long axis, offices on the south side,
 * a core on the north side (lifts, stairs, shafts) with restrooms and meeting rooms beside it, and a
 * lobby with the entrance on the ground floor. Used for 科技园办公楼 and (narrower) Other Co Tower.
 */
import { POI_TYPES, VenueBuilder, rect, type Venue, type XY } from './builder.js';
import { OFFICE_TENANTS, type Name } from './names.js';

export interface OfficeSpec {
  anchor: { lng: number; lat: number };
  name: Name;
  levels: Array<{ ordinal: number; name: string }>;
  /** Number of 9 m office bays on the south side (even; the ground floor's middle two are the lobby). */
  bays: number;
  /** Room numbers use this level prefix (1F → 1xx). */
  tenants: boolean;
}

const D = 15; // south rooms' depth
const C = 6; // corridor width
const N = 15; // north rooms' depth

export function officeVenue(spec: OfficeSpec): Venue {
  const w = spec.bays * 9;
  const h = D + C + N;
  const v = new VenueBuilder(spec.anchor, w, h);
  const footprint = rect(0, 0, w, h);
  v.add('building', 'building', null, { name: spec.name[0], nameEn: spec.name[1], category: 'unspecified' }, v.polygon(footprint));
  v.add('footprint', 'footprint', null, { category: 'ground' }, v.polygon(footprint));
  const levelName = new Map(spec.levels.map((l) => [l.ordinal, l.name]));
  const lv = (o: number) => levelName.get(o)!;
  const cy = D + C / 2;
  const poi = (o: number, id: string, type: string, at: XY, unitId: string, name: Name) =>
    v.add(`poi-${id}`, 'poi', o, { poiType: type, unitId, name: name[0], nameEn: name[1] }, v.point(at));
  const amenity = (o: number, id: string, category: string, at: XY, unitId: string, name: Name) =>
    v.add(`amenity-${id}`, 'amenity', o, { category, unitIds: [unitId], name: name[0], nameEn: name[1] }, v.point(at));
  let tenant = 0;

  const coreX = Math.round(w / 2 - 6);
  for (const { ordinal: o } of spec.levels) {
    const L = lv(o);
    v.add(`level-${L}`, 'level', o, { name: L, nameEn: L, shortName: L, category: 'unspecified', outdoor: false }, v.polygon(footprint));
    v.add(`unit-${L}-corridor`, 'unit', o, { category: 'walkway', name: '走廊', nameEn: 'Corridor' }, v.polygon(rect(0, D, w, D + C)));
    v.corridor(o, [2, cy], [w - 2, cy]);
    const floorNo = o + 1;

    // South side: offices; the lobby on the ground floor.
    for (let i = 0; i < spec.bays; i++) {
      const r = rect(i * 9, 0, i * 9 + 9, D);
      const lobby = o === 0 && (i === spec.bays / 2 - 1 || i === spec.bays / 2);
      if (lobby) {
        if (i === spec.bays / 2) continue;
        const lr = rect(r.x0, 0, r.x1 + 9, D);
        const mid = (lr.x0 + lr.x1) / 2;
        const lobbyRoom = v.room(o, `${L}-lobby`, lr, { category: 'lobby', name: '大堂', nameEn: 'Lobby' }, { side: 'n', at: mid, to: cy, width: 4 });
        v.add(`opening-${L}-entrance`, 'opening', o, { category: 'pedestrian.principal', unitId: lobbyRoom.unitId }, v.line([mid - 2, 0], [mid + 2, 0]));
        v.corridor(o, [mid, 0], [mid, D]);
        poi(o, `${L}-entrance`, 'entrance', [mid, 1.5], lobbyRoom.unitId, ['正门', 'Main entrance']);
        v.add(`fixture-${L}-reception`, 'fixture', o, { category: 'desk', name: '前台', nameEn: 'Reception' }, v.polygon(rect(mid + 2, 9, mid + 7, 11)));
        continue;
      }
      const no = `${floorNo}${String(i + 1).padStart(2, '0')}`;
      const name: Name = spec.tenants ? OFFICE_TENANTS[tenant++ % OFFICE_TENANTS.length] : [`${no} 室`, `Suite ${no}`];
      const room = v.room(
        o,
        `${L}-S${i + 1}`,
        r,
        { category: 'office', name: name[0], nameEn: name[1], roomNo: no },
        { side: 'n', at: r.x0 + 6, to: cy, width: 1.2 },
      );
      poi(o, `${L}-S${i + 1}`, 'office', [r.x0 + 6, D - 1.5], room.unitId, name);
    }

    // North side: restrooms at the west end, meeting rooms, the core, more offices.
    const n0 = D + C;
    const wcs: Array<[string, Name, number]> = [
      ['male', ['男洗手间', "Men's restroom"], 0],
      ['female', ['女洗手间', "Women's restroom"], 5],
    ];
    for (const [sex, name, x] of wcs) {
      const wc = v.room(
        o,
        `${L}-wc-${sex}`,
        rect(x, n0, x + 5, h),
        { category: 'restroom', name: name[0], nameEn: name[1] },
        { side: 's', at: x + 2.5, to: cy, width: 1.2 },
      );
      poi(o, `${L}-wc-${sex}`, 'restroom', [x + 2.5, n0 + 1.5], wc.unitId, name);
      amenity(o, `${L}-wc-${sex}`, `restroom.${sex}`, [x + 2.5, n0 + 1.5], wc.unitId, name);
    }
    const westRooms = splitRooms(10, coreX);
    const eastRooms = splitRooms(coreX + 12, w);
    for (const [k, [x0, x1]] of [...westRooms, ...eastRooms].entries()) {
      const isMeeting = k % 2 === 0;
      const no = `${floorNo}${String(50 + k + 1)}`;
      const name: Name = isMeeting
        ? [`会议室 ${no}`, `Meeting room ${no}`]
        : spec.tenants
          ? OFFICE_TENANTS[tenant++ % OFFICE_TENANTS.length]
          : [`${no} 室`, `Suite ${no}`];
      const at = (x0 + x1) / 2;
      const room = v.room(
        o,
        `${L}-N${k + 1}`,
        rect(x0, n0, x1, h),
        { category: isMeeting ? 'conferenceroom' : 'office', name: name[0], nameEn: name[1], roomNo: no },
        { side: 's', at, to: cy, width: 1.2 },
      );
      poi(o, `${L}-N${k + 1}`, isMeeting ? 'meeting' : 'office', [at, n0 + 1.5], room.unitId, name);
    }
    for (const [i, x] of [coreX, coreX + 3].entries()) {
      const name: Name = [`${i + 1}号电梯`, `Lift ${i + 1}`];
      const lift = v.room(
        o,
        `${L}-lift-${i + 1}`,
        rect(x, n0, x + 3, n0 + 5),
        { category: 'elevator', name: name[0], nameEn: name[1] },
        { side: 's', at: x + 1.5, to: cy, width: 1.1 },
      );
      poi(o, `${L}-lift-${i + 1}`, 'elevator', [x + 1.5, n0 + 1.5], lift.unitId, name);
      amenity(o, `${L}-lift-${i + 1}`, 'elevator', [x + 1.5, n0 + 1.5], lift.unitId, name);
    }
    const stairs = v.room(
      o,
      `${L}-stairs`,
      rect(coreX + 6, n0, coreX + 12, n0 + 9),
      { category: 'stairs', name: '楼梯', nameEn: 'Stairs' },
      { side: 's', at: coreX + 9, to: cy, width: 1.2 },
    );
    poi(o, `${L}-stairs`, 'stairs', [coreX + 9, n0 + 1.5], stairs.unitId, ['楼梯', 'Stairs']);
    amenity(o, `${L}-stairs`, 'stairs', [coreX + 9, n0 + 1.5], stairs.unitId, ['楼梯', 'Stairs']);
    v.add(`unit-${L}-shaft`, 'unit', o, { category: 'nonpublic', name: '设备井', nameEn: 'Shaft' }, v.polygon(rect(coreX, n0 + 5, coreX + 6, h)));
    v.add(`unit-${L}-store`, 'unit', o, { category: 'storage', name: '储藏室', nameEn: 'Store' }, v.polygon(rect(coreX + 6, n0 + 9, coreX + 12, h)));

    v.add(`section-${L}-west`, 'section', o, { category: 'office', name: '西区', nameEn: 'West wing' }, v.polygon(rect(0, 0, w / 2, h)));
    v.add(`section-${L}-east`, 'section', o, { category: 'office', name: '东区', nameEn: 'East wing' }, v.polygon(rect(w / 2, 0, w, h)));
  }

  const all = spec.levels.map((l) => l.ordinal);
  for (const [i, x] of [coreX, coreX + 3].entries()) {
    v.add(
      `connector-lift-${i + 1}`,
      'connector',
      null,
      { category: 'elevator', levelOrdinals: all, name: `${i + 1}号电梯`, nameEn: `Lift ${i + 1}` },
      v.point([x + 1.5, D + C]),
    );
  }
  v.add('connector-stairs', 'connector', null, { category: 'stairs', levelOrdinals: all, name: '楼梯', nameEn: 'Stairs' }, v.point([coreX + 9, D + C]));
  v.finishRoads(lv);
  const used = new Set(v.features.filter((f) => f.featureType === 'poi').map((f) => f.properties.poiType));
  return {
    anchor: spec.anchor,
    levels: spec.levels.map((l) => ({ ...l, shortName: l.name })),
    poiTypes: POI_TYPES.filter((t) => used.has(t.key)),
    features: v.features,
  };
}

/** Splits [x0, x1] into rooms of about 9 m. */
function splitRooms(x0: number, x1: number): Array<[number, number]> {
  const count = Math.max(1, Math.round((x1 - x0) / 9));
  const width = (x1 - x0) / count;
  return Array.from({ length: count }, (_, i) => [x0 + i * width, i === count - 1 ? x1 : x0 + (i + 1) * width] as [number, number]);
}

export const officeSpec: OfficeSpec = {
  anchor: { lng: 121.4368, lat: 31.1752 },
  name: ['科技园办公楼', 'Science Park Office Building'],
  levels: [
    { ordinal: 0, name: '1F' },
    { ordinal: 1, name: '2F' },
    { ordinal: 2, name: '3F' },
  ],
  bays: 8,
  tenants: true,
};

export const towerSpec: OfficeSpec = {
  anchor: { lng: 114.1722, lat: 22.2815 },
  name: ['Other Co Tower', 'Other Co Tower'],
  levels: [
    { ordinal: 0, name: 'G' },
    { ordinal: 1, name: 'L1' },
    { ordinal: 2, name: 'L2' },
  ],
  bays: 6,
  tenants: false,
};
