import { CONNECTOR_COST, buildGraph, type NetworkFeature } from '../../../server/src/roads/graph.js';
import { shortestRoute, type Place } from '../../../server/src/roads/route.js';

/**
 * Issue 6 route preview on a small hand-made network (metres on a local grid):
 *
 *   level 1 (ordinal 0)                 level 2 (ordinal 1)
 *   A(0,0) ─ab─ B(10,0) ─bc─ C(20,0)    P(0,0) ───pq─── Q(20,0)
 *   │ad                       │ce                        │qr
 *   D(0,10) ──────de──────── E(20,10)                   R(20,10)
 *   stairs at A/P, lift at E/R; an island F(100,100)─G(110,100) on level 1.
 */

const ANCHOR = { lng: 121.5, lat: 31.2 };
const M_LAT = 110_574;
const M_LNG = 111_320 * Math.cos((ANCHOR.lat * Math.PI) / 180);
const ll = (x: number, y: number) => [ANCHOR.lng + x / M_LNG, ANCHOR.lat + y / M_LAT];
const road = (id: string, levelId: number, a: [number, number], b: [number, number]): NetworkFeature => ({
  id,
  featureType: 'road',
  levelId,
  properties: { category: 'corridor', status: 'open' },
  geometry: { type: 'LineString', coordinates: [ll(...a), ll(...b)] },
});
const connector = (id: string, category: string, at: [number, number]): NetworkFeature => ({
  id,
  featureType: 'connector',
  levelId: null,
  properties: { category, levelIds: [1, 2] },
  geometry: { type: 'Point', coordinates: ll(...at) },
});

const graph = buildGraph(
  [
    road('ab', 1, [0, 0], [10, 0]),
    road('bc', 1, [10, 0], [20, 0]),
    road('ad', 1, [0, 0], [0, 10]),
    road('de', 1, [0, 10], [20, 10]),
    road('ce', 1, [20, 0], [20, 10]),
    road('fg', 1, [100, 100], [110, 100]),
    road('pq', 2, [0, 0], [20, 0]),
    road('qr', 2, [20, 0], [20, 10]),
    connector('stairs', 'stairs', [0, 0]),
    connector('lift', 'elevator', [20, 10]),
  ],
  [
    { id: 1, ordinal: 0 },
    { id: 2, ordinal: 1 },
  ],
);
const place = (levelId: number, x: number, y: number): Place => {
  const [lng, lat] = ll(x, y);
  return { levelId, lng, lat };
};

describe('issue 6: shortestRoute on a hand-made graph', () => {
  it('joins road ends into nodes and connectors to the nearest node of each level', () => {
    expect(graph.nodes).toHaveLength(10);
    expect(graph.edges.filter((e) => e.kind === 'walk')).toHaveLength(8);
    expect(
      graph.edges
        .filter((e) => e.kind !== 'walk')
        .map((e) => e.kind)
        .sort(),
    ).toEqual(['elevator', 'stairs']);
  });

  it('the shortest path between two snapped places (projected onto their segments)', () => {
    const route = shortestRoute(graph, place(1, 5, 2), place(1, 15, -1));
    expect(route).toMatchObject({ found: true, length: 10, steps: [{ kind: 'walk', levelId: 1, length: 10 }] });
    if (!route.found) return;
    expect(route.duration).toBe(8);
    expect(route.legs).toHaveLength(1);
    expect(route.legs[0].coordinates.map(([lng, lat]) => [Math.round((lng - ANCHOR.lng) * M_LNG), Math.round((lat - ANCHOR.lat) * M_LAT)])).toEqual([
      [5, 0],
      [10, 0],
      [15, 0],
    ]);
  });

  it('a closure makes it detour; closures cutting every path answer found false, reason closed', () => {
    const detour = shortestRoute(graph, place(1, 0, 0), place(1, 20, 0), { closed: new Set(['bc']) });
    expect(detour).toMatchObject({ found: true, length: 40 });
    const direct = shortestRoute(graph, place(1, 0, 0), place(1, 20, 0));
    expect(direct).toMatchObject({ found: true, length: 20 });
    // Cutting level 1 in two: the stairs and the lift still join both halves through level 2…
    const viaUpstairs = shortestRoute(graph, place(1, 0, 0), place(1, 20, 0), { closed: new Set(['bc', 'de']) });
    expect(viaUpstairs).toMatchObject({ found: true });
    if (viaUpstairs.found) expect(viaUpstairs.steps.map((s) => s.kind)).toEqual(['stairs', 'walk', 'elevator', 'walk']);
    // …until the lift closes too.
    expect(shortestRoute(graph, place(1, 0, 0), place(1, 20, 0), { closed: new Set(['bc', 'de', 'lift']) })).toEqual({ found: false, reason: 'closed' });
  });

  it('unreachable without any closure; no road near a place', () => {
    expect(shortestRoute(graph, place(1, 0, 0), place(1, 105, 100))).toEqual({ found: false, reason: 'unreachable' });
    expect(shortestRoute(graph, place(1, 0, 0), place(1, 500, 500))).toEqual({ found: false, reason: 'no-road-near' });
    expect(shortestRoute(graph, place(1, 0, 0), place(3, 0, 0))).toEqual({ found: false, reason: 'no-road-near' });
  });

  it('across levels: default takes the stairs; step-free takes the lift; step-free with the lift closed is cut', () => {
    const from = place(1, 1, 0);
    const to = place(2, 2, 0);
    const plain = shortestRoute(graph, from, to);
    expect(plain).toMatchObject({ found: true, length: 1 + CONNECTOR_COST.stairs.metresPerFloor + 2 });
    if (!plain.found) return;
    expect(plain.steps).toEqual([
      { kind: 'walk', levelId: 1, length: 1 },
      { kind: 'stairs', levelId: 1, toLevelId: 2, length: CONNECTOR_COST.stairs.metresPerFloor },
      { kind: 'walk', levelId: 2, length: 2 },
    ]);
    expect(plain.legs.map((l) => l.levelId)).toEqual([1, 2]);
    expect(plain.duration).toBe(Math.round(3 / 1.2 + CONNECTOR_COST.stairs.secondsPerFloor));

    const stepFree = shortestRoute(graph, from, to, { profile: 'step-free' });
    expect(stepFree).toMatchObject({ found: true });
    if (!stepFree.found) return;
    expect(stepFree.steps.map((s) => s.kind)).toEqual(['walk', 'elevator', 'walk']);
    expect(stepFree.length).toBeCloseTo(29 + CONNECTOR_COST.elevator.metresPerFloor + 28, 1);
    expect(stepFree.duration).toBeCloseTo(57 / 1.2 + CONNECTOR_COST.elevator.wait + CONNECTOR_COST.elevator.secondsPerFloor, -0.5);
    expect(shortestRoute(graph, from, to, { profile: 'step-free', closed: new Set(['lift']) })).toEqual({ found: false, reason: 'closed' });
  });
});
