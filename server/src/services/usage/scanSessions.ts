import type { Db } from '../../db/types.js';
import { funnelEvents, saveScanSessions, scanSessionsAmong } from '../../repos/scanFunnel.js';
import type { CheckedEvent } from '../../usage/check.js';
import { funnelOf, touchedSessions, type ScanSession } from '../../usage/scanFunnel.js';

/** Issue 15: recomputes the funnel of each session the batch's fresh events (already stored) may change, in the ingestion's transaction. */
export async function rollUpScanSessions(trx: Db, events: CheckedEvent[]): Promise<void> {
  const { scanned, maybe } = touchedSessions(events);
  const keys = [...scanned, ...(await scanSessionsAmong(trx, [...maybe]))].sort();
  if (!keys.length) return;
  const stored = await funnelEvents(trx, keys);
  const rows: ScanSession[] = [];
  for (const key of keys) {
    const [buildingId, sessionId] = [Number(key.slice(0, key.indexOf('|'))), key.slice(key.indexOf('|') + 1)];
    const funnel = funnelOf(buildingId, sessionId, stored.get(key) ?? []);
    if (funnel) rows.push(funnel);
  }
  await saveScanSessions(trx, rows);
}
