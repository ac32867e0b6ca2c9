import SecurityOutlinedIcon from '@mui/icons-material/SecurityOutlined';
import { coming, comingView } from '../../navigation/ComingPage';
import type { ResourceDeclaration } from '../types';

const role: ResourceDeclaration = {
  name: 'role',
  area: 'user',
  section: { title: 'app.navigation.sections.role' },
  list: comingView('app.navigation.pages.role-list'),
  create: comingView('app.navigation.pages.role-add'),
  edit: comingView('app.navigation.pages.role-edit'),
  icon: SecurityOutlinedIcon,
  recordRepresentation: 'name',
  api: {},
  pages: [
    { name: 'role-list', view: 'list', title: 'app.navigation.pages.role-list', legacy: ['/role/role-list'] },
    { name: 'role-add', view: 'create', title: 'app.navigation.pages.role-add', legacy: ['/role/role-add'] },
    { name: 'role-edit', view: 'edit', title: 'app.navigation.pages.role-edit', hidden: true, legacy: ['/role/role-edit/:id'] },
    {
      name: 'role-user',
      path: '/role/role-user/:id',
      element: coming('app.navigation.pages.role-user'),
      title: 'app.navigation.pages.role-user',
      hidden: true,
    },
  ],
};

export default role;
