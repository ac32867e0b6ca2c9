/**
 * Deterministic demo-venue geometry: floor plans are drawn in metres on a local grid (x east, y north,
 * origin at the footprint's south-west corner) and converted to WGS84 around the building's anchor.
 */
import type { FeatureType } from '../../types.js';

export type XY = [number, number];
export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
export type Geometry =
  { type: 'Point'; coordinates: number[] } | { type: 'LineString'; coordinates: number[][] } | { type: 'Polygon'; coordinates: number[][][] };

/** A generated feature; levels are named by ordinal, POI types by key (the seed resolves both to ids). */
export interface VenueFeature {
  id: string;
  featureType: FeatureType;
  ordinal: number | null;
  properties: Record<string, unknown>;
  geometry: Geometry;
}

export interface PoiTypeSpec {
  key: string;
  name: string;
  nameEn: string;
  icon: string;
  color: string;
}

export interface Venue {
  anchor: { lng: number; lat: number };
  levels: Array<{ ordinal: number; name: string; shortName: string }>;
  poiTypes: PoiTypeSpec[];
  features: VenueFeature[];
}

/** The POI types every demo venue uses (a building keeps only those its POIs name). */
export const POI_TYPES: PoiTypeSpec[] = [
  { key: 'shopping', name: '购物', nameEn: 'Shopping', icon: 'shop', color: '#e4572e' },
  { key: 'food', name: '餐饮', nameEn: 'Food & drink', icon: 'restaurant', color: '#f3a712' },
  { key: 'service', name: '服务', nameEn: 'Services', icon: 'service', color: '#29a19c' },
  { key: 'restroom', name: '洗手间', nameEn: 'Restroom', icon: 'toilet', color: '#4f86c6' },
  { key: 'elevator', name: '电梯', nameEn: 'Elevator', icon: 'elevator', color: '#7768ae' },
  { key: 'escalator', name: '扶梯', nameEn: 'Escalator', icon: 'escalator', color: '#9d6bb0' },
  { key: 'stairs', name: '楼梯', nameEn: 'Stairs', icon: 'stairs', color: '#8d8d8d' },
  { key: 'entrance', name: '出入口', nameEn: 'Entrance', icon: 'entrance', color: '#2e933c' },
  { key: 'parking', name: '停车位', nameEn: 'Parking space', icon: 'parking', color: '#3f6fb5' },
  { key: 'office', name: '办公室', nameEn: 'Office', icon: 'office', color: '#5b7083' },
  { key: 'meeting', name: '会议室', nameEn: 'Meeting room', icon: 'meeting', color: '#c06c84' },
];

const M_PER_DEG_LAT = 110_574;
const round7 = (v: number) => Math.round(v * 1e7) / 1e7;

export const rect = (x0: number, y0: number, x1: number, y1: number): Rect => ({ x0, y0, x1, y1 });

type Side = 'n' | 's' | 'e' | 'w';

interface RoadLine {
  a: XY;
  b: XY;
  kind: 'corridor' | 'door';
}

export class VenueBuilder {
  readonly features: VenueFeature[] = [];
  private readonly roads = new Map<number, RoadLine[]>();
  private readonly mPerDegLng: number;
  private readonly ids = new Set<string>();

  constructor(
    readonly anchor: { lng: number; lat: number },
    /** The footprint's size in metres; the anchor is its centre. */
    readonly width: number,
    readonly height: number,
  ) {
    this.mPerDegLng = 111_320 * Math.cos((anchor.lat * Math.PI) / 180);
  }

  ll([x, y]: XY): number[] {
    return [round7(this.anchor.lng + (x - this.width / 2) / this.mPerDegLng), round7(this.anchor.lat + (y - this.height / 2) / M_PER_DEG_LAT)];
  }

  polygon(r: Rect): Geometry {
    const ring: XY[] = [
      [r.x0, r.y0],
      [r.x1, r.y0],
      [r.x1, r.y1],
      [r.x0, r.y1],
      [r.x0, r.y0],
    ];
    return { type: 'Polygon', coordinates: [ring.map((p) => this.ll(p))] };
  }

  /** A rectangle with rectangular holes (a walkway around a void or an escalator well). */
  polygonWithHoles(r: Rect, holes: Rect[]): Geometry {
    const ring = (q: Rect, clockwise: boolean): number[][] => {
      const pts: XY[] = clockwise
        ? [
            [q.x0, q.y0],
            [q.x0, q.y1],
            [q.x1, q.y1],
            [q.x1, q.y0],
            [q.x0, q.y0],
          ]
        : [
            [q.x0, q.y0],
            [q.x1, q.y0],
            [q.x1, q.y1],
            [q.x0, q.y1],
            [q.x0, q.y0],
          ];
      return pts.map((p) => this.ll(p));
    };
    return { type: 'Polygon', coordinates: [ring(r, false), ...holes.map((h) => ring(h, true))] };
  }

  point(p: XY): Geometry {
    return { type: 'Point', coordinates: this.ll(p) };
  }

  line(a: XY, b: XY): Geometry {
    return { type: 'LineString', coordinates: [this.ll(a), this.ll(b)] };
  }

  add(id: string, featureType: FeatureType, ordinal: number | null, properties: Record<string, unknown>, geometry: Geometry): string {
    if (this.ids.has(id)) throw new Error(`duplicate venue feature id ${id}`);
    this.ids.add(id);
    this.features.push({ id, featureType, ordinal, properties: { name: null, nameEn: null, ...properties }, geometry });
    return id;
  }

  /** A corridor centre line (axis-aligned); split into segments at every junction by `finishRoads`. */
  corridor(ordinal: number, a: XY, b: XY): void {
    this.roadsOf(ordinal).push({ a, b, kind: 'corridor' });
  }

  private roadsOf(ordinal: number): RoadLine[] {
    let list = this.roads.get(ordinal);
    if (!list) this.roads.set(ordinal, (list = []));
    return list;
  }

  /**
   * A unit with a door: the unit polygon, an opening (a wall piece `doorWidth` wide centred on `door`),
   * and a road stub from the door to `to` (a point on a corridor centre line). Returns the unit's id.
   */
  room(
    ordinal: number,
    id: string,
    r: Rect,
    props: Record<string, unknown>,
    door: { side: Side; at: number; width?: number; to: number; openingCategory?: string },
  ): { unitId: string; door: XY } {
    const unitId = this.add(`unit-${id}`, 'unit', ordinal, props, this.polygon(r));
    const half = (door.width ?? 2) / 2;
    const edge = door.side === 'n' ? r.y1 : door.side === 's' ? r.y0 : door.side === 'e' ? r.x1 : r.x0;
    const horizontal = door.side === 'n' || door.side === 's';
    const p: XY = horizontal ? [door.at, edge] : [edge, door.at];
    const a: XY = horizontal ? [door.at - half, edge] : [edge, door.at - half];
    const b: XY = horizontal ? [door.at + half, edge] : [edge, door.at + half];
    this.add(`opening-${id}`, 'opening', ordinal, { category: door.openingCategory ?? 'pedestrian', unitId }, this.line(a, b));
    const to: XY = horizontal ? [door.at, door.to] : [door.to, door.at];
    if (to[0] !== p[0] || to[1] !== p[1]) this.roadsOf(ordinal).push({ a: p, b: to, kind: 'door' });
    return { unitId, door: p };
  }

  /** Splits every level's road lines at their junctions and adds them as `road` features. */
  finishRoads(levelName: (ordinal: number) => string): void {
    for (const [ordinal, lines] of this.roads) {
      const nodes: XY[] = lines.flatMap((l) => [l.a, l.b]);
      // Crossings of a horizontal and a vertical line inside both.
      for (const h of lines.filter((l) => l.a[1] === l.b[1])) {
        for (const v of lines.filter((l) => l.a[0] === l.b[0] && l.a[1] !== l.b[1])) {
          const x = v.a[0];
          const y = h.a[1];
          if (between(x, h.a[0], h.b[0]) && between(y, v.a[1], v.b[1])) nodes.push([x, y]);
        }
      }
      let n = 0;
      const seen = new Set<string>();
      for (const l of lines) {
        const horizontal = l.a[1] === l.b[1];
        const axis = horizontal ? 0 : 1;
        const lo = Math.min(l.a[axis], l.b[axis]);
        const hi = Math.max(l.a[axis], l.b[axis]);
        const cuts = [
          ...new Set(nodes.filter((p) => (horizontal ? p[1] === l.a[1] : p[0] === l.a[0]) && p[axis] >= lo && p[axis] <= hi).map((p) => p[axis])),
        ].sort((a, b) => a - b);
        for (let i = 0; i + 1 < cuts.length; i++) {
          const a: XY = horizontal ? [cuts[i], l.a[1]] : [l.a[0], cuts[i]];
          const b: XY = horizontal ? [cuts[i + 1], l.a[1]] : [l.a[0], cuts[i + 1]];
          const key = `${a.join()}|${b.join()}`;
          if (seen.has(key)) continue;
          seen.add(key);
          n += 1;
          this.add(`road-${levelName(ordinal)}-${String(n).padStart(4, '0')}`, 'road', ordinal, { category: l.kind, status: 'open' }, this.line(a, b));
        }
      }
    }
  }
}

function between(v: number, a: number, b: number): boolean {
  return v > Math.min(a, b) && v < Math.max(a, b);
}
