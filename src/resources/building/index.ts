import { createElement } from 'react';
import ApartmentIcon from '@mui/icons-material/Apartment';
import type { ResourceDeclaration } from '../types';
import { BuildingList } from './BuildingList';
import { BuildingShow } from './BuildingShow';
import { BuildingView } from './BuildingView';

const building: ResourceDeclaration = {
  name: 'building',
  area: 'location',
  section: { title: 'app.navigation.sections.building', permissions: ['VIEW_BUILDING', 'EDIT_BUILDING'] },
  list: BuildingList,
  show: BuildingShow,
  icon: ApartmentIcon,
  recordRepresentation: 'name',
  permissions: {
    list: ['VIEW_BUILDING', 'EDIT_BUILDING'],
    show: ['VIEW_BUILDING', 'EDIT_BUILDING'],
    create: ['ADD_BUILDING'],
    edit: ['EDIT_BUILDING'],
    delete: ['EDIT_BUILDING'],
  },
  api: {
    page: '/api/location/building/page',
    one: '/api/location/building',
    many: '/api/location/building/batch/{ids}',
    add: '/api/location/building/add',
    update: '/api/location/building/update',
    delete: { path: '/api/location/building/delete', method: 'GET' },
  },
  pages: [
    {
      name: 'building-view',
      path: '/building/building-view',
      element: createElement(BuildingView),
      title: 'app.menu.building_view',
      permissions: ['VIEW_BUILDING'],
    },
  ],
};

export default building;
