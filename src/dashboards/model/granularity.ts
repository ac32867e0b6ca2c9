import type { Granularity } from '#contract/schemas/statistics';
import { daysInRange } from './dates';

export type { Granularity };

/** Spec §9 time granularity values, in order. */
export const GRANULARITIES: readonly Granularity[] = ['HOUR', 'DAY', 'WEEK', 'MONTH'];

/**
 * The longest range (days) the server answers per granularity: `RANGE_LIMIT_DAYS` of
 * contract/schemas/statistics.ts, mirrored because the console may not load the schemas (TypeBox)
 * at run time; tests/unit/dashboards/granularity.test.ts proves the two equal.
 */
export const RANGE_LIMIT_DAYS: Record<Granularity, number> = { HOUR: 7, DAY: 366, WEEK: 731, MONTH: 1096 };

/** Fewer days than this and the granularity shows a single, partial period: not offered. */
const MIN_DAYS: Record<Granularity, number> = { HOUR: 1, DAY: 1, WEEK: 7, MONTH: 28 };

/** The longest range any granularity answers. */
export const MAX_RANGE_DAYS = Math.max(...Object.values(RANGE_LIMIT_DAYS));

/** Spec §9: the granularities that make sense for a range (HOUR only up to 7 days, WEEK from 7, MONTH from 28). */
export const allowedGranularities = (days: number): Granularity[] => GRANULARITIES.filter((g) => days >= MIN_DAYS[g] && days <= RANGE_LIMIT_DAYS[g]);

/** The granularity a range opens with: hours for a day or two, days up to about a quarter, then weeks, then months. */
export const defaultGranularity = (days: number): Granularity => {
  if (days <= 2) return 'HOUR';
  if (days <= 92) return 'DAY';
  if (days <= RANGE_LIMIT_DAYS.WEEK) return 'WEEK';
  return 'MONTH';
};

/** The asked granularity if it makes sense for the range, else the range's default. */
export const granularityFor = (from: string, to: string, asked: Granularity | null): Granularity => {
  const days = daysInRange(from, to);
  return asked && allowedGranularities(days).includes(asked) ? asked : defaultGranularity(days);
};

export const isGranularity = (value: string | null): value is Granularity => GRANULARITIES.some((g) => g === value);
