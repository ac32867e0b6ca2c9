import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import { comingView } from '../../navigation/ComingPage';
import type { ResourceDeclaration } from '../types';

const user: ResourceDeclaration = {
  name: 'user',
  area: 'platform',
  section: { title: 'app.navigation.sections.user' },
  list: comingView('app.navigation.pages.user-list'),
  icon: PersonOutlinedIcon,
  pages: [{ name: 'user-list', view: 'list', title: 'app.navigation.pages.user-list', legacy: ['/user/list'] }],
};

export default user;
