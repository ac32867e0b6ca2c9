import { sql } from 'kysely';
import type { Db } from '../../db/types.js';
import type { BuildingDto } from '#contract/schemas/entities.js';

export interface BuildingFilter {
  /** Restricts to one company (the caller's scope or an explicit filter). */
  companyId?: number;
  appId?: number;
  name?: string;
  id?: number;
  ids?: number[];
  limit: number;
  offset: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filtered(db: Db, filter: BuildingFilter) {
  let query = db.selectFrom('building').innerJoin('company', 'company.id', 'building.companyId').leftJoin('app', 'app.id', 'building.appId');
  if (filter.companyId !== undefined) query = query.where('building.companyId', '=', filter.companyId);
  if (filter.appId !== undefined) query = query.where('building.appId', '=', filter.appId);
  if (filter.id !== undefined) query = query.where('building.id', '=', filter.id);
  if (filter.ids !== undefined) query = query.where('building.id', 'in', filter.ids.length ? filter.ids : [0]);
  if (filter.name) query = query.where('building.name', 'ilike', `%${escapeLike(filter.name)}%`);
  return query;
}

export async function pageBuildings(db: Db, filter: BuildingFilter): Promise<{ records: BuildingDto[]; total: number }> {
  const query = filtered(db, filter);
  const [rows, count] = await Promise.all([
    query
      .select([
        'building.id',
        'building.name',
        'building.address',
        'building.companyId',
        'company.name as companyName',
        'building.appId',
        'app.name as appName',
        'app.appCode',
        'building.anchorLng',
        'building.anchorLat',
        (eb) =>
          eb
            .selectFrom('buildingVersion')
            .select((v) => v.fn.max('buildingVersion.version').as('v'))
            .whereRef('buildingVersion.buildingId', '=', 'building.id')
            .as('publishedVersion'),
      ])
      .orderBy('building.id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const levels = rows.length
    ? await db
        .selectFrom('level')
        .select(['id', 'buildingId', 'ordinal', 'name', 'shortName'])
        .where(
          'buildingId',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('ordinal')
        .orderBy('id')
        .execute()
    : [];
  const records = rows.map(({ anchorLng, anchorLat, publishedVersion, ...row }) => ({
    ...row,
    publishedVersion: publishedVersion === null ? null : Number(publishedVersion),
    anchor: anchorLng !== null && anchorLat !== null ? { lng: anchorLng, lat: anchorLat } : null,
    levels: levels.filter((l) => l.buildingId === row.id).map(({ id, ordinal, name, shortName }) => ({ id, ordinal, name, shortName })),
  }));
  return { records, total: count.total };
}

export async function findBuilding(db: Db, id: number, companyId?: number): Promise<BuildingDto | undefined> {
  const { records } = await pageBuildings(db, { id, companyId, limit: 1, offset: 0 });
  return records[0];
}

/** The company of each of the buildings that exist among `ids`. */
export async function buildingCompanies(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('building').select(['id', 'companyId']).where('id', 'in', ids).execute();
  return new Map(rows.map((b) => [b.id, b.companyId]));
}

/** Whether the building exists within the scope (undefined = every company). */
export async function buildingVisible(db: Db, id: number, companyId?: number): Promise<boolean> {
  let query = db.selectFrom('building').select('id').where('id', '=', id);
  if (companyId !== undefined) query = query.where('companyId', '=', companyId);
  return (await query.executeTakeFirst()) !== undefined;
}

// ---- building management (add, update, delete) ----

export interface BuildingValues {
  name: string;
  address: string;
  appId: number | null;
  anchorLng: number | null;
  anchorLat: number | null;
}
export interface LevelValues {
  ordinal: number;
  name: string;
  shortName: string | null;
}

/** Whether the app exists and belongs to the company. */
export async function appOfCompany(db: Db, appId: number, companyId: number): Promise<boolean> {
  return (await db.selectFrom('app').select('id').where('id', '=', appId).where('companyId', '=', companyId).executeTakeFirst()) !== undefined;
}

export async function insertBuilding(db: Db, values: BuildingValues & { companyId: number }): Promise<number> {
  return (await db.insertInto('building').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateBuildingRow(db: Db, id: number, values: BuildingValues): Promise<void> {
  await db.updateTable('building').set(values).where('id', '=', id).execute();
}

export async function deleteBuildingRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('building').where('id', '=', id).execute();
}

export async function insertLevel(db: Db, buildingId: number, values: LevelValues): Promise<number> {
  return (
    await db
      .insertInto('level')
      .values({ buildingId, ...values })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

export async function updateLevel(db: Db, id: number, values: LevelValues): Promise<void> {
  await db.updateTable('level').set(values).where('id', '=', id).execute();
}

export async function deleteLevels(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.deleteFrom('level').where('id', 'in', ids).execute();
}

/** How many features (distinct ids, any version) lie on each floor, connectors' levelIds included. */
export async function levelFeatureCounts(db: Db, buildingId: number, levelIds: number[]): Promise<Map<number, number>> {
  if (!levelIds.length) return new Map();
  const { rows } = await sql<{ levelId: string; n: number }>`
    SELECT l.id::text AS "levelId", count(DISTINCT mf.id)::int AS n
    FROM level l
    JOIN building_version bv ON bv.building_id = l.building_id
    JOIN map_feature mf ON mf.version_id = bv.id
      AND (mf.level_id = l.id OR mf.properties -> 'levelIds' @> jsonb_build_array(l.id))
    WHERE l.building_id = ${buildingId} AND l.id IN (${sql.join(levelIds)})
    GROUP BY l.id`.execute(db);
  return new Map(rows.map((r) => [Number(r.levelId), Number(r.n)]));
}

/** The first and last published version numbers (null: none published). */
export async function publishedRange(db: Db, buildingId: number): Promise<{ from: number | null; to: number | null }> {
  const row = await db
    .selectFrom('buildingVersion')
    .select([(eb) => eb.fn.min<number>('version').as('from'), (eb) => eb.fn.max<number>('version').as('to')])
    .where('buildingId', '=', buildingId)
    .where('status', '=', 'published')
    .executeTakeFirstOrThrow();
  return { from: row.from === null ? null : Number(row.from), to: row.to === null ? null : Number(row.to) };
}

/** What an IMDF export reads besides the features: the building (within the scope), its floors and POI types. */
export async function exportSource(db: Db, buildingId: number, companyId?: number) {
  let query = db.selectFrom('building').select(['id', 'name', 'address', 'anchorLng', 'anchorLat']).where('id', '=', buildingId);
  if (companyId !== undefined) query = query.where('companyId', '=', companyId);
  const [building, levels, poiTypes] = await Promise.all([
    query.executeTakeFirst(),
    db.selectFrom('level').select(['id', 'ordinal', 'name', 'shortName']).where('buildingId', '=', buildingId).orderBy('ordinal').orderBy('id').execute(),
    db.selectFrom('poiType').select(['id', 'name', 'nameEn', 'icon', 'color']).where('buildingId', '=', buildingId).orderBy('sort').orderBy('id').execute(),
  ]);
  return { building, levels, poiTypes };
}
