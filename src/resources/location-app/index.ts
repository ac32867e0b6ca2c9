import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import { comingView } from '../../navigation/ComingPage';
import { appApi } from '../../../server/src/contract/app';
import type { ResourceDeclaration } from '../types';
import { lazyView } from '../lazyView';

const LocationAppList = lazyView(() => import('./LocationAppList'), 'LocationAppList');

const locationApp: ResourceDeclaration = {
  name: 'location-app',
  area: 'platform',
  section: { title: 'app.navigation.sections.location-app' },
  list: LocationAppList,
  edit: comingView('app.navigation.pages.location-app-edit'),
  icon: PhoneAndroidIcon,
  recordRepresentation: 'name',
  /** The contract has no single-app call yet. */
  api: { page: appApi.page },
  pages: [
    { name: 'location-app-list', view: 'list', title: 'app.navigation.pages.location-app-list', legacy: ['/location-app/list'] },
    {
      name: 'location-app-edit',
      view: 'edit',
      title: 'app.navigation.pages.location-app-edit',
      hidden: true,
      legacy: ['/location-app/edit/:id'],
    },
  ],
};

export default locationApp;
