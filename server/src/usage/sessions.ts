import type { Db } from '../db/types.js';
import { saveSessions, sessionFixes, storedSessions } from '../repos/tracks.js';
import type { CheckedEvent } from './check.js';
import { addPart, pathLength, sessionParts, type SessionSummary } from './tracks.js';

/**
 * Issue 15: adds a batch's fresh events (already stored) to their sessions' track summaries, in the ingestion's
 * transaction and under its building lock. A late fix inside a track has the distance recomputed from the
 * session's stored fixes, so the summary always equals what the raw events say.
 */
export async function rollUpSessions(trx: Db, events: CheckedEvent[]): Promise<void> {
  const parts = sessionParts(events);
  const stored = await storedSessions(trx, parts);
  const summaries: SessionSummary[] = [];
  for (const part of parts) {
    const { summary, recompute } = addPart(stored.get(`${part.buildingId}|${part.sessionId}`), part);
    if (recompute) {
      const fixes = await sessionFixes(trx, part.buildingId, part.sessionId);
      summary.distance = pathLength(fixes);
      summary.last = fixes.at(-1) ?? null;
    }
    summaries.push(summary);
  }
  await saveSessions(trx, summaries);
}
