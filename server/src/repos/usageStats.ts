// Issue 14: the statistics calls' reads (rollups of migration 014). SQL only; the rules are in services/statistics/.
import { sql } from 'kysely';
import type { Db } from '../db/types.js';

export interface CountCell {
  period: Date;
  metric: string;
  value: string;
  n: number;
}

/** Count rows of some metrics in [start, end) at one grain, for the whole building (dim '') or split by a dimension. */
export async function countCells(
  db: Db,
  q: { buildingId: number; grain: string; metrics: string[]; dim: string; start: Date; end: Date },
): Promise<CountCell[]> {
  if (!q.metrics.length) return [];
  return db
    .selectFrom('usageCount')
    .select(['period', 'metric', 'value', 'n'])
    .where('buildingId', '=', q.buildingId)
    .where('metric', 'in', q.metrics)
    .where('dim', '=', q.dim)
    .where('grain', '=', q.grain)
    .where('period', '>=', q.start)
    .where('period', '<', q.end)
    .execute();
}

/** The sum of a metric over [start, end) (whole building, daily rows). */
export async function countSum(db: Db, q: { buildingId: number; metric: string; start: Date; end: Date }): Promise<number> {
  const row = await db
    .selectFrom('usageCount')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), sql<number>`0`).as('n'))
    .where('buildingId', '=', q.buildingId)
    .where('metric', '=', q.metric)
    .where('dim', '=', '')
    .where('grain', '=', 'D')
    .where('period', '>=', q.start)
    .where('period', '<', q.end)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Retention counts: per cohort week (users first seen in it, within [start, end)) and later week, the users active then. */
export async function cohortActivity(db: Db, q: { buildingId: number; start: Date; end: Date }): Promise<Array<{ cohort: Date; week: Date; users: number }>> {
  const rows = await db
    .selectFrom('usageCount')
    .select(['value', 'period', 'n'])
    .where('buildingId', '=', q.buildingId)
    .where('metric', '=', 'retained')
    .where('dim', '=', 'cohort')
    .where('grain', '=', 'W')
    .where('period', '>=', q.start)
    .where('value', '>=', q.start.toISOString())
    .where('value', '<', q.end.toISOString())
    .execute();
  return rows.filter((r) => r.n > 0).map((r) => ({ cohort: new Date(r.value), week: r.period, users: Number(r.n) }));
}

export async function buildingZone(db: Db, buildingId: number): Promise<string | undefined> {
  const row = await db.selectFrom('building').select('timeZone').where('id', '=', buildingId).executeTakeFirst();
  return row?.timeZone;
}
