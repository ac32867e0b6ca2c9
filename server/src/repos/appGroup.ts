// Issue 16 应用分组: app groups and their members (SQL only).
import { sql } from 'kysely';
import type { Db } from '../db/types.js';

export interface AppGroupFilter {
  /** Part of the name, any case. */
  name?: string;
  ids?: number[];
  sort?: 'id' | 'name' | 'appCount' | 'updatedAt';
  order?: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export interface AppGroupRow {
  id: number;
  name: string;
  description: string;
  appCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface AppGroupMemberRow {
  groupId: number;
  id: number;
  name: string;
  companyName: string;
}

export interface AppGroupValues {
  name: string;
  description: string;
}

const SORT_SQL = {
  id: sql`g.id`,
  name: sql`lower(g.name)`,
  appCount: sql`coalesce(n.n, 0)`,
  updatedAt: sql`g.updated_at`,
} as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of groups with their app counts (the members come from `groupMembers`). */
export async function pageAppGroups(db: Db, filter: AppGroupFilter): Promise<{ records: AppGroupRow[]; total: number }> {
  const where = [sql`true`];
  if (filter.name) where.push(sql`g.name ILIKE ${`%${escapeLike(filter.name)}%`}`);
  if (filter.ids) where.push(sql`g.id = ANY(${filter.ids}::bigint[])`);
  const cond = sql.join(where, sql` AND `);
  const order = sql.raw(filter.order === 'desc' ? 'DESC' : 'ASC');
  const { rows } = await sql<AppGroupRow & { total: number }>`
    WITH n AS MATERIALIZED (SELECT group_id, count(*)::int AS n FROM app_group_app GROUP BY group_id)
    SELECT g.id::int AS id, g.name, g.description, coalesce(n.n, 0) AS "appCount", g.created_at AS "createdAt",
      g.updated_at AS "updatedAt", count(*) OVER ()::int AS total
    FROM app_group g LEFT JOIN n ON n.group_id = g.id
    WHERE ${cond}
    ORDER BY ${SORT_SQL[filter.sort ?? 'name']} ${order}, g.id ${order}
    LIMIT ${filter.limit} OFFSET ${filter.offset}`.execute(db);
  let total = rows[0]?.total;
  if (total === undefined) {
    total = filter.offset > 0 ? (await sql<{ n: number }>`SELECT count(*)::int AS n FROM app_group g WHERE ${cond}`.execute(db)).rows[0].n : 0;
  }
  return { records: rows.map(({ total: _t, ...r }) => r), total };
}

/** The apps of the given groups with their company's names, by app name. */
export async function groupMembers(db: Db, groupIds: number[]): Promise<AppGroupMemberRow[]> {
  if (!groupIds.length) return [];
  return db
    .selectFrom('appGroupApp as m')
    .innerJoin('app', 'app.id', 'm.appId')
    .innerJoin('company', 'company.id', 'app.companyId')
    .select(['m.groupId', 'app.id', 'app.name', 'company.name as companyName'])
    .where('m.groupId', 'in', groupIds)
    .orderBy(sql`lower(app.name)`)
    .orderBy('app.id')
    .execute();
}

/** The ids of a group's apps (other features filter by a group: the app and map lists, statistics, batch releases). */
export async function appIdsOfGroup(db: Db, groupId: number): Promise<number[]> {
  const rows = await db.selectFrom('appGroupApp').select('appId').where('groupId', '=', groupId).orderBy('appId').execute();
  return rows.map((r) => Number(r.appId));
}

/** Which of the ids name an app. */
export async function existingAppIds(db: Db, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('app').select('id').where('id', 'in', ids).execute();
  return rows.map((r) => Number(r.id));
}

/** A group of the same name regardless of case and surrounding spaces, other than `exceptId`. */
export async function appGroupNameOwner(db: Db, name: string, exceptId?: number): Promise<number | undefined> {
  let query = db
    .selectFrom('appGroup')
    .select('id')
    .where(sql`lower(btrim(name))`, '=', name.trim().toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst())?.id;
}

/** Locks the group's row until the transaction ends (a concurrent update or delete waits). */
export function lockAppGroup(db: Db, id: number) {
  return db.selectFrom('appGroup').select(['id', 'name', 'description']).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function insertAppGroup(db: Db, values: AppGroupValues): Promise<number> {
  const row = await db.insertInto('appGroup').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateAppGroup(db: Db, id: number, values: AppGroupValues, now = new Date()): Promise<void> {
  await db
    .updateTable('appGroup')
    .set({ ...values, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

/** Makes `appIds` the group's whole set of apps. */
export async function setGroupApps(db: Db, groupId: number, appIds: number[]): Promise<void> {
  await db.deleteFrom('appGroupApp').where('groupId', '=', groupId).execute();
  if (appIds.length)
    await db
      .insertInto('appGroupApp')
      .values(appIds.map((appId) => ({ groupId, appId })))
      .execute();
}

/** Deletes the group; its membership rows go with it (ON DELETE CASCADE), its apps stay. */
export async function deleteAppGroup(db: Db, id: number): Promise<void> {
  await db.deleteFrom('appGroup').where('id', '=', id).execute();
}
