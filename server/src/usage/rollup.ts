import type { UsageDimensions } from '../db/types.js';
import type { Dimension } from '#contract/schemas/statistics.js';
import type { CheckedEvent } from './check.js';
import { placeInstant, type Grain, type Placement } from './periods.js';
import { normalizeQuery, poiOf } from './reach.js';

/**
 * Issue 14: what a batch of newly stored events adds to the rollups, computed in memory and written by
 * the ingestion in one transaction. Counts are additive (per hour and per local day); active users are
 * candidate rows of `usage_active` whose insertion, when new, adds one to the `users` count of each dimension.
 */

/** The value an event or an active-user row has for a dimension (model and OS version carry their brand and OS). */
export function dimensionValue(d: UsageDimensions, dimension: Dimension): string {
  // "Honor X60" of brand Honor stays "Honor X60".
  if (dimension === 'model') return d.model.toLowerCase().startsWith(`${d.brand.toLowerCase()} `) ? d.model : `${d.brand} ${d.model}`;
  if (dimension === 'osVersion') return `${d.os} ${d.osVersion}`;
  return d[dimension];
}

/** The dimensions counted for distinct users per grain (hours keep only the whole building and platform). */
export const USER_DIMENSIONS: Record<Grain, readonly Dimension[]> = {
  H: ['platform'],
  D: ['platform', 'appVersion', 'brand', 'model', 'os', 'osVersion', 'network', 'gender', 'ageBand', 'province', 'language'],
  W: ['platform', 'appVersion', 'brand', 'model', 'os', 'osVersion', 'network', 'gender', 'ageBand', 'province', 'language'],
  M: ['platform', 'appVersion', 'brand', 'model', 'os', 'osVersion', 'network', 'gender', 'ageBand', 'province', 'language'],
};
/** The dimensions new users and activations are counted by. */
const NEW_USER_DIMENSIONS: readonly Dimension[] = ['platform', 'appVersion'];
const ADDITIVE_GRAINS = ['H', 'D'] as const;
const ACTIVE_GRAINS = ['H', 'D', 'W', 'M'] as const;
/**
 * The grains of the POI analysis's counts per POI and search text (issue 32): days, and weeks and months so that a
 * range reads a row per whole month and week in it (periods.ts `coverDays`) rather than one per day.
 */
const REACH_GRAINS = ['D', 'W', 'M'] as const;

export interface CountRow {
  buildingId: number;
  /** A period's grain, or 'A': all time (period 0). */
  grain: Grain | 'A';
  period: number;
  metric: string;
  dim: string;
  value: string;
  n: number;
}

export interface ActiveRow extends UsageDimensions {
  buildingId: number;
  grain: Grain;
  period: number;
  userId: string;
}

export interface BeaconSighting {
  buildingId: number;
  uuid: string;
  major: number;
  minor: number;
  seenAt: number;
  battery: number | null;
  batteryAt: number | null;
}

/** Sums counts by key; the rows come out sorted by key, so concurrent writers lock rows in one order. */
export class Counts {
  private readonly rows = new Map<string, CountRow>();

  add(row: Omit<CountRow, 'n'>, n = 1): void {
    if (n === 0) return;
    const key = `${row.buildingId}|${row.metric}|${row.dim}|${row.grain}|${row.period}|${row.value}`;
    const found = this.rows.get(key);
    if (found) found.n += n;
    else this.rows.set(key, { ...row, n });
  }

  /** Adds `n` to a metric in the hour and the day of `place`, for the whole building and each dimension given. */
  addAt(buildingId: number, place: Placement, metric: string, n: number, dims: Array<[Dimension, string]> = []): void {
    for (const grain of ADDITIVE_GRAINS) {
      const period = place.starts[grain];
      this.add({ buildingId, grain, period, metric, dim: '', value: '' }, n);
      for (const [dim, value] of dims) this.add({ buildingId, grain, period, metric, dim, value }, n);
    }
  }

  list(): CountRow[] {
    return [...this.rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
  }
}

/** Issue 15: the day counts per POI, by event type. */
const POI_METRICS: Partial<Record<string, string>> = { poi_view: 'poiViews', nav_start: 'poiNavStarts', nav_arrive: 'poiArrivals' };

/** Issue 16: the clicks per feature name (dim 'feature'), hour and day. */
const FEATURE_CLICKS = 'featureClicks';

const newUserDims = (e: UsageDimensions): Array<[Dimension, string]> => NEW_USER_DIMENSIONS.map((d) => [d, dimensionValue(e, d)]);

/** The additive counts of the events: event types, opens and activations, session lengths, car-park services. */
export function eventCounts(events: CheckedEvent[], zoneOf: (buildingId: number) => string, counts = new Counts()): Counts {
  for (const e of events) {
    const place = placeInstant(e.at, zoneOf(e.buildingId));
    counts.addAt(e.buildingId, place, `event:${e.type}`, 1);
    if (e.type === 'app_open') {
      counts.addAt(e.buildingId, place, 'opens', 1, newUserDims(e));
      if (e.data.firstOpen === true) counts.addAt(e.buildingId, place, 'activations', 1, newUserDims(e));
    } else if (e.type === 'app_close') {
      counts.addAt(e.buildingId, place, 'closes', 1);
      counts.addAt(e.buildingId, place, 'sessionSeconds', Number(e.data.durationSec));
    } else if (e.type === 'search') {
      // Issue 15: per search text and day (POI 分析's searches, and those that found nothing).
      for (const grain of REACH_GRAINS) {
        const base = { buildingId: e.buildingId, grain, period: place.starts[grain], dim: 'query', value: normalizeQuery(String(e.data.query)) };
        counts.add({ ...base, metric: 'searches' });
        if (Number(e.data.results) === 0) counts.add({ ...base, metric: 'searchesEmpty' });
      }
    } else if (POI_METRICS[e.type]) {
      // Issue 15: per POI and day, week and month (POI 分析).
      for (const grain of REACH_GRAINS) {
        counts.add({ buildingId: e.buildingId, grain, period: place.starts[grain], metric: POI_METRICS[e.type]!, dim: 'poi', value: poiOf(e)! });
      }
    } else if (e.type === 'qr_scan') {
      // Per scanned code, all time (the QR list's scan counts) and per day.
      const base = { buildingId: e.buildingId, metric: 'qrScans', dim: 'scene', value: String(e.data.scene) };
      counts.add({ ...base, grain: 'A', period: 0 });
      counts.add({ ...base, grain: 'D', period: place.starts.D });
    } else if (e.type === 'feature_click') {
      // Issue 16: per feature, hour and local day (点击统计).
      for (const grain of ADDITIVE_GRAINS) {
        counts.add({ buildingId: e.buildingId, grain, period: place.starts[grain], metric: FEATURE_CLICKS, dim: 'feature', value: String(e.data.feature) });
      }
    } else if (e.type === 'car_service') {
      const service = String(e.data.service);
      counts.addAt(e.buildingId, place, `${service}Uses`, 1);
      if (e.data.success === true) counts.addAt(e.buildingId, place, `${service}Successes`, 1);
    }
  }
  return counts;
}

/** One candidate active-user row per building, grain, period and user: the earliest event of the batch speaks for it. */
export function activeCandidates(events: CheckedEvent[], zoneOf: (buildingId: number) => string): ActiveRow[] {
  const rows = new Map<string, ActiveRow>();
  for (const e of [...events].sort((a, b) => a.at - b.at)) {
    const place = placeInstant(e.at, zoneOf(e.buildingId));
    for (const grain of ACTIVE_GRAINS) {
      const key = `${e.buildingId}|${grain}|${place.starts[grain]}|${e.userId}`;
      if (rows.has(key)) continue;
      rows.set(key, { ...dimensionsOf(e), buildingId: e.buildingId, grain, period: place.starts[grain], userId: e.userId });
    }
  }
  return [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}

/** A newly active user adds one to `users` of its period, for the whole building and each dimension of the grain. */
export function activeCounts(inserted: ActiveRow[], counts: Counts): void {
  for (const r of inserted) {
    const base = { buildingId: r.buildingId, grain: r.grain, period: r.period, metric: 'users' };
    counts.add({ ...base, dim: '', value: '' });
    for (const dim of USER_DIMENSIONS[r.grain]) counts.add({ ...base, dim, value: dimensionValue(r, dim) });
  }
}

/** A user first seen at `at` (or no longer first seen then: `n` = -1) in the new-user counts. */
export function newUserCount(counts: Counts, buildingId: number, at: number, zone: string, dims: Pick<UsageDimensions, 'platform' | 'appVersion'>, n: 1 | -1) {
  const place = placeInstant(at, zone);
  counts.addAt(buildingId, place, 'newUsers', n, [
    ['platform', dims.platform],
    ['appVersion', dims.appVersion],
  ]);
}

/** The earliest and latest event of each user of the batch, per building. */
export function batchUsers(events: CheckedEvent[]): Map<string, { first: CheckedEvent; lastAt: number }> {
  const users = new Map<string, { first: CheckedEvent; lastAt: number }>();
  for (const e of events) {
    const key = `${e.buildingId}|${e.userId}`;
    const u = users.get(key);
    if (!u) users.set(key, { first: e, lastAt: e.at });
    else {
      if (e.at < u.first.at) u.first = e;
      if (e.at > u.lastAt) u.lastAt = e.at;
    }
  }
  return users;
}

/** The latest sighting of each beacon heard in the batch's location fixes (with its latest battery reading). */
export function beaconSightings(events: CheckedEvent[]): BeaconSighting[] {
  const seen = new Map<string, BeaconSighting>();
  for (const e of events) {
    if (e.type !== 'location') continue;
    for (const b of e.data.beacons as Array<{ uuid: string; major: number; minor: number; battery?: number }>) {
      const uuid = b.uuid.toLowerCase();
      const key = `${e.buildingId}|${uuid}|${b.major}|${b.minor}`;
      const found = seen.get(key);
      const battery = b.battery ?? null;
      if (!found) {
        seen.set(key, { buildingId: e.buildingId, uuid, major: b.major, minor: b.minor, seenAt: e.at, battery, batteryAt: battery === null ? null : e.at });
        continue;
      }
      found.seenAt = Math.max(found.seenAt, e.at);
      if (battery !== null && (found.batteryAt === null || e.at >= found.batteryAt)) {
        found.battery = battery;
        found.batteryAt = e.at;
      }
    }
  }
  return [...seen.values()];
}

function dimensionsOf(e: UsageDimensions): UsageDimensions {
  const { platform, appVersion, brand, model, os, osVersion, network, gender, ageBand, province, language } = e;
  return { platform, appVersion, brand, model, os, osVersion, network, gender, ageBand, province, language };
}
