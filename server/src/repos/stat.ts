// Issue 16 点击统计: the feature clicks of the rollups (usage_count, metric featureClicks), per app and local period.
import { sql } from 'kysely';
import type { Db } from '../db/types.js';

export interface StatAppRow {
  appId: number;
  name: string;
  appCode: string;
  companyName: string;
}

/** Every app with its company's name. */
export async function statApps(db: Db): Promise<StatAppRow[]> {
  return db
    .selectFrom('app')
    .innerJoin('company', 'company.id', 'app.companyId')
    .select(['app.id as appId', 'app.name', 'app.appCode', 'company.name as companyName'])
    .orderBy('app.id')
    .execute();
}

/** The time zones of the buildings of these apps (or of every app; none for no apps). */
export async function statTimeZones(db: Db, appIds?: number[]): Promise<string[]> {
  if (appIds && !appIds.length) return [];
  let q = db.selectFrom('building').select('timeZone').distinct();
  if (appIds !== undefined) q = q.where('appId', 'in', appIds);
  return (await q.orderBy('timeZone').execute()).map((r) => r.timeZone);
}

export interface ClickCell {
  /** null: a building in no app (its clicks count for all apps only). */
  appId: number | null;
  /** The period's start on its building's wall clock: YYYY-MM-DDTHH:00 (hour rows) or YYYY-MM-DDT00:00 (day rows). */
  local: string;
  feature: string;
  n: number;
}

/**
 * Clicks per app, local period and feature in [start, end) (instants; the caller keeps the local periods it wants).
 * Each step is MATERIALIZED: PGlite keeps no table statistics, and unfenced the planner joins the counts first.
 */
export async function clickCells(db: Db, q: { grain: 'H' | 'D'; start: Date; end: Date; feature?: string }): Promise<ClickCell[]> {
  const feature = q.feature === undefined ? sql`` : sql`AND value = ${q.feature}`;
  const rows = await sql<ClickCell>`
    WITH b AS MATERIALIZED (SELECT id, app_id, time_zone FROM building),
    c AS MATERIALIZED (
      SELECT building_id, period, value, n FROM usage_count
      WHERE metric = 'featureClicks' AND dim = 'feature' AND grain = ${q.grain} AND period >= ${q.start} AND period < ${q.end} ${feature}
    )
    SELECT b.app_id AS "appId", to_char(c.period AT TIME ZONE b.time_zone, 'YYYY-MM-DD"T"HH24:00') AS local, c.value AS feature, sum(c.n)::bigint AS n
    FROM c JOIN b ON b.id = c.building_id
    GROUP BY 1, 2, 3`.execute(db);
  return rows.rows.map((r) => ({ ...r, appId: r.appId === null ? null : Number(r.appId), n: Number(r.n) }));
}
