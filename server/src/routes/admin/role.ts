import { Type } from 'typebox';
import { currentAdmin } from '../../plugins/auth.js';
import { adminPermissions, listPermissions } from '../../repos/permission.js';
import { MapPermissionsSchema, PermissionSchema } from '../../schemas/entities.js';
import { ok, responses } from '../../schemas/envelope.js';
import type { RoutePlugin } from '../../types.js';

export const roleRoutes: RoutePlugin = async (app) => {
  app.get(
    '/admin/role/permission/list-all',
    {
      config: { auth: 'session' },
      schema: {
        summary: 'Every permission code of spec §6 with its names and group',
        querystring: Type.Object({}),
        response: responses(Type.Array(PermissionSchema)),
      },
    },
    async () => ok(await listPermissions(app.db)),
  );

  app.get(
    '/admin/role/admin-permission',
    {
      config: { auth: 'session' },
      schema: {
        summary: 'The caller’s effective permissions per building (mapId = building id)',
        querystring: Type.Object({}),
        response: responses(Type.Array(MapPermissionsSchema)),
      },
    },
    async (request) => ok(await adminPermissions(app.db, currentAdmin(request))),
  );
};
