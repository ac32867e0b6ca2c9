// Issue 15: the POI and QR code analysis's counts and names. SQL only; the keys are in server/src/usage/reach.ts, who
// touched them in the day bitmaps (repos/usageBitmap.ts).
import { sql } from 'kysely';
import type { Db } from '../db/types.js';

/** Day counts of `usage_count` summed per metric and value over [start, end). */
export async function sumByValue(
  db: Db,
  q: { buildingId: number; metrics: string[]; dim: string; start: Date; end: Date },
): Promise<Array<{ metric: string; value: string; n: number }>> {
  const rows = await db
    .selectFrom('usageCount')
    .select((eb) => ['metric', 'value', eb.fn.sum<string>('n').as('n')])
    .where('buildingId', '=', q.buildingId)
    .where('metric', 'in', q.metrics)
    .where('dim', '=', q.dim)
    .where('grain', '=', 'D')
    .where('period', '>=', q.start)
    .where('period', '<', q.end)
    .groupBy(['metric', 'value'])
    .execute();
  return rows.map((r) => ({ metric: r.metric, value: r.value, n: Number(r.n) }));
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
