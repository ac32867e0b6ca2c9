import { Type } from 'typebox';
import { appApi } from '../../contract/app.js';
import { routePath } from '../../contract/endpoint.js';
import { currentAdmin } from '../../plugins/auth.js';
import { AppSchema } from '../../schemas/entities.js';
import { Page, PageQuery, ok, pageWindow, responses } from '../../schemas/envelope.js';
import { appPage } from '../../services/app.js';
import type { RoutePlugin } from '../../types.js';

/** An app as the platform list shows it: its company's name beside the id. */
const AppWithCompanySchema = Type.Object({ ...AppSchema.properties, companyName: Type.String({ description: 'the company’s name' }) });

export const appRoutes: RoutePlugin = async (app) => {
  app.get(
    routePath(appApi.page),
    {
      config: { auth: 'session' },
      schema: {
        summary: 'Apps visible to the caller (platform: all; others: their company’s)',
        querystring: Type.Object({ ...PageQuery }),
        response: responses(Page(AppWithCompanySchema)),
      },
    },
    async (request) => ok(await appPage(app.db, currentAdmin(request), pageWindow(request.query))),
  );
};
