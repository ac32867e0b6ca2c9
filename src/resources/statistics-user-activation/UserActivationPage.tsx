import { statisticsApi } from '#contract/endpoints/statistics';
import { TrendPage } from '../../dashboards/frame/TrendPage';
import { RetentionGrid } from '../../dashboards/widgets/RetentionGrid';

/** 活跃用户 (spec §2 user-activation): DAU, WAU, MAU, stickiness, active users per period and the weekly retention grid. */
export const UserActivationPage = () => (
  <TrendPage
    title="app.navigation.pages.user-activation"
    testId="user-activation-page"
    endpoint={statisticsApi.userActivation}
    cards={['dau', 'wau', 'mau', 'stickiness']}
    sections={[{ section: 'active', metrics: ['activeUsers'] }]}
    below={(stats) => stats.retention && <RetentionGrid retention={stats.retention} />}
  />
);
