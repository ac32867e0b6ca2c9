// Issue 16 用户列表: the apps' end users read from the rollups (usage_user, usage_session, usage_active). SQL only.
import { sql } from 'kysely';
import type { Db } from '../db/types.js';

export interface AppUserFilter {
  /** The start of the user id. */
  prefix?: string;
  appId?: number;
  /** Issue 16 应用分组: only users seen in a building of the group's apps. */
  appGroupId?: number;
  platform?: string;
  sort: 'lastSeen' | 'firstSeen' | 'userId';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export interface AppUserListRow {
  userId: string;
  appIds: number[];
  platforms: string[];
  buildingIds: number[];
  firstAt: Date;
  lastAt: Date;
  sessions: number;
  brand: string | null;
  model: string | null;
  os: string | null;
  osVersion: string | null;
}

/** `LIKE` with the prefix's own wildcards taken literally. */
const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of users. MATERIALIZED CTEs: PGlite keeps no table statistics, so the planner is told the order —
 * group the matching usage_user rows per user, page them, then count sessions and read the latest device only
 * for the page's users (by the (building, user) indexes).
 */
export async function pageAppUsers(db: Db, f: AppUserFilter): Promise<{ records: AppUserListRow[]; total: number }> {
  const where = f.prefix ? sql`WHERE uu.user_id LIKE ${likePrefix(f.prefix)}` : sql``;
  const having = [
    f.appId !== undefined ? sql`bool_or(b.app_id = ${f.appId})` : null,
    f.appGroupId !== undefined ? sql`bool_or(b.app_id IN (SELECT app_id FROM app_group_app WHERE group_id = ${f.appGroupId}))` : null,
    f.platform !== undefined ? sql`bool_or(uu.platform = ${f.platform})` : null,
  ].filter((x) => x !== null);
  const havingSql = having.length ? sql`HAVING ${sql.join(having, sql` AND `)}` : sql``;
  const column = { lastSeen: sql`last_at`, firstSeen: sql`first_at`, userId: sql`user_id` }[f.sort];
  const dir = f.order === 'asc' ? sql`ASC` : sql`DESC`;
  const rows = await sql<AppUserListRow & { total: number }>`
    WITH u AS MATERIALIZED (
      SELECT uu.user_id, min(uu.first_at) AS first_at, max(uu.last_at) AS last_at,
        array_remove(array_agg(DISTINCT b.app_id), NULL) AS app_ids, array_agg(DISTINCT uu.platform) AS platforms,
        array_agg(uu.building_id ORDER BY uu.building_id) AS building_ids
      FROM usage_user uu JOIN building b ON b.id = uu.building_id
      ${where}
      GROUP BY uu.user_id ${havingSql}
    ), n AS MATERIALIZED (SELECT count(*)::int AS total FROM u),
    pg AS MATERIALIZED (SELECT * FROM u ORDER BY ${column} ${dir}, user_id ${dir} LIMIT ${f.limit} OFFSET ${f.offset})
    SELECT pg.*, n.total,
      (SELECT count(*)::int FROM usage_session s WHERE s.building_id = ANY(pg.building_ids) AND s.user_id = pg.user_id) AS sessions,
      d.brand, d.model, d.os, d.os_version
    FROM n LEFT JOIN pg ON true
    LEFT JOIN LATERAL (
      SELECT a.brand, a.model, a.os, a.os_version FROM usage_active a
      WHERE a.building_id = ANY(pg.building_ids) AND a.user_id = pg.user_id AND a.grain = 'D'
      ORDER BY a.period DESC LIMIT 1
    ) d ON true
    ORDER BY pg.${column} ${dir}, pg.user_id ${dir}`.execute(db);
  const total = rows.rows[0]?.total ?? 0;
  const records = rows.rows
    .filter((r) => r.userId !== null)
    .map(({ total: _total, ...r }) => ({ ...r, appIds: r.appIds.map(Number), buildingIds: r.buildingIds.map(Number) }));
  return { records, total };
}

export interface UserBuildingRow {
  buildingId: number;
  buildingName: string;
  appId: number | null;
  timeZone: string;
  firstAt: Date;
  lastAt: Date;
  platform: string;
  appVersion: string;
}

/** The buildings a user was seen in (usage_user), with their names, apps and time zones. */
export async function userBuildings(db: Db, userId: string): Promise<UserBuildingRow[]> {
  return db
    .selectFrom('usageUser')
    .innerJoin('building', 'building.id', 'usageUser.buildingId')
    .select([
      'usageUser.buildingId',
      'building.name as buildingName',
      'building.appId',
      'building.timeZone',
      'usageUser.firstAt',
      'usageUser.lastAt',
      'usageUser.platform',
      'usageUser.appVersion',
    ])
    .where('usageUser.userId', '=', userId)
    .orderBy('usageUser.buildingId')
    .execute();
}

export async function appNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('app').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function appExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('app').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export interface UserSessionRow {
  buildingId: number;
  sessionId: string;
  platform: string;
  startedAt: Date;
  endedAt: Date;
  events: number;
  fixes: number;
}

/** A user's sessions in these buildings, newest first (`limit`: only the newest). */
export async function userSessions(db: Db, buildingIds: number[], userId: string, limit?: number): Promise<UserSessionRow[]> {
  if (!buildingIds.length) return [];
  let q = db
    .selectFrom('usageSession')
    .select(['buildingId', 'sessionId', 'platform', 'startedAt', 'endedAt', 'events', 'fixes'])
    .where('buildingId', 'in', buildingIds)
    .where('userId', '=', userId)
    .orderBy('startedAt', 'desc')
    .orderBy('sessionId', 'desc');
  if (limit !== undefined) q = q.limit(limit);
  return q.execute();
}

/** The latest device a user was active on (usage_active's day rows). */
export async function latestDevice(db: Db, buildingIds: number[], userId: string) {
  if (!buildingIds.length) return undefined;
  return db
    .selectFrom('usageActive')
    .select(['brand', 'model', 'os', 'osVersion'])
    .where('buildingId', 'in', buildingIds)
    .where('userId', '=', userId)
    .where('grain', '=', 'D')
    .orderBy('period', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The user's raw events per building-local day since `since`, and in all, read through the user's sessions (the
 * session index of usage_event): every stored event belongs to a session of usage_session.
 */
export async function userEventDays(db: Db, userId: string, since: Date): Promise<{ total: number; days: Array<{ day: string; events: number }> }> {
  const rows = await sql<{ day: string | null; events: number }>`
    WITH s AS MATERIALIZED (SELECT building_id, session_id FROM usage_session
      WHERE user_id = ${userId} AND building_id IN (SELECT building_id FROM usage_user WHERE user_id = ${userId})),
    e AS MATERIALIZED (SELECT e.occurred_at, b.time_zone FROM s
      JOIN usage_event e ON e.building_id = s.building_id AND e.session_id = s.session_id AND e.user_id = ${userId}
      JOIN building b ON b.id = s.building_id)
    SELECT to_char((occurred_at AT TIME ZONE time_zone)::date, 'YYYY-MM-DD') AS day, count(*)::int AS events FROM e
      WHERE occurred_at >= ${since} GROUP BY 1
    UNION ALL SELECT NULL, count(*)::int FROM e`.execute(db);
  return {
    total: rows.rows.find((r) => r.day === null)?.events ?? 0,
    days: rows.rows.filter((r): r is { day: string; events: number } => r.day !== null),
  };
}
