/**
 * Issue 15: the keys of the POI and QR code analysis. Each event that is about a POI (viewed, navigated to), a
 * search text or a scanned QR code names its key; the day bitmaps (bitmaps.ts `reachBits`) record which users touched
 * each key per local day (distinct users of any range), the day counts of `usage_count` how often.
 */

export type ReachKind = 'poi' | 'query' | 'scene';

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
