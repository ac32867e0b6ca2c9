/**
 * GeoJSON geometry checks shared by every call that writes map features (draft save, POI and road
 * patches, IMDF import). Each answers the first problem as a short English reason, or null when the
 * geometry is sound; callers name the feature and send 10005.
 */
import type { FeatureType } from '../db/types.js';

export type GeometryKind = 'Point' | 'LineString' | 'Polygon' | 'MultiPolygon' | 'MultiLineString';
export type Bbox = [number, number, number, number];

/** The geometry types each feature type may carry (IMDF: openings are lines, units polygons…). */
export const GEOMETRY_OF: Record<FeatureType, readonly GeometryKind[]> = {
  building: ['Polygon', 'MultiPolygon'],
  footprint: ['Polygon', 'MultiPolygon'],
  level: ['Polygon', 'MultiPolygon'],
  unit: ['Polygon', 'MultiPolygon'],
  fixture: ['Polygon', 'MultiPolygon'],
  section: ['Polygon', 'MultiPolygon'],
  opening: ['LineString', 'MultiLineString'],
  road: ['LineString'],
  connector: ['LineString', 'Point'],
  amenity: ['Point'],
  poi: ['Point'],
};

type Position = [number, number];

function positionProblem(p: unknown): string | null {
  if (!Array.isArray(p) || p.length < 2 || p.length > 3) return 'a position must be [longitude, latitude]';
  if (!p.every((v) => typeof v === 'number' && Number.isFinite(v))) return 'coordinates must be finite numbers';
  const [lng, lat] = p as number[];
  if (lng < -180 || lng > 180 || lat < -90 || lat > 90) return `position [${lng}, ${lat}] is outside WGS84 longitude/latitude`;
  return null;
}

function lineProblem(line: unknown): string | null {
  if (!Array.isArray(line) || line.length < 2) return 'a line needs at least 2 positions';
  for (const p of line) {
    const problem = positionProblem(p);
    if (problem) return problem;
  }
  return null;
}

function ringsProblem(rings: unknown): string | null {
  if (!Array.isArray(rings) || rings.length === 0) return 'a polygon needs at least one ring';
  for (const ring of rings) {
    if (!Array.isArray(ring) || ring.length < 4) return 'a polygon ring needs at least 4 positions';
    const problem = lineProblem(ring);
    if (problem) return problem;
    const first = ring[0] as number[];
    const last = ring[ring.length - 1] as number[];
    if (first[0] !== last[0] || first[1] !== last[1]) return 'a polygon ring must end where it starts';
    if (Math.abs(ringArea(ring as Position[])) === 0) return 'a polygon ring has no area';
  }
  return null;
}

function ringArea(ring: Position[]): number {
  let sum = 0;
  for (let i = 0; i + 1 < ring.length; i++) sum += ring[i][0] * ring[i + 1][1] - ring[i + 1][0] * ring[i][1];
  return sum / 2;
}

/** The first problem of a GeoJSON geometry of any supported type, or null. */
export function geometryProblem(geometry: unknown): string | null {
  if (!geometry || typeof geometry !== 'object') return 'geometry is missing';
  const { type, coordinates } = geometry as { type?: unknown; coordinates?: unknown };
  switch (type) {
    case 'Point':
      return positionProblem(coordinates);
    case 'LineString':
      return lineProblem(coordinates);
    case 'MultiLineString':
      if (!Array.isArray(coordinates) || coordinates.length === 0) return 'a MultiLineString needs at least one line';
      for (const line of coordinates) {
        const problem = lineProblem(line);
        if (problem) return problem;
      }
      return null;
    case 'Polygon':
      return ringsProblem(coordinates);
    case 'MultiPolygon':
      if (!Array.isArray(coordinates) || coordinates.length === 0) return 'a MultiPolygon needs at least one polygon';
      for (const polygon of coordinates) {
        const problem = ringsProblem(polygon);
        if (problem) return problem;
      }
      return null;
    default:
      return `unsupported geometry type ${JSON.stringify(type ?? null)}`;
  }
}

/** The geometry problem of a feature of `featureType`, including a type it may not carry. */
export function featureGeometryProblem(featureType: FeatureType, geometry: unknown): string | null {
  const problem = geometryProblem(geometry);
  if (problem) return problem;
  const kind = (geometry as { type: GeometryKind }).type;
  const allowed = GEOMETRY_OF[featureType];
  return allowed.includes(kind) ? null : `a ${featureType} must be a ${allowed.join(' or ')}, not a ${kind}`;
}

/** Every position of a (valid) geometry. */
export function positionsOf(geometry: { coordinates: unknown }): Position[] {
  const out: Position[] = [];
  const visit = (c: unknown): void => {
    if (Array.isArray(c) && typeof c[0] === 'number') out.push(c as Position);
    else if (Array.isArray(c)) c.forEach(visit);
  };
  visit(geometry.coordinates);
  return out;
}

/** A bbox grown by `metres` on every side (for "inside the building" checks with some slack). */
export function grow(bbox: Bbox, metres: number): Bbox {
  const dLat = metres / 110_574;
  const dLng = metres / (111_320 * Math.cos((((bbox[1] + bbox[3]) / 2) * Math.PI) / 180));
  return [bbox[0] - dLng, bbox[1] - dLat, bbox[2] + dLng, bbox[3] + dLat];
}

/** Whether every position of the geometry lies inside the bbox. */
export function insideBbox(geometry: { coordinates: unknown }, bbox: Bbox): boolean {
  return positionsOf(geometry).every(([lng, lat]) => lng >= bbox[0] && lng <= bbox[2] && lat >= bbox[1] && lat <= bbox[3]);
}

/** [west, south, east, north] over every coordinate of the features. */
export function bboxOf(features: Array<{ geometry: { coordinates: unknown } }>): Bbox | null {
  let w = Infinity;
  let s = Infinity;
  let e = -Infinity;
  let n = -Infinity;
  const visit = (c: unknown): void => {
    if (Array.isArray(c) && typeof c[0] === 'number') {
      w = Math.min(w, c[0]);
      e = Math.max(e, c[0]);
      s = Math.min(s, c[1] as number);
      n = Math.max(n, c[1] as number);
    } else if (Array.isArray(c)) c.forEach(visit);
  };
  for (const f of features) visit(f.geometry.coordinates);
  return Number.isFinite(w) ? [w, s, e, n] : null;
}
