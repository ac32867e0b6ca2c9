import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import { mapApi } from '#contract/endpoints/map';
import { lazyView } from '../lazyView';
import type { ResourceDeclaration } from '../types';

const MapList = lazyView(() => import('./MapList'), 'MapList');

/** 地图列表 (spec §2 /map, issue 16): every building's map across companies, for platform admins (the platform area). */
const map: ResourceDeclaration = {
  name: 'map',
  order: 250,
  area: 'platform',
  section: { title: 'app.navigation.sections.map' },
  list: MapList,
  icon: MapOutlinedIcon,
  recordRepresentation: 'buildingName',
  api: { page: mapApi.page },
  pages: [{ name: 'map-list', view: 'list', title: 'app.navigation.pages.map-list', legacy: ['/map/list'] }],
};

export default map;
