import type { HeatCell } from '#contract/schemas/heat';
import { fixesByHour, heatSourceData } from '../../../src/resources/statistics-heat-map/heatLayer';

/** Issue 15 热力图: the map draws the server's bins of the chosen hour (or the whole day), weighted against that view's busiest on a log scale. */

const hours = (entries: Record<number, number>) => Array.from({ length: 24 }, (_, h) => entries[h] ?? 0);
const cells: HeatCell[] = [
  { lng: 121.1, lat: 31.1, fixes: 40, hours: hours({ 9: 10, 10: 30 }) },
  { lng: 121.2, lat: 31.2, fixes: 20, hours: hours({ 10: 5, 14: 15 }) },
];

describe('issue 15: the heat map’s layer data', () => {
  it('the whole day weighs each cell’s fixes against the busiest cell, logarithmically', () => {
    const data = heatSourceData(cells, null);
    expect(data.features.map((f) => f.properties)).toEqual([
      { fixes: 40, weight: 1 },
      { fixes: 20, weight: Math.log(21) / Math.log(41) },
    ]);
  });

  it('an hour keeps only the cells with fixes in it, weighed within that hour', () => {
    expect(heatSourceData(cells, 14).features.map((f) => [f.geometry, f.properties])).toEqual([
      [
        { type: 'Point', coordinates: [121.2, 31.2] },
        { fixes: 15, weight: 1 },
      ],
    ]);
    expect(heatSourceData(cells, 10).features.map((f) => f.properties!.weight)).toEqual([1, Math.log(6) / Math.log(31)]);
    expect(heatSourceData(cells, 3).features).toEqual([]);
  });

  it('fixes by hour sum the cells', () => {
    expect(fixesByHour(cells)).toEqual(hours({ 9: 10, 10: 35, 14: 15 }));
  });
});
