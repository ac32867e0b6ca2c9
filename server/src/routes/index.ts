import type { RoutePlugin } from '../types.js';
import { adminRoutes } from './admin/admin.js';
import { companyRoutes } from './admin/company.js';
import { roleRoutes } from './admin/role.js';
import { appRoutes } from './location/app.js';
import { buildingRoutes } from './location/building.js';
import { docsRoutes } from './system/docs.js';
import { statusRoutes } from './system/status.js';

/** Every /api module; registered under the /api prefix. */
export const apiRoutes: RoutePlugin = async (app) => {
  for (const routes of [statusRoutes, docsRoutes, adminRoutes, companyRoutes, roleRoutes, appRoutes, buildingRoutes]) {
    await app.register(routes);
  }
};
