import multipart from '@fastify/multipart';
import { PLATFORM_FILE_FIELD, PLATFORM_FILE_RULES, STATIC_FILE_BASE, platformFileApi } from '#contract/endpoints/platformFile.js';
import { SVG_MAX_KB } from '../../limits.js';
import { Code } from '../../errors/codes.js';
import { sendError } from '../../errors/reply.js';
import { currentAdmin } from '../../plugins/auth.js';
import { ok, responses } from '#contract/schemas/envelope.js';
import { PlatformFileQuery, PlatformFileSchema, StaticFileParams } from '#contract/schemas/platformFile.js';
import { addPlatformFile, readPlatformFile } from '../../services/platformFile.js';
import { receiveFile, sizeText } from '../../transfer/multipartFile.js';
import type { RoutePlugin } from '../../types.js';
import { matchesEtag } from '../../plugins/etag.js';
import { route } from '../../plugins/route.js';

const rules = Object.entries(PLATFORM_FILE_RULES)
  .map(([purpose, r]) => `\`${purpose}\`: ${r.kinds.join(', ')}, at most ${sizeText(r.maxKb)}`)
  .join('; ');

/**
 * Spec §7 platform-file/add (issue 13). A scope of its own: only this route parses multipart bodies
 * (@fastify/multipart, which streams: the handler reads the file within its purpose's limit).
 */
const platformFileRoutes: RoutePlugin = async (app) => {
  await app.register(multipart, { limits: { files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 20 } });

  route(
    app,
    platformFileApi.add,
    {
      // Spec §6: the files serve POI types (EDIT_POI) and imports (EDIT_BUILDING); the service narrows it per purpose.
      config: { auth: 'session', permission: ['EDIT_POI', 'EDIT_BUILDING'], building: 'query.buildingId' },
      schema: {
        summary: 'Upload a platform file (a company logo, a POI type icon, an import file); answers its public URL',
        description: [
          `The body is multipart/form-data with one part \`${PLATFORM_FILE_FIELD}\` (the file); \`purpose\` and \`buildingId\` are in the query. The type is read from the bytes (PNG, JPEG, WebP, SVG, ZIP), never from the name or the part’s content type. Per purpose: ${rules}.`,
          'Access (spec §6): `logo` platform administrators only (10003); `poi-type-icon` EDIT_POI and `import` EDIT_BUILDING on `buildingId` (required there: 10005), another company’s building 10004.',
          `An SVG (issue 31) is stored cleaned by DOMPurify's SVG profile: scripts, event attributes, javascript: links, foreignObject, links other than to a #id of the same file and CSS that fetches are removed, the drawing (viewBox, paths, gradients, filters, <use> of #ids) kept; its URL is that of the cleaned bytes. At most ${sizeText(SVG_MAX_KB)} for any purpose.`,
          'Refused with 10005 naming `file`: not multipart, no part `file`, empty, over the limit (a larger Content-Length unread, a larger stream cut at the limit), a type the purpose does not take (an HTML page named .png, an SVG with an internal DTD), an SVG with no drawing left once cleaned or too complex to clean. An unknown purpose: 10005 naming `purpose`. 10007 while too many SVG files wait to be cleaned.',
          `Stored under the SHA-256 of the bytes (the same bytes are stored once, and always get the same URL) in the database, or the S3-compatible store when one is configured; every upload gets its own record. Served read-only at ${STATIC_FILE_BASE}/<sha256>.<ext>, cached for a year: logos, POI type icons and feedback screenshots inline, anything else (archives, import files) with Content-Disposition: attachment; an SVG under a Content-Security-Policy without scripts.`,
        ].join('\n\n'),
        querystring: PlatformFileQuery,
        body: {
          content: {
            // No `type` or `properties` (Ajv's strict mode): the handler streams the parts itself (the body stays undefined), so nothing here is validated.
            'multipart/form-data': {
              schema: {
                description: `One part \`${PLATFORM_FILE_FIELD}\` (a string, format binary): the file`,
              },
            },
          },
        },
        response: responses(PlatformFileSchema),
      },
    },
    async (request) =>
      ok(
        await addPlatformFile(
          app.db,
          app.fileStore,
          currentAdmin(request),
          request.query,
          (maxKb) => receiveFile(request, PLATFORM_FILE_FIELD, maxKb),
          request.language,
        ),
      ),
  );
};

/** Content-Security-Policy of a served SVG opened as a document: no script, nothing fetched, a sandbox. */
const SVG_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

/** Platform files served back read-only (issue 13), outside /api and before the console's SPA fallback. */
export const staticFileRoutes: RoutePlugin = async (app) => {
  app.get(`${STATIC_FILE_BASE}/:name`, { schema: { params: StaticFileParams } }, async (request, reply) => {
    const match = /^([0-9a-f]{64})\.([a-z]{2,4})$/.exec(request.params.name);
    const file = match ? await readPlatformFile(app.db, app.fileStore, match[1], match[2]) : undefined;
    if (!match || !file) return sendError(request, reply, Code.NOT_FOUND, 'notFound');
    const etag = `"${match[1]}"`;
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag).header('x-content-type-options', 'nosniff');
    if (file.contentType === 'image/svg+xml') reply.header('content-security-policy', SVG_CSP);
    if (file.attachment) reply.header('content-disposition', `attachment; filename="${match[0]}"`);
    if (matchesEtag(request, etag)) return reply.code(304).send();
    return reply.type(file.contentType).send(file.bytes);
  });
};

export default platformFileRoutes;
