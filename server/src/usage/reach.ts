import type { CheckedEvent } from './check.js';
import { dateOf, placeInstant } from './periods.js';

/**
 * Issue 15: the keys of the POI and QR code analysis. Each event that is about a POI (viewed, navigated to), a
 * search text or a scanned QR code names its key; `usage_reach` records which users touched each key per local
 * day (distinct users of any range), the day counts of `usage_count` how often.
 */

export type ReachKind = 'poi' | 'query' | 'scene';

export interface ReachRow {
  buildingId: number;
  kind: ReachKind;
  /** The building's local day, YYYY-MM-DD. */
  day: string;
  key: string;
  userId: string;
}

/** A search text as counted: trimmed, spaces collapsed, lower case (Latin letters). */
export const normalizeQuery = (query: string): string => query.trim().replace(/\s+/g, ' ').toLowerCase();

/** The POI an event is about (its map feature id), for the types that name one. */
export function poiOf(e: { type: string; data: Record<string, unknown> }): string | null {
  if (e.type === 'poi_view') return String(e.data.poiId);
  if (e.type === 'nav_start' || e.type === 'nav_arrive' || e.type === 'nav_cancel') return String(e.data.toPoiId);
  return null;
}

/** The key an event touches, if any. */
export function reachKey(e: { type: string; data: Record<string, unknown> }): { kind: ReachKind; key: string } | null {
  const poi = poiOf(e);
  if (poi !== null) return { kind: 'poi', key: poi };
  if (e.type === 'search') return { kind: 'query', key: normalizeQuery(String(e.data.query)) };
  if (e.type === 'qr_scan') return { kind: 'scene', key: String(e.data.scene) };
  return null;
}

/** One row per building, kind, day, key and user among the events (sorted: writers lock rows in one order). */
export function reachRows(events: readonly CheckedEvent[], zoneOf: (buildingId: number) => string): ReachRow[] {
  const rows = new Map<string, ReachRow>();
  for (const e of events) {
    const touched = reachKey(e);
    if (!touched) continue;
    const day = dateOf(placeInstant(e.at, zoneOf(e.buildingId)).day);
    const text = `${e.buildingId}|${touched.kind}|${day}|${touched.key}|${e.userId}`;
    if (!rows.has(text)) rows.set(text, { buildingId: e.buildingId, ...touched, day, userId: e.userId });
  }
  return [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}
