import { strToU8 } from 'fflate';
import type { Files } from './fixtures.js';

/**
 * A small standard IMDF archive (as Apple's spec writes it): a 40 m square venue with one building
 * (no geometry of its own: its footprint has it), one level, two units, a door, an occupant placed at
 * an anchor, an amenity without unit, a geofence, a kiosk and an unused anchor.
 */
const LNG = 121.5;
const LAT = 31.2;
const M_LNG = 1 / (111_320 * Math.cos((LAT * Math.PI) / 180));
const M_LAT = 1 / 110_574;
const at = (x: number, y: number) => [LNG + x * M_LNG, LAT + y * M_LAT];
const square = (x0: number, y0: number, x1: number, y1: number) => ({
  type: 'Polygon',
  coordinates: [[at(x0, y0), at(x1, y0), at(x1, y1), at(x0, y1), at(x0, y0)]],
});
const point = (x: number, y: number) => ({ type: 'Point', coordinates: at(x, y) });

export const TINY = {
  venue: '11111111-0000-4000-8000-000000000001',
  building: '11111111-0000-4000-8000-000000000002',
  footprint: '11111111-0000-4000-8000-000000000003',
  level: '11111111-0000-4000-8000-000000000004',
  shop: '11111111-0000-4000-8000-000000000005',
  hall: '11111111-0000-4000-8000-000000000006',
  door: '11111111-0000-4000-8000-000000000007',
  occupant: '11111111-0000-4000-8000-000000000008',
  anchor: '11111111-0000-4000-8000-000000000009',
  spareAnchor: '11111111-0000-4000-8000-00000000000a',
  amenity: '11111111-0000-4000-8000-00000000000b',
  geofence: '11111111-0000-4000-8000-00000000000c',
  kiosk: '11111111-0000-4000-8000-00000000000d',
  address: '11111111-0000-4000-8000-00000000000e',
};

const f = (id: string, featureType: string, geometry: unknown, properties: Record<string, unknown>) => ({
  id,
  type: 'Feature',
  feature_type: featureType,
  geometry,
  properties,
});
const collection = (features: unknown[]) => strToU8(JSON.stringify({ type: 'FeatureCollection', features }));

/** The archive's files; `prefix` puts them in a folder inside the zip (as zipping a folder does). */
export function tinyArchive(prefix = ''): Files {
  const files: Record<string, unknown[]> = {
    venue: [
      f(TINY.venue, 'venue', square(0, 0, 40, 40), {
        category: 'shoppingcenter',
        name: { en: 'Tiny Mall', 'zh-Hans': '小商场' },
        display_point: point(20, 20),
        address_id: TINY.address,
      }),
    ],
    address: [f(TINY.address, 'address', null, { address: '1 Tiny Road', unit: null, locality: 'Shanghai', country: 'CN' })],
    building: [f(TINY.building, 'building', null, { name: { en: 'Main hall' }, category: 'unspecified' })],
    footprint: [f(TINY.footprint, 'footprint', square(0, 0, 40, 40), { category: 'ground', building_ids: [TINY.building] })],
    level: [
      f(TINY.level, 'level', square(0, 0, 40, 40), {
        ordinal: 0,
        name: { en: 'Ground' },
        short_name: { en: 'G' },
        category: 'unspecified',
        outdoor: false,
        building_ids: [TINY.building],
      }),
    ],
    unit: [
      f(TINY.shop, 'unit', square(0, 0, 20, 40), { category: 'room', name: { en: 'Shop 1' }, level_id: TINY.level }),
      f(TINY.hall, 'unit', square(20, 0, 40, 40), { category: 'walkway', name: null, level_id: TINY.level }),
    ],
    opening: [
      f(
        TINY.door,
        'opening',
        { type: 'LineString', coordinates: [at(20, 18), at(20, 22)] },
        { category: 'pedestrian', door: { type: 'hinged', automatic: false }, level_id: TINY.level },
      ),
    ],
    occupant: [f(TINY.occupant, 'occupant', null, { category: 'restaurant', name: { en: 'Noodle bar' }, anchor_id: TINY.anchor, hours: 'Mo-Su 10:00-22:00' })],
    anchor: [
      f(TINY.anchor, 'anchor', point(10, 20), { unit_id: TINY.shop, address_id: null }),
      f(TINY.spareAnchor, 'anchor', point(30, 20), { unit_id: TINY.hall, address_id: null }),
    ],
    amenity: [f(TINY.amenity, 'amenity', point(30, 30), { category: 'information', name: { en: 'Info' }, unit_ids: [] })],
    geofence: [f(TINY.geofence, 'geofence', square(20, 0, 40, 20), { category: 'geofence', name: { en: 'South hall' }, level_ids: [TINY.level] })],
    kiosk: [f(TINY.kiosk, 'kiosk', square(30, 30, 32, 32), { name: null, level_id: TINY.level })],
  };
  const out: Files = {
    [`${prefix}manifest.json`]: strToU8(JSON.stringify({ version: '1.0.0', created: '2024-01-01T00:00:00Z', language: 'en' })),
    [`${prefix}README.txt`]: strToU8('made by hand'),
  };
  for (const [type, features] of Object.entries(files)) out[`${prefix}${type}.geojson`] = collection(features);
  return out;
}
