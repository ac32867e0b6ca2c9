import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { currentAdmin } from '../../plugins/auth.js';
import { companyScope } from '../../auth/scope.js';
import type { SessionAdmin } from '../../auth/session.js';
import { AppError, Code, notFound, type FieldError } from '../../errors/codes.js';
import { translate } from '../../errors/messages.js';
import { ARCHIVE_FILE_OVERHEAD_BYTES, MAX_ARCHIVE_MB, MAX_ARCHIVE_WORKERS, MAX_UNZIPPED_MB } from '../../limits.js';
import { OUTSIDE_METRES } from '../../imdf/check.js';
import { importBuilding } from '../../imdf/importBuilding.js';
import { readArchiveOffThread } from '../../imdf/offThread.js';
import { ImportResultSchema } from '../../imdf/schema.js';
import type { Problem } from '../../imdf/types.js';
import { writeArchive } from '../../imdf/write.js';
import { resolveVersion, versionFeatures, type VersionSpec } from '../../repos/map.js';
import { ok, responses } from '../../schemas/envelope.js';
import type { Db } from '../../db/types.js';
import type { RoutePlugin } from '../../types.js';
import { READ_MAP, VIEW_MAP } from './map.js';
import { zipBodyParser } from '../../imdf/body.js';

/** At most this many problems are listed; one more entry says how many were left out. */
const MAX_LISTED = 1000;

function invalid(request: FastifyRequest, problems: Problem[]): AppError {
  const errors: FieldError[] = problems.slice(0, MAX_LISTED).map((p) => ({ field: p.field, message: translate(request.language, p.key, p.params) }));
  if (problems.length > MAX_LISTED) {
    errors.push({ field: 'body', message: translate(request.language, 'imdf.moreProblems', { count: problems.length - MAX_LISTED }) });
  }
  return new AppError(Code.VALIDATION, 'imdf.invalid', { count: problems.length }, errors);
}

/** A wrong input other than the archive's content (company, app, no body): the plain 10005. */
function fieldError(request: FastifyRequest, field: string, key: Problem['key']): AppError {
  return new AppError(Code.VALIDATION, 'validation', {}, [{ field, message: translate(request.language, key) }]);
}

/** The company the new building goes to: platform admins name one; the others get (only) their own. */
async function targetCompany(db: Db, request: FastifyRequest, admin: SessionAdmin, companyId: number | undefined): Promise<number> {
  const scope = companyScope(admin);
  if (scope !== null) {
    if (companyId !== undefined && companyId !== scope) throw fieldError(request, 'companyId', 'imdf.companyOther');
    return scope;
  }
  if (companyId === undefined) throw fieldError(request, 'companyId', 'imdf.companyRequired');
  if (!(await db.selectFrom('company').select('id').where('id', '=', companyId).executeTakeFirst()))
    throw fieldError(request, 'companyId', 'imdf.companyUnknown');
  return companyId;
}

/** A filename of ASCII letters, digits, dot, dash and underscore (the UTF-8 name goes in filename*). */
const asciiName = (name: string, fallback: string) =>
  name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[_.]+|_+$/g, '') || fallback;

/** Issue 5: IMDF import (a zip as a new building's draft) and export (any version as an IMDF zip). */
export const imdfRoutes: RoutePlugin = async (app) => {
  // Only these routes read raw bodies: the archive arrives as the body itself (any type but JSON).
  app.addContentTypeParser(['application/zip', 'application/octet-stream', 'application/x-zip-compressed'], zipBodyParser);
  app.addContentTypeParser('*', zipBodyParser);

  app.post(
    '/location/building/add-server-map',
    {
      config: { auth: 'session', permission: 'ADD_BUILDING' },
      schema: {
        summary: 'Import an IMDF archive as a new building (spec §7 building/add-server-map)',
        description: [
          `Needs ADD_BUILDING. The body is the archive itself (\`Content-Type: application/zip\` or \`application/octet-stream\`).`,
          `Limits (10005, nothing written): the upload at most ${MAX_ARCHIVE_MB} MB (refused as soon as it is larger, before it is read in full); its files at most ${MAX_UNZIPPED_MB} MB unzipped, counting the bytes actually inflated whatever the zip's headers declare (each file counts ${ARCHIVE_FILE_OVERHEAD_BYTES / 1024} KB more), refused the moment inflating passes it. A real 3-level venue is about 0.5 MB. The archive is read in a worker thread (at most ${MAX_ARCHIVE_WORKERS} at once; more uploads wait), so other requests are answered meanwhile.`,
          '`companyId`: platform admins must give it; other admins get their own company (another one: 10005). `appId` (optional) must be an app of that company. `name` defaults to the venue’s name, `address` to the venue’s address.',
          'Mapping (OGC 20-094): venue → the building (name, address, anchor from display_point); level → a level row (name: the label’s Chinese, else English, else Russian, else first name; ordinals may repeat) and a `level` feature with its outline; building (geometry, else its footprints’) → `building`; footprint, unit, opening (door kept), fixture, amenity (level of its first unit), section and geofence (→ section with a new regionId) → the same types; occupant placed at its anchor → `poi` (unit from the anchor; one POI type per occupant category); address → the building’s address; our `x_road.geojson` → roads and connectors. Feature ids are kept. IMDF properties we do not model stay in `properties.imdf`; `x_props` (our export’s extension) is restored.',
          'Not taken, but not fatal (listed in `report.notTaken` with the reason): detail, kiosk and relationship features, files outside IMDF (e.g. `attraction.geojson`), anchors no occupant uses, addresses other than the venue’s, an amenity or POI whose level cannot be known.',
          `Fatal (10005, nothing written, \`errors\` lists every problem as \`{ field: "<file>" or "<file>#<featureId>", message }\`, at most ${MAX_LISTED} of them): not a zip; no level.geojson or unit.geojson; no venue or building to name the building; a file that is not JSON or not a FeatureCollection; a feature without id, with an unknown feature_type or one not of its file; broken geometry; geometry more than ${OUTSIDE_METRES} m beyond the bbox of the venue, footprints and levels; a level_id, unit id or anchor id the archive lacks; a level without integer ordinal; a duplicate id.`,
        ].join('\n\n'),
        querystring: Type.Object({
          name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
          companyId: Type.Optional(Type.Integer({ minimum: 1 })),
          appId: Type.Optional(Type.Integer({ minimum: 1 })),
          address: Type.Optional(Type.String({ maxLength: 200 })),
        }),
        body: {
          content: {
            'application/zip': { schema: { description: 'The IMDF archive: a zip of GeoJSON files (folders inside are ignored)' } },
            'application/octet-stream': { schema: { description: 'The same archive' } },
          },
        },
        response: responses(ImportResultSchema),
      },
    },
    async (request) => {
      const admin = currentAdmin(request);
      const { name, appId, address } = request.query;
      const companyId = await targetCompany(app.db, request, admin, request.query.companyId);
      if (appId !== undefined) {
        const found = await app.db.selectFrom('app').select('id').where('id', '=', appId).where('companyId', '=', companyId).executeTakeFirst();
        if (!found) throw fieldError(request, 'appId', 'imdf.appOutside');
      }
      const body = request.body;
      if (!(body instanceof Uint8Array) || body.length === 0) throw fieldError(request, 'body', 'imdf.noBody');
      const { plan, problems } = await readArchiveOffThread(body, { name, language: request.language });
      if (!plan) throw invalid(request, problems);
      const building = await importBuilding(app.db, plan, {
        companyId,
        appId: appId ?? null,
        address,
        actor: { id: admin.id, email: admin.email, adminType: admin.adminType },
      });
      return ok({ building, report: plan.report });
    },
  );

  app.get(
    '/location/building/imdf',
    {
      config: { auth: 'session', permission: VIEW_MAP },
      schema: {
        summary: 'One version of a building as an IMDF archive (zip)',
        description: [
          `${READ_MAP} An unknown version: 10004 too (errors are JSON envelopes). \`version\`: \`latest\` (default: the newest published version, else the draft), \`draft\`, or a published version number.`,
          'The answer is `application/zip` with `Content-Disposition: attachment; filename="<building>-v<n>.imdf.zip"` (`-draft` for the draft; ASCII name, the UTF-8 one in `filename*`). It holds manifest.json (version 1.0.0, language zh-CN) and venue, address, building, footprint, level (ordinal, name and short_name labels `{ "zh-CN", "en" }`), unit, opening, fixture, amenity, section, occupant and anchor GeoJSON files (each POI is an occupant placed at an anchor in its unit; its POI type travels in the occupant’s `x_poi_type`).',
          'Extension (not IMDF): `x_road.geojson` holds the road network: `road` features (LineString, `level_id`, `category`, `status` open|closed) and `connector` features (elevators, escalators, stairs: `level_ids`). Our properties IMDF has no place for travel in each feature’s `x_props`. Importing the archive (add-server-map) takes all of it back: same levels, units, openings, POIs and roads, same ids and geometry.',
        ].join('\n\n'),
        querystring: Type.Object({
          buildingId: Type.Integer({ minimum: 1 }),
          version: Type.String({ pattern: '^(draft|latest|[1-9][0-9]{0,8})$', default: 'latest', description: 'draft | latest | <n>' }),
        }),
        response: {
          200: { description: 'The IMDF archive', content: { 'application/zip': { schema: Type.String({ format: 'binary' }) } } },
          '4xx': Type.Ref('ErrorEnvelope'),
          '5xx': Type.Ref('ErrorEnvelope'),
        },
      },
    },
    async (request, reply) => {
      const { buildingId } = request.query;
      const raw = request.query.version;
      const spec: VersionSpec = raw === 'draft' || raw === 'latest' ? raw : Number(raw);
      const scope = companyScope(currentAdmin(request));
      let query = app.db.selectFrom('building').select(['id', 'name', 'address', 'anchorLng', 'anchorLat']).where('id', '=', buildingId);
      if (scope !== null) query = query.where('companyId', '=', scope);
      const [building, version] = await Promise.all([query.executeTakeFirst(), resolveVersion(app.db, buildingId, spec)]);
      if (!building || (!version && typeof spec === 'number')) throw notFound();
      const [levels, poiTypes, features] = await Promise.all([
        app.db
          .selectFrom('level')
          .select(['id', 'ordinal', 'name', 'shortName'])
          .where('buildingId', '=', buildingId)
          .orderBy('ordinal')
          .orderBy('id')
          .execute(),
        app.db
          .selectFrom('poiType')
          .select(['id', 'name', 'nameEn', 'icon', 'color'])
          .where('buildingId', '=', buildingId)
          .orderBy('sort')
          .orderBy('id')
          .execute(),
        version ? versionFeatures(app.db, version.id) : [],
      ]);
      const created = new Date();
      const zip = writeArchive({ building, levels, poiTypes, features, generatedBy: `indoor-console ${app.appVersion}`, created });
      const suffix = version?.version ? `v${version.version}` : 'draft';
      const filename = `${asciiName(building.name, `building-${building.id}`)}-${suffix}.imdf.zip`;
      const utf8 = encodeURIComponent(`${building.name}-${suffix}.imdf.zip`);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${filename}"; filename*=UTF-8''${utf8}`)
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    },
  );
};
