import type { CheckedEvent } from './check.js';

/**
 * Issue 15: an app session as a track. The ingestion keeps one summary per building and session (start, end,
 * events, location fixes, levels, distance walked); this is its arithmetic, free of SQL. Counts, start and end
 * add up in any order; the distance needs the fixes in time order, so a batch whose fixes all come after the
 * stored last fix continues from it, and any other batch (a late fix inside the track) has the distance
 * recomputed from the session's stored fixes.
 */

export interface Fix {
  at: number;
  /** Orders fixes of one instant (the client event id), as the recomputation from raw events does. */
  clientId: string;
  levelId: number;
  lng: number;
  lat: number;
}

interface SessionBase {
  buildingId: number;
  sessionId: string;
  userId: string;
  platform: string;
  startedAt: number;
  endedAt: number;
  events: number;
}

export interface SessionSummary extends SessionBase {
  fixes: number;
  distance: number;
  levels: number[];
  last: Fix | null;
}

/** What one batch's fresh events add to a session. */
export interface SessionPart extends SessionBase {
  /** The batch's fixes of the session, in time order. */
  fixes: Fix[];
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle metres between two positions (haversine). */
function metres(a: Pick<Fix, 'lng' | 'lat'>, b: Pick<Fix, 'lng' | 'lat'>): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const byFixOrder = (a: Fix, b: Fix) => a.at - b.at || (a.clientId < b.clientId ? -1 : a.clientId > b.clientId ? 1 : 0);

/** Metres walked along fixes in time order: consecutive fixes on one level (a level change is not walked). */
export function pathLength(fixes: readonly Fix[], from: Fix | null = null): number {
  let total = 0;
  let previous = from;
  for (const fix of fixes) {
    if (previous && previous.levelId === fix.levelId) total += metres(previous, fix);
    previous = fix;
  }
  return total;
}

const isFix = (e: CheckedEvent): boolean => e.type === 'location' && e.levelId !== null && e.lng !== null && e.lat !== null;

/** The batch's fresh events grouped by building and session (the earliest event names the user and platform). */
export function sessionParts(events: readonly CheckedEvent[]): SessionPart[] {
  const parts = new Map<string, SessionPart>();
  for (const e of events) {
    const key = `${e.buildingId}|${e.sessionId}`;
    let part = parts.get(key);
    if (!part) {
      part = { buildingId: e.buildingId, sessionId: e.sessionId, userId: e.userId, platform: e.platform, startedAt: e.at, endedAt: e.at, events: 0, fixes: [] };
      parts.set(key, part);
    }
    part.events += 1;
    if (e.at < part.startedAt) Object.assign(part, { startedAt: e.at, userId: e.userId, platform: e.platform });
    part.endedAt = Math.max(part.endedAt, e.at);
    if (isFix(e)) part.fixes.push({ at: e.at, clientId: e.clientId, levelId: e.levelId!, lng: e.lng!, lat: e.lat! });
  }
  for (const part of parts.values()) part.fixes.sort(byFixOrder);
  return [...parts.values()].sort((a, b) => a.buildingId - b.buildingId || (a.sessionId < b.sessionId ? -1 : 1));
}

/**
 * The session with a batch's part added. `distance` and `last` are continued when the part's fixes all come
 * after the stored last fix; otherwise `recompute` is true and the caller replaces them from the stored fixes.
 */
export function addPart(stored: SessionSummary | undefined, part: SessionPart): { summary: SessionSummary; recompute: boolean } {
  const levels = new Set([...(stored?.levels ?? []), ...part.fixes.map((f) => f.levelId)]);
  const earlier = stored !== undefined && part.startedAt < stored.startedAt;
  const base = stored ?? { ...part, events: 0, fixes: 0, distance: 0, levels: [], last: null };
  const inOrder = !stored?.last || part.fixes.every((f) => byFixOrder(stored.last!, f) < 0);
  const summary: SessionSummary = {
    buildingId: part.buildingId,
    sessionId: part.sessionId,
    userId: earlier || !stored ? part.userId : base.userId,
    platform: earlier || !stored ? part.platform : base.platform,
    startedAt: Math.min(base.startedAt, part.startedAt),
    endedAt: Math.max(base.endedAt, part.endedAt),
    events: base.events + part.events,
    fixes: base.fixes + part.fixes.length,
    distance: inOrder ? base.distance + pathLength(part.fixes, base.last) : base.distance,
    levels: [...levels].sort((a, b) => a - b),
    last: inOrder ? (part.fixes.at(-1) ?? base.last) : base.last,
  };
  return { summary, recompute: !inOrder };
}
