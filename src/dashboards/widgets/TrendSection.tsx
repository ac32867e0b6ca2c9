import type { Trend } from '#contract/schemas/statistics';
import { TrendChart } from '../charts/TrendChart';
import type { Granularity } from '../model/granularity';
import { trendTable } from '../model/tables';
import { useLabeller } from '../model/useLabeller';
import { DashboardSection } from './DashboardSection';
import { FigureTable } from './FigureTable';
import { HeldBackNote } from './HeldBackNote';

interface Props {
  title: string;
  trend: Trend;
  granularity: Granularity;
  dimension: string | null;
  metrics: readonly string[];
  kind?: 'line' | 'bar';
  /** Says the trend's held-back groups here (the section that draws split series). */
  heldBack?: boolean;
  testId?: string;
}

/** Some of the trend's series: the chart, and under it the table of the same figures (its text alternative). */
export const TrendSection = ({ title, trend, granularity, dimension, metrics, kind, heldBack, testId }: Props) => {
  const labels = useLabeller();
  const shown: Trend = { ...trend, series: trend.series.filter((s) => metrics.includes(s.metric)) };
  if (!shown.series.length) return null;
  return (
    <DashboardSection title={title} testId={testId}>
      <TrendChart trend={shown} granularity={granularity} seriesName={(s) => labels.series(s.metric, dimension, s.value)} kind={kind} title={title} />
      <FigureTable table={trendTable(shown, granularity, dimension, labels, title)} maxHeight={240} testId="trend-table" />
      {heldBack && <HeldBackNote heldBack={trend.heldBack} />}
    </DashboardSection>
  );
};
