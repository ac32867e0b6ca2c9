import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import type { ResourceDeclaration } from '../types';
import { LocationAppList } from './LocationAppList';

const locationApp: ResourceDeclaration = {
  name: 'location-app',
  area: 'platform',
  list: LocationAppList,
  icon: PhoneAndroidIcon,
  recordRepresentation: 'name',
  permissions: {},
  adminTypes: ['PLATFORM_ADMINISTRATOR'],
  api: { page: '/api/location/app/page', one: '/api/location/app/get' },
  legacyPaths: [{ from: '/location-app/list', to: '/location-app' }],
};

export default locationApp;
