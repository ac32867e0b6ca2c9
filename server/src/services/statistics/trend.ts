import type { Db } from '../../db/types.js';
import { countCells, countSum } from '../../repos/usageStats.js';
import { distinctUsers } from './distinct.js';
import { USAGE_LIMITS } from '#contract/schemas/usage.js';
import type { Dimension } from '#contract/schemas/statistics.js';
import type { StatRange } from './range.js';

/**
 * Issue 14: series over a range's periods, read from the rollups. Additive counts come from the hourly rows
 * (HOUR) or the daily rows summed into weeks and months; distinct users per period from the `users` count of
 * the period's own grain, so a week's active users are distinct over the week.
 */

export type Points = Map<string, number[]>;

const indexOf = (r: StatRange, t: number): number => {
  let lo = 0;
  let hi = r.periods.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (t < r.periods[mid].start) hi = mid - 1;
    else if (t >= r.periods[mid].end) lo = mid + 1;
    else return mid;
  }
  return -1;
};

function cellsToPoints(
  r: StatRange,
  cells: Array<{ period: Date; metric: string; value: string; n: number }>,
  key: (c: { metric: string; value: string }) => string,
): Points {
  const out: Points = new Map();
  for (const c of cells) {
    const i = indexOf(r, c.period.getTime());
    if (i < 0) continue;
    const k = key(c);
    const points = out.get(k) ?? new Array<number>(r.periods.length).fill(0);
    points[i] += Number(c.n);
    out.set(k, points);
  }
  return out;
}

const zeros = (r: StatRange) => new Array<number>(r.periods.length).fill(0);

/** Additive metrics per period for the whole building: metric -> points. */
export async function additive(db: Db, r: StatRange, metrics: string[]): Promise<Points> {
  const grain = r.grain === 'H' ? 'H' : 'D';
  const cells = await countCells(db, { buildingId: r.buildingId, grain, metrics, dim: '', start: new Date(r.start), end: new Date(r.end) });
  const points = cellsToPoints(r, cells, (c) => c.metric);
  for (const m of metrics) if (!points.has(m)) points.set(m, zeros(r));
  return points;
}

/** One additive metric per period split by a dimension: value -> points. */
export async function additiveBy(db: Db, r: StatRange, metric: string, dim: Dimension): Promise<Points> {
  const grain = r.grain === 'H' ? 'H' : 'D';
  const cells = await countCells(db, { buildingId: r.buildingId, grain, metrics: [metric], dim, start: new Date(r.start), end: new Date(r.end) });
  return cellsToPoints(r, cells, (c) => c.value);
}

/** Distinct active users per period (whole building, or split by a dimension: value -> points). */
export async function activeUsers(db: Db, r: StatRange, dim: Dimension | '' = ''): Promise<Points> {
  const cells = await countCells(db, { buildingId: r.buildingId, grain: r.grain, metrics: ['users'], dim, start: new Date(r.start), end: new Date(r.end) });
  const points = cellsToPoints(r, cells, (c) => c.value);
  if (dim === '' && !points.has('')) points.set('', zeros(r));
  return points;
}

/** Users first seen before the range (the base of the cumulative series). */
export const usersBefore = (db: Db, r: StatRange) => countSum(db, { buildingId: r.buildingId, metric: 'newUsers', start: new Date(0), end: new Date(r.start) });

/** Active user-days of the range (the sum of each day's distinct users: DAU times days). */
export const userDays = (db: Db, r: StatRange) => countSum(db, { buildingId: r.buildingId, metric: 'users', start: new Date(r.start), end: new Date(r.end) });

/** Distinct users over the whole range, in total. */
export async function rangeUsers(db: Db, r: { buildingId: number; start: number; end: number }): Promise<number> {
  return (await distinctUsers(db, { ...r, dim: '' })).get('') ?? 0;
}

/** Distinct users over the range per value of a dimension. */
export const rangeUsersBy = (db: Db, r: { buildingId: number; start: number; end: number }, dimension: Dimension): Promise<Map<string, number>> =>
  distinctUsers(db, { ...r, dim: dimension });

/** Splits values into shown and held back (fewer than the threshold of distinct users). */
export function threshold(users: Map<string, number>): { shown: Set<string>; heldBack: { groups: number; users: number } } {
  const shown = new Set<string>();
  const heldBack = { groups: 0, users: 0 };
  for (const [value, n] of users) {
    if (n >= USAGE_LIMITS.minGroupUsers) shown.add(value);
    else {
      heldBack.groups++;
      heldBack.users += n;
    }
  }
  return { shown, heldBack };
}

export const sum = (points: number[] | undefined) => (points ?? []).reduce((a, b) => a + b, 0);
