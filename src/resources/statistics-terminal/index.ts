import { createElement, Suspense } from 'react';
import DevicesOutlinedIcon from '@mui/icons-material/DevicesOutlined';
import { Loading } from 'react-admin';
import { lazyView } from '../lazyView';
import type { ResourceDeclaration } from '../types';

// The dashboards (and recharts behind them) load only when a page opens.
const BrandModelPage = lazyView(() => import('../../dashboards/pages/BrandModelPage'), 'BrandModelPage');
const SystemPage = lazyView(() => import('../../dashboards/pages/SystemPage'), 'SystemPage');
const NetworkPage = lazyView(() => import('../../dashboards/pages/NetworkPage'), 'NetworkPage');

/** Spec §2 statistics /terminal section. */
const statisticsTerminal: ResourceDeclaration = {
  name: 'statistics-terminal',
  area: 'statistics',
  section: { title: 'app.navigation.sections.statistics-terminal', paths: ['/statistics/terminal', '/terminal'] },
  icon: DevicesOutlinedIcon,
  pages: [
    {
      name: 'brand-model',
      path: '/statistics/terminal/brand-model',
      element: createElement(Suspense, { fallback: createElement(Loading) }, createElement(BrandModelPage)),
      title: 'app.navigation.pages.brand-model',
      permissions: ['VIEW_MOBILE_ANALYSIS'],
      legacy: ['/terminal/brand-model'],
    },
    {
      name: 'system',
      path: '/statistics/terminal/system',
      element: createElement(Suspense, { fallback: createElement(Loading) }, createElement(SystemPage)),
      title: 'app.navigation.pages.system',
      permissions: ['VIEW_OS_ANALYSIS'],
      legacy: ['/terminal/system'],
    },
    {
      name: 'network',
      path: '/statistics/terminal/network',
      element: createElement(Suspense, { fallback: createElement(Loading) }, createElement(NetworkPage)),
      title: 'app.navigation.pages.network',
      permissions: ['VIEW_NET_TYPE_ANALYSIS'],
      legacy: ['/terminal/network'],
    },
  ],
};

export default statisticsTerminal;
