import LayersOutlinedIcon from '@mui/icons-material/LayersOutlined';
import { coming } from '../../navigation/ComingPage';
import type { ResourceDeclaration } from '../types';
import { RegionList } from './RegionList';
import { RegionShow } from './RegionShow';

const region: ResourceDeclaration = {
  name: 'region',
  area: 'location',
  section: { title: 'app.navigation.sections.region' },
  list: RegionList,
  show: RegionShow,
  icon: LayersOutlinedIcon,
  recordRepresentation: 'name',
  api: { page: '/api/location/region/page', one: '/api/location/region' },
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
