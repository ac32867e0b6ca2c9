import DevicesOutlinedIcon from '@mui/icons-material/DevicesOutlined';
import { lazyPage } from '../lazyView';
import type { ResourceDeclaration } from '../types';

/** Spec §2 statistics /terminal section. */
const statisticsTerminal: ResourceDeclaration = {
  name: 'statistics-terminal',
  order: 160,
  area: 'statistics',
  section: { title: 'app.navigation.sections.statistics-terminal', paths: ['/statistics/terminal', '/terminal'] },
  icon: DevicesOutlinedIcon,
  // The dashboards (and recharts behind them) load only when a page opens.
  pages: [
    {
      name: 'brand-model',
      path: '/statistics/terminal/brand-model',
      element: lazyPage(() => import('./BrandModelPage'), 'BrandModelPage'),
      title: 'app.navigation.pages.brand-model',
      permissions: ['VIEW_MOBILE_ANALYSIS'],
      legacy: ['/terminal/brand-model'],
    },
    {
      name: 'system',
      path: '/statistics/terminal/system',
      element: lazyPage(() => import('./SystemPage'), 'SystemPage'),
      title: 'app.navigation.pages.system',
      permissions: ['VIEW_OS_ANALYSIS'],
      legacy: ['/terminal/system'],
    },
    {
      name: 'network',
      path: '/statistics/terminal/network',
      element: lazyPage(() => import('./NetworkPage'), 'NetworkPage'),
      title: 'app.navigation.pages.network',
      permissions: ['VIEW_NET_TYPE_ANALYSIS'],
      legacy: ['/terminal/network'],
    },
  ],
};

export default statisticsTerminal;
