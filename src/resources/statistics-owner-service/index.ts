import DirectionsCarOutlinedIcon from '@mui/icons-material/DirectionsCarOutlined';
import { coming } from '../../navigation/ComingPage';
import type { ResourceDeclaration } from '../types';

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
      element: coming('app.navigation.pages.owner-service'),
      title: 'app.navigation.pages.owner-service',
      permissions: ['VIEW_CAR_SERVICE_ANALYSIS'],
      legacy: ['/owner-service'],
    },
  ],
};

export default statisticsOwnerService;
