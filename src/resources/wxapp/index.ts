import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import { wxappApi } from '#contract/endpoints/wxapp';
import { lazyPage, lazyView } from '../lazyView';
import type { PageDeclaration, ResourceDeclaration } from '../types';
import { wxappCodeElements } from './code/pages';

const WxappList = lazyView(() => import('./list/WxappList'), 'WxappList');
const WxappAdd = lazyView(() => import('./add/WxappAdd'), 'WxappAdd');
const WxappEdit = lazyView(() => import('./edit/WxappEdit'), 'WxappEdit');

const customPage = (name: string, path: string, element: PageDeclaration['element'], hidden = true): PageDeclaration => ({
  name,
  path,
  element,
  title: `app.navigation.pages.${name}`,
  hidden,
});

/** WeChat mini-programs (spec §2 /wxapp: list, open-list, add; edit, group, code, code-templates hidden). */
const wxapp: ResourceDeclaration = {
  name: 'wxapp',
  order: 230,
  area: 'platform',
  section: { title: 'app.navigation.sections.wxapp' },
  list: WxappList,
  create: WxappAdd,
  edit: WxappEdit,
  icon: ChatOutlinedIcon,
  recordRepresentation: 'nickName',
  api: { page: wxappApi.page, one: wxappApi.one, update: wxappApi.update },
  pages: [
    { name: 'wxapp-list', view: 'list', title: 'app.navigation.pages.wxapp-list', legacy: ['/wxapp/list'] },
    customPage(
      'wxapp-open-list',
      '/wxapp/open-list',
      lazyPage(() => import('./open/OpenList'), 'OpenList'),
      false,
    ),
    { name: 'wxapp-add', view: 'create', title: 'app.navigation.pages.wxapp-add', legacy: ['/wxapp/add'] },
    { name: 'wxapp-edit', view: 'edit', title: 'app.navigation.pages.wxapp-edit', hidden: true, legacy: ['/wxapp/edit/:id'] },
    customPage('wxapp-group', '/wxapp/group/:id', wxappCodeElements['wxapp-group']),
    customPage('wxapp-code', '/wxapp/code/:id', wxappCodeElements['wxapp-code']),
    customPage('wxapp-code-templates', '/wxapp/code-templates', wxappCodeElements['wxapp-code-templates']),
  ],
};

export default wxapp;
