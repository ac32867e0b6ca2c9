import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import { appApi } from '#contract/endpoints/app';
import type { ResourceDeclaration } from '../types';
import { lazyView } from '../lazyView';

const LocationAppList = lazyView(() => import('./LocationAppList'), 'LocationAppList');
const LocationAppCreate = lazyView(() => import('./LocationAppCreate'), 'LocationAppCreate');
const LocationAppEdit = lazyView(() => import('./LocationAppEdit'), 'LocationAppEdit');

/** 定位应用 (spec §2 /location-app, issue 16): platform management of location apps, their ingestion keys and getConfig preview. */
const locationApp: ResourceDeclaration = {
  name: 'location-app',
  order: 210,
  area: 'platform',
  section: { title: 'app.navigation.sections.location-app' },
  list: LocationAppList,
  create: LocationAppCreate,
  edit: LocationAppEdit,
  icon: PhoneAndroidIcon,
  recordRepresentation: 'name',
  api: { page: appApi.page, one: appApi.one, add: appApi.add, update: appApi.update },
  pages: [
    { name: 'location-app-list', view: 'list', title: 'app.navigation.pages.location-app-list', legacy: ['/location-app/list'] },
    { name: 'location-app-add', view: 'create', title: 'app.navigation.pages.location-app-add', hidden: true, legacy: ['/location-app/add'] },
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
