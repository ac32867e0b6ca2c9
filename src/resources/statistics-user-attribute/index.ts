import { createElement, Suspense } from 'react';
import PieChartOutlinedIcon from '@mui/icons-material/PieChartOutlined';
import { Loading } from 'react-admin';
import { lazyView } from '../lazyView';
import type { ResourceDeclaration } from '../types';

// The dashboards (and recharts behind them) load only when a page opens.
const UserAttributePage = lazyView(() => import('../../dashboards/pages/UserAttributePage'), 'UserAttributePage');

/** Spec §2 statistics /user-attribute section. */
const statisticsUserAttribute: ResourceDeclaration = {
  name: 'statistics-user-attribute',
  area: 'statistics',
  section: { title: 'app.navigation.sections.statistics-user-attribute' },
  icon: PieChartOutlinedIcon,
  pages: [
    {
      name: 'user-attribute',
      path: '/statistics/user-attribute',
      element: createElement(Suspense, { fallback: createElement(Loading) }, createElement(UserAttributePage)),
      title: 'app.navigation.pages.user-attribute',
      permissions: ['VIEW_USER_ATTRIBUTE_ANALYSIS'],
      legacy: ['/user-attribute'],
    },
  ],
};

export default statisticsUserAttribute;
