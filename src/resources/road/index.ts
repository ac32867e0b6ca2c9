import { createElement, Suspense } from 'react';
import RouteOutlinedIcon from '@mui/icons-material/RouteOutlined';
import { Loading } from 'react-admin';
import { lazyView } from '../lazyView';
import type { ResourceDeclaration } from '../types';

// The editor (and MapLibre behind it) loads only when the page opens.
const RoadStatusPage = lazyView(() => import('./RoadStatusPage'), 'RoadStatusPage');

const road: ResourceDeclaration = {
  name: 'road',
  area: 'location',
  section: { title: 'app.navigation.sections.road', paths: ['/road'] },
  icon: RouteOutlinedIcon,
  // The page calls the road API itself (api.ts): no react-admin view reads it through the data provider.
  pages: [
    {
      name: 'road-status',
      path: '/road/road-status',
      element: createElement(Suspense, { fallback: createElement(Loading) }, createElement(RoadStatusPage)),
      title: 'app.navigation.pages.road-status',
      permissions: ['EDIT_ROAD'],
    },
  ],
};

export default road;
