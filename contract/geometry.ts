/**
 * Geometry rules both sides apply: the server checks a beacon, POI or QR code lies inside its level's outline;
 * the console draws a level's beacon coverage with the same test. Plain functions, no imports.
 */
type Position = [number, number];

/** Ray casting: whether a point lies inside a Polygon or MultiPolygon (holes excluded). */
export function pointInPolygon(point: Position, geometry: { type: string; coordinates: unknown }): boolean {
  const polygons = (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates) as Position[][][];
  const inRing = (ring: Position[]): boolean => {
    let inside = false;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (yi > point[1] !== yj > point[1] && point[0] < ((xj - xi) * (point[1] - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside;
  };
  return polygons.some(([outer, ...holes]) => inRing(outer) && !holes.some(inRing));
}
