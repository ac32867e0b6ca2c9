import { createElement, Suspense } from 'react';
import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import { Loading } from 'react-admin';
import { lazyView } from '../lazyView';
import type { ResourceDeclaration } from '../types';

// The dashboards (and recharts behind them) load only when a page opens.
const UserActivationPage = lazyView(() => import('../../dashboards/pages/UserActivationPage'), 'UserActivationPage');

/** Spec §2 statistics /user-activation section. */
const statisticsUserActivation: ResourceDeclaration = {
  name: 'statistics-user-activation',
  area: 'statistics',
  section: { title: 'app.navigation.sections.statistics-user-activation' },
  icon: PeopleOutlinedIcon,
  pages: [
    {
      name: 'user-activation',
      path: '/statistics/user-activation',
      element: createElement(Suspense, { fallback: createElement(Loading) }, createElement(UserActivationPage)),
      title: 'app.navigation.pages.user-activation',
      permissions: ['VIEW_ACTIVE_USER'],
      legacy: ['/user-activation'],
    },
  ],
};

export default statisticsUserActivation;
