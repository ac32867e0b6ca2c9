import { createElement } from 'react';
import SecurityOutlinedIcon from '@mui/icons-material/SecurityOutlined';
import { roleApi } from '#contract/endpoints/role';
import type { ResourceDeclaration } from '../types';
import { lazyView } from '../lazyView';

const RoleCreate = lazyView(() => import('./RoleCreate'), 'RoleCreate');
const RoleEdit = lazyView(() => import('./RoleEdit'), 'RoleEdit');
const RoleList = lazyView(() => import('./RoleList'), 'RoleList');
const RoleMembers = lazyView(() => import('./RoleMembers'), 'RoleMembers');

const role: ResourceDeclaration = {
  name: 'role',
  order: 190,
  area: 'user',
  section: { title: 'app.navigation.sections.role' },
  list: RoleList,
  create: RoleCreate,
  edit: RoleEdit,
  icon: SecurityOutlinedIcon,
  recordRepresentation: 'name',
  api: { page: roleApi.list, one: roleApi.detail, add: roleApi.add, update: roleApi.update, delete: roleApi.delete },
  pages: [
    { name: 'role-list', view: 'list', title: 'app.navigation.pages.role-list', legacy: ['/role/role-list'] },
    { name: 'role-add', view: 'create', title: 'app.navigation.pages.role-add', legacy: ['/role/role-add'] },
    { name: 'role-edit', view: 'edit', title: 'app.navigation.pages.role-edit', hidden: true, legacy: ['/role/role-edit/:id'] },
    {
      name: 'role-user',
      // The id is optional so that /role/role-user alone opens this page (saying how to choose a role), not the edit view.
      path: '/role/role-user/:id?',
      element: createElement(RoleMembers),
      title: 'app.navigation.pages.role-user',
      hidden: true,
    },
  ],
};

export default role;
