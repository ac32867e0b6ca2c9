import WorkspacesOutlinedIcon from '@mui/icons-material/WorkspacesOutlined';
import { comingView } from '../../navigation/ComingPage';
import type { ResourceDeclaration } from '../types';

const appGroup: ResourceDeclaration = {
  name: 'app-group',
  area: 'platform',
  section: { title: 'app.navigation.sections.app-group' },
  list: comingView('app.navigation.pages.app-group-list'),
  icon: WorkspacesOutlinedIcon,
  pages: [{ name: 'app-group-list', view: 'list', title: 'app.navigation.pages.app-group-list', legacy: ['/app-group/list'] }],
};

export default appGroup;
