/**
 * The fatal checks of an archive's features: duplicate ids, broken geometry, geometry outside the venue,
 * references to levels, units and anchors the archive lacks, levels without an ordinal. Each problem
 * names `file#featureId`; all are collected (none stops the others).
 */
import type { FeatureType } from '../db/types.js';
import { featureGeometryProblem, grow, insideBbox, positionsOf, type Bbox } from '../geo/geometry.js';
import type { ArchiveFeatures } from './read.js';
import type { Problem, RawFeature } from './types.js';

/** How much beyond the venue, footprints and levels a feature may lie. */
export const OUTSIDE_METRES = 200;

/** The geometry rules each IMDF type is checked with (ours for the types we take). */
const CHECKED_AS: Record<string, FeatureType> = {
  venue: 'footprint',
  building: 'building',
  footprint: 'footprint',
  level: 'level',
  unit: 'unit',
  opening: 'opening',
  fixture: 'fixture',
  amenity: 'amenity',
  section: 'section',
  geofence: 'section',
  anchor: 'poi',
  road: 'road',
  connector: 'connector',
};
/** IMDF buildings carry no geometry (their footprints do); we accept a venue without one too. */
const GEOMETRY_OPTIONAL = new Set(['building', 'venue']);
const REFERENCE_TYPES = new Set(['venue', 'footprint', 'level', 'building']);

export interface Located {
  type: string;
  file: string;
  feature: RawFeature;
}

/** Every feature of the archive's IMDF files and our road file, with its type and file. */
export function allFeatures(input: ArchiveFeatures): Located[] {
  const out: Located[] = [];
  for (const [fileType, features] of input.byType) {
    const file = input.fileOf.get(fileType)!;
    for (const feature of features) out.push({ type: fileType === 'x_road' ? feature.featureType : fileType, file, feature });
  }
  return out;
}

const field = (l: Located) => `${l.file}#${l.feature.id}`;

export function checkFeatures(all: Located[], unread: ReadonlySet<string>, problems: Problem[]): void {
  const firstOf = new Map<string, string>();
  for (const l of all) {
    const other = firstOf.get(l.feature.id);
    if (other) problems.push({ field: field(l), key: 'imdf.duplicateId', params: { id: l.feature.id, other } });
    else firstOf.set(l.feature.id, field(l));
  }

  const sound: Located[] = [];
  for (const l of all) {
    const as = CHECKED_AS[l.type];
    if (!as) continue;
    if (l.feature.geometry === null && GEOMETRY_OPTIONAL.has(l.type)) continue;
    const problem = featureGeometryProblem(as, l.feature.geometry);
    if (problem) problems.push({ field: field(l), key: 'imdf.geometry', params: { reason: problem } });
    else sound.push(l);
  }

  const reference = bboxOf(sound.filter((l) => REFERENCE_TYPES.has(l.type)));
  if (reference) {
    const area = grow(reference, OUTSIDE_METRES);
    for (const l of sound) {
      if (!insideBbox(l.feature.geometry as { coordinates: unknown }, area)) {
        problems.push({ field: field(l), key: 'imdf.outside', params: { metres: OUTSIDE_METRES } });
      }
    }
  }

  const ids = (type: string) => new Set(all.filter((l) => l.type === type).map((l) => l.feature.id));
  const levels = ids('level');
  const units = ids('unit');
  const anchors = ids('anchor');
  const missing = (l: Located, type: string, id: string) => {
    if (!unread.has(type)) problems.push({ field: field(l), key: 'imdf.missingRef', params: { type, id } });
  };
  for (const l of all) {
    const p = l.feature.properties;
    switch (l.type) {
      case 'level':
        if (!Number.isInteger(p.ordinal)) problems.push({ field: field(l), key: 'imdf.ordinal' });
        break;
      case 'unit':
      case 'opening':
      case 'fixture':
      case 'section':
      case 'road':
        if (typeof p.level_id !== 'string') problems.push({ field: field(l), key: 'imdf.noLevel', params: { type: l.type } });
        else if (!levels.has(p.level_id)) missing(l, 'level', p.level_id);
        break;
      case 'geofence':
      case 'connector':
        for (const id of idList(p.level_ids)) if (!levels.has(id)) missing(l, 'level', id);
        break;
      case 'amenity':
        for (const id of idList(p.unit_ids)) if (!units.has(id)) missing(l, 'unit', id);
        break;
      case 'anchor':
        if (typeof p.unit_id === 'string' && !units.has(p.unit_id)) missing(l, 'unit', p.unit_id);
        break;
      case 'occupant':
        if (typeof p.anchor_id === 'string' && !anchors.has(p.anchor_id)) missing(l, 'anchor', p.anchor_id);
        break;
    }
  }
}

const idList = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** [west, south, east, north] over the features' positions, or null. */
export function bboxOf(list: Located[]): Bbox | null {
  let box: Bbox | null = null;
  for (const l of list) {
    for (const [lng, lat] of positionsOf(l.feature.geometry as { coordinates: unknown })) {
      box = box ? [Math.min(box[0], lng), Math.min(box[1], lat), Math.max(box[2], lng), Math.max(box[3], lat)] : [lng, lat, lng, lat];
    }
  }
  return box;
}
