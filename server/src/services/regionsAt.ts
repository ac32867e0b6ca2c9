import type { Geometry } from '../repos/map.js';
import { pointInGeometry, type RegionRow } from '../repos/region.js';

/** Issue 15: which region (a section of the draft map) a position lies in, for the heat map and the activity status. */

type Bbox = [number, number, number, number];

function bboxOf(geometry: Geometry): Bbox {
  const box: Bbox = [Infinity, Infinity, -Infinity, -Infinity];
  const visit = (c: unknown): void => {
    if (Array.isArray(c) && typeof c[0] === 'number') {
      const [x, y] = c as number[];
      box[0] = Math.min(box[0], x);
      box[1] = Math.min(box[1], y);
      box[2] = Math.max(box[2], x);
      box[3] = Math.max(box[3], y);
    } else if (Array.isArray(c)) c.forEach(visit);
  };
  visit((geometry as { coordinates?: unknown }).coordinates);
  return box;
}

/** The index in `regions` of the region each point lies in (the first one), or -1. */
export function regionIndexOf(points: ReadonlyArray<{ lng: number; lat: number }>, regions: readonly RegionRow[]): number[] {
  const boxes = regions.map((r) => bboxOf(r.geometry));
  return points.map(({ lng, lat }) =>
    regions.findIndex((r, i) => {
      const b = boxes[i];
      return lng >= b[0] && lng <= b[2] && lat >= b[1] && lat <= b[3] && pointInGeometry([lng, lat], r.geometry);
    }),
  );
}

/** A point inside a region to label it at: its outer ring's centroid, else its box's centre, else its first corner. */
export function labelPoint(geometry: Geometry): { lng: number; lat: number } {
  const polygons = (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : []) as number[][][][];
  const ring = polygons[0]?.[0] ?? [];
  let [a, x, y] = [0, 0, 0];
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const cross = ring[j][0] * ring[i][1] - ring[i][0] * ring[j][1];
    a += cross;
    x += (ring[j][0] + ring[i][0]) * cross;
    y += (ring[j][1] + ring[i][1]) * cross;
  }
  const candidates = [
    a !== 0 ? [x / (3 * a), y / (3 * a)] : null,
    (() => {
      const b = bboxOf(geometry);
      return [(b[0] + b[2]) / 2, (b[1] + b[3]) / 2];
    })(),
  ].filter((p): p is number[] => p !== null && Number.isFinite(p[0]) && Number.isFinite(p[1]));
  const inside = candidates.find((p) => pointInGeometry(p, geometry)) ?? ring[0] ?? [0, 0];
  return { lng: inside[0], lat: inside[1] };
}
