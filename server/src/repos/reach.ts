// Issue 15: the POI and QR code analysis's counts and names. SQL only; the keys are in server/src/usage/reach.ts, who
// touched them in the day bitmaps (repos/usageBitmap.ts).
import { sql } from 'kysely';
import type { Db } from '../db/types.js';

/** Counts of `usage_count` summed per metric and value over whole periods (periods.ts `coverDays`: months, weeks, days). */
export async function sumByValue(
  db: Db,
  q: { buildingId: number; metrics: string[]; dim: string; periods: Array<{ grain: string; period: Date }> },
): Promise<Array<{ metric: string; value: string; n: number }>> {
  if (!q.periods.length) return [];
  // Written so that the planner hashes the groups (joined to the pieces' unnest it sorted them: twice the time).
  const rows = await sql<{ metric: string; value: string; n: string }>`
    SELECT c.metric, c.value, sum(c.n) AS n FROM usage_count c
    WHERE c.building_id = ${q.buildingId} AND c.dim = ${q.dim} AND c.metric = ANY(${q.metrics}::text[])
      AND (c.grain, c.period) IN (SELECT * FROM unnest(${q.periods.map((p) => p.grain)}::"char"[], ${q.periods.map((p) => p.period.toISOString())}::timestamptz[]))
    GROUP BY c.metric, c.value`.execute(db);
  return rows.rows.map((r) => ({ metric: r.metric, value: r.value, n: Number(r.n) }));
}

/** The POIs among these map features of a version: name (else English name) and type. */
export async function poiFeatures(db: Db, versionId: number, ids: string[]): Promise<Map<string, { name: string; typeId: number | null }>> {
  if (!ids.length) return new Map();
  const rows = await sql<{ id: string; name: string | null; typeId: string | null }>`
    SELECT id, coalesce(nullif(btrim(properties ->> 'name'), ''), nullif(btrim(properties ->> 'nameEn'), ''), id) AS name,
      properties ->> 'poiTypeId' AS type_id
    FROM map_feature WHERE version_id = ${versionId} AND id = ANY(${ids}::text[])`.execute(db);
  return new Map(rows.rows.map((r) => [r.id, { name: r.name ?? r.id, typeId: r.typeId === null || r.typeId === '' ? null : Number(r.typeId) }]));
}
