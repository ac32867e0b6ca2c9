/**
 * Route preview (issue 6): the best walkable route between two places over a `RoadGraph`. Pure and
 * reusable: build the graph once, then time `shortestRoute` (the bench does).
 *
 * - A place snaps onto the nearest walk edge of its level (the point projected onto the segment, which
 *   is split there), at most `MAX_SNAP_METRES` away, else `no-road-near`.
 * - Dijkstra (binary heap) minimises walking-equivalent metres: walked metres, plus for a connector
 *   its estimated seconds × 1.2 m/s (so a lift's 30 s wait weighs 36 m): the fastest route.
 * - `closed` features (their effective status at the chosen instant) are not walkable; the step-free
 *   profile also refuses stairs and escalators. When no route exists but one would without the
 *   closures, the answer is `closed`; otherwise `unreachable`.
 */
import { WALK_SPEED, type GraphEdge, type RoadGraph, type StepKind } from './graph.js';

const MAX_SNAP_METRES = 25;

export interface Place {
  levelId: number;
  lng: number;
  lat: number;
}

type Profile = 'default' | 'step-free';

export interface RouteOptions {
  profile?: Profile;
  /** Ids of the features closed at the chosen instant. */
  closed?: ReadonlySet<string>;
}

interface RouteStep {
  kind: StepKind;
  levelId: number;
  toLevelId?: number;
  length: number;
}

export type RouteResult =
  | { found: true; length: number; duration: number; legs: Array<{ levelId: number; coordinates: number[][] }>; steps: RouteStep[] }
  | { found: false; reason: 'closed' | 'unreachable' | 'no-road-near' };

interface Snap {
  edge: number;
  t: number;
  x: number;
  y: number;
}

/**
 * The nearest point of a walk edge of the place's level. At a junction (several edges as near, within a
 * centimetre) an open edge wins over a closed one.
 */
export function snap(graph: RoadGraph, place: Place, open: (featureId: string) => boolean = () => true): Snap | null {
  const [px, py] = graph.project(place.lng, place.lat);
  let best: (Snap & { d: number; open: boolean }) | null = null;
  for (const index of graph.walkEdges.get(place.levelId) ?? []) {
    const e = graph.edges[index];
    const a = graph.nodes[e.a];
    const b = graph.nodes[e.b];
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - a.x) * dx + (py - a.y) * dy) / len2));
    const x = a.x + t * dx;
    const y = a.y + t * dy;
    const d = Math.hypot(px - x, py - y);
    if (d > MAX_SNAP_METRES) continue;
    const isOpen = open(e.featureId);
    if (!best || d < best.d - 0.01 || (d <= best.d + 0.01 && isOpen && !best.open)) best = { edge: index, t, x, y, d, open: isOpen };
  }
  return best && { edge: best.edge, t: best.t, x: best.x, y: best.y };
}

/** A min-heap of node indices keyed by cost (lazy deletion: stale entries are skipped on pop). */
class MinHeap {
  private readonly keys: number[] = [];
  private readonly values: number[] = [];
  get size(): number {
    return this.keys.length;
  }
  push(key: number, value: number): void {
    const { keys, values } = this;
    let i = keys.length;
    keys.push(key);
    values.push(value);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (keys[parent] <= key) break;
      keys[i] = keys[parent];
      values[i] = values[parent];
      i = parent;
    }
    keys[i] = key;
    values[i] = value;
  }
  pop(): [number, number] {
    const { keys, values } = this;
    const top: [number, number] = [keys[0], values[0]];
    const key = keys.pop()!;
    const value = values.pop()!;
    if (keys.length) {
      let i = 0;
      for (;;) {
        let child = 2 * i + 1;
        if (child >= keys.length) break;
        if (child + 1 < keys.length && keys[child + 1] < keys[child]) child++;
        if (keys[child] >= key) break;
        keys[i] = keys[child];
        values[i] = values[child];
        i = child;
      }
      keys[i] = key;
      values[i] = value;
    }
    return top;
  }
}

interface Search {
  edges: GraphEdge[];
  nodeXY: (n: number) => { levelId: number; x: number; y: number };
  neighbours: (n: number) => number[];
  source: number;
  target: number;
  nodeCount: number;
}

/** Dijkstra from source to target over the allowed edges: the edges of the path, in order, or null. */
function dijkstra(s: Search, allowed: (e: GraphEdge) => boolean): Array<{ edge: GraphEdge; from: number; to: number }> | null {
  const cost = new Float64Array(s.nodeCount).fill(Infinity);
  const via = new Int32Array(s.nodeCount).fill(-1);
  const heap = new MinHeap();
  cost[s.source] = 0;
  heap.push(0, s.source);
  while (heap.size) {
    const [c, u] = heap.pop();
    if (c > cost[u]) continue;
    if (u === s.target) break;
    for (const index of s.neighbours(u)) {
      const e = s.edges[index];
      if (!allowed(e)) continue;
      const v = e.a === u ? e.b : e.a;
      const next = c + e.seconds * WALK_SPEED;
      if (next < cost[v]) {
        cost[v] = next;
        via[v] = index;
        heap.push(next, v);
      }
    }
  }
  if (cost[s.target] === Infinity) return null;
  const path: Array<{ edge: GraphEdge; from: number; to: number }> = [];
  for (let v = s.target; v !== s.source;) {
    const edge = s.edges[via[v]];
    const u = edge.a === v ? edge.b : edge.a;
    path.push({ edge, from: u, to: v });
    v = u;
  }
  return path.reverse();
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

export function shortestRoute(graph: RoadGraph, from: Place, to: Place, options: RouteOptions = {}): RouteResult {
  const closed = options.closed ?? new Set<string>();
  const isOpen = (featureId: string) => !closed.has(featureId);
  const a = snap(graph, from, isOpen);
  const b = snap(graph, to, isOpen);
  if (!a || !b) return { found: false, reason: 'no-road-near' };

  // Two extra nodes (the snapped places) and the edges splitting their segments.
  const n = graph.nodes.length;
  const source = n;
  const target = n + 1;
  const edges = graph.edges.slice();
  const extra = new Map<number, number[]>([
    [source, []],
    [target, []],
  ]);
  const link = (edge: GraphEdge) => {
    edges.push(edge);
    for (const end of [edge.a, edge.b]) {
      if (!extra.has(end)) extra.set(end, []);
      extra.get(end)!.push(edges.length - 1);
    }
  };
  for (const [node, s] of [
    [source, a],
    [target, b],
  ] as const) {
    const e = graph.edges[s.edge];
    link({ ...e, a: node, b: e.a, length: e.length * s.t, seconds: e.seconds * s.t });
    link({ ...e, a: node, b: e.b, length: e.length * (1 - s.t), seconds: e.seconds * (1 - s.t) });
  }
  if (a.edge === b.edge) {
    const e = graph.edges[a.edge];
    const part = Math.abs(a.t - b.t);
    link({ ...e, a: source, b: target, length: e.length * part, seconds: e.seconds * part });
  }
  const places = [
    { levelId: from.levelId, x: a.x, y: a.y },
    { levelId: to.levelId, x: b.x, y: b.y },
  ];
  const search: Search = {
    edges,
    source,
    target,
    nodeCount: n + 2,
    nodeXY: (node) => (node < n ? graph.nodes[node] : places[node - n]),
    neighbours: (node) => {
      const more = extra.get(node);
      const base = node < n ? graph.adjacency[node] : [];
      return more ? [...base, ...more] : base;
    },
  };
  const stepFree = options.profile === 'step-free';
  const usable = (e: GraphEdge) => !stepFree || e.kind === 'walk' || e.kind === 'elevator';
  const path = dijkstra(search, (e) => usable(e) && !closed.has(e.featureId));
  if (!path) {
    if (closed.size && dijkstra(search, usable)) return { found: false, reason: 'closed' };
    return { found: false, reason: 'unreachable' };
  }

  const lngLat = (node: number) => {
    const p = search.nodeXY(node);
    return graph.unproject(p.x, p.y).map((v) => round(v, 7));
  };
  const legs: Array<{ levelId: number; coordinates: number[][] }> = [{ levelId: from.levelId, coordinates: [lngLat(source)] }];
  const steps: RouteStep[] = [];
  let length = 0;
  let seconds = 0;
  for (const { edge, from: u, to: v } of path) {
    length += edge.length;
    seconds += edge.seconds;
    if (edge.kind === 'walk') {
      const leg = legs[legs.length - 1];
      const last = steps[steps.length - 1];
      if (last?.kind === 'walk') last.length += edge.length;
      else steps.push({ kind: 'walk', levelId: leg.levelId, length: edge.length });
      const p = lngLat(v);
      const q = leg.coordinates[leg.coordinates.length - 1];
      if (p[0] !== q[0] || p[1] !== q[1]) leg.coordinates.push(p);
    } else {
      const levelId = search.nodeXY(u).levelId;
      const toLevelId = search.nodeXY(v).levelId;
      steps.push({ kind: edge.kind, levelId, toLevelId, length: edge.length });
      legs.push({ levelId: toLevelId, coordinates: [lngLat(v)] });
    }
  }
  for (const s of steps) s.length = round(s.length, 1);
  return {
    found: true,
    length: round(length, 1),
    duration: Math.round(seconds),
    legs: legs.filter((leg, i) => leg.coordinates.length > 1 || i === legs.length - 1 || legs.length === 1),
    steps: steps.filter((s) => s.kind !== 'walk' || s.length > 0),
  };
}
