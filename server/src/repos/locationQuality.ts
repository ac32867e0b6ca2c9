// Issue 15: 定位功能 location quality (migration 019). SQL only; the arithmetic is in server/src/usage/quality.ts.
import { sql } from 'kysely';
import type { Db } from '../db/types.js';
import type { QualityRows } from '../usage/quality.js';
import type { HeatRange } from './heat.js';

const CHUNK = 5000;

/** Adds a batch's fixes to their levels' error histograms (who had a fix on each level and day: the day bitmaps). */
export async function addQuality(trx: Db, quality: QualityRows): Promise<void> {
  const buckets = quality.accuracy();
  for (let i = 0; i < buckets.length; i += CHUNK) {
    const part = buckets.slice(i, i + CHUNK);
    const pick = <K extends keyof (typeof part)[number]>(k: K) => part.map((r) => r[k]);
    await sql`INSERT INTO usage_accuracy (building_id, level_id, day, bucket, fixes)
      SELECT * FROM unnest(${pick('buildingId')}::bigint[], ${pick('levelId')}::bigint[], ${pick('day')}::date[], ${pick('bucket')}::smallint[],
        ${pick('fixes')}::integer[])
      ON CONFLICT (building_id, level_id, day, bucket) DO UPDATE SET fixes = usage_accuracy.fixes + excluded.fixes`.execute(trx);
  }
}

export type DaysRange = Omit<HeatRange, 'levelId'>;

export interface LevelQualityRow {
  levelId: number;
  fixes: number;
  poor: number;
  users: number;
}

/** Per level of a building over a range of days: its fixes and poor fixes (the distinct users: the day bitmaps). */
export async function levelQuality(db: Db, r: DaysRange): Promise<Omit<LevelQualityRow, 'users'>[]> {
  const rows = await sql<{ levelId: number; fixes: string; poor: string }>`
    SELECT level_id AS "levelId", sum(fixes) AS fixes, sum(poor) AS poor FROM usage_heat
    WHERE building_id = ${r.buildingId} AND day BETWEEN ${r.from}::date AND ${r.to}::date GROUP BY level_id`.execute(db);
  return rows.rows.map((x) => ({ levelId: Number(x.levelId), fixes: Number(x.fixes), poor: Number(x.poor) }));
}

/** Per level of a building over a range of days: fixes per bucket of estimated error. */
export async function accuracyHistograms(db: Db, r: DaysRange): Promise<Array<{ levelId: number; bucket: number; fixes: number }>> {
  const rows = await sql<{ levelId: number; bucket: number; fixes: string }>`
    SELECT level_id AS "levelId", bucket, sum(fixes) AS fixes FROM usage_accuracy
    WHERE building_id = ${r.buildingId} AND day BETWEEN ${r.from}::date AND ${r.to}::date
    GROUP BY level_id, bucket`.execute(db);
  return rows.rows.map((x) => ({ levelId: Number(x.levelId), bucket: x.bucket, fixes: Number(x.fixes) }));
}

export interface QualityCellRow {
  cx: number;
  cy: number;
  fixes: number;
  rated: number;
  accuracySum: number;
  poor: number;
  users: number;
}

/** A level's cells over a range of days: fixes and their estimated error (the distinct users: the day bitmaps). */
export async function qualityCells(db: Db, r: HeatRange): Promise<Omit<QualityCellRow, 'users'>[]> {
  const rows = await sql<{ cx: number; cy: number; fixes: string; rated: string; accuracySum: number; poor: string }>`
    SELECT cx, cy, sum(fixes) AS fixes, sum(rated) AS rated, sum(accuracy_sum) AS "accuracySum", sum(poor) AS poor FROM usage_heat
    WHERE building_id = ${r.buildingId} AND level_id = ${r.levelId} AND day BETWEEN ${r.from}::date AND ${r.to}::date
    GROUP BY cx, cy`.execute(db);
  return rows.rows.map((x) => ({
    cx: x.cx,
    cy: x.cy,
    fixes: Number(x.fixes),
    rated: Number(x.rated),
    accuracySum: Number(x.accuracySum),
    poor: Number(x.poor),
  }));
}
