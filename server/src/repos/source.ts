// Issue 13: navigation links and their types (migration 012), and what getConfig reads. SQL only; the rules are in
// services/source.ts and services/appConfig.ts.
import { sql } from 'kysely';
import type { Db } from '../db/types.js';

export interface SourceValues {
  type: string;
  title: string;
  icon: string;
  target: Record<string, unknown>;
  enabled: boolean;
}

export async function listSourceTypes(db: Db) {
  return db.selectFrom('sourceType').select(['code', 'nameZh', 'nameEn', 'nameEs', 'nameJa']).orderBy('sort').execute();
}

const columns = ['id', 'appId', 'buildingId', 'type', 'title', 'icon', 'target', 'sort', 'enabled', 'updatedAt'] as const;

/** The links of one app in one building, in their order. */
export async function listSources(db: Db, appId: number, buildingId: number) {
  return db.selectFrom('source').select(columns).where('appId', '=', appId).where('buildingId', '=', buildingId).orderBy('sort').orderBy('id').execute();
}
export type SourceRow = Awaited<ReturnType<typeof listSources>>[number];

/** Where the links with these ids live (unknown ids are absent), with the building's company. */
export async function sourcePlaces(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('source')
    .innerJoin('building', 'building.id', 'source.buildingId')
    .select(['source.id', 'source.appId', 'source.buildingId', 'building.companyId'])
    .where('source.id', 'in', ids)
    .execute();
}

/** The app, with its company (undefined: no such app). */
export async function findApp(db: Db, id: number) {
  return db.selectFrom('app').select(['id', 'companyId', 'name', 'appCode', 'enabled']).where('id', '=', id).executeTakeFirst();
}

/** The building's app and company. */
export async function buildingApp(db: Db, buildingId: number) {
  return db.selectFrom('building').select(['appId', 'companyId']).where('id', '=', buildingId).executeTakeFirst();
}

/** The POI ids among `ids` that stand in the building's draft. */
export async function draftPoiIds(db: Db, buildingId: number, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('mapFeature')
    .innerJoin('buildingVersion', 'buildingVersion.id', 'mapFeature.versionId')
    .select('mapFeature.id')
    .where('buildingVersion.buildingId', '=', buildingId)
    .where('buildingVersion.status', '=', 'draft')
    .where('mapFeature.featureType', '=', 'poi')
    .where('mapFeature.id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.id));
}

export async function insertSource(db: Db, place: { appId: number; buildingId: number }, values: SourceValues, sort: number, adminId: number | null) {
  await db
    .insertInto('source')
    .values({ ...place, ...values, target: JSON.stringify(values.target), sort, createdBy: adminId, updatedBy: adminId })
    .execute();
}

/** Changes a link; its `updated_*` move only when something but the order changed. */
export async function updateSource(db: Db, id: number, values: SourceValues, sort: number, changed: boolean, adminId: number | null, now: Date) {
  await db
    .updateTable('source')
    .set({ ...values, target: JSON.stringify(values.target), sort, ...(changed ? { updatedBy: adminId, updatedAt: now } : {}) })
    .where('id', '=', id)
    .execute();
}

export async function deleteSources(db: Db, ids: number[]): Promise<void> {
  await db.deleteFrom('source').where('id', 'in', ids).execute();
}

// ---- getConfig ----

/** The app of a code: what getConfig may show of it (never anything else of the row). */
export async function appByCode(db: Db, appCode: string) {
  return db
    .selectFrom('app')
    .innerJoin('company', 'company.id', 'app.companyId')
    .select(['app.id', 'app.name', 'app.appCode', 'app.enabled', 'company.enabled as companyEnabled'])
    .where('app.appCode', '=', appCode)
    .executeTakeFirst();
}

/** The app's buildings with their newest published version (none: not listed). */
export async function publishedBuildings(db: Db, appId: number) {
  return db
    .selectFrom('building')
    .innerJoin('buildingVersion', 'buildingVersion.buildingId', 'building.id')
    .select(['building.id', 'building.name', 'building.address', 'buildingVersion.version', 'buildingVersion.publishedAt'])
    .where('building.appId', '=', appId)
    .where('buildingVersion.status', '=', 'published')
    .where(
      'buildingVersion.version',
      '=',
      sql<number>`(SELECT max(v.version) FROM building_version v WHERE v.building_id = building.id AND v.status = 'published')`,
    )
    .orderBy('building.id')
    .execute();
}

export async function poiTypesOf(db: Db, buildingIds: number[]) {
  if (!buildingIds.length) return [];
  return db
    .selectFrom('poiType')
    .select(['id', 'buildingId', 'name', 'nameEn', 'icon', 'color'])
    .where('buildingId', 'in', buildingIds)
    .orderBy('buildingId')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** The enabled links of the app in these buildings, in order. */
export async function enabledSources(db: Db, appId: number, buildingIds: number[]) {
  if (!buildingIds.length) return [];
  return db
    .selectFrom('source')
    .select(['id', 'buildingId', 'type', 'title', 'icon', 'target'])
    .where('appId', '=', appId)
    .where('buildingId', 'in', buildingIds)
    .where('enabled', '=', true)
    .orderBy('buildingId')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Distinct UUIDs of the deployed beacons per building. */
export async function deployedBeaconUuids(db: Db, buildingIds: number[]) {
  if (!buildingIds.length) return [];
  return db
    .selectFrom('beacon')
    .select(['buildingId', sql<string>`uuid::text`.as('uuid')])
    .distinct()
    .where('buildingId', 'in', buildingIds)
    .where('lifecycle', '=', 'deployed')
    .orderBy('buildingId')
    .orderBy('uuid')
    .execute();
}
