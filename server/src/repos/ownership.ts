// Issue 10: which ids of a request name an object of another building (ids that exist nowhere are left out).
import { sql } from 'kysely';
import type { Db } from '../db/types.js';

const TABLES = { level: 'level', poiType: 'poi_type', task: 'road_time_task' } as const;

/** Ids among `ids` of a floor, POI type or road time task of another building than `buildingId`. */
export async function foreignRowIds(db: Db, table: keyof typeof TABLES, buildingId: number, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const { rows } = await sql<{ id: number | string }>`
    SELECT id FROM ${sql.table(TABLES[table])} WHERE id IN (${sql.join(ids)}) AND building_id <> ${buildingId}`.execute(db);
  return rows.map((r) => Number(r.id));
}

/** Region ids among `ids` used by sections of other buildings only (any version). */
export async function foreignRegionIds(db: Db, buildingId: number, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const { rows } = await sql<{ id: number | string }>`
    SELECT (mf.properties ->> 'regionId')::bigint AS id
    FROM map_feature mf JOIN building_version bv ON bv.id = mf.version_id
    WHERE mf.feature_type = 'section' AND (mf.properties ->> 'regionId')::bigint IN (${sql.join(ids)})
    GROUP BY 1
    HAVING bool_and(bv.building_id <> ${buildingId})`.execute(db);
  return rows.map((r) => Number(r.id));
}

/**
 * Feature ids among `ids` that no version, patch or time task of `buildingId` knows and a version of
 * another building holds. Feature ids are scoped per building: the same id in both is this building's.
 * The first lookup runs on the primary key; the others only for the ids it did not find.
 */
export async function foreignFeatureIds(db: Db, buildingId: number, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const versions = db.selectFrom('buildingVersion').select('id').where('buildingId', '=', buildingId);
  const own = await db.selectFrom('mapFeature').select('id').distinct().where('versionId', 'in', versions).where('id', 'in', ids).execute();
  const known = new Set(own.map((r) => r.id));
  const rest = ids.filter((id) => !known.has(id));
  if (!rest.length) return [];
  const elsewhere = await db
    .selectFrom('mapFeature')
    .innerJoin('buildingVersion', 'buildingVersion.id', 'mapFeature.versionId')
    .select('mapFeature.id')
    .distinct()
    .where('buildingVersion.buildingId', '<>', buildingId)
    .where('mapFeature.id', 'in', rest)
    .execute();
  if (!elsewhere.length) return [];
  const candidates = elsewhere.map((r) => r.id);
  // Removed from this building since (its history names them): still this building's ids.
  const { rows } = await sql<{ id: string }>`
    SELECT c ->> 'id' AS id FROM map_patch p CROSS JOIN LATERAL jsonb_array_elements(p.changes) c
    WHERE p.building_id = ${buildingId} AND c ->> 'id' IN (${sql.join(candidates)})
    UNION
    SELECT r AS id FROM road_time_task t CROSS JOIN LATERAL unnest(t.road_ids) r
    WHERE t.building_id = ${buildingId} AND r IN (${sql.join(candidates)})`.execute(db);
  const history = new Set(rows.map((r) => r.id));
  return candidates.filter((id) => !history.has(id));
}
