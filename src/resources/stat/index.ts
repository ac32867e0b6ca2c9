import TouchAppOutlinedIcon from '@mui/icons-material/TouchAppOutlined';
import { comingView } from '../../navigation/ComingPage';
import type { ResourceDeclaration } from '../types';

const stat: ResourceDeclaration = {
  name: 'stat',
  area: 'platform',
  section: { title: 'app.navigation.sections.stat' },
  list: comingView('app.navigation.pages.stat-list'),
  icon: TouchAppOutlinedIcon,
  pages: [{ name: 'stat-list', view: 'list', title: 'app.navigation.pages.stat-list', legacy: ['/stat/list'] }],
};

export default stat;
