import { createElement, Suspense } from 'react';
import DirectionsCarOutlinedIcon from '@mui/icons-material/DirectionsCarOutlined';
import { Loading } from 'react-admin';
import { lazyView } from '../lazyView';
import type { ResourceDeclaration } from '../types';

// The dashboards (and recharts behind them) load only when a page opens.
const OwnerServicePage = lazyView(() => import('../../dashboards/pages/OwnerServicePage'), 'OwnerServicePage');

/** Spec §2 statistics /owner-service section. */
const statisticsOwnerService: ResourceDeclaration = {
  name: 'statistics-owner-service',
  area: 'statistics',
  section: { title: 'app.navigation.sections.statistics-owner-service' },
  icon: DirectionsCarOutlinedIcon,
  pages: [
    {
      name: 'owner-service',
      path: '/statistics/owner-service',
      element: createElement(Suspense, { fallback: createElement(Loading) }, createElement(OwnerServicePage)),
      title: 'app.navigation.pages.owner-service',
      permissions: ['VIEW_CAR_SERVICE_ANALYSIS'],
      legacy: ['/owner-service'],
    },
  ],
};

export default statisticsOwnerService;
