import BluetoothOutlinedIcon from '@mui/icons-material/BluetoothOutlined';
import { coming, comingView } from '../../navigation/ComingPage';
import type { ResourceDeclaration } from '../types';

const beacon: ResourceDeclaration = {
  name: 'beacon',
  area: 'location',
  section: { title: 'app.navigation.sections.beacon' },
  list: comingView('app.navigation.pages.beacon-list'),
  icon: BluetoothOutlinedIcon,
  api: { page: '/api/location/beacon/page' },
  pages: [
    {
      name: 'beacon-distribution',
      path: '/beacon/beacon-distribution',
      element: coming('app.navigation.pages.beacon-distribution'),
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
  ],
};

export default beacon;
