import type { FeatureCollection } from 'geojson';
import type { LayerSpecification } from 'maplibre-gl';
import type { HeatCell } from '#contract/schemas/heat';

export const HEAT_SOURCE = 'heat';
export const HEAT_LAYER = 'heat';

/** The fixes of a cell in an hour of the day, or the whole day (`hour` null). */
const cellFixes = (cell: HeatCell, hour: number | null): number => (hour === null ? cell.fixes : cell.hours[hour]);

/** Fixes per hour of the day over the shown cells. */
export const fixesByHour = (cells: readonly HeatCell[]): number[] => Array.from({ length: 24 }, (_, h) => cells.reduce((sum, cell) => sum + cell.hours[h], 0));

/** The cells with fixes in the hour (or the day), each weighted 0–1 against the busiest cell of that view (logarithmically: entrances, where every visit has a fix, would leave the corridors faint). */
export function heatSourceData(cells: readonly HeatCell[], hour: number | null): FeatureCollection {
  const max = cells.reduce((m, cell) => Math.max(m, cellFixes(cell, hour)), 0);
  return {
    type: 'FeatureCollection',
    features: cells.flatMap((cell) => {
      const fixes = cellFixes(cell, hour);
      return fixes > 0
        ? [
            {
              type: 'Feature' as const,
              geometry: { type: 'Point' as const, coordinates: [cell.lng, cell.lat] },
              properties: { fixes, weight: Math.log1p(fixes) / Math.log1p(max) },
            },
          ]
        : [];
    }),
  };
}

/** Cool to hot; the hot end reads on the floor plan's light colours. */
export const HEAT_RAMP = ['rgba(33,102,172,0)', '#67a9cf', '#a6d96a', '#fee08b', '#f46d43', '#c62828'] as const;

export const heatLayer = (): LayerSpecification => ({
  id: HEAT_LAYER,
  type: 'heatmap',
  source: HEAT_SOURCE,
  paint: {
    'heatmap-weight': ['get', 'weight'],
    // A cell (about 5 m) spreads over a few cells at every zoom.
    'heatmap-radius': ['interpolate', ['exponential', 2], ['zoom'], 15, 3, 22, 380],
    'heatmap-intensity': 2.5,
    'heatmap-opacity': 0.85,
    'heatmap-color': [
      'interpolate',
      ['linear'],
      ['heatmap-density'],
      0,
      HEAT_RAMP[0],
      0.15,
      HEAT_RAMP[1],
      0.35,
      HEAT_RAMP[2],
      0.55,
      HEAT_RAMP[3],
      0.75,
      HEAT_RAMP[4],
      1,
      HEAT_RAMP[5],
    ],
  },
});
