/**
 * Walking the road network with the server's own router (`shortestRoute`): a route becomes a timeline of
 * straight pieces on levels (connector rides in between), sampled every 30–60 s into location fixes that
 * lie on the network, each with the strongest beacons of its level within reach and their RSSI.
 */
import { shortestRoute, type Place } from '../../../roads/route.js';
import type { Rng } from './random.js';
import type { BeaconInfo, World } from './world.js';

const HEARING_METRES = 25;
/** Log-distance path loss exponent indoors. */
const PATH_LOSS = 2.2;

/**
 * The straight pieces of a walk, packed (a building's memo holds tens of thousands of walks): per piece its
 * level, from and to (lng, lat), metres walked before it and its length, and its start and end in seconds at
 * the router's walking speed.
 */
const STRIDE = 9;
const [LEVEL, FROM_LNG, FROM_LAT, TO_LNG, TO_LAT, AT, LENGTH, T0, T1] = [0, 1, 2, 3, 4, 5, 6, 7, 8];

export interface Walk {
  length: number;
  /** Seconds at the router's walking speed, rides included. */
  seconds: number;
  pieces: Float64Array;
  end: Place;
}

const cache = new WeakMap<World, Map<string, Walk | null>>();
const CACHE_LIMIT = 50_000;

function toWalk(world: World, from: Place, to: Place): Walk | null {
  const route = shortestRoute(world.graph, from, to, { closed: world.closed });
  if (!route.found) return null;
  const { project } = world.graph;
  const legs = route.legs.map((leg) => {
    const pts = leg.coordinates as Array<[number, number]>;
    let len = 0;
    for (let i = 1; i < pts.length; i++) {
      const [ax, ay] = project(pts[i - 1][0], pts[i - 1][1]);
      const [bx, by] = project(pts[i][0], pts[i][1]);
      len += Math.hypot(bx - ax, by - ay);
    }
    return { levelId: leg.levelId, pts, len };
  });
  const walked = legs.reduce((s, l) => s + l.len, 0);
  // The rides' share of the route's time, spread over the changes of level.
  const rides = Math.max(0, route.duration - walked / 1.2);
  const ride = legs.length > 1 ? rides / (legs.length - 1) : 0;
  const pieces = new Float64Array(legs.reduce((n, leg) => n + Math.max(0, leg.pts.length - 1), 0) * STRIDE);
  let at = 0;
  let t = 0;
  let o = 0;
  legs.forEach((leg, i) => {
    if (i > 0) t += ride;
    for (let k = 1; k < leg.pts.length; k++, o += STRIDE) {
      const [a, b] = [leg.pts[k - 1], leg.pts[k]];
      const [ax, ay] = project(a[0], a[1]);
      const [bx, by] = project(b[0], b[1]);
      const length = Math.hypot(bx - ax, by - ay);
      pieces.set([leg.levelId, a[0], a[1], b[0], b[1], at, length, t, t + length / 1.2], o);
      at += length;
      t += length / 1.2;
    }
  });
  const last = legs[legs.length - 1];
  const endPoint = last.pts[last.pts.length - 1];
  return { length: route.length, seconds: Math.max(t, 1), pieces, end: { levelId: last.levelId, lng: endPoint[0], lat: endPoint[1] } };
}

/** The route between two places (memoised per building: visitors walk the same pairs again and again). */
export function walkBetween(world: World, from: Place, to: Place): Walk | null {
  let memo = cache.get(world);
  if (!memo) cache.set(world, (memo = new Map()));
  const key = `${from.levelId},${from.lng},${from.lat}>${to.levelId},${to.lng},${to.lat}`;
  let walk = memo.get(key);
  if (walk === undefined) {
    if (memo.size >= CACHE_LIMIT) memo.clear();
    walk = toWalk(world, from, to);
    memo.set(key, walk);
  }
  return walk;
}

const round7 = (v: number) => Math.round(v * 1e7) / 1e7;

/** Where the walker is `t` seconds (router time) into the walk, or null while riding a lift or escalator. */
export function positionAt(walk: Walk, t: number): (Place & { walked: number }) | null {
  const { pieces } = walk;
  const count = pieces.length / STRIDE;
  if (!count) return { ...walk.end, walked: 0 };
  let lo = 0;
  let hi = count - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (pieces[mid * STRIDE + T0] <= t) lo = mid;
    else hi = mid - 1;
  }
  const p = lo * STRIDE;
  const [t0, t1] = [pieces[p + T0], pieces[p + T1]];
  if (t < t0) return null;
  if (t > t1) return lo === count - 1 ? { ...walk.end, walked: pieces[p + AT] + pieces[p + LENGTH] } : null;
  const f = t1 > t0 ? (t - t0) / (t1 - t0) : 0;
  return {
    levelId: pieces[p + LEVEL],
    lng: round7(pieces[p + FROM_LNG] + f * (pieces[p + TO_LNG] - pieces[p + FROM_LNG])),
    lat: round7(pieces[p + FROM_LAT] + f * (pieces[p + TO_LAT] - pieces[p + FROM_LAT])),
    walked: pieces[p + AT] + f * pieces[p + LENGTH],
  };
}

export interface HeardBeacon {
  uuid: string;
  major: number;
  minor: number;
  rssi: number;
  battery?: number;
}

/** The 2–6 strongest beacons of the level within reach of the place at `at` (RSSI from distance and TX power). */
export function beaconsHeard(world: World, rng: Rng, place: Place, at: number): HeardBeacon[] {
  const [px, py] = world.graph.project(place.lng, place.lat);
  const heard: Array<{ b: BeaconInfo; rssi: number }> = [];
  for (const b of world.beacons.get(place.levelId) ?? []) {
    if (b.silentAfter !== null && at > b.silentAfter) continue;
    const [bx, by] = world.graph.project(b.lng, b.lat);
    const d = Math.hypot(bx - px, by - py);
    if (d > HEARING_METRES) continue;
    const rssi = b.measuredPower + b.txPower - 10 * PATH_LOSS * Math.log10(Math.max(d, 0.5)) + rng.normal(0, 3);
    heard.push({ b, rssi: Math.max(-110, Math.min(-25, Math.round(rssi))) });
  }
  heard.sort((x, y) => y.rssi - x.rssi);
  return heard.slice(0, rng.int(2, 6)).map(({ b, rssi }) => ({
    uuid: b.uuid,
    major: b.major,
    minor: b.minor,
    rssi,
    ...(b.battery !== null && rng.chance(0.25) ? { battery: b.battery } : {}),
  }));
}

/** The positioning engine's error estimate: better with more beacons heard. */
export function accuracyOf(rng: Rng, beacons: number): number {
  const base = beacons ? 7 / Math.sqrt(beacons) : rng.between(8, 20);
  return Math.round((base + Math.abs(rng.normal(0, 0.8))) * 10) / 10;
}
