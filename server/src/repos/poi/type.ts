// Issue 6: a building's POI types (the legend and the filters).
import { sql } from 'kysely';
import type { Db } from '../../db/types.js';

const COLUMNS = ['id', 'buildingId', 'name', 'nameEn', 'icon', 'color', 'iconUrl', 'sort'] as const;

export interface PoiTypeValues {
  buildingId: number;
  name: string;
  nameEn: string;
  icon: string;
  color: string;
  iconUrl?: string;
  sort?: number;
}

/** The building's POI types, in their order. */
export async function listPoiTypes(db: Db, buildingId: number) {
  return db
    .selectFrom('poiType')
    .select(['id', 'name', 'nameEn', 'icon', 'color', 'iconUrl', 'sort'])
    .where('buildingId', '=', buildingId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function findPoiType(db: Db, id: number) {
  return db.selectFrom('poiType').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Whether another type of the building (not `exceptId`) has this name, compared trimmed and in any case. */
export async function poiTypeNameTaken(db: Db, buildingId: number, name: string, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('poiType')
    .select('id')
    .where('buildingId', '=', buildingId)
    .where(sql<boolean>`lower(btrim(name)) = lower(${name.trim()})`);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertPoiType(db: Db, values: PoiTypeValues) {
  const sort =
    values.sort ??
    Number(
      (
        await db
          .selectFrom('poiType')
          .select(sql<number>`coalesce(max(sort), -1) + 1`.as('next'))
          .where('buildingId', '=', values.buildingId)
          .executeTakeFirstOrThrow()
      ).next,
    );
  return db
    .insertInto('poiType')
    .values({ ...values, sort })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function updatePoiType(db: Db, id: number, values: PoiTypeValues) {
  const { buildingId: _building, sort, ...rest } = values;
  return db
    .updateTable('poiType')
    .set({ ...rest, ...(sort !== undefined ? { sort } : {}) })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** How many POIs name the type: in the building's draft, and (distinct POI ids) in its published versions. */
export async function poiTypeUsage(db: Db, type: { id: number; buildingId: number }): Promise<{ draft: number; published: number }> {
  const { rows } = await sql<{ draft: number; published: number }>`
    SELECT count(*) FILTER (WHERE v.status = 'draft')::int AS draft,
           count(DISTINCT f.id) FILTER (WHERE v.status = 'published')::int AS published
    FROM map_feature f JOIN building_version v ON v.id = f.version_id
    WHERE v.building_id = ${type.buildingId} AND f.feature_type = 'poi' AND f.properties -> 'poiTypeId' = ${JSON.stringify(type.id)}::jsonb`.execute(db);
  return { draft: Number(rows[0]?.draft ?? 0), published: Number(rows[0]?.published ?? 0) };
}

export async function deletePoiType(db: Db, id: number): Promise<void> {
  await db.deleteFrom('poiType').where('id', '=', id).execute();
}
