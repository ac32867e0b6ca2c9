import { statisticsApi } from '#contract/endpoints/statistics';
import { DashboardFrame } from '../../dashboards/frame/DashboardFrame';
import { useLabeller } from '../../dashboards/model/useLabeller';
import { BreakdownOf } from '../../dashboards/widgets/BreakdownSection';
import { TrendSections } from '../../dashboards/widgets/TrendSections';

/** 网络类型分析 (spec §2 terminal network, issue 14): users per network type, and active users per period by network. */
export const NetworkPage = () => {
  const labels = useLabeller();
  return (
    <DashboardFrame title="app.navigation.pages.network" testId="network-page" endpoint={statisticsApi.network}>
      {(stats, view) => (
        <>
          <BreakdownOf breakdowns={stats.breakdowns} dimension="network" />
          <TrendSections
            stats={stats}
            view={{ ...view, dimension: 'network' }}
            parts={[{ title: labels.text('sections.by_network'), metrics: ['activeUsers'], heldBack: true }]}
          />
        </>
      )}
    </DashboardFrame>
  );
};
