import type { CheckedEvent } from './check.js';
import { HOUR_MS, dateOf, placeInstant } from './periods.js';
import { QualityRows, accuracyOf, bucketOf, isPoor } from './quality.js';
import { byFixOrder, type Fix } from './tracks.js';

/**
 * Issue 15: 热力图 heat map. Location fixes are binned on a grid of HEAT_CELL_DEG of longitude and latitude per
 * level and building-local day and hour; each bin keeps its fixes, the seconds spent in it, its fixes' estimated
 * error (issue 15's location quality, server/src/usage/quality.ts) and (apart) its distinct users. This is the arithmetic, free of SQL: what a batch's fresh events add.
 */

/** The grid: 0.00005° is about 5.6 m north–south and 4.8 m east–west at Shanghai's latitude. */
export const HEAT_CELL_DEG = 0.00005;
/** A fix holds its cell until the session's next fix, at most this long (an app in the background stops fixing). */
const HEAT_DWELL_CAP_SEC = 60;

const cellOf = (deg: number): number => Math.floor(deg / HEAT_CELL_DEG + 1e-9);
/** The centre of a cell, degrees (rounded: no float noise in the answer). */
export const cellCentre = (cell: number): number => Math.round((cell + 0.5) * HEAT_CELL_DEG * 1e7) / 1e7;

export interface HeatKey {
  buildingId: number;
  levelId: number;
  /** The building's local day, YYYY-MM-DD. */
  day: string;
  /** The local hour, 0–23 (the hour since local midnight: a day with a DST change keeps its last hour in 23). */
  hour: number;
  cx: number;
  cy: number;
}

export interface HeatRow extends HeatKey {
  fixes: number;
  dwell: number;
  /** The fixes that reported an estimated error, the sum of those errors (metres), and the poor ones. */
  rated: number;
  accuracySum: number;
  poor: number;
}

export interface HeatUserRow extends HeatKey {
  userId: string;
}

const keyText = (k: HeatKey) => `${k.buildingId}|${k.levelId}|${k.day}|${k.hour}|${k.cx}|${k.cy}`;

/** Where a fix is binned. */
function heatKey(buildingId: number, fix: Pick<Fix, 'at' | 'levelId' | 'lng' | 'lat'>, timeZone: string): HeatKey {
  const place = placeInstant(fix.at, timeZone);
  const hour = Math.min(23, Math.floor((fix.at - place.starts.D) / HOUR_MS));
  return { buildingId, levelId: fix.levelId, day: dateOf(place.day), hour, cx: cellOf(fix.lng), cy: cellOf(fix.lat) };
}

/** Sums heat rows by bin; rows come out sorted by key (concurrent writers lock rows in one order). */
export class HeatRows {
  private readonly rows = new Map<string, HeatRow>();

  /** Adds fixes (each with its estimated error, or null) or seconds of dwell to a bin. */
  add(key: HeatKey, fixes: number, dwell: number, accuracy: number | null = null): void {
    if (fixes === 0 && dwell === 0) return;
    const k = keyText(key);
    let found = this.rows.get(k);
    if (!found) this.rows.set(k, (found = { ...key, fixes: 0, dwell: 0, rated: 0, accuracySum: 0, poor: 0 }));
    found.fixes += fixes;
    found.dwell += dwell;
    if (accuracy !== null) {
      found.rated += 1;
      found.accuracySum += accuracy;
      if (isPoor(accuracy)) found.poor += 1;
    }
  }

  list(): HeatRow[] {
    return [...this.rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
  }
}

const isFix = (e: CheckedEvent): boolean => e.type === 'location' && e.levelId !== null && e.lng !== null && e.lat !== null;

/**
 * The fixes of fresh events counted into their bins and (rated ones) into their level's error histogram, their
 * levels' users, and each bin's users (candidates for the presence tables).
 */
export function heatFixes(events: readonly CheckedEvent[], zoneOf: (buildingId: number) => string, rows: HeatRows, quality: QualityRows): HeatUserRow[] {
  const users = new Map<string, HeatUserRow>();
  for (const e of events) {
    if (!isFix(e)) continue;
    const key = heatKey(e.buildingId, { at: e.at, levelId: e.levelId!, lng: e.lng!, lat: e.lat! }, zoneOf(e.buildingId));
    const error = accuracyOf(e.data);
    rows.add(key, 1, 0, error);
    if (error !== null) quality.add({ buildingId: key.buildingId, levelId: key.levelId, day: key.day, bucket: bucketOf(error) });
    quality.addUser({ buildingId: key.buildingId, levelId: key.levelId, day: key.day, userId: e.userId });
    const text = `${keyText(key)}|${e.userId}`;
    if (!users.has(text)) users.set(text, { ...key, userId: e.userId });
  }
  return [...users.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}

/** Seconds each fix of a session's track (in time order) holds its cell: until the next fix, at most the cap. */
export function dwellOf(fixes: readonly Fix[], buildingId: number, timeZone: string, sign: 1 | -1, rows: HeatRows): void {
  for (let i = 0; i + 1 < fixes.length; i++) {
    const seconds = Math.min(HEAT_DWELL_CAP_SEC, (fixes[i + 1].at - fixes[i].at) / 1000);
    if (seconds > 0) rows.add(heatKey(buildingId, fixes[i], timeZone), 0, sign * seconds);
  }
}

/**
 * The dwell a batch adds to one session: the new fixes continue from the stored last fix, or (a late fix inside
 * the track) the dwell of all the session's fixes replaces that of the fixes stored before the batch.
 */
export function dwellChange(
  buildingId: number,
  timeZone: string,
  change: { last: Fix | null; fresh: readonly Fix[] } | { all: readonly Fix[]; fresh: readonly Fix[] },
  rows: HeatRows,
): void {
  if ('last' in change) {
    dwellOf(change.last ? [change.last, ...change.fresh] : change.fresh, buildingId, timeZone, 1, rows);
    return;
  }
  const fresh = new Set(change.fresh.map((f) => `${f.at}|${f.clientId}`));
  const before = change.all.filter((f) => !fresh.has(`${f.at}|${f.clientId}`));
  dwellOf([...change.all].sort(byFixOrder), buildingId, timeZone, 1, rows);
  dwellOf(before, buildingId, timeZone, -1, rows);
}
