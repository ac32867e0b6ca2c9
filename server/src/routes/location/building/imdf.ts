import { buildingApi } from '#contract/endpoints/building.js';
import { zipBodyParser } from '../../../imdf/body.js';
import { OUTSIDE_METRES } from '../../../imdf/check.js';
import { ImportResultSchema } from '../../../imdf/schema.js';
import {
  ARCHIVE_FILE_OVERHEAD_BYTES,
  MAX_ARCHIVE_MB,
  MAX_ARCHIVE_QUEUE,
  MAX_ARCHIVE_WORKERS,
  MAX_ENTRY_UNZIPPED_MB,
  MAX_UNZIPPED_MB,
} from '../../../limits.js';
import { currentAdmin } from '../../../plugins/auth.js';
import { fileResponses, ok, responses } from '#contract/schemas/envelope.js';
import { ImdfExportQuery, ImdfImportQuery } from '#contract/schemas/imdf.js';
import { exportImdf, importImdf, MAX_LISTED } from '../../../services/building/imdf.js';
import type { RoutePlugin } from '../../../types.js';
import { READ_MAP, VIEW_MAP } from '../access.js';
import { route } from '../../../plugins/route.js';

/** A building's IMDF archives (issue 5): import a zip as a new building's draft, export any version as a zip. Registered by the building routes in a scope of their own: only these routes read raw bodies. */
export const imdfRoutes: RoutePlugin = async (app) => {
  // The archive arrives as the body itself (any type but JSON).
  app.addContentTypeParser(['application/zip', 'application/octet-stream', 'application/x-zip-compressed'], zipBodyParser);
  app.addContentTypeParser('*', zipBodyParser);

  route(
    app,
    buildingApi.importImdf,
    {
      config: { auth: 'session', permission: 'ADD_BUILDING' },
      schema: {
        summary: 'Import an IMDF archive as a new building (spec §7 building/add-server-map)',
        description: [
          `Needs ADD_BUILDING. The body is the archive itself (\`Content-Type: application/zip\` or \`application/octet-stream\`).`,
          `Limits (10005, nothing written): the upload at most ${MAX_ARCHIVE_MB} MB (refused as soon as it is larger, before it is read in full); its files at most ${MAX_UNZIPPED_MB} MB unzipped in all and ${MAX_ENTRY_UNZIPPED_MB} MB each (a file past it is named), counting the bytes actually inflated whatever the zip's headers declare (each file counts ${ARCHIVE_FILE_OVERHEAD_BYTES / 1024} KB more), refused the moment inflating passes it. A real 3-level venue is about 0.5 MB. The archive is read in a worker thread (at most ${MAX_ARCHIVE_WORKERS} at once and ${MAX_ARCHIVE_QUEUE} waiting, shared with the other uploads read so; more answer 10007), so other requests are answered meanwhile.`,
          '`companyId`: platform admins must give it; other admins get their own company (another one: 10005). `appId` (optional) must be an app of that company. `name` defaults to the venue’s name, `address` to the venue’s address.',
          'Mapping (OGC 20-094): venue → the building (name, address, anchor from display_point); level → a level row (name: the label’s Chinese, else English, else Russian, else first name; ordinals may repeat) and a `level` feature with its outline; building (geometry, else its footprints’) → `building`; footprint, unit, opening (door kept), fixture, amenity (level of its first unit), section and geofence (→ section with a new regionId) → the same types; occupant placed at its anchor → `poi` (unit from the anchor; one POI type per occupant category); address → the building’s address; our `x_road.geojson` → roads and connectors. Feature ids are kept. IMDF properties we do not model stay in `properties.imdf`; `x_props` (our export’s extension) is restored.',
          'Not taken, but not fatal (listed in `report.notTaken` with the reason): detail, kiosk and relationship features, files outside IMDF (e.g. `attraction.geojson`), anchors no occupant uses, addresses other than the venue’s, an amenity or POI whose level cannot be known.',
          `Fatal (10005, nothing written, \`errors\` lists every problem as \`{ field: "<file>" or "<file>#<featureId>", message }\`, at most ${MAX_LISTED} of them): not a zip; no level.geojson or unit.geojson; no venue or building to name the building; a file that is not JSON or not a FeatureCollection; a feature without id, with an unknown feature_type or one not of its file; broken geometry; geometry more than ${OUTSIDE_METRES} m beyond the bbox of the venue, footprints and levels; a level_id, unit id or anchor id the archive lacks; a level without integer ordinal; a duplicate id.`,
        ].join('\n\n'),
        querystring: ImdfImportQuery,
        body: {
          content: {
            'application/zip': { schema: { description: 'The IMDF archive: a zip of GeoJSON files (folders inside are ignored)' } },
            'application/octet-stream': { schema: { description: 'The same archive' } },
          },
        },
        response: responses(ImportResultSchema),
      },
    },
    async (request) => ok(await importImdf(app.db, currentAdmin(request), { ...request.query, body: request.body }, request.language)),
  );

  route(
    app,
    buildingApi.exportImdf,
    {
      config: { auth: 'session', permission: VIEW_MAP },
      schema: {
        summary: 'One version of a building as an IMDF archive (zip)',
        description: [
          `${READ_MAP} An unknown version: 10004 too (errors are JSON envelopes). \`version\`: \`latest\` (default: the newest published version, else the draft), \`draft\`, or a published version number.`,
          'The answer is `application/zip` with `Content-Disposition: attachment; filename="<building>-v<n>.imdf.zip"` (`-draft` for the draft; ASCII name, the UTF-8 one in `filename*`). It holds manifest.json (version 1.0.0, language zh-CN) and venue, address, building, footprint, level (ordinal, name and short_name labels `{ "zh-CN", "en" }`), unit, opening, fixture, amenity, section, occupant and anchor GeoJSON files (each POI is an occupant placed at an anchor in its unit; its POI type travels in the occupant’s `x_poi_type`).',
          'Extension (not IMDF): `x_road.geojson` holds the road network: `road` features (LineString, `level_id`, `category`, `status` open|closed) and `connector` features (elevators, escalators, stairs: `level_ids`). Our properties IMDF has no place for travel in each feature’s `x_props`. Importing the archive (add-server-map) takes all of it back: same levels, units, openings, POIs and roads, same ids and geometry.',
        ].join('\n\n'),
        querystring: ImdfExportQuery,
        response: fileResponses('application/zip', 'The IMDF archive'),
      },
    },
    async (request, reply) => {
      const { disposition, zip } = await exportImdf(app.db, currentAdmin(request), request.query, `indoor-console ${app.appVersion}`);
      return reply.type('application/zip').header('content-disposition', disposition).send(zip);
    },
  );
};
