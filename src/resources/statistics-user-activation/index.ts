import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import { lazyPage } from '../lazyView';
import { onePageSection } from '../onePageSection';

/** Spec §2 statistics /user-activation section. */
const statisticsUserActivation = onePageSection({
  name: 'statistics-user-activation',
  order: 150,
  area: 'statistics',
  title: 'app.navigation.sections.statistics-user-activation',
  icon: PeopleOutlinedIcon,
  page: {
    name: 'user-activation',
    path: '/statistics/user-activation',
    // The dashboard (and recharts behind it) loads only when the page opens.
    element: lazyPage(() => import('./UserActivationPage'), 'UserActivationPage'),
    title: 'app.navigation.pages.user-activation',
    permissions: ['VIEW_ACTIVE_USER'],
    legacy: ['/user-activation'],
  },
});

export default statisticsUserActivation;
