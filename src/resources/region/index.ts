import LayersOutlinedIcon from '@mui/icons-material/LayersOutlined';
import { coming, comingView } from '../../navigation/ComingPage';
import type { ResourceDeclaration } from '../types';

const region: ResourceDeclaration = {
  name: 'region',
  area: 'location',
  section: { title: 'app.navigation.sections.region' },
  list: comingView('app.navigation.pages.region-list'),
  show: comingView('app.navigation.pages.region-view'),
  icon: LayersOutlinedIcon,
  recordRepresentation: 'name',
  api: { page: '/api/location/region/page' },
  pages: [
    { name: 'region-list', view: 'list', title: 'app.navigation.pages.region-list', legacy: ['/region/region-list'] },
    { name: 'region-view', view: 'show', title: 'app.navigation.pages.region-view', hidden: true, legacy: ['/region/region-view/:id'] },
    {
      name: 'poi-edit',
      path: '/region/poi-edit',
      element: coming('app.navigation.pages.poi-edit'),
      title: 'app.navigation.pages.poi-edit',
      permissions: ['EDIT_POI'],
    },
  ],
};

export default region;
