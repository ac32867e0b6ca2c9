import type { QualityCell } from '#contract/schemas/locationQuality';
import {
  ACCURACY_COLORS,
  accuracyGradient,
  accuracyStops,
  cellSize,
  qualityLayer,
  qualitySourceData,
} from '../../../src/resources/statistics-location/quality/qualityLayer';

/** Issue 15 定位功能: the map's cells — coloured by their mean error (green ≤ 3 m, amber at the poor threshold, red from twice it), sized by their fixes. */

const cells: QualityCell[] = [
  { lng: 121.1, lat: 31.1, fixes: 400, meanAccuracy: 2.1, poor: 3 },
  { lng: 121.2, lat: 31.2, fixes: 100, meanAccuracy: 7.5, poor: 60 },
  { lng: 121.3, lat: 31.3, fixes: 1, meanAccuracy: 12, poor: 1 },
];

describe('issue 15: a cell’s colour', () => {
  it('is green up to 3 m, amber at the poor threshold and red from twice it', () => {
    expect(accuracyStops(5)).toEqual([
      [3, ACCURACY_COLORS.good],
      [5, ACCURACY_COLORS.fair],
      [10, ACCURACY_COLORS.poor],
    ]);
  });

  it('keeps its stops rising whatever the threshold (MapLibre refuses others)', () => {
    const metres = accuracyStops(2).map(([m]) => m);
    expect(metres).toEqual([3, 3.5, 4]);
  });

  it('the layer interpolates the mean error over those stops', () => {
    const paint = (qualityLayer(5) as { paint: Record<string, unknown> }).paint;
    expect(paint['circle-color']).toEqual(['interpolate', ['linear'], ['get', 'meanAccuracy'], 3, '#2e7d32', 5, '#f9a825', 10, '#c62828']);
  });

  it('the legend’s gradient lays the same stops from 3 m (left) to twice the threshold (right)', () => {
    expect(accuracyGradient(5)).toBe('linear-gradient(to right, #2e7d32 0%, #f9a825 29%, #c62828 100%)');
  });
});

describe('issue 15: a cell’s size', () => {
  it('grows with the square root of its fixes against the busiest cell', () => {
    expect(cellSize(400, 400)).toBe(1);
    expect(cellSize(100, 400)).toBe(0.75);
    expect(cellSize(0, 400)).toBe(0);
    expect(cellSize(5, 0)).toBe(0);
  });

  it('the source holds every cell once, numbered, with its figures and size', () => {
    const data = qualitySourceData(cells);
    expect(data.features).toHaveLength(3);
    expect(data.features[0]).toEqual({
      type: 'Feature',
      id: 1,
      geometry: { type: 'Point', coordinates: [121.1, 31.1] },
      properties: { fixes: 400, meanAccuracy: 2.1, poor: 3, size: 1 },
    });
    expect(data.features.map((f) => f.properties!.size)).toEqual([1, 0.75, 0.525]);
    expect(data.features.map((f) => f.id)).toEqual([1, 2, 3]);
    expect(qualitySourceData([]).features).toEqual([]);
  });
});
