import type { Db } from '../../db/types.js';
import { saveSessions, sessionFixes, storedSessions } from '../../repos/tracks.js';
import type { CheckedEvent } from '../../usage/check.js';
import { dwellChange, type HeatRows } from '../../usage/heat.js';
import { addPart, pathLength, sessionParts, type SessionSummary } from '../../usage/tracks.js';

/**
 * Issue 15: adds a batch's fresh events (already stored) to their sessions' track summaries, and the time their
 * fixes held their heat-map cells to `heat`, in the ingestion's transaction and under its building lock. A late
 * fix inside a track has the distance and dwell recomputed from the session's stored fixes, so the summaries
 * always equal what the raw events say.
 */
export async function rollUpSessions(trx: Db, events: CheckedEvent[], zoneOf: (buildingId: number) => string, heat: HeatRows): Promise<void> {
  const parts = sessionParts(events);
  const stored = await storedSessions(trx, parts);
  const summaries: SessionSummary[] = [];
  for (const part of parts) {
    const before = stored.get(`${part.buildingId}|${part.sessionId}`);
    const { summary, recompute } = addPart(before, part);
    const zone = zoneOf(part.buildingId);
    if (recompute) {
      const fixes = await sessionFixes(trx, part.buildingId, part.sessionId);
      summary.distance = pathLength(fixes);
      summary.last = fixes.at(-1) ?? null;
      dwellChange(part.buildingId, zone, { all: fixes, fresh: part.fixes }, heat);
    } else dwellChange(part.buildingId, zone, { last: before?.last ?? null, fresh: part.fixes }, heat);
    summaries.push(summary);
  }
  await saveSessions(trx, summaries);
}
