import type { FeatureCollection } from 'geojson';
import type { LayerSpecification } from 'maplibre-gl';
import type { QualityCell } from '#contract/schemas/locationQuality';

export const QUALITY_SOURCE = 'location-quality';
export const QUALITY_LAYER = 'location-quality-cells';

/** A cell whose mean error is at most this is good: green. */
export const GOOD_METRES = 3;
/** Good, fair (at the poor threshold), poor: the legend's and the map's. */
export const ACCURACY_COLORS = { good: '#2e7d32', fair: '#f9a825', poor: '#c62828' } as const;

/** The colour ramp of a cell's mean error: green up to GOOD_METRES, amber at `poorMetres`, red from twice it (stops strictly rising). */
export const accuracyStops = (poorMetres: number): Array<[number, string]> => {
  const fair = Math.max(poorMetres, GOOD_METRES + 0.5);
  return [
    [GOOD_METRES, ACCURACY_COLORS.good],
    [fair, ACCURACY_COLORS.fair],
    [Math.max(poorMetres * 2, fair + 0.5), ACCURACY_COLORS.poor],
  ];
};

/** The same ramp as a CSS gradient for the legend, from the green stop (left) to the red one (right). */
export const accuracyGradient = (poorMetres: number): string => {
  const stops = accuracyStops(poorMetres);
  const [first, last] = [stops[0]![0], stops[stops.length - 1]![0]];
  return `linear-gradient(to right, ${stops.map(([m, colour]) => `${colour} ${Math.round((100 * (m - first)) / (last - first))}%`).join(', ')})`;
};

/** A cell's dot size, 0.5–1 of the largest: by the square root of its fixes against the busiest cell's (the area reads as the count). */
export const cellSize = (fixes: number, most: number): number => (most > 0 && fixes > 0 ? 0.5 + 0.5 * Math.sqrt(Math.min(1, fixes / most)) : 0);

/** The observed cells as points (numbered from 1) with their mean error, poor fixes and dot size. */
export function qualitySourceData(cells: readonly QualityCell[]): FeatureCollection {
  const most = cells.reduce((m, cell) => Math.max(m, cell.fixes), 0);
  return {
    type: 'FeatureCollection',
    features: cells.map((cell, i) => ({
      type: 'Feature' as const,
      // An id a cell: a point near a tile's edge is in both tiles, and the e2e count reads it once.
      id: i + 1,
      geometry: { type: 'Point' as const, coordinates: [cell.lng, cell.lat] },
      properties: { fixes: cell.fixes, meanAccuracy: cell.meanAccuracy, poor: cell.poor, size: cellSize(cell.fixes, most) },
    })),
  };
}

/**
 * Translucent circles coloured by the mean error and sized by the fixes, the busiest a little wider than a cell
 * (5 m) at every zoom so that neighbours run together along the walkways; the beacons' crisp white-ringed dots
 * stay readable on top.
 */
export const qualityLayer = (poorMetres: number): LayerSpecification => ({
  id: QUALITY_LAYER,
  type: 'circle',
  source: QUALITY_SOURCE,
  paint: {
    'circle-color': ['interpolate', ['linear'], ['get', 'meanAccuracy'], ...accuracyStops(poorMetres).flat()] as never,
    'circle-radius': ['interpolate', ['exponential', 2], ['zoom'], 16, ['*', ['get', 'size'], 2], 22, ['*', ['get', 'size'], 128]],
    'circle-opacity': 0.7,
  },
});
