import type { Map as MapLibreMap } from 'maplibre-gl';

/** A longitude/latitude as viewport pixels on `map`'s canvas (what an end-to-end test clicks). */
export const screenPoint =
  (map: MapLibreMap) =>
  (lng: number, lat: number): { x: number; y: number } => {
    const rect = map.getCanvas().getBoundingClientRect();
    const point = map.project([lng, lat]);
    return { x: rect.left + point.x, y: rect.top + point.y };
  };
