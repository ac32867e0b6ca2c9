/**
 * The demo shopping mall 环球购物中心: 176 m × 88 m, four levels (B1 car park, 1F-3F retail).
 * Every retail level: a ring corridor around an inner block with a central atrium (open to below on
 * 2F and 3F), shops on both sides of the ring, service cores at both ends (stairs, lifts, restrooms),
 * escalators beside the atrium. B1: driving aisles on the same ring and numbered parking spaces.
 */
import { POI_TYPES, VenueBuilder, rect, type Rect, type Venue, type XY } from './builder.js';
import { FOOD_BRANDS, FOOD_GENERIC, NamePool, RETAIL_BRANDS, RETAIL_GENERIC, SERVICE_BRANDS, type Name } from './names.js';

import { H, LEVELS, W, carPark, inside, lv, mirror, retailLevel, type Side } from './mallLevels.js';

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
