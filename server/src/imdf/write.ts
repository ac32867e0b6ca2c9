/**
 * One building version as an IMDF archive (OGC 20-094): manifest.json plus venue, address, building,
 * footprint, level, unit, opening, fixture, amenity, section, occupant and anchor files (our POIs are an
 * occupant placed at an anchor), and our extension file `x_road.geojson` with the road network (road and
 * connector features; IMDF does not model it). Feature ids are ours; the venue, address, anchors and
 * levels without an outline get ids derived from the building (the same on every export).
 */
import { createHash } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import type { FeatureType } from '../db/types.js';
import type { MapFeature } from '../repos/map.js';
import { bboxOf } from '../geo/geometry.js';
import { imdfBag, labelOf, ownExtras, snakeKeys, str } from './mapping.js';
import { ROAD_FILE } from './types.js';

type Geometry = { type: string; coordinates: unknown };
type Props = Record<string, unknown>;

export interface ExportInput {
  building: { id: number; name: string; address: string; anchorLng: number | null; anchorLat: number | null };
  levels: Array<{ id: number; ordinal: number; name: string; shortName: string | null }>;
  poiTypes: Array<{ id: number; name: string; nameEn: string; icon: string; color: string }>;
  features: MapFeature[];
  generatedBy: string;
  created: Date;
}

/** A UUID-shaped id derived from the parts (SHA-1, version 5 layout): stable across exports. */
export function derivedId(...parts: Array<string | number>): string {
  const h = createHash('sha1').update(parts.join(':')).digest('hex');
  const variant = ((parseInt(h[16], 16) & 3) | 8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const feature = (id: string, featureType: string, geometry: Geometry | null, properties: Props) => ({
  id,
  type: 'Feature',
  feature_type: featureType,
  geometry,
  properties,
});

function bboxPolygon(features: Array<{ geometry: Geometry }>): Geometry | null {
  const box = bboxOf(features);
  if (!box) return null;
  const [w, s, e, n] = box;
  return {
    type: 'Polygon',
    coordinates: [
      [
        [w, s],
        [e, s],
        [e, n],
        [w, n],
        [w, s],
      ],
    ],
  };
}

/** Defaults (IMDF's nullable keys), then the IMDF properties kept from an import, then ours; `x_props` last. */
function props(type: FeatureType, own: Props, defaults: Props, mapped: Props): Props {
  const extra = ownExtras(type, own);
  return { ...defaults, ...imdfBag(own), ...mapped, ...(extra ? { x_props: extra } : {}) };
}

export function writeArchive(input: ExportInput): Uint8Array {
  const { building } = input;
  const own = (f: MapFeature): Props => {
    const { featureType: _t, levelId: _l, ordinal: _o, ...rest } = f.properties;
    return rest;
  };
  const byType = (type: FeatureType) => input.features.filter((f) => f.properties.featureType === type);
  const outline = new Map<number, MapFeature>();
  for (const f of byType('level')) if (f.properties.levelId !== null && !outline.has(f.properties.levelId)) outline.set(f.properties.levelId, f);
  const levelIdOf = new Map(input.levels.map((l) => [l.id, outline.get(l.id)?.id ?? derivedId(building.id, 'level', l.id)]));
  const imdfLevel = (levelId: number | null) => (levelId === null ? null : (levelIdOf.get(levelId) ?? null));
  const buildingIds = byType('building').map((f) => f.id);
  const addressId = building.address ? derivedId(building.id, 'address') : null;
  const anchor = building.anchorLng !== null && building.anchorLat !== null ? { type: 'Point', coordinates: [building.anchorLng, building.anchorLat] } : null;
  const mainBuilding = byType('building')[0];
  const named = (f: MapFeature) => ({ name: labelOf(f.properties.name, f.properties.nameEn) });

  const venue = feature(derivedId(building.id, 'venue'), 'venue', bboxPolygon(input.features), {
    category: byType('unit').some((u) => u.properties.category === 'retail') ? 'shoppingcenter' : 'businesscampus',
    restriction: null,
    name: labelOf(building.name, mainBuilding?.properties.nameEn),
    alt_name: null,
    hours: null,
    phone: null,
    website: null,
    display_point: anchor,
    address_id: addressId,
  });
  const address = addressId
    ? [
        feature(addressId, 'address', null, {
          address: building.address,
          unit: null,
          locality: null,
          province: null,
          country: null,
          postal_code: null,
          postal_code_ext: null,
          postal_code_vanity: null,
        }),
      ]
    : [];

  const withLevel = (f: MapFeature) => ({ level_id: imdfLevel(f.properties.levelId) });
  const simple = (type: FeatureType, defaults: Props, extra: (f: MapFeature) => Props = () => ({})) =>
    byType(type).map((f) =>
      feature(f.id, type, f.geometry, props(type, own(f), defaults, { ...named(f), category: str(f.properties.category) ?? defaults.category, ...extra(f) })),
    );

  const files: Record<string, unknown[]> = {
    venue: [venue],
    address,
    building: simple('building', { alt_name: null, category: 'unspecified', restriction: null, display_point: null, address_id: null }),
    footprint: simple('footprint', { category: 'ground' }, (f) => ({
      building_ids: Array.isArray(f.properties.buildingIds) ? f.properties.buildingIds : buildingIds,
    })),
    level: input.levels.map((l) => levelFeature(l, outline.get(l.id), levelIdOf.get(l.id)!, input.features, buildingIds, own)),
    unit: simple('unit', { category: 'unspecified', restriction: null, accessibility: null, alt_name: null, display_point: null }, withLevel),
    opening: simple('opening', { category: 'pedestrian', accessibility: null, access_control: null, door: null, alt_name: null, display_point: null }, (f) => ({
      ...withLevel(f),
      ...(f.properties.door ? { door: snakeKeys(f.properties.door) } : {}),
    })),
    fixture: simple('fixture', { category: 'unspecified', alt_name: null, anchor_id: null }, withLevel),
    amenity: simple(
      'amenity',
      { category: 'unspecified', accessibility: null, alt_name: null, hours: null, phone: null, website: null, address_id: null, correlation_id: null },
      (f) => ({
        unit_ids: Array.isArray(f.properties.unitIds) ? f.properties.unitIds : typeof f.properties.unitId === 'string' ? [f.properties.unitId] : [],
      }),
    ),
    section: simple(
      'section',
      {
        category: 'unspecified',
        restriction: null,
        accessibility: null,
        alt_name: null,
        display_point: null,
        address_id: null,
        correlation_id: null,
        parents: null,
      },
      withLevel,
    ),
    occupant: [],
    anchor: [],
  };
  for (const poi of byType('poi')) {
    const p = own(poi);
    const type = input.poiTypes.find((t) => t.id === p.poiTypeId);
    const anchorId = str(imdfBag(p).anchor_id) ?? derivedId(building.id, 'anchor', poi.id);
    const unitId = str(p.unitId);
    files.occupant.push(
      feature(
        poi.id,
        'occupant',
        null,
        props(
          'poi',
          p,
          { phone: null, website: null, hours: null, validity: null, correlation_id: null },
          {
            category: slug(type?.nameEn || type?.name || 'unspecified'),
            ...named(poi),
            anchor_id: anchorId,
            x_poi_type: type ? { name: type.name, nameEn: type.nameEn, icon: type.icon, color: type.color } : null,
          },
        ),
      ),
    );
    files.anchor.push(
      feature(anchorId, 'anchor', poi.geometry, { address_id: null, unit_id: unitId, ...(unitId ? {} : { x_level_id: imdfLevel(poi.properties.levelId) }) }),
    );
  }
  const roads = [
    ...byType('road').map((f) =>
      feature(
        f.id,
        'road',
        f.geometry,
        props('road', own(f), {}, { ...named(f), category: str(f.properties.category), status: f.properties.status ?? 'open', ...withLevel(f) }),
      ),
    ),
    ...byType('connector').map((f) =>
      feature(
        f.id,
        'connector',
        f.geometry,
        props(
          'connector',
          own(f),
          {},
          {
            ...named(f),
            category: str(f.properties.category),
            level_ids: (Array.isArray(f.properties.levelIds) ? (f.properties.levelIds as number[]) : []).map(imdfLevel).filter(Boolean),
          },
        ),
      ),
    ),
  ];

  const zip: Record<string, Uint8Array> = {
    'manifest.json': json({ version: '1.0.0', created: input.created.toISOString(), generated_by: input.generatedBy, language: 'zh-CN' }),
  };
  for (const [type, features] of Object.entries(files)) zip[`${type}.geojson`] = json({ type: 'FeatureCollection', name: type, features });
  zip[ROAD_FILE] = json({ type: 'FeatureCollection', name: 'x_road', features: roads });
  return zipSync(zip, { level: 6, mtime: input.created });
}

function levelFeature(
  level: ExportInput['levels'][number],
  outline: MapFeature | undefined,
  id: string,
  features: MapFeature[],
  buildingIds: string[],
  own: (f: MapFeature) => Props,
) {
  const p = outline ? own(outline) : {};
  const geometry =
    outline?.geometry ??
    features.find((f) => f.properties.featureType === 'footprint' || f.properties.featureType === 'building')?.geometry ??
    bboxPolygon(features.filter((f) => f.properties.levelId === level.id));
  return feature(
    id,
    'level',
    geometry,
    props(
      'level',
      p,
      { category: 'unspecified', restriction: null, display_point: null, address_id: null },
      {
        category: str(p.category) ?? 'unspecified',
        outdoor: p.outdoor === true,
        ordinal: level.ordinal,
        name: labelOf(level.name, str(p.nameEn) ?? level.name),
        short_name: labelOf(level.shortName ?? level.name, null),
        building_ids: Array.isArray(p.buildingIds) ? p.buildingIds : buildingIds,
      },
    ),
  );
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9.]+/g, '') || 'unspecified';
const json = (value: unknown) => strToU8(JSON.stringify(value));
