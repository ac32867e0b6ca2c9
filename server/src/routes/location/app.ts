import { Type } from 'typebox';
import { currentAdmin } from '../../plugins/auth.js';
import { companyScope } from '../../auth/scope.js';
import { pageApps } from '../../repos/app.js';
import { AppSchema } from '../../schemas/entities.js';
import { Page, PageQuery, ok, pageWindow, responses } from '../../schemas/envelope.js';
import type { RoutePlugin } from '../../types.js';

/** An app as the platform list shows it: its company's name beside the id. */
const AppWithCompanySchema = Type.Object({ ...AppSchema.properties, companyName: Type.String({ description: 'the company’s name' }) });

export const appRoutes: RoutePlugin = async (app) => {
  app.get(
    '/location/app/page',
    {
      config: { auth: 'session' },
      schema: {
        summary: 'Apps visible to the caller (platform: all; others: their company’s)',
        querystring: Type.Object({ ...PageQuery }),
        response: responses(Page(AppWithCompanySchema)),
      },
    },
    async (request) => {
      const scope = companyScope(currentAdmin(request));
      return ok(await pageApps(app.db, { companyId: scope ?? undefined, ...pageWindow(request.query) }));
    },
  );
};
