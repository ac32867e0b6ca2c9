import { createElement } from 'react';
import ApartmentIcon from '@mui/icons-material/Apartment';
import { buildingApi } from '#contract/endpoints/building';
import type { ResourceDeclaration } from '../types';
import { lazyView } from '../lazyView';
import { BUILDING_SECTION_CODES, BUILDING_VIEW_CODES } from './viewAccess';

const BuildingCreate = lazyView(() => import('./BuildingCreate'), 'BuildingCreate');
const BuildingEdit = lazyView(() => import('./BuildingEdit'), 'BuildingEdit');
const BuildingList = lazyView(() => import('./BuildingList'), 'BuildingList');
const BuildingView = lazyView(() => import('./BuildingView'), 'BuildingView');

const building: ResourceDeclaration = {
  name: 'building',
  order: 10,
  area: 'location',
  section: { title: 'app.navigation.sections.building', permissions: BUILDING_SECTION_CODES },
  list: BuildingList,
  create: BuildingCreate,
  edit: BuildingEdit,
  icon: ApartmentIcon,
  recordRepresentation: 'name',
  permissions: {
    list: ['VIEW_BUILDING', 'EDIT_BUILDING'],
    create: ['ADD_BUILDING'],
    edit: ['EDIT_BUILDING'],
    delete: ['EDIT_BUILDING'],
  },
  api: {
    page: buildingApi.page,
    one: buildingApi.one,
    many: buildingApi.many,
    add: buildingApi.add,
    update: buildingApi.update,
    delete: buildingApi.delete,
  },
  pages: [
    // First: the section's landing page (spec §2 default landing).
    {
      name: 'building-view',
      path: '/building/building-view',
      element: createElement(BuildingView),
      title: 'app.menu.building_view',
      permissions: BUILDING_VIEW_CODES,
    },
    // Issue 5 building management: beyond spec §2's table, so it has no legacy path.
    { name: 'building-list', view: 'list', title: 'app.navigation.pages.building-list', permissions: ['EDIT_BUILDING', 'ADD_BUILDING'] },
    { name: 'building-add', view: 'create', title: 'app.navigation.pages.building-add', permissions: ['ADD_BUILDING'], hidden: true },
    { name: 'building-edit', view: 'edit', title: 'app.navigation.pages.building-edit', permissions: ['EDIT_BUILDING'], hidden: true },
  ],
};

export default building;
