import LayersOutlinedIcon from '@mui/icons-material/LayersOutlined';
import { regionApi } from '#contract/endpoints/region';
import type { ResourceDeclaration } from '../types';
import { lazyPage, lazyView } from '../lazyView';

const RegionList = lazyView(() => import('./RegionList'), 'RegionList');
const RegionShow = lazyView(() => import('./RegionShow'), 'RegionShow');

const region: ResourceDeclaration = {
  name: 'region',
  order: 20,
  area: 'location',
  section: { title: 'app.navigation.sections.region' },
  list: RegionList,
  show: RegionShow,
  icon: LayersOutlinedIcon,
  recordRepresentation: 'name',
  api: { page: regionApi.page, one: regionApi.one },
  pages: [
    { name: 'region-list', view: 'list', title: 'app.navigation.pages.region-list', legacy: ['/region/region-list'] },
    { name: 'region-view', view: 'show', title: 'app.navigation.pages.region-view', hidden: true, legacy: ['/region/region-view/:id'] },
    {
      name: 'poi-edit',
      path: '/region/poi-edit',
      // The editor (and MapLibre with it) is a chunk of its own: the list pages never download it.
      element: lazyPage(() => import('./poi/PoiEditorPage'), 'PoiEditorPage'),
      title: 'app.navigation.pages.poi-edit',
      permissions: ['EDIT_POI'],
    },
  ],
};

export default region;
