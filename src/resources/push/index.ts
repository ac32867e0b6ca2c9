import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import { pushApi } from '#contract/endpoints/push';
import { lazyPage, lazyView } from '../lazyView';
import type { ResourceDeclaration } from '../types';
import { PUSH_DETAIL_PATH } from './paths';

const PushList = lazyView(() => import('./PushList'), 'PushList');
const PushCreate = lazyView(() => import('./PushForms'), 'PushCreate');
const PushEdit = lazyView(() => import('./PushForms'), 'PushEdit');

const READERS = ['VIEW_PUSH', 'ADD_PUSH', 'EDIT_PUSH'];

/**
 * 推送管理 (issue 18; spec §6 VIEW_PUSH, ADD_PUSH, EDIT_PUSH): a building's pushes to its app users — in-app
 * messages or WeChat subscription messages — composed, scheduled and sent by the server's scheduler.
 */
const push: ResourceDeclaration = {
  name: 'push',
  order: 70,
  area: 'location',
  section: { title: 'app.navigation.sections.push' },
  list: PushList,
  create: PushCreate,
  edit: PushEdit,
  icon: CampaignOutlinedIcon,
  recordRepresentation: 'title',
  permissions: { list: READERS, create: ['ADD_PUSH'], edit: ['EDIT_PUSH'], delete: ['EDIT_PUSH'] },
  api: { page: pushApi.page, one: pushApi.one, add: pushApi.add, update: pushApi.update, delete: pushApi.delete },
  pages: [
    { name: 'push-list', view: 'list', title: 'app.navigation.pages.push-list', permissions: READERS, legacy: ['/push/push-list'] },
    { name: 'push-add', view: 'create', title: 'app.navigation.pages.push-add', permissions: ['ADD_PUSH'], legacy: ['/push/push-add'] },
    { name: 'push-edit', view: 'edit', title: 'app.navigation.pages.push-edit', permissions: ['EDIT_PUSH'], hidden: true, legacy: ['/push/push-edit/:id'] },
    {
      name: 'push-detail',
      path: PUSH_DETAIL_PATH,
      element: lazyPage(() => import('./PushDetail'), 'PushDetailPage'),
      title: 'app.navigation.pages.push-detail',
      permissions: READERS,
      hidden: true,
    },
  ],
};

export default push;
