import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import { comingView } from '../../navigation/ComingPage';
import type { ResourceDeclaration } from '../types';

const admin: ResourceDeclaration = {
  name: 'admin',
  area: 'user',
  section: { title: 'app.navigation.sections.admin' },
  list: comingView('app.navigation.pages.admin-list'),
  create: comingView('app.navigation.pages.admin-add'),
  edit: comingView('app.navigation.pages.admin-edit'),
  icon: ManageAccountsOutlinedIcon,
  recordRepresentation: 'email',
  api: {},
  pages: [
    { name: 'admin-list', view: 'list', title: 'app.navigation.pages.admin-list', legacy: ['/admin/admin-list'] },
    { name: 'admin-add', view: 'create', title: 'app.navigation.pages.admin-add', legacy: ['/admin/admin-add'] },
    { name: 'admin-edit', view: 'edit', title: 'app.navigation.pages.admin-edit', hidden: true, legacy: ['/admin/admin-edit/:id'] },
  ],
};

export default admin;
