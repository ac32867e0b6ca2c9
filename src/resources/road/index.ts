import RouteOutlinedIcon from '@mui/icons-material/RouteOutlined';
import { coming } from '../../navigation/ComingPage';
import type { ResourceDeclaration } from '../types';

const road: ResourceDeclaration = {
  name: 'road',
  area: 'location',
  section: { title: 'app.navigation.sections.road', paths: ['/road'] },
  icon: RouteOutlinedIcon,
  api: {},
  pages: [
    {
      name: 'road-status',
      path: '/road/road-status',
      element: coming('app.navigation.pages.road-status'),
      title: 'app.navigation.pages.road-status',
      permissions: ['EDIT_ROAD'],
    },
  ],
};

export default road;
