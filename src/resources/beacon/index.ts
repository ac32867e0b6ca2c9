import BluetoothOutlinedIcon from '@mui/icons-material/BluetoothOutlined';
import { beaconApi } from '#contract/endpoints/beacon';
import { lazyPage, lazyView } from '../lazyView';
import type { ResourceDeclaration } from '../types';

const BeaconList = lazyView(() => import('./BeaconList'), 'BeaconList');
const BeaconCreate = lazyView(() => import('./BeaconCreate'), 'BeaconCreate');
const BeaconEdit = lazyView(() => import('./BeaconEdit'), 'BeaconEdit');

/** 信标管理 (spec §2, issue 13): the distribution map, and the beacon list with add, edit, retire, delete, upload and export. */
const beacon: ResourceDeclaration = {
  name: 'beacon',
  order: 40,
  area: 'location',
  section: { title: 'app.navigation.sections.beacon' },
  list: BeaconList,
  create: BeaconCreate,
  edit: BeaconEdit,
  icon: BluetoothOutlinedIcon,
  recordRepresentation: 'name',
  permissions: {
    list: ['VIEW_BEACON_LIST'],
    create: ['UPLOAD_BEACON'],
    edit: ['UPLOAD_BEACON'],
    delete: ['UPLOAD_BEACON'],
  },
  api: { page: beaconApi.page, one: beaconApi.one, add: beaconApi.add, update: beaconApi.update, delete: beaconApi.delete },
  pages: [
    {
      name: 'beacon-distribution',
      path: '/beacon/beacon-distribution',
      // The map (and MapLibre behind it) loads only when the page opens.
      element: lazyPage(() => import('./distribution/BeaconDistributionPage'), 'BeaconDistributionPage'),
      title: 'app.navigation.pages.beacon-distribution',
      permissions: ['VIEW_BEACON_DISTRIBUTION'],
    },
    {
      name: 'beacon-list',
      view: 'list',
      title: 'app.navigation.pages.beacon-list',
      permissions: ['VIEW_BEACON_LIST'],
      legacy: ['/beacon/beacon-list'],
    },
    // Issue 13: beyond spec §2's table, so no legacy path.
    { name: 'beacon-add', view: 'create', title: 'app.navigation.pages.beacon-add', permissions: ['UPLOAD_BEACON'], hidden: true },
    { name: 'beacon-edit', view: 'edit', title: 'app.navigation.pages.beacon-edit', permissions: ['UPLOAD_BEACON'], hidden: true },
  ],
};

export default beacon;
