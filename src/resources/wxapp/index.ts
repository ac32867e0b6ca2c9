import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import { createElement, Suspense } from 'react';
import { Loading } from 'react-admin';
import { wxappApi } from '../../../server/src/contract/wxapp';
import { coming } from '../../navigation/ComingPage';
import { lazyView } from '../lazyView';
import type { PageDeclaration, ResourceDeclaration } from '../types';
import { wxappCodeElements } from './code/pages';

const WxappList = lazyView(() => import('./list/WxappList'), 'WxappList');
const WxappAdd = lazyView(() => import('./add/WxappAdd'), 'WxappAdd');
const WxappEdit = lazyView(() => import('./edit/WxappEdit'), 'WxappEdit');
const OpenList = lazyView(() => import('./open/OpenList'), 'OpenList');

const customPage = (name: string, path: string, hidden = true): PageDeclaration => ({
  name,
  path,
  element: coming(`app.navigation.pages.${name}`),
  title: `app.navigation.pages.${name}`,
  hidden,
});

/** WeChat mini-programs (spec §2 /wxapp: list, open-list, add; edit, group, code, code-templates hidden). */
const wxapp: ResourceDeclaration = {
  name: 'wxapp',
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
    {
      ...customPage('wxapp-open-list', '/wxapp/open-list', false),
      element: createElement(Suspense, { fallback: createElement(Loading) }, createElement(OpenList)),
    },
    { name: 'wxapp-add', view: 'create', title: 'app.navigation.pages.wxapp-add', legacy: ['/wxapp/add'] },
    { name: 'wxapp-edit', view: 'edit', title: 'app.navigation.pages.wxapp-edit', hidden: true, legacy: ['/wxapp/edit/:id'] },
    { ...customPage('wxapp-group', '/wxapp/group/:id'), element: wxappCodeElements['wxapp-group'] },
    { ...customPage('wxapp-code', '/wxapp/code/:id'), element: wxappCodeElements['wxapp-code'] },
    { ...customPage('wxapp-code-templates', '/wxapp/code-templates'), element: wxappCodeElements['wxapp-code-templates'] },
  ],
};

export default wxapp;
