import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import { coming } from '../../navigation/ComingPage';
import type { ResourceDeclaration } from '../types';

/** Spec §2 statistics /user-activation section. */
const statisticsUserActivation: ResourceDeclaration = {
  name: 'statistics-user-activation',
  area: 'statistics',
  section: { title: 'app.navigation.sections.statistics-user-activation' },
  icon: PeopleOutlinedIcon,
  pages: [
    {
      name: 'user-activation',
      path: '/statistics/user-activation',
      element: coming('app.navigation.pages.user-activation'),
      title: 'app.navigation.pages.user-activation',
      permissions: ['VIEW_ACTIVE_USER'],
      legacy: ['/user-activation'],
    },
  ],
};

export default statisticsUserActivation;
