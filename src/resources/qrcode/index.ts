import QrCode2OutlinedIcon from '@mui/icons-material/QrCode2Outlined';
import { coming, comingView } from '../../navigation/ComingPage';
import type { ResourceDeclaration } from '../types';

const qrcode: ResourceDeclaration = {
  name: 'qrcode',
  area: 'location',
  section: { title: 'app.navigation.sections.qrcode' },
  list: comingView('app.navigation.pages.qrcode-list'),
  create: comingView('app.navigation.pages.qrcode-add'),
  edit: comingView('app.navigation.pages.qrcode-edit'),
  icon: QrCode2OutlinedIcon,
  recordRepresentation: 'name',
  permissions: { delete: ['EDIT_QR_CODE'] },
  pages: [
    { name: 'qrcode-list', view: 'list', title: 'app.navigation.pages.qrcode-list', permissions: ['VIEW_QR_CODE'], legacy: ['/qrcode/qrcode-list'] },
    { name: 'qrcode-add', view: 'create', title: 'app.navigation.pages.qrcode-add', permissions: ['ADD_QR_CODE'], legacy: ['/qrcode/qrcode-add'] },
    {
      name: 'qrcode-edit',
      view: 'edit',
      title: 'app.navigation.pages.qrcode-edit',
      permissions: ['EDIT_QR_CODE'],
      hidden: true,
      legacy: ['/qrcode/qrcode-edit/:id'],
    },
    {
      name: 'qrcode-success',
      path: '/qrcode/qrcode-success',
      element: coming('app.navigation.pages.qrcode-success'),
      title: 'app.navigation.pages.qrcode-success',
      hidden: true,
    },
  ],
};

export default qrcode;
