import type { RoutePlugin } from '../types.js';
import { accountRoutes } from './admin/account.js';
import { adminRoutes } from './admin/admin.js';
import { companyRoutes } from './admin/company.js';
import { roleRoutes } from './admin/role.js';
import { appRoutes } from './location/app.js';
import { buildingRoutes } from './location/building.js';
import { imdfRoutes } from './location/imdf.js';
import { buildingManageRoutes } from './location/buildingManage.js';
import { mapListRoutes } from './location/mapLists.js';
import { mapRoutes } from './location/map.js';
import { mapInfoRoutes } from './location/mapInfo.js';
import { messageRoutes } from './location/message.js';
import { roadRoutes } from './location/road.js';
import { poiRoutes } from './location/poi.js';
import { poiTypeRoutes } from './location/poiTypes.js';
import { systemRoutes } from './system/system.js';

/** Every /api module; registered under the /api prefix. */
export const apiRoutes: RoutePlugin = async (app) => {
  const modules = [
    systemRoutes,
    accountRoutes,
    companyRoutes,
    adminRoutes,
    roleRoutes,
    appRoutes,
    buildingRoutes,
    imdfRoutes,
    buildingManageRoutes,
    mapListRoutes,
    mapRoutes,
    mapInfoRoutes,
    messageRoutes,
    roadRoutes,
    poiRoutes,
    poiTypeRoutes,
  ];
  for (const routes of modules) {
    await app.register(routes);
  }
};
