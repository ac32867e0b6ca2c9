import QrCode2OutlinedIcon from '@mui/icons-material/QrCode2Outlined';
import { qrcodeApi } from '#contract/endpoints/qrcode';
import { lazyPage, lazyView } from '../lazyView';
import type { ResourceDeclaration } from '../types';

const QrcodeList = lazyView(() => import('./QrcodeList'), 'QrcodeList');
const QrcodeCreate = lazyView(() => import('./QrcodeCreate'), 'QrcodeCreate');
const QrcodeEdit = lazyView(() => import('./QrcodeEdit'), 'QrcodeEdit');

/** 二维码管理 (spec §2, issue 13): the list, add (one code or a batch), edit, and the success page with the image. */
const qrcode: ResourceDeclaration = {
  name: 'qrcode',
  order: 50,
  area: 'location',
  section: { title: 'app.navigation.sections.qrcode' },
  list: QrcodeList,
  create: QrcodeCreate,
  edit: QrcodeEdit,
  icon: QrCode2OutlinedIcon,
  recordRepresentation: 'name',
  permissions: { list: ['VIEW_QR_CODE'], create: ['ADD_QR_CODE'], edit: ['EDIT_QR_CODE'], delete: ['EDIT_QR_CODE'] },
  api: { page: qrcodeApi.page, one: qrcodeApi.one, add: qrcodeApi.add, update: qrcodeApi.update, delete: qrcodeApi.delete },
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
      element: lazyPage(() => import('./QrcodeSuccess'), 'QrcodeSuccess'),
      title: 'app.navigation.pages.qrcode-success',
      hidden: true,
    },
  ],
};

export default qrcode;
