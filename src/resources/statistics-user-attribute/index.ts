import PieChartOutlinedIcon from '@mui/icons-material/PieChartOutlined';
import { coming } from '../../navigation/ComingPage';
import type { ResourceDeclaration } from '../types';

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
      element: coming('app.navigation.pages.user-attribute'),
      title: 'app.navigation.pages.user-attribute',
      permissions: ['VIEW_USER_ATTRIBUTE_ANALYSIS'],
      legacy: ['/user-attribute'],
    },
  ],
};

export default statisticsUserAttribute;
