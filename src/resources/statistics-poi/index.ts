import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { coming } from '../../navigation/ComingPage';
import type { ResourceDeclaration } from '../types';

/** Spec §2 statistics /poi section. */
const statisticsPoi: ResourceDeclaration = {
  name: 'statistics-poi',
  area: 'statistics',
  section: { title: 'app.navigation.sections.statistics-poi' },
  icon: PlaceOutlinedIcon,
  pages: [
    {
      name: 'poi-analysis',
      path: '/statistics/poi',
      element: coming('app.navigation.pages.poi-analysis'),
      title: 'app.navigation.pages.poi-analysis',
      permissions: ['VIEW_POI_ANALYSIS'],
      legacy: ['/poi'],
    },
  ],
};

export default statisticsPoi;
