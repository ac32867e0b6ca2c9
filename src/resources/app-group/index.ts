import WorkspacesOutlinedIcon from '@mui/icons-material/WorkspacesOutlined';
import { appGroupApi } from '#contract/endpoints/appGroup';
import { lazyView } from '../lazyView';
import type { ResourceDeclaration } from '../types';

const AppGroupList = lazyView(() => import('./AppGroupList'), 'AppGroupList');
const AppGroupCreate = lazyView(() => import('./AppGroupCreate'), 'AppGroupCreate');
const AppGroupEdit = lazyView(() => import('./AppGroupEdit'), 'AppGroupEdit');

/** 应用分组 (spec §2 /app-group, issue 16): groups of location apps (a brand's malls) that filter the platform's lists. */
const appGroup: ResourceDeclaration = {
  name: 'app-group',
  order: 220,
  area: 'platform',
  section: { title: 'app.navigation.sections.app-group' },
  list: AppGroupList,
  create: AppGroupCreate,
  edit: AppGroupEdit,
  icon: WorkspacesOutlinedIcon,
  recordRepresentation: 'name',
  api: { page: appGroupApi.page, one: appGroupApi.one, add: appGroupApi.add, update: appGroupApi.update, delete: appGroupApi.delete },
  pages: [
    { name: 'app-group-list', view: 'list', title: 'app.navigation.pages.app-group-list', legacy: ['/app-group/list'] },
    { name: 'app-group-add', view: 'create', title: 'app.navigation.pages.app-group-add', hidden: true, legacy: ['/app-group/add'] },
    { name: 'app-group-edit', view: 'edit', title: 'app.navigation.pages.app-group-edit', hidden: true, legacy: ['/app-group/edit/:id'] },
  ],
};

export default appGroup;
