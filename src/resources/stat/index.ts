import TouchAppOutlinedIcon from '@mui/icons-material/TouchAppOutlined';
import { lazyView } from '../lazyView';
import type { ResourceDeclaration } from '../types';

// The page (and recharts behind it) loads only when it opens.
const StatPage = lazyView(() => import('./StatPage'), 'StatPage');

/** 点击统计 (spec §2 /stat, issue 16): the apps' feature clicks, platform management. */
const stat: ResourceDeclaration = {
  name: 'stat',
  order: 270,
  area: 'platform',
  section: { title: 'app.navigation.sections.stat' },
  list: StatPage,
  icon: TouchAppOutlinedIcon,
  pages: [{ name: 'stat-list', view: 'list', title: 'app.navigation.pages.stat-list', legacy: ['/stat/list'] }],
};

export default stat;
