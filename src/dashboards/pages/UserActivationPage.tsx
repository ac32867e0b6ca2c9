import { statisticsApi } from '../../../server/src/contract/statistics';
import { DashboardFrame } from '../frame/DashboardFrame';
import { useLabeller } from '../model/useLabeller';
import { KpiCards } from '../widgets/KpiCards';
import { RetentionGrid } from '../widgets/RetentionGrid';
import { TrendSections } from '../widgets/TrendSections';

const CARDS = ['dau', 'wau', 'mau', 'stickiness'];

/** 活跃用户 (spec §2 user-activation, issue 14): DAU, WAU, MAU, stickiness, active users per period and the weekly retention grid. */
export const UserActivationPage = () => {
  const labels = useLabeller();
  return (
    <DashboardFrame title="app.navigation.pages.user-activation" testId="user-activation-page" endpoint={statisticsApi.userActivation}>
      {(stats, view) => (
        <>
          <KpiCards trend={stats.trend} metrics={CARDS} />
          <TrendSections stats={stats} view={view} parts={[{ title: labels.text('sections.active'), metrics: ['activeUsers'] }]} />
          {stats.retention && <RetentionGrid retention={stats.retention} />}
        </>
      )}
    </DashboardFrame>
  );
};
