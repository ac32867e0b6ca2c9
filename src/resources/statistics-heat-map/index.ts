import { createElement, Suspense } from 'react';
import WhatshotOutlinedIcon from '@mui/icons-material/WhatshotOutlined';
import { Loading } from 'react-admin';
import { lazyView } from '../lazyView';
import type { ResourceDeclaration } from '../types';

// The page (and MapLibre and recharts behind it) loads only when it opens.
const HeatMapPage = lazyView(() => import('./HeatMapPage'), 'HeatMapPage');

/** Spec §2 statistics /heat-map section (issue 15: 热力图). */
const statisticsHeatMap: ResourceDeclaration = {
  name: 'statistics-heat-map',
  area: 'statistics',
  section: { title: 'app.navigation.sections.statistics-heat-map' },
  icon: WhatshotOutlinedIcon,
  pages: [
    {
      name: 'heat-map',
      path: '/statistics/heat-map',
      element: createElement(Suspense, { fallback: createElement(Loading) }, createElement(HeatMapPage)),
      title: 'app.navigation.pages.heat-map',
      permissions: ['VIEW_HOT_SPOT'],
      legacy: ['/heat-map'],
    },
  ],
};

export default statisticsHeatMap;
