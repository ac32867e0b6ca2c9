import WhatshotOutlinedIcon from '@mui/icons-material/WhatshotOutlined';
import { coming } from '../../navigation/ComingPage';
import type { ResourceDeclaration } from '../types';

/** Spec §2 statistics /heat-map section. */
const statisticsHeatMap: ResourceDeclaration = {
  name: 'statistics-heat-map',
  area: 'statistics',
  section: { title: 'app.navigation.sections.statistics-heat-map' },
  icon: WhatshotOutlinedIcon,
  pages: [
    {
      name: 'heat-map',
      path: '/statistics/heat-map',
      element: coming('app.navigation.pages.heat-map'),
      title: 'app.navigation.pages.heat-map',
      permissions: ['VIEW_HOT_SPOT'],
      legacy: ['/heat-map'],
    },
  ],
};

export default statisticsHeatMap;
