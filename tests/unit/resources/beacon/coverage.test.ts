import type { Beacon } from '#contract/schemas/beacon';
import { COVERAGE_MODEL, estimateCoverage, onAir, rangeMetres, rssiAt } from '../../../../src/resources/beacon/distribution/coverage';
import type { MapFeature } from '../../../../src/maps/types';

/** Issue 13: 信标分布's coverage overlay — how many beacons each point hears, from TX power and walls; fewer than 3 marked. */

const LNG0 = 121.5;
const LAT0 = 31.2;
const KX = 111_320 * Math.cos((LAT0 * Math.PI) / 180);
const KY = 110_574;
/** Metres east and north of the origin as [lng, lat]. */
const at = (x: number, y: number): [number, number] => [LNG0 + x / KX, LAT0 + y / KY];
const rect = (x0: number, y0: number, x1: number, y1: number) => [[at(x0, y0), at(x1, y0), at(x1, y1), at(x0, y1), at(x0, y0)]];

const feature = (id: string, featureType: 'unit' | 'level', coordinates: number[][][]): MapFeature => ({
  type: 'Feature',
  id,
  geometry: { type: 'Polygon', coordinates },
  properties: { featureType, levelId: 1 },
});

/** Two 20 × 20 m rooms side by side; their shared wall at x = 20 is drawn in both. */
const LEVEL = [feature('level', 'level', rect(0, 0, 40, 20)), feature('a', 'unit', rect(0, 0, 20, 20)), feature('b', 'unit', rect(20, 0, 40, 20))];

let nextId = 1;
const beacon = (x: number, y: number, overrides: Partial<Beacon> = {}): Beacon => {
  const [lng, lat] = at(x, y);
  return { id: nextId++, lng, lat, txPower: 0, lifecycle: 'deployed', health: 'healthy', name: `B${nextId}`, ...overrides } as Beacon;
};

/** The cell whose centre is nearest (x, y) metres. */
const cellAt = (coverage: ReturnType<typeof estimateCoverage>, x: number, y: number) => {
  const [lng, lat] = at(x, y);
  const centre = (ring: number[][]) => [(ring[0]![0]! + ring[2]![0]!) / 2, (ring[0]![1]! + ring[2]![1]!) / 2];
  return coverage.cells.reduce((best, cell) => {
    const [cx, cy] = centre(cell.ring);
    const [bx, by] = centre(best.ring);
    return Math.hypot(cx! - lng, cy! - lat) < Math.hypot(bx! - lng, by! - lat) ? cell : best;
  });
};

describe('issue 13: the coverage model', () => {
  it('falls off with distance from the TX power: −59 dBm at 1 m at 0 dBm, a wall costs its loss, range grows with power', () => {
    expect(rssiAt(0, 1, 0)).toBe(-59);
    expect(rssiAt(0, 10, 0)).toBeCloseTo(-59 - 10 * COVERAGE_MODEL.pathLossExponent, 6);
    expect(rssiAt(0, 10, 2)).toBeCloseTo(rssiAt(0, 10, 0) - 2 * COVERAGE_MODEL.wallLossDb, 6);
    expect(rssiAt(-4, 10, 0)).toBe(rssiAt(0, 10, 0) - 4);
    expect(rssiAt(0, rangeMetres(0), 0)).toBeCloseTo(COVERAGE_MODEL.heardAboveDbm, 6);
    expect(rangeMetres(4)).toBeGreaterThan(rangeMetres(0));
    expect(rangeMetres(-12)).toBeLessThan(rangeMetres(0));
  });

  it('counts only beacons on the air: deployed and heard lately', () => {
    const live = [beacon(1, 1), beacon(2, 2, { health: 'batteryLow' })];
    const silent = [beacon(3, 3, { health: 'unseen' }), beacon(4, 4, { health: 'neverSeen' }), beacon(5, 5, { lifecycle: 'planned', health: null })];
    expect(onAir([...live, ...silent])).toEqual(live);
  });
});

describe('issue 13: estimateCoverage over a level', () => {
  it('grids the level outline in 2 m cells and hears three beacons everywhere in the room that holds them', () => {
    const coverage = estimateCoverage(LEVEL, [beacon(5, 5), beacon(15, 5), beacon(10, 15)]);
    expect(coverage.cells).toHaveLength((40 / COVERAGE_MODEL.cellMetres) * (20 / COVERAGE_MODEL.cellMetres));
    const roomA = coverage.cells.filter((cell) => cell.ring[0]![0]! < at(20, 0)[0] - 1e-9);
    expect(roomA.every((cell) => cell.heard === 3)).toBe(true);
    // The far end of the other room hears fewer: those cells are the weak ones.
    expect(cellAt(coverage, 39, 19).heard).toBeLessThan(3);
    expect(coverage.weak).toBe(coverage.cells.filter((cell) => cell.heard < 3).length);
    expect(coverage.weak).toBeGreaterThan(0);
  });

  it('counts a wall two units share once: a beacon 19 m away through it is still heard, through two walls it is not', () => {
    // 19 m through one wall: −59 − 22·log10(19) − 4 ≈ −91.1 dBm, above −92; the same wall counted twice would be −95.1.
    const one = estimateCoverage(LEVEL, [beacon(5, 5)]);
    expect(cellAt(one, 23, 11).heard).toBe(1);
    // A third room between them adds a second wall: the same distance is no longer heard.
    const split = [...LEVEL.slice(0, 2), feature('b1', 'unit', rect(20, 0, 22, 20)), feature('b2', 'unit', rect(22, 0, 40, 20))];
    expect(cellAt(estimateCoverage(split, [beacon(5, 5)]), 23, 11).heard).toBe(0);
  });

  it('leaves out points outside the level, and draws nothing for a level without shapes', () => {
    const lShaped = [feature('level', 'level', [[at(0, 0), at(40, 0), at(40, 10), at(10, 10), at(10, 20), at(0, 20), at(0, 0)]]), ...LEVEL.slice(1)];
    const coverage = estimateCoverage(lShaped, [beacon(5, 5)]);
    expect(coverage.cells).toHaveLength(20 * 5 + 5 * 5);
    expect(estimateCoverage([], [beacon(5, 5)])).toEqual({ cells: [], weak: 0 });
  });
});
