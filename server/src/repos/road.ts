import { sql } from 'kysely';
import type { Db, FeatureType } from '../db/types.js';
import type { TimeTask } from '../roads/timeTasks.js';

/** The feature types of the road network: what road/save and time tasks may name. */
export const NETWORK_TYPES: readonly FeatureType[] = ['road', 'connector'];

export interface FeatureRow {
  id: string;
  featureType: FeatureType;
  levelId: number | null;
  properties: Record<string, unknown>;
  geometry: { type: string; coordinates: unknown };
}

const FEATURE_COLUMNS = ['id', 'featureType', 'levelId', 'properties', 'geometry'] as const;
const asRow = (r: { id: string; featureType: FeatureType; levelId: number | null; properties: unknown; geometry: unknown }): FeatureRow => ({
  ...r,
  properties: (r.properties ?? {}) as Record<string, unknown>,
  geometry: r.geometry as FeatureRow['geometry'],
});

/** The road and connector features of a version, by id. */
export async function networkOf(db: Db, versionId: number): Promise<FeatureRow[]> {
  const rows = await db
    .selectFrom('mapFeature')
    .select(FEATURE_COLUMNS)
    .where('versionId', '=', versionId)
    .where('featureType', 'in', NETWORK_TYPES)
    .orderBy('id')
    .execute();
  return rows.map(asRow);
}

/** Features of a version among `ids` (any type). */
export async function featuresByIds(db: Db, versionId: number, ids: readonly string[]): Promise<FeatureRow[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('mapFeature').select(FEATURE_COLUMNS).where('versionId', '=', versionId).where('id', 'in', ids).execute();
  return rows.map(asRow);
}

/** The door (opening) of each of the units in a version that has one (the first by id), by unit id. */
export async function doorsOf(db: Db, versionId: number, unitIds: readonly string[]): Promise<Map<string, FeatureRow>> {
  const doors = new Map<string, FeatureRow>();
  if (!unitIds.length) return doors;
  const rows = await db
    .selectFrom('mapFeature')
    .select([...FEATURE_COLUMNS, sql<string>`properties->>'unitId'`.as('unitId')])
    .where('versionId', '=', versionId)
    .where('featureType', '=', 'opening')
    .where(sql<boolean>`properties->>'unitId' = ANY(${[...unitIds]}::text[])`)
    .orderBy('id')
    .execute();
  for (const { unitId, ...row } of rows) if (!doors.has(unitId)) doors.set(unitId, asRow(row));
  return doors;
}

/** Merges `patch` into one feature's properties. */
export async function mergeProperties(db: Db, versionId: number, id: string, patch: Record<string, unknown>): Promise<void> {
  await db
    .updateTable('mapFeature')
    .set({ properties: sql<string>`properties || ${JSON.stringify(patch)}::jsonb` })
    .where('versionId', '=', versionId)
    .where('id', '=', id)
    .execute();
}

async function levelsOf(db: Db, buildingId: number) {
  const rows = await db.selectFrom('level').select(['id', 'ordinal', 'name', 'shortName']).where('buildingId', '=', buildingId).orderBy('ordinal').execute();
  return rows.map((l) => ({ id: l.id, ordinal: l.ordinal, name: l.name, shortName: l.shortName ?? l.name }));
}

/** A stored task: the schedule plus who made it. */
export interface TaskRecord extends TimeTask {
  buildingId: number;
  createdBy: string | null;
  createdAt: Date;
  updatedBy: string | null;
  updatedAt: Date;
}

function taskQuery(db: Db) {
  return db
    .selectFrom('roadTimeTask as t')
    .leftJoin('admin as c', 'c.id', 't.createdBy')
    .leftJoin('admin as u', 'u.id', 't.updatedBy')
    .select([
      't.id',
      't.buildingId',
      't.name',
      't.reason',
      't.action',
      't.roadIds',
      't.startsAt',
      't.endsAt',
      't.repeat',
      't.weekdays',
      // A date column would come back as a local-midnight Date: read the civil date as text.
      sql<string | null>`t.until::text`.as('until'),
      't.timeZone',
      't.enabled',
      't.exceptionOf',
      'c.email as createdBy',
      't.createdAt',
      'u.email as updatedBy',
      't.updatedAt',
    ]);
}

/** Every task of a building (to evaluate statuses, or check contradictions). */
export async function tasksOf(db: Db, buildingId: number): Promise<TaskRecord[]> {
  return taskQuery(db).where('t.buildingId', '=', buildingId).orderBy('t.id').execute();
}

export async function findTasks(db: Db, ids: readonly number[]): Promise<TaskRecord[]> {
  if (!ids.length) return [];
  return taskQuery(db).where('t.id', 'in', ids).execute();
}

/** A page of a building's tasks, newest first, optionally those naming one feature. */
export async function pageTasks(
  db: Db,
  filter: { buildingId: number; roadId?: string; limit: number; offset: number },
): Promise<{ records: TaskRecord[]; total: number }> {
  let query = taskQuery(db).where('t.buildingId', '=', filter.buildingId);
  if (filter.roadId !== undefined) query = query.where(sql<boolean>`${filter.roadId} = ANY(t.road_ids)`);
  const [records, count] = await Promise.all([
    query.orderBy('t.id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { records, total: Number(count.total) };
}

export type TaskValues = Pick<
  TimeTask,
  'name' | 'reason' | 'action' | 'roadIds' | 'startsAt' | 'endsAt' | 'repeat' | 'weekdays' | 'until' | 'timeZone' | 'enabled' | 'exceptionOf'
>;

function columns(v: TaskValues) {
  return {
    name: v.name,
    reason: v.reason,
    action: v.action,
    roadIds: [...v.roadIds],
    startsAt: v.startsAt,
    endsAt: v.endsAt,
    repeat: v.repeat,
    weekdays: [...v.weekdays],
    until: v.until,
    timeZone: v.timeZone,
    enabled: v.enabled,
    exceptionOf: [...v.exceptionOf],
  };
}

export async function insertTask(db: Db, buildingId: number, values: TaskValues, adminId: number): Promise<number> {
  const row = await db
    .insertInto('roadTimeTask')
    .values({ buildingId, ...columns(values), createdBy: adminId, updatedBy: adminId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTask(db: Db, id: number, values: TaskValues, adminId: number): Promise<void> {
  await db
    .updateTable('roadTimeTask')
    .set({ ...columns(values), updatedBy: adminId, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function deleteTasks(db: Db, ids: readonly number[]): Promise<number> {
  if (!ids.length) return 0;
  const result = await db.deleteFrom('roadTimeTask').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

const TASK_LOCK = 72_410_006;

/** Serialises the task saves of one building (call in the transaction: the contradiction check reads the others first). */
export async function lockTasks(db: Db, buildingId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${TASK_LOCK}::int, ${buildingId}::int)`.execute(db);
}

/** Reads a version's network (networkOf, or a cache of it keyed by the version and its network's revision). */
export type NetworkLoader = (db: Db, versionId: number, networkRevision: number) => Promise<FeatureRow[]>;

/** What the road calls read: the draft (if any) with its revision, the levels, the network and the tasks. */
export async function draftNetwork(db: Db, buildingId: number, load: NetworkLoader = networkOf) {
  const draft = await db
    .selectFrom('buildingVersion')
    .select(['id', 'revision', 'networkRevision'])
    .where('buildingId', '=', buildingId)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  const [levels, features, tasks] = await Promise.all([
    levelsOf(db, buildingId),
    draft ? load(db, draft.id, draft.networkRevision) : [],
    tasksOf(db, buildingId),
  ]);
  return { versionId: draft?.id ?? null, revision: draft?.revision ?? 0, levels, features, tasks };
}
