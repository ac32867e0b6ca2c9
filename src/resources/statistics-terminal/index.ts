import DevicesOutlinedIcon from '@mui/icons-material/DevicesOutlined';
import { coming } from '../../navigation/ComingPage';
import type { ResourceDeclaration } from '../types';

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
      element: coming('app.navigation.pages.brand-model'),
      title: 'app.navigation.pages.brand-model',
      permissions: ['VIEW_MOBILE_ANALYSIS'],
      legacy: ['/terminal/brand-model'],
    },
    {
      name: 'system',
      path: '/statistics/terminal/system',
      element: coming('app.navigation.pages.system'),
      title: 'app.navigation.pages.system',
      permissions: ['VIEW_OS_ANALYSIS'],
      legacy: ['/terminal/system'],
    },
    {
      name: 'network',
      path: '/statistics/terminal/network',
      element: coming('app.navigation.pages.network'),
      title: 'app.navigation.pages.network',
      permissions: ['VIEW_NET_TYPE_ANALYSIS'],
      legacy: ['/terminal/network'],
    },
  ],
};

export default statisticsTerminal;
