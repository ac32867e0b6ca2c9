import DirectionsCarOutlinedIcon from '@mui/icons-material/DirectionsCarOutlined';
import { lazyPage } from '../lazyView';
import { onePageSection } from '../onePageSection';

/** Spec §2 statistics /owner-service section. */
const statisticsOwnerService = onePageSection({
  name: 'statistics-owner-service',
  order: 170,
  area: 'statistics',
  title: 'app.navigation.sections.statistics-owner-service',
  icon: DirectionsCarOutlinedIcon,
  page: {
    name: 'owner-service',
    path: '/statistics/owner-service',
    // The dashboard (and recharts behind it) loads only when the page opens.
    element: lazyPage(() => import('./OwnerServicePage'), 'OwnerServicePage'),
    title: 'app.navigation.pages.owner-service',
    permissions: ['VIEW_CAR_SERVICE_ANALYSIS'],
    legacy: ['/owner-service'],
  },
});

export default statisticsOwnerService;
