import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import { comingView } from '../../navigation/ComingPage';
import type { ResourceDeclaration } from '../types';

const map: ResourceDeclaration = {
  name: 'map',
  area: 'platform',
  section: { title: 'app.navigation.sections.map' },
  list: comingView('app.navigation.pages.map-list'),
  icon: MapOutlinedIcon,
  pages: [{ name: 'map-list', view: 'list', title: 'app.navigation.pages.map-list', legacy: ['/map/list'] }],
};

export default map;
