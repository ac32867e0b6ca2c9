import TrendingUpOutlinedIcon from '@mui/icons-material/TrendingUpOutlined';
import { lazyPage } from '../lazyView';
import type { ResourceDeclaration } from '../types';

/** Spec §2 statistics /application section (under /statistics: /application is the application list). */
const statisticsApplication: ResourceDeclaration = {
  name: 'statistics-application',
  order: 90,
  area: 'statistics',
  section: { title: 'app.navigation.sections.statistics-application', paths: ['/statistics/application'] },
  icon: TrendingUpOutlinedIcon,
  // The dashboards (and recharts behind them) load only when a page opens.
  pages: [
    {
      name: 'user-tendency',
      path: '/statistics/application/user-tendency',
      element: lazyPage(() => import('./UserTendencyPage'), 'UserTendencyPage'),
      title: 'app.navigation.pages.user-tendency',
      permissions: ['VIEW_USER_TENDENCY'],
      legacy: ['/application/user-tendency'],
    },
    {
      name: 'activity-count',
      path: '/statistics/application/activity-count',
      element: lazyPage(() => import('./ActivityCountPage'), 'ActivityCountPage'),
      title: 'app.navigation.pages.activity-count',
      permissions: ['VIEW_ACTIVATION_TENDENCY'],
      legacy: ['/application/activity-count'],
    },
  ],
};

export default statisticsApplication;
