// Issue 16: erasing one app user (server/src/usage/erase.ts has the rules). SQL only, in the caller's transaction.
import { sql } from 'kysely';
import type { Db, UsageDimensions } from '../db/types.js';
import type { CheckedEvent } from '../usage/check.js';
import type { EventType } from '#contract/schemas/usage.js';
import type { HeatRow } from '../usage/heat.js';
import type { AccuracyRow } from '../usage/quality.js';
import type { ActiveRow, CountRow } from '../usage/rollup.js';

const CHUNK = 5000;

/** Every raw event of the user in its sessions of these buildings, as the ingestion checked it. */
export async function userRawEvents(trx: Db, buildingIds: number[], userId: string): Promise<CheckedEvent[]> {
  if (!buildingIds.length) return [];
  type Row = UsageDimensions & { clientId: string; type: string; occurredAt: Date; buildingId: number; userId: string; sessionId: string };
  const rows = await sql<Row & { levelId: number | null; lng: number | null; lat: number | null; data: Record<string, unknown> }>`
    WITH s AS MATERIALIZED (SELECT building_id, session_id FROM usage_session WHERE building_id = ANY(${buildingIds}::bigint[]) AND user_id = ${userId})
    SELECT e.* FROM s JOIN usage_event e ON e.building_id = s.building_id AND e.session_id = s.session_id AND e.user_id = ${userId}
    ORDER BY e.occurred_at, e.client_id`.execute(trx);
  return rows.rows.map((r, index) => ({
    index,
    clientId: r.clientId,
    type: r.type as EventType,
    at: r.occurredAt.getTime(),
    buildingId: Number(r.buildingId),
    userId: r.userId,
    sessionId: r.sessionId,
    platform: r.platform,
    appVersion: r.appVersion,
    brand: r.brand,
    model: r.model,
    os: r.os,
    osVersion: r.osVersion,
    network: r.network,
    gender: r.gender,
    ageBand: r.ageBand,
    province: r.province,
    language: r.language,
    levelId: r.levelId === null ? null : Number(r.levelId),
    lng: r.lng,
    lat: r.lat,
    data: r.data,
  }));
}

/** The user's active-user rows (every grain) in these buildings. */
export async function userActiveRows(trx: Db, buildingIds: number[], userId: string): Promise<ActiveRow[]> {
  if (!buildingIds.length) return [];
  const rows = await trx.selectFrom('usageActive').selectAll().where('buildingId', 'in', buildingIds).where('userId', '=', userId).execute();
  return rows.map((r) => ({ ...r, buildingId: Number(r.buildingId), grain: r.grain as ActiveRow['grain'], period: new Date(r.period).getTime() }));
}

/** Takes the counts off usage_count (rows that exist: the user's share is in them) and removes those of them left at 0. */
export async function subtractCounts(trx: Db, rows: CountRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK);
    const v = sql`unnest(${part.map((r) => r.buildingId)}::bigint[], ${part.map((r) => r.grain)}::"char"[],
        ${part.map((r) => new Date(r.period).toISOString())}::timestamptz[], ${part.map((r) => r.metric)}::text[],
        ${part.map((r) => r.dim)}::text[], ${part.map((r) => r.value)}::text[], ${part.map((r) => r.n)}::bigint[])
        AS v(building_id, grain, period, metric, dim, value, n)`;
    const same = sql`c.building_id = v.building_id AND c.metric = v.metric AND c.dim = v.dim AND c.grain = v.grain AND c.period = v.period AND c.value = v.value`;
    await sql`UPDATE usage_count c SET n = c.n - v.n FROM ${v} WHERE ${same}`.execute(trx);
    await sql`DELETE FROM usage_count c USING ${v} WHERE ${same} AND c.n = 0`.execute(trx);
  }
}

/** Takes heat-map bins' fixes, dwell and errors off; a bin left without fixes had only the user's and goes. */
export async function subtractHeat(trx: Db, rows: HeatRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK);
    const pick = <K extends keyof HeatRow>(k: K) => part.map((r) => r[k]);
    await sql`WITH v AS (SELECT * FROM unnest(${pick('buildingId')}::bigint[], ${pick('levelId')}::bigint[], ${pick('day')}::date[],
        ${pick('hour')}::smallint[], ${pick('cx')}::integer[], ${pick('cy')}::integer[], ${pick('fixes')}::integer[],
        ${pick('dwell')}::double precision[], ${pick('rated')}::integer[], ${pick('accuracySum')}::double precision[], ${pick('poor')}::integer[])
        AS v(building_id, level_id, day, hour, cx, cy, fixes, dwell, rated, accuracy_sum, poor))
      UPDATE usage_heat h SET fixes = h.fixes - v.fixes, dwell = h.dwell - v.dwell, rated = h.rated - v.rated,
        accuracy_sum = h.accuracy_sum - v.accuracy_sum, poor = h.poor - v.poor FROM v
      WHERE h.building_id = v.building_id AND h.level_id = v.level_id AND h.day = v.day AND h.hour = v.hour AND h.cx = v.cx AND h.cy = v.cy`.execute(trx);
  }
  const buildings = [...new Set(rows.map((r) => r.buildingId))];
  if (buildings.length) await sql`DELETE FROM usage_heat WHERE building_id = ANY(${buildings}::bigint[]) AND fixes = 0`.execute(trx);
}

/** Takes the user's fixes off the levels' error histograms. */
export async function subtractAccuracy(trx: Db, rows: AccuracyRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK);
    const pick = <K extends keyof AccuracyRow>(k: K) => part.map((r) => r[k]);
    await sql`WITH v AS (SELECT * FROM unnest(${pick('buildingId')}::bigint[], ${pick('levelId')}::bigint[], ${pick('day')}::date[],
        ${pick('bucket')}::smallint[], ${pick('fixes')}::integer[]) AS v(building_id, level_id, day, bucket, fixes))
      UPDATE usage_accuracy a SET fixes = a.fixes - v.fixes FROM v
      WHERE a.building_id = v.building_id AND a.level_id = v.level_id AND a.day = v.day AND a.bucket = v.bucket`.execute(trx);
  }
  const buildings = [...new Set(rows.map((r) => r.buildingId))];
  if (buildings.length) await sql`DELETE FROM usage_accuracy WHERE building_id = ANY(${buildings}::bigint[]) AND fixes = 0`.execute(trx);
}

/** The tables whose rows name the user: deleted whole. */
const OWN_TABLES = ['usage_active', 'usage_user', 'usage_session', 'usage_scan_session'] as const;

/** Deletes the user's raw events and own rollup rows; returns the events and sessions deleted. */
export async function deleteUserRows(trx: Db, buildingIds: number[], userId: string): Promise<{ events: number; sessions: number }> {
  if (!buildingIds.length) return { events: 0, sessions: 0 };
  const ids = sql`${buildingIds}::bigint[]`;
  const events = await sql`DELETE FROM usage_event e USING usage_session s
    WHERE s.building_id = ANY(${ids}) AND s.user_id = ${userId}
      AND e.building_id = s.building_id AND e.session_id = s.session_id AND e.user_id = ${userId}`.execute(trx);
  let sessions = 0;
  for (const table of OWN_TABLES) {
    const done = await sql`DELETE FROM ${sql.table(table)} WHERE building_id = ANY(${ids}) AND user_id = ${userId}`.execute(trx);
    if (table === 'usage_session') sessions = Number(done.numAffectedRows ?? 0);
  }
  return { events: Number(events.numAffectedRows ?? 0), sessions };
}
