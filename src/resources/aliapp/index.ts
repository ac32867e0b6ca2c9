import PaymentOutlinedIcon from '@mui/icons-material/PaymentOutlined';
import { comingView } from '../../navigation/ComingPage';
import type { ResourceDeclaration } from '../types';

/** Alipay mini-programs (spec §2 /aliapp: list, add, edit); edit needs a record, so it stays out of the menu. */
const aliapp: ResourceDeclaration = {
  name: 'aliapp',
  area: 'platform',
  section: { title: 'app.navigation.sections.aliapp' },
  list: comingView('app.navigation.pages.aliapp-list'),
  create: comingView('app.navigation.pages.aliapp-add'),
  edit: comingView('app.navigation.pages.aliapp-edit'),
  icon: PaymentOutlinedIcon,
  recordRepresentation: 'name',
  pages: [
    { name: 'aliapp-list', view: 'list', title: 'app.navigation.pages.aliapp-list', legacy: ['/aliapp/list'] },
    { name: 'aliapp-add', view: 'create', title: 'app.navigation.pages.aliapp-add', legacy: ['/aliapp/add'] },
    { name: 'aliapp-edit', view: 'edit', title: 'app.navigation.pages.aliapp-edit', hidden: true, legacy: ['/aliapp/edit/:id'] },
  ],
};

export default aliapp;
