// Issue 15: the heat map's bins (migration 016). SQL only; the arithmetic is in server/src/usage/heat.ts.
import { sql } from 'kysely';
import type { Db } from '../db/types.js';
import type { HeatRow, HeatUserRow } from '../usage/heat.js';

const CHUNK = 5000;

/** Adds fixes and dwell to their bins. */
export async function addHeat(trx: Db, rows: HeatRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK);
    const pick = <K extends keyof HeatRow>(k: K) => part.map((r) => r[k]);
    await sql`INSERT INTO usage_heat (building_id, level_id, day, hour, cx, cy, fixes, dwell, rated, accuracy_sum, poor)
      SELECT * FROM unnest(${pick('buildingId')}::bigint[], ${pick('levelId')}::bigint[], ${pick('day')}::date[], ${pick('hour')}::smallint[],
        ${pick('cx')}::integer[], ${pick('cy')}::integer[], ${pick('fixes')}::integer[], ${pick('dwell')}::double precision[],
        ${pick('rated')}::integer[], ${pick('accuracySum')}::double precision[], ${pick('poor')}::integer[])
      ON CONFLICT (building_id, level_id, day, hour, cx, cy)
      DO UPDATE SET fixes = usage_heat.fixes + excluded.fixes, dwell = usage_heat.dwell + excluded.dwell, rated = usage_heat.rated + excluded.rated,
        accuracy_sum = usage_heat.accuracy_sum + excluded.accuracy_sum, poor = usage_heat.poor + excluded.poor`.execute(trx);
  }
}

/** Records who had a fix in each bin (once per user). */
export async function addHeatUsers(trx: Db, rows: HeatUserRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK);
    const pick = <K extends keyof HeatUserRow>(k: K) => part.map((r) => r[k]);
    await sql`INSERT INTO usage_heat_user (building_id, level_id, day, hour, cx, cy, user_id)
      SELECT * FROM unnest(${pick('buildingId')}::bigint[], ${pick('levelId')}::bigint[], ${pick('day')}::date[], ${pick('hour')}::smallint[],
        ${pick('cx')}::integer[], ${pick('cy')}::integer[], ${pick('userId')}::text[])
      ON CONFLICT DO NOTHING`.execute(trx);
  }
}

export interface HeatRange {
  buildingId: number;
  levelId: number;
  /** Local days, YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
}

export interface HeatCellRow {
  cx: number;
  cy: number;
  /** null: the whole day. */
  hour: number | null;
  fixes: number;
  dwell: number;
  users: number;
}

/** A level's bins over a range of days: per cell and hour of day, and per cell for the whole day, with distinct users.
 * Both sides are MATERIALIZED: without statistics on these tables the planner re-ran the users' aggregate for every
 * row of the other side (13 times slower on the bench). */
export async function heatCells(db: Db, r: HeatRange): Promise<HeatCellRow[]> {
  const rows = await sql<{ cx: number; cy: number; hour: number | null; fixes: string; dwell: number; users: string }>`
    WITH h AS MATERIALIZED (
      SELECT cx, cy, hour, sum(fixes) AS fixes, sum(dwell) AS dwell FROM usage_heat
      WHERE building_id = ${r.buildingId} AND level_id = ${r.levelId} AND day BETWEEN ${r.from}::date AND ${r.to}::date
      GROUP BY GROUPING SETS ((cx, cy, hour), (cx, cy))
    ), u AS MATERIALIZED (
      SELECT cx, cy, hour, count(DISTINCT user_id) AS users FROM usage_heat_user
      WHERE building_id = ${r.buildingId} AND level_id = ${r.levelId} AND day BETWEEN ${r.from}::date AND ${r.to}::date
      GROUP BY GROUPING SETS ((cx, cy, hour), (cx, cy))
    )
    SELECT h.cx, h.cy, h.hour, h.fixes, h.dwell, coalesce(u.users, 0) AS users
    FROM h LEFT JOIN u ON u.cx = h.cx AND u.cy = h.cy AND u.hour IS NOT DISTINCT FROM h.hour`.execute(db);
  return rows.rows.map((x) => ({ cx: x.cx, cy: x.cy, hour: x.hour, fixes: Number(x.fixes), dwell: x.dwell, users: Number(x.users) }));
}

/** Distinct users over a range per group of cells (a region): `groups` names each cell's group. */
export async function groupUsers(db: Db, r: HeatRange, cells: Array<{ cx: number; cy: number; group: number }>): Promise<Map<number, number>> {
  if (!cells.length) return new Map();
  const rows = await sql<{ group: number; users: string }>`
    SELECT g.grp AS group, count(DISTINCT u.user_id) AS users
    FROM usage_heat_user u
    JOIN unnest(${cells.map((c) => c.cx)}::integer[], ${cells.map((c) => c.cy)}::integer[], ${cells.map((c) => c.group)}::integer[]) AS g(cx, cy, grp)
      ON u.cx = g.cx AND u.cy = g.cy
    WHERE u.building_id = ${r.buildingId} AND u.level_id = ${r.levelId} AND u.day BETWEEN ${r.from}::date AND ${r.to}::date
    GROUP BY g.grp`.execute(db);
  return new Map(rows.rows.map((x) => [Number(x.group), Number(x.users)]));
}

/** Who was where (per bin, and per level: issue 15's location quality) goes with the raw events (retention); the bins' counts stay. */
export async function dropHeatUsersBefore(trx: Db, day: string): Promise<void> {
  await sql`DELETE FROM usage_heat_user WHERE day < ${day}::date`.execute(trx);
  await sql`DELETE FROM usage_level_user WHERE day < ${day}::date`.execute(trx);
}
