import { statisticsApi } from '../../../server/src/contract/statistics';
import { DashboardFrame } from '../frame/DashboardFrame';
import { useLabeller } from '../model/useLabeller';
import { KpiCards } from '../widgets/KpiCards';
import { TrendSections } from '../widgets/TrendSections';

const CARDS = ['newUsers', 'activeUsers', 'cumulativeUsers', 'sessions', 'avgSessionSeconds'];

/** 用户趋势 (spec §2 user-tendency, issue 14): new, active and cumulative users, sessions. */
export const UserTendencyPage = () => {
  const labels = useLabeller();
  return (
    <DashboardFrame title="app.navigation.pages.user-tendency" testId="user-tendency-page" endpoint={statisticsApi.userTendency}>
      {(stats, view) => (
        <>
          <KpiCards trend={stats.trend} metrics={CARDS} />
          <TrendSections
            stats={stats}
            view={view}
            parts={[
              { title: labels.text('sections.users'), metrics: ['newUsers', 'activeUsers'] },
              { title: labels.text('sections.cumulative'), metrics: ['cumulativeUsers'] },
              { title: labels.text('sections.sessions'), metrics: ['sessions'], kind: 'bar' },
            ]}
          />
        </>
      )}
    </DashboardFrame>
  );
};
