import RouteOutlinedIcon from '@mui/icons-material/RouteOutlined';
import { lazyPage } from '../lazyView';
import type { ResourceDeclaration } from '../types';

const road: ResourceDeclaration = {
  name: 'road',
  order: 30,
  area: 'location',
  section: { title: 'app.navigation.sections.road', paths: ['/road'] },
  icon: RouteOutlinedIcon,
  // The page calls the road API itself (api.ts): no react-admin view reads it through the data provider.
  pages: [
    {
      name: 'road-status',
      path: '/road/road-status',
      // The editor (and MapLibre behind it) loads only when the page opens.
      element: lazyPage(() => import('./RoadStatusPage'), 'RoadStatusPage'),
      title: 'app.navigation.pages.road-status',
      permissions: ['EDIT_ROAD'],
    },
  ],
};

export default road;
