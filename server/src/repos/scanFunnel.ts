// Issue 15: the QR code analysis' funnel (migration 018). SQL only; the rule is in server/src/usage/scanFunnel.ts.
import { sql } from 'kysely';
import type { Db } from '../db/types.js';
import { FUNNEL_TYPES, type FunnelEvent, type ScanSession } from '../usage/scanFunnel.js';

const split = (keys: string[]) => keys.map((k) => [Number(k.slice(0, k.indexOf('|'))), k.slice(k.indexOf('|') + 1)] as const);

/** Which of these sessions (`building|session`) have a funnel row already. */
export async function scanSessionsAmong(db: Db, keys: string[]): Promise<string[]> {
  if (!keys.length) return [];
  const pairs = split(keys);
  const rows = await sql<{ buildingId: number; sessionId: string }>`SELECT s.building_id, s.session_id FROM usage_scan_session s
    JOIN unnest(${pairs.map((p) => p[0])}::bigint[], ${pairs.map((p) => p[1])}::text[]) AS k(building_id, session_id)
      ON s.building_id = k.building_id AND s.session_id = k.session_id COLLATE "C"`.execute(db);
  return rows.rows.map((r) => `${r.buildingId}|${r.sessionId}`);
}

/** The stored scans and navigations of these sessions (by the session index of usage_event). */
export async function funnelEvents(db: Db, keys: string[]): Promise<Map<string, FunnelEvent[]>> {
  const out = new Map<string, FunnelEvent[]>(keys.map((k) => [k, []]));
  if (!keys.length) return out;
  const pairs = split(keys);
  const rows = await sql<{ buildingId: number; sessionId: string; occurredAt: Date; clientId: string; type: string; userId: string; scene: string | null }>`
    SELECT e.building_id, e.session_id, e.occurred_at, e.client_id, e.type, e.user_id, e.data ->> 'scene' AS scene
    FROM unnest(${pairs.map((p) => p[0])}::bigint[], ${pairs.map((p) => p[1])}::text[]) AS k(building_id, session_id)
    JOIN usage_event e ON e.building_id = k.building_id AND e.session_id = k.session_id COLLATE "C"
    WHERE e.type = ANY(${[...FUNNEL_TYPES]}::text[])`.execute(db);
  for (const r of rows.rows)
    out.get(`${r.buildingId}|${r.sessionId}`)?.push({ at: r.occurredAt.getTime(), clientId: r.clientId, type: r.type, userId: r.userId, scene: r.scene });
  return out;
}

export async function saveScanSessions(trx: Db, rows: ScanSession[]): Promise<void> {
  if (!rows.length) return;
  const pick = <K extends keyof ScanSession>(k: K) => rows.map((r) => r[k]);
  await sql`INSERT INTO usage_scan_session (building_id, session_id, user_id, scanned_at, scene, navigated, arrived)
    SELECT * FROM unnest(${pick('buildingId')}::bigint[], ${pick('sessionId')}::text[], ${pick('userId')}::text[],
      ${rows.map((r) => new Date(r.scannedAt).toISOString())}::timestamptz[], ${pick('scene')}::text[], ${pick('navigated')}::boolean[], ${pick('arrived')}::boolean[])
    ON CONFLICT (building_id, session_id) DO UPDATE SET user_id = excluded.user_id, scanned_at = excluded.scanned_at, scene = excluded.scene,
      navigated = excluded.navigated, arrived = excluded.arrived`.execute(trx);
}

/** Per scene: the sessions whose first scan fell in [start, end), those that then navigated, and arrived. */
export async function funnelByScene(
  db: Db,
  q: { buildingId: number; start: Date; end: Date },
): Promise<Array<{ scene: string; sessions: number; navigated: number; arrived: number }>> {
  const rows = await sql<{ scene: string; sessions: string; navigated: string; arrived: string }>`
    SELECT scene, count(*) AS sessions, count(*) FILTER (WHERE navigated) AS navigated, count(*) FILTER (WHERE arrived) AS arrived
    FROM usage_scan_session WHERE building_id = ${q.buildingId} AND scanned_at >= ${q.start} AND scanned_at < ${q.end} GROUP BY scene`.execute(db);
  return rows.rows.map((r) => ({ scene: r.scene, sessions: Number(r.sessions), navigated: Number(r.navigated), arrived: Number(r.arrived) }));
}

export async function dropScanSessionsBefore(trx: Db, cutoff: Date): Promise<void> {
  await sql`DELETE FROM usage_scan_session WHERE scanned_at < ${cutoff}`.execute(trx);
}

/** The building's QR codes (for the analysis: name, scene, batch). */
export async function buildingCodes(db: Db, buildingId: number) {
  return db.selectFrom('qrcode').select(['id', 'name', 'scene', 'batch', 'createdAt']).where('buildingId', '=', buildingId).orderBy('id').execute();
}

/** All-time scans per scene of the building (the QR list's count). */
export async function scansAllTime(db: Db, buildingId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('usageCount')
    .select(['value', 'n'])
    .where('buildingId', '=', buildingId)
    .where('metric', '=', 'qrScans')
    .where('dim', '=', 'scene')
    .where('grain', '=', 'A')
    .execute();
  return new Map(rows.map((r) => [r.value, Number(r.n)]));
}
