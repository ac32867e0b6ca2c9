import { mapApi } from '#contract/endpoints/map.js';
import { MAX_PAGE_SIZE, ok, responses } from '#contract/schemas/envelope.js';
import { MapListPageSchema, MapListQuery } from '#contract/schemas/mapList.js';
import { mapListPage } from '../../services/mapList.js';
import type { RoutePlugin } from '../../types.js';
import { PLATFORM_ONLY } from '../admin/access.js';
import { route } from '../../plugins/route.js';

const DESCRIPTION = [
  'Platform management (spec §2 /map, §6): platform administrators only; company and business administrators get 10003.',
  `One row per building of every company: its company, floors, the current map’s features (the draft’s), whether the draft holds changes not yet published (and how many saves), the published versions, the newest one’s time and publisher, and its size (see \`size\`). Pages of at most ${MAX_PAGE_SIZE}.`,
  'Filters: `companyId` (an unknown company: 10005 naming companyId), `q` (part of the building’s name, any case), `unpublished` (true: only maps with unpublished changes; false: only maps without). A bad page, size, sort, order or filter value answers 10005 naming its field.',
].join('\n\n');

/** Issue 16 地图列表: the platform's list of every building's map. */
const mapListRoutes: RoutePlugin = async (app) => {
  route(
    app,
    mapApi.page,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'Every building’s map across companies (地图列表, platform admins)',
        description: DESCRIPTION,
        querystring: MapListQuery,
        response: responses(MapListPageSchema),
      },
    },
    async (request) => ok(await mapListPage(app.db, request.query, request.language)),
  );
};

export default mapListRoutes;
