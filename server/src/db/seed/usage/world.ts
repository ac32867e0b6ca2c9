/**
 * A building as the simulator walks it, built from what an app reads (its getConfig entry and published map
 * file) plus, when known, its beacons and QR codes: levels and their outlines, the walk graph, the POIs that
 * stand on the network by kind, the entrances, the car park, and the beacons per level.
 */
import { buildGraph, type NetworkFeature, type RoadGraph } from '../../../roads/graph.js';
import { snap, type Place } from '../../../roads/route.js';
import type { Venue } from './calendar.js';
import { seedOf, type Rng } from './random.js';

/** A feature of a published map file (`/static/map/<building>/<version>.geojson`). */
interface MapFileFeature {
  id: string;
  geometry: { type: string; coordinates: unknown };
  properties: Record<string, unknown>;
}

export interface BeaconInfo {
  uuid: string;
  major: number;
  minor: number;
  levelId: number;
  lng: number;
  lat: number;
  measuredPower: number;
  txPower: number;
  battery: number | null;
  /** Heard only until this instant (a beacon that went silent), else always. */
  silentAfter: number | null;
}

export type QrKind = 'entrance' | 'lift' | 'carPark' | 'payment' | 'other';
interface QrInfo {
  scene: string;
  kind: QrKind;
  levelId: number | null;
}

export interface WorldSource {
  building: {
    id: number;
    name: string;
    levels: Array<{ id: number; ordinal: number; name: string }>;
    poiTypes: Array<{ id: number; icon: string; name: string }>;
  };
  features: MapFileFeature[];
  beacons: BeaconInfo[];
  qrcodes: QrInfo[];
  timeZone: string;
}

export type PoiKind = 'shopping' | 'food' | 'service' | 'restroom' | 'entrance' | 'carEntrance' | 'parking' | 'office' | 'meeting' | 'transit' | 'other';

export interface Poi extends Place {
  id: string;
  name: string;
  kind: PoiKind;
  /** The POI type's name (searchable as a category). */
  typeName: string;
}

export interface World {
  buildingId: number;
  name: string;
  venue: Venue;
  timeZone: string;
  levels: Map<number, { ordinal: number; name: string; outline: MapFileFeature['geometry'] | null }>;
  graph: RoadGraph;
  closed: ReadonlySet<string>;
  pois: Poi[];
  byKind: Map<PoiKind, Poi[]>;
  /** Per kind, the POIs' running total of popularity (for `pickPoi`). */
  popularity: Map<PoiKind, Float64Array>;
  beacons: Map<number, BeaconInfo[]>;
  qrcodes: Map<QrKind, QrInfo[]>;
}

const KIND_BY_ICON: Record<string, PoiKind> = {
  shop: 'shopping',
  restaurant: 'food',
  service: 'service',
  toilet: 'restroom',
  entrance: 'entrance',
  parking: 'parking',
  office: 'office',
  meeting: 'meeting',
  elevator: 'transit',
  escalator: 'transit',
  stairs: 'transit',
};

const group = <K, V>(items: V[], key: (v: V) => K) => {
  const out = new Map<K, V[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
};

export function buildWorld(source: WorldSource): World {
  const { building, features } = source;
  const ordinal = new Map(building.levels.map((l) => [l.id, l.ordinal]));
  const network: NetworkFeature[] = features
    .filter((f) => f.properties.featureType === 'road' || f.properties.featureType === 'connector')
    .map((f) => ({
      id: f.id,
      featureType: String(f.properties.featureType),
      levelId: typeof f.properties.levelId === 'number' ? f.properties.levelId : null,
      properties: f.properties,
      geometry: f.geometry,
    }));
  const graph = buildGraph(network, building.levels);
  const closed = new Set(network.filter((f) => f.properties.status === 'closed').map((f) => f.id));
  const typeOf = new Map(building.poiTypes.map((t) => [t.id, t]));

  const pois: Poi[] = [];
  for (const f of features) {
    const p = f.properties;
    if (p.featureType !== 'poi' || typeof p.levelId !== 'number' || f.geometry.type !== 'Point' || !ordinal.has(p.levelId)) continue;
    const [lng, lat] = f.geometry.coordinates as number[];
    const type = typeof p.poiTypeId === 'number' ? typeOf.get(p.poiTypeId) : undefined;
    let kind = (type && KIND_BY_ICON[type.icon]) ?? 'other';
    if (kind === 'entrance' && ordinal.get(p.levelId)! < 0) kind = 'carEntrance';
    const place = { levelId: p.levelId, lng, lat };
    // Only a POI the router can reach is a destination (the app's own routing would refuse the others).
    if (!snap(graph, place, (id) => !closed.has(id))) continue;
    const name = typeof p.name === 'string' && p.name ? p.name : typeof p.nameEn === 'string' ? p.nameEn : '';
    pois.push({ id: f.id, name, kind, typeName: type?.name ?? '', ...place });
  }
  const byKind = group(pois, (p) => p.kind);

  const levels = new Map(
    building.levels.map((l) => {
      const outline = features.find((f) => f.properties.featureType === 'level' && f.properties.levelId === l.id)?.geometry ?? null;
      return [l.id, { ordinal: l.ordinal, name: l.name, outline }];
    }),
  );
  const popularity = new Map([...byKind].map(([kind, list]) => [kind, cumulative(list.map((p) => popularityOf(p, pois)))]));
  const venue: Venue = (byKind.get('shopping')?.length ?? 0) + (byKind.get('food')?.length ?? 0) > 0 ? 'mall' : 'office';
  return {
    buildingId: building.id,
    name: building.name,
    venue,
    timeZone: source.timeZone,
    levels,
    graph,
    closed,
    pois,
    byKind,
    popularity,
    beacons: group(
      source.beacons.filter((b) => levels.has(b.levelId)),
      (b) => b.levelId,
    ),
    qrcodes: group(source.qrcodes, (q) => q.kind),
  };
}

export const poisOf = (world: World, kind: PoiKind): Poi[] => world.byKind.get(kind) ?? [];

/**
 * How much a POI draws people: a brand several times a numbered generic shop, each its own fixed luck; a
 * parking space by its walk to the nearest lift or stairs (those fill first).
 */
function popularityOf(poi: Poi, all: Poi[]): number {
  const luck = 0.3 + (seedOf(poi.id) % 1000) / 700;
  if (poi.kind !== 'parking') return luck * (/\d+\s*号$/.test(poi.name) ? 0.4 : 1.5);
  const d = Math.min(...all.filter((p) => p.kind === 'transit' && p.levelId === poi.levelId).map((p) => Math.hypot(p.lng - poi.lng, (p.lat - poi.lat) * 1.17)));
  return 1 / (1 + (Number.isFinite(d) ? d * 95_000 : 0) / 12) ** 2;
}

function cumulative(weights: number[]): Float64Array {
  const out = new Float64Array(weights.length);
  weights.reduce((sum, w, i) => (out[i] = sum + w), 0);
  return out;
}

/** A POI of the kind, the popular ones more often. */
export function pickPoi(world: World, rng: Rng, kind: PoiKind): Poi | undefined {
  const list = poisOf(world, kind);
  const sums = world.popularity.get(kind);
  if (!list.length || !sums) return undefined;
  const r = rng.float() * sums[sums.length - 1];
  let lo = 0;
  let hi = sums.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sums[mid] > r) hi = mid;
    else lo = mid + 1;
  }
  return list[lo];
}

/** The scene's kind, read from the demo payloads (`e=` entrance, `lift=`, `p=` car park) and the code's name. */
export function qrKindOf(payload: string, name: string): QrKind {
  if (/缴费|payment/i.test(name)) return 'payment';
  if (/(^|&)lift=/.test(payload)) return 'lift';
  if (/(^|&)e=/.test(payload)) return 'entrance';
  if (/(^|&)p=/.test(payload)) return 'carPark';
  return 'other';
}
