import type { StatClicks, StatSeries } from '#contract/schemas/stat';
import type { Granularity } from '../../dashboards/model/granularity';
import type { Labeller } from '../../dashboards/model/labeller';
import type { Cell, DataTable } from '../../dashboards/model/tables';

type Text = (key: string, options?: Record<string, unknown>) => string;

/** A series' name: its feature, or "other features". */
export const seriesName = (s: StatSeries, text: Text): string => (s.other ? text('other') : s.feature);

const change = (value: number, previous: number | undefined): Cell => (previous ? (value - previous) / previous : null);

/** The ranked features: clicks and share (and the previous period's clicks and the change when compared). */
export const featureTable = (d: StatClicks, text: Text, labels: Labeller): DataTable => {
  const compare = d.previousTotal !== undefined;
  return {
    title: text('ranked'),
    columns: [
      { label: text('feature'), format: 'text' },
      { label: text('clicks'), format: 'count' },
      { label: labels.text('table.share'), format: 'share' },
      ...(compare
        ? [
            { label: text('previous_clicks'), format: 'count' as const },
            { label: labels.text('table.change'), format: 'change' as const },
          ]
        : []),
    ],
    rows: d.features.map((f): Cell[] => [f.feature, f.clicks, f.share, ...(compare ? [f.previous ?? 0, change(f.clicks, f.previous)] : [])]),
  };
};

/** The series as a table: a row per period, a column per top feature (and "other features"). */
export const seriesTable = (d: StatClicks, granularity: Granularity, text: Text, labels: Labeller): DataTable => ({
  title: text('trend'),
  columns: [{ label: labels.text('table.period'), format: 'text' }, ...d.series.map((s) => ({ label: seriesName(s, text), format: 'count' as const }))],
  rows: d.periods.map((period, i): Cell[] => [labels.period(period, granularity), ...d.series.map((s) => s.points[i] ?? 0)]),
});

/** Every app with its clicks (and the previous period's when compared). */
export const appTable = (d: StatClicks, text: Text): DataTable => {
  const compare = d.previousTotal !== undefined;
  return {
    title: text('apps'),
    columns: [
      { label: text('app'), format: 'text' },
      { label: text('app_code'), format: 'text' },
      { label: text('company'), format: 'text' },
      { label: text('clicks'), format: 'count' },
      ...(compare ? [{ label: text('previous_clicks'), format: 'count' as const }] : []),
    ],
    rows: d.apps.map((a): Cell[] => [a.name, a.appCode, a.companyName, a.clicks, ...(compare ? [a.previous ?? 0] : [])]),
  };
};
