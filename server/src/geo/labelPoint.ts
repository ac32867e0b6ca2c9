/** Where a feature's label goes (map-tag): a point, or a point inside a polygon. */
import { pointInPolygon } from '#contract/geometry.js';

type Position = [number, number];

function ringArea(ring: Position[]): number {
  let sum = 0;
  for (let i = 0; i + 1 < ring.length; i++) sum += ring[i][0] * ring[i + 1][1] - ring[i + 1][0] * ring[i][1];
  return sum / 2;
}

/** The area-weighted centroid of a ring (its first vertex when it has no area). */
function ringCentroid(ring: Position[]): Position {
  const a = ringArea(ring);
  if (a === 0) return ring[0];
  let x = 0;
  let y = 0;
  for (let i = 0; i + 1 < ring.length; i++) {
    const cross = ring[i][0] * ring[i + 1][1] - ring[i + 1][0] * ring[i][1];
    x += (ring[i][0] + ring[i + 1][0]) * cross;
    y += (ring[i][1] + ring[i + 1][1]) * cross;
  }
  return [x / (6 * a), y / (6 * a)];
}

/**
 * A point inside the polygon (holes excluded): on the horizontal line through the middle of its
 * outer ring, the middle of the widest stretch inside it.
 */
function scanlinePoint(rings: Position[][]): Position | null {
  const ys = rings[0].map((p) => p[1]);
  const y = (Math.min(...ys) + Math.max(...ys)) / 2;
  const xs: number[] = [];
  for (const ring of rings) {
    for (let i = 0; i + 1 < ring.length; i++) {
      const [[x1, y1], [x2, y2]] = [ring[i], ring[i + 1]];
      if (y1 > y !== y2 > y) xs.push(x1 + ((y - y1) * (x2 - x1)) / (y2 - y1));
    }
  }
  xs.sort((a, b) => a - b);
  let best: Position | null = null;
  let width = -1;
  for (let i = 0; i + 1 < xs.length; i += 2) {
    if (xs[i + 1] - xs[i] > width) {
      width = xs[i + 1] - xs[i];
      best = [(xs[i] + xs[i + 1]) / 2, y];
    }
  }
  return best;
}

/** The label point of a Point, Polygon or MultiPolygon (the largest part): the centroid if inside, else a point inside. */
export function labelPoint(geometry: { type: string; coordinates: unknown }): Position | null {
  if (geometry.type === 'Point') return geometry.coordinates as Position;
  if (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon') return null;
  const polygons = (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates) as Position[][][];
  const largest = polygons.reduce((a, b) => (Math.abs(ringArea(b[0])) > Math.abs(ringArea(a[0])) ? b : a));
  const centroid = ringCentroid(largest[0]);
  if (pointInPolygon(centroid, { type: 'Polygon', coordinates: largest })) return centroid;
  return scanlinePoint(largest) ?? largest[0][0];
}
