// Issue 15: the heat map's bins (migration 016). SQL only; the arithmetic is in server/src/usage/heat.ts.
import { sql } from 'kysely';
import type { Db } from '../db/types.js';
import type { HeatRow } from '../usage/heat.js';

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

/** A level's bins over a range of days: per cell and hour of day, and per cell for the whole day (the distinct users: the day bitmaps). */
export async function heatCells(db: Db, r: HeatRange): Promise<Omit<HeatCellRow, 'users'>[]> {
  const rows = await sql<{ cx: number; cy: number; hour: number | null; fixes: string; dwell: number }>`
    SELECT cx, cy, hour, sum(fixes) AS fixes, sum(dwell) AS dwell FROM usage_heat
    WHERE building_id = ${r.buildingId} AND level_id = ${r.levelId} AND day BETWEEN ${r.from}::date AND ${r.to}::date
    GROUP BY GROUPING SETS ((cx, cy, hour), (cx, cy))`.execute(db);
  return rows.rows.map((x) => ({ cx: x.cx, cy: x.cy, hour: x.hour, fixes: Number(x.fixes), dwell: x.dwell }));
}
