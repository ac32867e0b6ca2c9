import PaymentOutlinedIcon from '@mui/icons-material/PaymentOutlined';
import { aliappApi } from '#contract/endpoints/aliapp';
import { lazyView } from '../lazyView';
import type { ResourceDeclaration } from '../types';

const AliappList = lazyView(() => import('./AliappList'), 'AliappList');
const AliappCreate = lazyView(() => import('./AliappCreate'), 'AliappCreate');
const AliappEdit = lazyView(() => import('./AliappEdit'), 'AliappEdit');

/** Alipay mini-programs (spec §2 /aliapp, issue 17: list, add, edit with the QR-code panel); edit needs a record, so it stays out of the menu. */
const aliapp: ResourceDeclaration = {
  name: 'aliapp',
  order: 240,
  area: 'platform',
  section: { title: 'app.navigation.sections.aliapp' },
  list: AliappList,
  create: AliappCreate,
  edit: AliappEdit,
  icon: PaymentOutlinedIcon,
  recordRepresentation: 'name',
  api: { page: aliappApi.page, one: aliappApi.one, add: aliappApi.add, update: aliappApi.update, delete: aliappApi.delete },
  pages: [
    { name: 'aliapp-list', view: 'list', title: 'app.navigation.pages.aliapp-list', legacy: ['/aliapp/list'] },
    { name: 'aliapp-add', view: 'create', title: 'app.navigation.pages.aliapp-add', legacy: ['/aliapp/add'] },
    { name: 'aliapp-edit', view: 'edit', title: 'app.navigation.pages.aliapp-edit', hidden: true, legacy: ['/aliapp/edit/:id'] },
  ],
};

export default aliapp;
