import type { Db } from '../../db/types.js';
import { notFound } from '../../errors/codes.js';
import type { Language } from '../../errors/messages.js';
import { buildingZone } from '../../repos/usageStats.js';
import type { Breakdown, Dimension, Statistics, StatisticsQuery, Trend } from '#contract/schemas/statistics.js';
import { dateOf } from '../../usage/periods.js';
import { previousRange, statRange, type StatRange } from './range.js';
import { rangeUsers, rangeUsersBy, threshold } from './trend.js';

/** What one range contributes to a page: series (metric and split value), KPI cards, what the threshold held back. */
export interface Part {
  series: Array<{ metric: string; value: string; points: number[] }>;
  cards: Record<string, number>;
  heldBack?: { groups: number; users: number };
}

/** The query's range in the building's zone, and the previous one when compared. */
export async function rangesOf(db: Db, query: StatisticsQuery, language: Language): Promise<{ current: StatRange; previous?: StatRange }> {
  const zone = await buildingZone(db, query.buildingId);
  if (zone === undefined) throw notFound();
  const current = statRange(query, zone, language);
  return { current, previous: query.compare ? previousRange(current) : undefined };
}

/** The answer's frame: the range as laid out (widened to whole weeks or months), and the previous one. */
export function frame(current: StatRange, previous?: StatRange): Statistics {
  return {
    buildingId: current.buildingId,
    timeZone: current.timeZone,
    from: dateOf(current.fromDay),
    to: dateOf(current.toDay),
    granularity: current.granularity,
    ...(previous ? { previousFrom: dateOf(previous.fromDay), previousTo: dateOf(previous.toDay) } : {}),
  };
}

/** A trend from the current part and, when compared, the previous one (matched by metric and value). */
export function trendOf(current: StatRange, part: Part, previous?: { range: StatRange; part: Part }): Trend {
  const prior = new Map(previous?.part.series.map((s) => [`${s.metric}|${s.value}`, s.points]));
  return {
    periods: current.periods.map((p) => p.label),
    ...(previous ? { previousPeriods: previous.range.periods.map((p) => p.label) } : {}),
    series: part.series.map((s) => ({
      ...s,
      ...(previous ? { previous: prior.get(`${s.metric}|${s.value}`) ?? new Array<number>(previous.range.periods.length).fill(0) } : {}),
    })),
    cards: Object.entries(part.cards).map(([metric, value]) => ({
      metric,
      value,
      ...(previous ? { previous: previous.part.cards[metric] ?? 0 } : {}),
    })),
    heldBack: part.heldBack ?? { groups: 0, users: 0 },
  };
}

/** Distinct users per value of a dimension over the range, largest first, groups under the threshold held back. */
export async function breakdown(db: Db, current: StatRange, dimension: Dimension, previous?: StatRange, rangeTotal?: number): Promise<Breakdown> {
  const users = await rangeUsersBy(db, current, dimension);
  const before = previous ? await rangeUsersBy(db, previous, dimension) : undefined;
  const { shown, heldBack } = threshold(users);
  const total = rangeTotal ?? (await rangeUsers(db, current));
  const rows = [...shown]
    .map((value) => ({
      value,
      users: users.get(value) ?? 0,
      share: total ? (users.get(value) ?? 0) / total : 0,
      ...(before ? { previousUsers: (before.get(value) ?? 0) >= 5 ? (before.get(value) ?? 0) : 0 } : {}),
    }))
    .sort((a, b) => b.users - a.users || a.value.localeCompare(b.value));
  return { dimension, users: total, rows, heldBack };
}

/** Runs a part builder over the current range and, when compared, the previous one. */
export async function bothRanges(current: StatRange, previous: StatRange | undefined, make: (r: StatRange) => Promise<Part>) {
  const part = await make(current);
  return { part, prior: previous ? { range: previous, part: await make(previous) } : undefined };
}
