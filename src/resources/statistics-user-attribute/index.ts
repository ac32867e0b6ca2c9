import PieChartOutlinedIcon from '@mui/icons-material/PieChartOutlined';
import { lazyPage } from '../lazyView';
import { onePageSection } from '../onePageSection';

/** Spec §2 statistics /user-attribute section. */
const statisticsUserAttribute = onePageSection({
  name: 'statistics-user-attribute',
  order: 140,
  area: 'statistics',
  title: 'app.navigation.sections.statistics-user-attribute',
  icon: PieChartOutlinedIcon,
  page: {
    name: 'user-attribute',
    path: '/statistics/user-attribute',
    // The dashboard (and recharts behind it) loads only when the page opens.
    element: lazyPage(() => import('./UserAttributePage'), 'UserAttributePage'),
    title: 'app.navigation.pages.user-attribute',
    permissions: ['VIEW_USER_ATTRIBUTE_ANALYSIS'],
    legacy: ['/user-attribute'],
  },
});

export default statisticsUserAttribute;
