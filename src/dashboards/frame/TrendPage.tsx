import type { ReactNode } from 'react';
import type { Statistics } from '#contract/schemas/statistics';
import type { StatisticsEndpoint } from '../model/useStatistics';
import { useLabeller } from '../model/useLabeller';
import { KpiCards } from '../widgets/KpiCards';
import { TrendSections, type TrendPart } from '../widgets/TrendSections';
import { DashboardFrame } from './DashboardFrame';

/** One chart of a trend page: its title (a key under the statistics texts' `sections`) and the metrics it draws. */
interface TrendPageSection extends Omit<TrendPart, 'title'> {
  section: string;
}

interface Props {
  title: string;
  testId: string;
  endpoint: StatisticsEndpoint;
  /** The metrics shown as KPI cards above the charts. */
  cards: readonly string[];
  sections: readonly TrendPageSection[];
  /** What the page shows below its charts (the activation page's retention grid). */
  below?: (stats: Statistics) => ReactNode;
}

/** A page of KPI cards and trend charts over one statistics call, without a split (user trend, owner services, activation). */
export const TrendPage = ({ title, testId, endpoint, cards, sections, below }: Props) => {
  const labels = useLabeller();
  return (
    <DashboardFrame title={title} testId={testId} endpoint={endpoint}>
      {(stats, view) => (
        <>
          <KpiCards trend={stats.trend} metrics={cards} />
          <TrendSections stats={stats} view={view} parts={sections.map(({ section, ...part }) => ({ ...part, title: labels.text(`sections.${section}`) }))} />
          {below?.(stats)}
        </>
      )}
    </DashboardFrame>
  );
};
