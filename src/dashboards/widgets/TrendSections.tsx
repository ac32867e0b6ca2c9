import type { Statistics } from '#contract/schemas/statistics';
import type { DashboardView } from '../model/view';
import { TrendSection } from './TrendSection';

/** One chart of a page: its (translated) title and the metrics it draws. */
export interface TrendPart {
  title: string;
  metrics: readonly string[];
  kind?: 'line' | 'bar';
  /** The part drawing split series says what the privacy threshold held back. */
  heldBack?: boolean;
}

/** A page's trend charts, each with its table. */
export const TrendSections = ({ stats, view, parts }: { stats: Statistics; view: DashboardView; parts: readonly TrendPart[] }) => {
  const trend = stats.trend;
  if (!trend) return null;
  return (
    <>
      {parts.map((part, i) => (
        <TrendSection
          key={part.title}
          title={part.title}
          trend={trend}
          granularity={view.granularity}
          dimension={view.dimension}
          metrics={part.metrics}
          kind={part.kind}
          heldBack={part.heldBack}
          testId={`trend-section-${i}`}
        />
      ))}
    </>
  );
};
