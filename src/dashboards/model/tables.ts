import type { Breakdown, Retention, Statistics, Trend } from '#contract/schemas/statistics';
import { formatOf, type FigureFormat } from './format';
import type { Granularity } from './granularity';
import type { Labeller } from './labeller';

/** How a column's numbers read; `share` is 0–1 drawn as a bar, `change` a relative change. */
export type ColumnFormat = 'text' | FigureFormat | 'share' | 'change';
export type Cell = string | number | null;

/** One table of figures as the page shows it and the CSV writes it: the views and the export read the same model. */
export interface DataTable {
  title: string;
  columns: ReadonlyArray<{ label: string; format: ColumnFormat; metric?: string }>;
  rows: Cell[][];
}

/** The trend as a table: a row per period, a column per series (and its previous period's figures when compared). */
export const trendTable = (trend: Trend, granularity: Granularity, dimension: string | null, labels: Labeller, title: string): DataTable => {
  const compare = trend.series.some((s) => s.previous) && !!trend.previousPeriods;
  const columns: DataTable['columns'] = [
    { label: labels.text('table.period'), format: 'text' },
    ...(compare ? [{ label: labels.text('table.previous_period'), format: 'text' as const }] : []),
    ...trend.series.flatMap((s) => {
      const name = labels.series(s.metric, dimension, s.value);
      const format = formatOf(s.metric);
      const own = { label: name, format, metric: s.metric };
      return compare ? [own, { label: labels.text('table.previous', { name }), format, metric: s.metric }] : [own];
    }),
  ];
  const rows = trend.periods.map((period, i): Cell[] => [
    labels.period(period, granularity),
    ...(compare ? [trend.previousPeriods?.[i] ? labels.period(trend.previousPeriods[i], granularity) : null] : []),
    ...trend.series.flatMap((s) => (compare ? [s.points[i] ?? null, s.previous?.[i] ?? null] : [s.points[i] ?? null])),
  ]);
  return { title, columns, rows };
};

/** A breakdown as a table: value, users, share (and the previous period's users and the change when compared). */
export const breakdownTable = (breakdown: Breakdown, labels: Labeller): DataTable => {
  const compare = breakdown.rows.some((row) => row.previousUsers !== undefined);
  return {
    title: labels.dimension(breakdown.dimension),
    columns: [
      { label: labels.dimension(breakdown.dimension), format: 'text' },
      { label: labels.text('table.users'), format: 'count' },
      { label: labels.text('table.share'), format: 'share' },
      ...(compare
        ? [
            { label: labels.text('table.previous_users'), format: 'count' as const },
            { label: labels.text('table.change'), format: 'change' as const },
          ]
        : []),
    ],
    rows: breakdown.rows.map((row): Cell[] => [
      labels.value(breakdown.dimension, row.value),
      row.users,
      row.share,
      ...(compare ? [row.previousUsers ?? null, row.previousUsers ? (row.users - row.previousUsers) / row.previousUsers : null] : []),
    ]),
  };
};

/** The retention grid as a table: a cohort per row, the share of it active in week 0, 1, 2 …. */
export const retentionTable = (retention: Retention, labels: Labeller): DataTable => {
  const weeks = Math.max(0, ...retention.cohorts.map((c) => c.retained.length));
  return {
    title: labels.text('sections.retention'),
    columns: [
      { label: labels.text('retention.cohort'), format: 'text' },
      { label: labels.text('retention.users'), format: 'count' },
      ...Array.from({ length: weeks }, (_, n) => ({ label: labels.text('retention.week', { n }), format: 'percent' as const })),
    ],
    rows: retention.cohorts.map((cohort): Cell[] => [
      labels.period(cohort.period, 'WEEK'),
      cohort.users,
      ...Array.from({ length: weeks }, (_, n) => (cohort.retained[n] === undefined || cohort.users === 0 ? null : cohort.retained[n] / cohort.users)),
    ]),
  };
};

/** The KPI cards as a table (for the export): metric, value, previous value. */
const cardsTable = (trend: Trend, labels: Labeller): DataTable => ({
  title: labels.text('csv.cards'),
  columns: [
    { label: labels.text('csv.metric'), format: 'text' },
    { label: labels.text('csv.value'), format: 'count' },
    ...(trend.cards.some((c) => c.previous !== undefined) ? [{ label: labels.text('csv.previous'), format: 'count' as const }] : []),
  ],
  rows: trend.cards.map((card): Cell[] => [labels.metric(card.metric), card.value, ...(card.previous !== undefined ? [card.previous] : [])]),
});

/** Every table a statistics answer shows, in the page's order: cards, the trend, the breakdowns, the retention grid. */
export const statisticsTables = (stats: Statistics, dimension: string | null, labels: Labeller): DataTable[] => {
  const granularity = stats.granularity as Granularity;
  return [
    ...(stats.trend && stats.trend.cards.length ? [cardsTable(stats.trend, labels)] : []),
    ...(stats.trend && stats.trend.series.length ? [trendTable(stats.trend, granularity, dimension, labels, labels.text('sections.figures'))] : []),
    ...(stats.breakdowns ?? []).map((b) => breakdownTable(b, labels)),
    ...(stats.retention ? [retentionTable(stats.retention, labels)] : []),
  ];
};
