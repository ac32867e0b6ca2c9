import { statisticsApi } from '#contract/endpoints/statistics';
import { DashboardFrame } from '../../dashboards/frame/DashboardFrame';
import { useLabeller } from '../../dashboards/model/useLabeller';
import { BreakdownOf } from '../../dashboards/widgets/BreakdownSection';
import { BreakdownGrid } from '../../dashboards/widgets/BreakdownGrid';
import { KpiCards } from '../../dashboards/widgets/KpiCards';
import { TrendSections } from '../../dashboards/widgets/TrendSections';

const CARDS = ['activations', 'opens'];
const SPLITS = ['platform', 'appVersion'] as const;

/** 激活趋势 (spec §2 activity-count, issue 14): activations (a device's first open) and app opens, split by platform or app version. */
export const ActivityCountPage = () => {
  const labels = useLabeller();
  return (
    <DashboardFrame title="app.navigation.pages.activity-count" testId="activity-count-page" endpoint={statisticsApi.activityCount} dimensions={SPLITS}>
      {(stats, view) => (
        <>
          <KpiCards trend={stats.trend} metrics={CARDS} />
          <TrendSections
            stats={stats}
            view={view}
            parts={
              // Split, each metric draws one line per value: two charts read better than one of both.
              view.dimension
                ? [
                    { title: labels.metric('activations'), metrics: ['activations'], heldBack: true },
                    { title: labels.metric('opens'), metrics: ['opens'] },
                  ]
                : [{ title: labels.text('sections.activity'), metrics: CARDS }]
            }
          />
          <BreakdownGrid>
            {SPLITS.map((dimension) => (
              <BreakdownOf key={dimension} breakdowns={stats.breakdowns} dimension={dimension} />
            ))}
          </BreakdownGrid>
        </>
      )}
    </DashboardFrame>
  );
};
