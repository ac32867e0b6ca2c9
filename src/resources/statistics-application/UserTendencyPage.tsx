import { statisticsApi } from '#contract/endpoints/statistics';
import { TrendPage } from '../../dashboards/frame/TrendPage';

/** 用户趋势 (spec §2 user-tendency): new, active and cumulative users, sessions. */
export const UserTendencyPage = () => (
  <TrendPage
    title="app.navigation.pages.user-tendency"
    testId="user-tendency-page"
    endpoint={statisticsApi.userTendency}
    cards={['newUsers', 'activeUsers', 'cumulativeUsers', 'sessions', 'avgSessionSeconds']}
    sections={[
      { section: 'users', metrics: ['newUsers', 'activeUsers'] },
      { section: 'cumulative', metrics: ['cumulativeUsers'] },
      { section: 'sessions', metrics: ['sessions'], kind: 'bar' },
    ]}
  />
);
