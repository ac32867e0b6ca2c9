/**
 * An archive's features as our building: venue -> building row (name, address, anchor), levels -> level
 * rows and `level` features, buildings and footprints, units, openings, fixtures, amenities, sections and
 * geofences, occupant + anchor -> POIs, our road file -> roads and connectors. What we do not model is
 * reported as not taken, with the reason.
 */
import type { FeatureType } from '../db/types.js';
import { pointInPolygon } from '#contract/geometry.js';
import { allFeatures, bboxOf, checkFeatures, type Located } from './check.js';
import { fromImdf, pickName, str, strings } from './mapping.js';
import type { ArchiveFeatures } from './read.js';
import type { ReportBuilder } from './report.js';
import type { ImportPlan, PlanFeature, PlanLevel, PlanPoiType, Problem } from './types.js';

type Geometry = { type: string; coordinates: unknown };
const NOT_MODELLED = ['detail', 'kiosk', 'relationship'];

export function buildPlan(input: ArchiveFeatures, name: string | undefined, problems: Problem[], report: ReportBuilder): ImportPlan | null {
  const all = allFeatures(input);
  checkFeatures(all, input.unread, problems);
  const of = (type: string) => all.filter((l) => l.type === type);
  const [venue, ...otherVenues] = of('venue');
  const buildings = of('building');
  if (!venue && !buildings.length && !name) problems.push({ field: 'venue.geojson', key: 'imdf.noVenue' });
  const buildingName = name ?? pickName(venue?.feature.properties.name) ?? buildings.map((b) => pickName(b.feature.properties.name)).find(Boolean) ?? null;
  if ((venue || buildings.length) && !buildingName) problems.push({ field: 'name', key: 'imdf.noName' });
  if (problems.length) return null;

  const features: PlanFeature[] = [];
  const add = (l: Located, featureType: FeatureType, level: string | null, properties: Record<string, unknown>, extra: Partial<PlanFeature> = {}) => {
    features.push({ id: l.feature.id, featureType, level, properties, geometry: l.feature.geometry as Geometry, ...extra });
    report.take(l.file);
    report.count(featureType);
  };

  if (venue) report.take(venue.file);
  for (const v of otherVenues) report.skip(v.file, v.feature.id, 'imdf.skip.otherVenue');

  // Levels: rows ordered by ordinal; the outline as a `level` feature.
  const levelList = of('level').sort((a, b) => Number(a.feature.properties.ordinal) - Number(b.feature.properties.ordinal));
  const levels: PlanLevel[] = levelList.map((l) => {
    const p = l.feature.properties;
    const ordinal = Number(p.ordinal);
    const shortName = pickName(p.short_name);
    return { imdfId: l.feature.id, ordinal, name: pickName(p.name) ?? shortName ?? `Level ${ordinal}`, shortName };
  });
  uniqueNames(levels, levelList, buildings);
  for (const l of levelList) {
    if (l.feature.geometry) add(l, 'level', l.feature.id, fromImdf('level', l.feature.properties));
    else {
      report.take(l.file);
      report.count('level');
    }
  }

  // IMDF buildings carry no geometry in the standard: theirs is that of the footprints naming them.
  const footprints = of('footprint');
  for (const b of buildings) {
    const geometry = (b.feature.geometry as Geometry | null) ?? footprintGeometry(b.feature.id, footprints);
    if (!geometry) report.skip(b.file, b.feature.id, 'imdf.skip.buildingNoGeometry');
    else add({ ...b, feature: { ...b.feature, geometry } }, 'building', null, fromImdf('building', b.feature.properties));
  }
  for (const f of footprints) add(f, 'footprint', null, fromImdf('footprint', f.feature.properties));

  const unitLevel = new Map(of('unit').map((u) => [u.feature.id, String(u.feature.properties.level_id)]));
  for (const type of ['unit', 'opening', 'fixture', 'section'] as const) {
    for (const l of of(type)) add(l, type, String(l.feature.properties.level_id), fromImdf(type, l.feature.properties));
  }
  for (const g of of('geofence')) {
    const [level] = strings(g.feature.properties.level_ids);
    if (!level) report.skip(g.file, g.feature.id, 'imdf.skip.geofenceNoLevel');
    else add(g, 'section', level, fromImdf('geofence', g.feature.properties));
  }

  const levelAt = (point: unknown) => levelContaining(point as Geometry, levelList);
  for (const a of of('amenity')) {
    const [unit] = strings(a.feature.properties.unit_ids);
    const level = unit ? unitLevel.get(unit) : levelAt(a.feature.geometry);
    if (!level) report.skip(a.file, a.feature.id, 'imdf.skip.amenityNoLevel');
    else add(a, 'amenity', level, fromImdf('amenity', a.feature.properties));
  }

  const levelIds = new Set(levels.map((l) => l.imdfId));
  const poiTypes = addPois(of('occupant'), of('anchor'), { unitLevel, levelIds, levelAt }, add, report);

  for (const r of [...of('road'), ...of('connector')]) {
    const p = r.feature.properties;
    if (r.type === 'road') add(r, 'road', String(p.level_id), fromImdf('road', p));
    else add(r, 'connector', null, { ...fromImdf('connector', p), levelIds: [] }, { levels: strings(p.level_ids) });
  }

  addAddress(of('address'), venue, report);
  for (const type of NOT_MODELLED) {
    const file = input.fileOf.get(type);
    if (file) report.skipFile(file, 'imdf.skip.notModelled', { type });
  }

  const address = addressText(of('address'), venue);
  return { name: buildingName, address, anchor: anchorOf(venue, all), levels, poiTypes, features, report: report.build() };
}

/**
 * Floor names are unique within our building (the building editor requires it): levels of several IMDF
 * buildings sharing a name get their building's name added, else a number.
 */
function uniqueNames(levels: PlanLevel[], located: Located[], buildings: Located[]): void {
  const buildingName = new Map(buildings.map((b) => [b.feature.id, pickName(b.feature.properties.name)]));
  const shared = levels.map((level) => levels.filter((l) => l.name === level.name).length > 1);
  for (const [i, level] of levels.entries()) {
    if (!shared[i]) continue;
    const owner = strings(located[i].feature.properties.building_ids)
      .map((id) => buildingName.get(id))
      .find(Boolean);
    if (owner) level.name = `${level.name} (${owner})`;
  }
  const seen = new Map<string, number>();
  for (const level of levels) {
    const n = (seen.get(level.name) ?? 0) + 1;
    seen.set(level.name, n);
    if (n > 1) level.name = `${level.name} (${n})`;
  }
}

function footprintGeometry(buildingId: string, footprints: Located[]): Geometry | null {
  const naming = footprints.filter((f) => strings(f.feature.properties.building_ids).includes(buildingId));
  const ground = naming.filter((f) => f.feature.properties.category === 'ground');
  const chosen = (ground.length ? ground : naming).map((f) => f.feature.geometry as Geometry);
  if (chosen.length <= 1) return chosen[0] ?? null;
  const polygons = chosen.flatMap((g) => (g.type === 'Polygon' ? [g.coordinates] : (g.coordinates as unknown[])));
  return { type: 'MultiPolygon', coordinates: polygons };
}

/** The only level whose outline holds the point (null when none or several do). */
function levelContaining(point: Geometry | null, levels: Located[]): string | null {
  if (!point || point.type !== 'Point') return null;
  const at = point.coordinates as [number, number];
  const hits = levels.filter((l) => l.feature.geometry && pointInPolygon(at, l.feature.geometry as Geometry));
  return hits.length === 1 ? hits[0].feature.id : null;
}

type AddFn = (l: Located, t: FeatureType, level: string | null, p: Record<string, unknown>, extra?: Partial<PlanFeature>) => void;

/** Occupants placed at their anchors become POIs; their categories become the building's POI types. */
interface Where {
  unitLevel: Map<string, string>;
  levelIds: Set<string>;
  levelAt: (point: unknown) => string | null;
}

function addPois(occupants: Located[], anchors: Located[], where: Where, add: AddFn, report: ReportBuilder): PlanPoiType[] {
  const anchorById = new Map(anchors.map((a) => [a.feature.id, a]));
  const used = new Set<string>();
  const types = new Map<string, PlanPoiType>();
  for (const o of occupants) {
    const p = o.feature.properties;
    const anchor = typeof p.anchor_id === 'string' ? anchorById.get(p.anchor_id) : undefined;
    if (!anchor) {
      report.skip(o.file, o.feature.id, 'imdf.skip.occupantNoAnchor');
      continue;
    }
    const a = anchor.feature.properties;
    const unitId = str(a.unit_id);
    const level = (unitId && where.unitLevel.get(unitId)) || str(a.x_level_id) || str(a.level_id) || where.levelAt(anchor.feature.geometry);
    if (!level || !where.levelIds.has(level)) {
      report.skip(o.file, o.feature.id, 'imdf.skip.anchorNoLevel');
      continue;
    }
    const type = poiTypeOf(p);
    types.set(type.key, type);
    used.add(anchor.feature.id);
    add({ ...o, feature: { ...o.feature, geometry: anchor.feature.geometry } }, 'poi', level, { ...fromImdf('occupant', p), unitId }, { poiTypeKey: type.key });
    report.take(anchor.file);
  }
  for (const a of anchors) {
    if (!used.has(a.feature.id)) report.skip(a.file, a.feature.id, 'imdf.skip.anchorUnused');
  }
  return [...types.values()];
}

function poiTypeOf(p: Record<string, unknown>): PlanPoiType {
  const category = str(p.category) ?? 'unspecified';
  const x = (p.x_poi_type && typeof p.x_poi_type === 'object' ? p.x_poi_type : {}) as Record<string, unknown>;
  const type = {
    name: str(x.name) ?? category,
    nameEn: str(x.nameEn) ?? str(x.name_en) ?? category,
    icon: str(x.icon) ?? '',
    color: str(x.color) ?? '#888888',
  };
  return { key: JSON.stringify([category, type]), ...type };
}

function venueAddress(addresses: Located[], venue: Located | undefined): Located | undefined {
  const id = str(venue?.feature.properties.address_id);
  return addresses.find((a) => a.feature.id === id) ?? addresses[0];
}

function addAddress(addresses: Located[], venue: Located | undefined, report: ReportBuilder): void {
  const chosen = venueAddress(addresses, venue);
  for (const a of addresses) {
    if (a === chosen) report.take(a.file);
    else report.skip(a.file, a.feature.id, 'imdf.skip.extraAddress');
  }
}

function addressText(addresses: Located[], venue: Located | undefined): string {
  const p = venueAddress(addresses, venue)?.feature.properties ?? {};
  return [p.address, p.unit, p.locality].map(str).filter(Boolean).join(', ');
}

/** The map centre: the venue's display point, else the centre of the levels (else of venue and footprints). */
function anchorOf(venue: Located | undefined, all: Located[]): { lng: number; lat: number } | null {
  const point = venue?.feature.properties.display_point as Geometry | undefined;
  const c = point?.type === 'Point' ? (point.coordinates as unknown[]) : null;
  if (c && typeof c[0] === 'number' && typeof c[1] === 'number' && Number.isFinite(c[0]) && Number.isFinite(c[1])) return { lng: c[0], lat: c[1] };
  for (const types of [['level'], ['venue', 'footprint']]) {
    const box = bboxOf(all.filter((l) => types.includes(l.type) && l.feature.geometry));
    if (box) return { lng: (box[0] + box[2]) / 2, lat: (box[1] + box[3]) / 2 };
  }
  return null;
}
