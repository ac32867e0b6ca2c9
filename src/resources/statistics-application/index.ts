import { createElement, Suspense } from 'react';
import TrendingUpOutlinedIcon from '@mui/icons-material/TrendingUpOutlined';
import { Loading } from 'react-admin';
import { lazyView } from '../lazyView';
import type { ResourceDeclaration } from '../types';

// The dashboards (and recharts behind them) load only when a page opens.
const UserTendencyPage = lazyView(() => import('../../dashboards/pages/UserTendencyPage'), 'UserTendencyPage');
const ActivityCountPage = lazyView(() => import('../../dashboards/pages/ActivityCountPage'), 'ActivityCountPage');

/** Spec §2 statistics /application section (under /statistics: /application is the application list). */
const statisticsApplication: ResourceDeclaration = {
  name: 'statistics-application',
  area: 'statistics',
  section: { title: 'app.navigation.sections.statistics-application', paths: ['/statistics/application'] },
  icon: TrendingUpOutlinedIcon,
  pages: [
    {
      name: 'user-tendency',
      path: '/statistics/application/user-tendency',
      element: createElement(Suspense, { fallback: createElement(Loading) }, createElement(UserTendencyPage)),
      title: 'app.navigation.pages.user-tendency',
      permissions: ['VIEW_USER_TENDENCY'],
      legacy: ['/application/user-tendency'],
    },
    {
      name: 'activity-count',
      path: '/statistics/application/activity-count',
      element: createElement(Suspense, { fallback: createElement(Loading) }, createElement(ActivityCountPage)),
      title: 'app.navigation.pages.activity-count',
      permissions: ['VIEW_ACTIVATION_TENDENCY'],
      legacy: ['/application/activity-count'],
    },
  ],
};

export default statisticsApplication;
