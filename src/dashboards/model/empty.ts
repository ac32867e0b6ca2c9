import type { Statistics } from '#contract/schemas/statistics';

/** Cumulative users count everyone seen before the range too: alone they are no data in it. */
const BEFORE_RANGE = new Set(['cumulativeUsers']);

/** No figure in the range: every series point and card zero, no breakdown row, no retention cohort. */
export const isEmpty = (stats: Statistics): boolean => {
  const trend = stats.trend;
  const trendData =
    !!trend &&
    (trend.series.some((s) => !BEFORE_RANGE.has(s.metric) && s.points.some((p) => p !== 0)) ||
      trend.cards.some((c) => !BEFORE_RANGE.has(c.metric) && c.value !== 0));
  const breakdownData = (stats.breakdowns ?? []).some((b) => b.rows.length > 0);
  const retentionData = (stats.retention?.cohorts ?? []).some((c) => c.users > 0);
  return !trendData && !breakdownData && !retentionData;
};

export interface HeldBack {
  groups: number;
  users: number;
}

/** The parts of an answer that held groups back (DESIGN.md §7), each with its dimension when it is a breakdown. */
export const heldBackParts = (stats: Statistics): Array<{ dimension: string | null; heldBack: HeldBack }> =>
  [
    { dimension: null, heldBack: stats.trend?.heldBack },
    ...(stats.breakdowns ?? []).map((b) => ({ dimension: b.dimension, heldBack: b.heldBack })),
    { dimension: null, heldBack: stats.retention?.heldBack },
  ].filter((part): part is { dimension: string | null; heldBack: HeldBack } => !!part.heldBack && part.heldBack.groups > 0);
