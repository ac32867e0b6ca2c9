import type { StatisticsEndpoint } from '../model/useStatistics';
import { DashboardFrame } from './DashboardFrame';
import { BreakdownOf } from '../widgets/BreakdownSection';
import { BreakdownGrid } from '../widgets/BreakdownGrid';

interface Props {
  title: string;
  testId: string;
  endpoint: StatisticsEndpoint;
  dimensions: readonly string[];
}

/** A page of breakdowns only (user attributes, brands and models, systems): no trend, so no granularity. */
export const BreakdownsPage = ({ title, testId, endpoint, dimensions }: Props) => (
  <DashboardFrame title={title} testId={testId} endpoint={endpoint} granularity={false}>
    {(stats) => (
      <BreakdownGrid>
        {dimensions.map((dimension) => (
          <BreakdownOf key={dimension} breakdowns={stats.breakdowns} dimension={dimension} />
        ))}
      </BreakdownGrid>
    )}
  </DashboardFrame>
);
