/**
 * The walk graph of a building's road network (issue 6 route preview). Pure: built from the draft's
 * `road` and `connector` features and its levels.
 *
 * - Nodes: every vertex of every road LineString, per level; vertices of one level closer than
 *   `SNAP_METRES` are one node (the demo venues split roads at every junction, so their ends meet).
 * - Walk edges: consecutive vertices of a road, their length in metres (equirectangular projection
 *   around the network's first point: exact to millimetres inside a building).
 * - Connector edges: a connector (`properties.levelIds`, geometry a Point, or a LineString whose i-th
 *   point stands on the i-th level) joins, on each level it serves, the nearest road node within
 *   `CONNECTOR_REACH_METRES` of its point; one edge per pair of served levels (a lift ride B1→3F is
 *   one step, with one wait). Escalators are walkable both ways.
 */

export type StepKind = 'walk' | 'elevator' | 'escalator' | 'stairs';

export interface NetworkFeature {
  id: string;
  featureType: string;
  levelId: number | null;
  properties: Record<string, unknown>;
  geometry: { type: string; coordinates: unknown };
}

export interface GraphLevel {
  id: number;
  ordinal: number;
}

interface GraphNode {
  levelId: number;
  x: number;
  y: number;
  lng: number;
  lat: number;
}

export interface GraphEdge {
  a: number;
  b: number;
  featureId: string;
  kind: StepKind;
  /** Metres added to the route length (walked, or travelled on a connector). */
  length: number;
  /** Estimated seconds (walking at `WALK_SPEED`, plus a lift's wait). */
  seconds: number;
}

export interface RoadGraph {
  nodes: GraphNode[];
  edges: GraphEdge[];
  /** Edge indices per node. */
  adjacency: number[][];
  /** Walk edge indices per level (where places snap). */
  walkEdges: Map<number, number[]>;
  project: (lng: number, lat: number) => [number, number];
  unproject: (x: number, y: number) => [number, number];
}

export const WALK_SPEED = 1.2;
const SNAP_METRES = 0.5;
const CONNECTOR_REACH_METRES = 10;
/** Per level crossed: metres travelled and seconds taken; a lift adds its wait once per ride. */
export const CONNECTOR_COST: Record<Exclude<StepKind, 'walk'>, { metresPerFloor: number; secondsPerFloor: number; wait: number }> = {
  elevator: { metresPerFloor: 4.5, secondsPerFloor: 4, wait: 30 },
  escalator: { metresPerFloor: 10, secondsPerFloor: 20, wait: 0 },
  stairs: { metresPerFloor: 10, secondsPerFloor: 25, wait: 0 },
};

const M_PER_DEG_LAT = 110_574;

/** A connector's kind from its IMDF-like category; an unknown category counts as stairs (not step-free). */
function connectorKind(category: unknown): Exclude<StepKind, 'walk'> {
  const c = typeof category === 'string' ? category : '';
  if (c.startsWith('elevator')) return 'elevator';
  if (c.startsWith('escalator')) return 'escalator';
  return 'stairs';
}

function firstPosition(features: readonly NetworkFeature[]): [number, number] {
  for (const f of features) {
    const c = f.geometry.coordinates as number[] | number[][];
    if (typeof c[0] === 'number') return [c[0], c[1] as number];
    if (Array.isArray(c[0])) return [c[0][0], c[0][1]];
  }
  return [0, 0];
}

function isPosition(p: unknown): p is number[] {
  return Array.isArray(p) && typeof p[0] === 'number' && typeof p[1] === 'number';
}

export function buildGraph(features: readonly NetworkFeature[], levels: readonly GraphLevel[]): RoadGraph {
  const [lng0, lat0] = firstPosition(features);
  const mPerDegLng = 111_320 * Math.cos((lat0 * Math.PI) / 180);
  const project = (lng: number, lat: number): [number, number] => [(lng - lng0) * mPerDegLng, (lat - lat0) * M_PER_DEG_LAT];
  const unproject = (x: number, y: number): [number, number] => [lng0 + x / mPerDegLng, lat0 + y / M_PER_DEG_LAT];
  const ordinal = new Map(levels.map((l) => [l.id, l.ordinal]));

  const nodes: GraphNode[] = [];
  const edges: GraphEdge[] = [];
  const adjacency: number[][] = [];
  const walkEdges = new Map<number, number[]>();
  const cells = new Map<string, number[]>();
  const cellKey = (levelId: number, cx: number, cy: number) => `${levelId}:${cx}:${cy}`;

  const findNode = (levelId: number, x: number, y: number, reach: number): number | undefined => {
    const r = Math.ceil(reach / SNAP_METRES);
    const cx = Math.floor(x / SNAP_METRES);
    const cy = Math.floor(y / SNAP_METRES);
    let best: number | undefined;
    let bestD = reach;
    for (let i = -r; i <= r; i++) {
      for (let j = -r; j <= r; j++) {
        for (const n of cells.get(cellKey(levelId, cx + i, cy + j)) ?? []) {
          const d = Math.hypot(nodes[n].x - x, nodes[n].y - y);
          if (best === undefined ? d <= reach : d < bestD) {
            best = n;
            bestD = d;
          }
        }
      }
    }
    return best;
  };
  const nodeAt = (levelId: number, lng: number, lat: number): number => {
    const [x, y] = project(lng, lat);
    const hit = findNode(levelId, x, y, SNAP_METRES);
    if (hit !== undefined) return hit;
    nodes.push({ levelId, x, y, lng, lat });
    adjacency.push([]);
    const key = cellKey(levelId, Math.floor(x / SNAP_METRES), Math.floor(y / SNAP_METRES));
    const list = cells.get(key);
    if (list) list.push(nodes.length - 1);
    else cells.set(key, [nodes.length - 1]);
    return nodes.length - 1;
  };
  const addEdge = (edge: GraphEdge): number => {
    edges.push(edge);
    adjacency[edge.a].push(edges.length - 1);
    if (edge.b !== edge.a) adjacency[edge.b].push(edges.length - 1);
    return edges.length - 1;
  };

  for (const f of features) {
    if (f.featureType !== 'road' || f.levelId === null || f.geometry.type !== 'LineString') continue;
    const coords = (f.geometry.coordinates as unknown[]).filter(isPosition);
    for (let i = 0; i + 1 < coords.length; i++) {
      const a = nodeAt(f.levelId, coords[i][0], coords[i][1]);
      const b = nodeAt(f.levelId, coords[i + 1][0], coords[i + 1][1]);
      if (a === b) continue;
      const length = Math.hypot(nodes[a].x - nodes[b].x, nodes[a].y - nodes[b].y);
      const index = addEdge({ a, b, featureId: f.id, kind: 'walk', length, seconds: length / WALK_SPEED });
      let list = walkEdges.get(f.levelId);
      if (!list) walkEdges.set(f.levelId, (list = []));
      list.push(index);
    }
  }

  for (const f of features) {
    if (f.featureType !== 'connector' || !Array.isArray(f.properties.levelIds)) continue;
    const kind = connectorKind(f.properties.category);
    const cost = CONNECTOR_COST[kind];
    const points: number[][] =
      f.geometry.type === 'Point' ? [f.geometry.coordinates as number[]] : ((f.geometry.coordinates as unknown[]) ?? []).filter(isPosition);
    if (!points.length || !points.every(isPosition)) continue;
    const stops: Array<{ node: number; ordinal: number; offset: number }> = [];
    (f.properties.levelIds as unknown[]).forEach((levelId, i) => {
      if (typeof levelId !== 'number' || !ordinal.has(levelId)) return;
      const p = points[Math.min(i, points.length - 1)];
      const [x, y] = project(p[0], p[1]);
      const node = findNode(levelId, x, y, CONNECTOR_REACH_METRES);
      if (node !== undefined) stops.push({ node, ordinal: ordinal.get(levelId)!, offset: Math.hypot(nodes[node].x - x, nodes[node].y - y) });
    });
    for (let i = 0; i < stops.length; i++) {
      for (let j = i + 1; j < stops.length; j++) {
        const floors = Math.abs(stops[i].ordinal - stops[j].ordinal);
        if (floors === 0) continue;
        const walk = stops[i].offset + stops[j].offset;
        addEdge({
          a: stops[i].node,
          b: stops[j].node,
          featureId: f.id,
          kind,
          length: walk + cost.metresPerFloor * floors,
          seconds: walk / WALK_SPEED + cost.wait + cost.secondsPerFloor * floors,
        });
      }
    }
  }
  return { nodes, edges, adjacency, walkEdges, project, unproject };
}
