import { sql } from 'kysely';
import type { Db } from '../../../../server/src/db/types.js';

/**
 * Issue 6 (tests and `npm run bench`): inserts `n` POIs into the building's draft in bulk, each a copy of
 * one of the draft's own POIs (same level, type, unit and point, so every one is valid) named
 * `批量点位 <i>` / `Bulk POI <i>` with the id `bulk-<i>` (i from 1), and bumps the draft's revision.
 * One INSERT … SELECT: 20,000 rows in about a second on PGlite. Returns how many POIs the draft had before.
 * `analyze`: refresh the planner's statistics afterwards, as PostgreSQL's autovacuum soon would (PGlite has
 * none: without it the page sorts every POI instead of reading its rows from the name index).
 */
export async function addManyPois(db: Db, buildingId: number, n: number, options: { analyze?: boolean } = {}): Promise<number> {
  const draft = await db
    .selectFrom('buildingVersion')
    .select('id')
    .where('buildingId', '=', buildingId)
    .where('status', '=', 'draft')
    .executeTakeFirstOrThrow();
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM map_feature WHERE version_id = ${draft.id} AND feature_type = 'poi'`.execute(db);
  const before = Number(rows[0].n);
  if (!before) throw new Error(`building ${buildingId}'s draft has no POI to copy`);
  await sql`
    WITH src AS (
      SELECT row_number() OVER (ORDER BY id) - 1 AS k, level_id, properties, geometry
      FROM map_feature WHERE version_id = ${draft.id} AND feature_type = 'poi'
    )
    INSERT INTO map_feature (version_id, id, feature_type, level_id, properties, geometry)
    SELECT ${draft.id}, 'bulk-' || g, 'poi', src.level_id,
           src.properties || jsonb_build_object('name', '批量点位 ' || g, 'nameEn', 'Bulk POI ' || g, 'keywords', jsonb_build_array('bulk'), 'visible', true),
           src.geometry
    FROM generate_series(1, ${n}::int) AS g JOIN src ON src.k = g % ${before}`.execute(db);
  await sql`UPDATE building_version SET revision = revision + 1, updated_at = now() WHERE id = ${draft.id}`.execute(db);
  if (options.analyze) await sql`ANALYZE map_feature`.execute(db);
  return before;
}

export interface DraftPoi {
  id: string;
  levelId: number;
  properties: Record<string, any>;
  geometry: { type: string; coordinates: number[] };
}

/** The POIs of a building's draft, straight from the database (the tests' reference). */
export async function draftPois(db: Db, buildingId: number): Promise<DraftPoi[]> {
  const rows = await db
    .selectFrom('mapFeature')
    .innerJoin('buildingVersion', 'buildingVersion.id', 'mapFeature.versionId')
    .select(['mapFeature.id', 'mapFeature.levelId', 'mapFeature.properties', 'mapFeature.geometry'])
    .where('buildingVersion.buildingId', '=', buildingId)
    .where('buildingVersion.status', '=', 'draft')
    .where('mapFeature.featureType', '=', 'poi')
    .orderBy('mapFeature.id')
    .execute();
  return rows as DraftPoi[];
}

/** The draft's revision and how many patches the building has (both unchanged when a save is refused). */
export async function draftMark(db: Db, buildingId: number): Promise<{ revision: number; patches: number; pois: number }> {
  const draft = await db
    .selectFrom('buildingVersion')
    .select(['id', 'revision'])
    .where('buildingId', '=', buildingId)
    .where('status', '=', 'draft')
    .executeTakeFirstOrThrow();
  const patches = await db
    .selectFrom('mapPatch')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('buildingId', '=', buildingId)
    .executeTakeFirstOrThrow();
  const pois = await db
    .selectFrom('mapFeature')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('versionId', '=', draft.id)
    .where('featureType', '=', 'poi')
    .executeTakeFirstOrThrow();
  return { revision: draft.revision, patches: Number(patches.n), pois: Number(pois.n) };
}

/** The demo buildings' ids by short name. */
export async function demoBuildings(db: Db): Promise<Record<'mall' | 'office' | 'tower', number>> {
  const bs = await db.selectFrom('building').select(['id', 'name']).execute();
  const idOf = (name: string) => bs.find((b) => b.name === name)!.id;
  return { mall: idOf('环球购物中心'), office: idOf('科技园办公楼'), tower: idOf('Other Co Tower') };
}
