import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import { adminApi } from '#contract/endpoints/admin';
import type { ResourceDeclaration } from '../types';
import { lazyView } from '../lazyView';

const AdminCreate = lazyView(() => import('./AdminCreate'), 'AdminCreate');
const AdminEdit = lazyView(() => import('./AdminEdit'), 'AdminEdit');
const AdminList = lazyView(() => import('./AdminList'), 'AdminList');

const admin: ResourceDeclaration = {
  name: 'admin',
  order: 180,
  area: 'user',
  section: { title: 'app.navigation.sections.admin' },
  list: AdminList,
  create: AdminCreate,
  edit: AdminEdit,
  icon: ManageAccountsOutlinedIcon,
  recordRepresentation: 'email',
  api: { page: adminApi.list, one: adminApi.detail, add: adminApi.save, update: adminApi.save, delete: adminApi.delete },
  pages: [
    { name: 'admin-list', view: 'list', title: 'app.navigation.pages.admin-list', legacy: ['/admin/admin-list'] },
    { name: 'admin-add', view: 'create', title: 'app.navigation.pages.admin-add', legacy: ['/admin/admin-add'] },
    { name: 'admin-edit', view: 'edit', title: 'app.navigation.pages.admin-edit', hidden: true, legacy: ['/admin/admin-edit/:id'] },
  ],
};

export default admin;
