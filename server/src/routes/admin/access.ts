import type { RouteAccessConfig } from '../../types.js';

/** User management (spec §2 /admin, /role): platform and company admins; business admins get 10003. */
export const USER_MANAGERS: RouteAccessConfig = {
  auth: 'session',
  adminTypes: ['PLATFORM_ADMINISTRATOR', 'COMPANY_ADMINISTRATOR'],
};

/** Platform management (spec §2 /company, /location-app, /app-group, /map, /user, /stat; §6): platform admins only, others 10003. */
export const PLATFORM_ONLY: RouteAccessConfig = {
  auth: 'session',
  adminTypes: ['PLATFORM_ADMINISTRATOR'],
};
