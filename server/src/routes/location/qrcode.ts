import { MINI_CODE_WIDTH, QRCODE_LIMITS, SCENE_MAX, qrcodeApi, qrcodeSceneApi } from '#contract/endpoints/qrcode.js';
import { currentAdmin } from '../../plugins/auth.js';
import { IdQuery, fileResponses, ok, responses } from '#contract/schemas/envelope.js';
import {
  QrcodeAddBody,
  QrcodeAdded,
  QrcodeDeleteBody,
  QrcodeDeleted,
  QrcodeMiniCodeBody,
  QrcodePageQuery,
  QrcodePageSchema,
  QrcodePrintQuery,
  QrcodeSchema,
  QrcodeUpdateBody,
} from '#contract/schemas/qrcode.js';
import { QRCODE_ADDERS, QRCODE_EDITORS, QRCODE_READERS, addQrcodes, changeQrcode, qrcodeDetail, qrcodePage, removeQrcodes } from '../../services/qrcode.js';
import { miniCode, printBatch } from '../../services/qrcodeImage.js';
import { resolveScene } from '../../services/qrcodeScene.js';
import { QrcodeSceneQuery, QrcodeSceneSchema } from '#contract/schemas/qrcodeScene.js';
import type { RoutePlugin } from '../../types.js';
import { route } from '../../plugins/route.js';

const READ = 'Needs VIEW_QR_CODE, ADD_QR_CODE or EDIT_QR_CODE (spec §6) on the building (10003); another company’s building, or an unknown id, answers 10004.';
const RULES = `Every field is checked and each problem answers 10005 naming its field: a name of 1–${QRCODE_LIMITS.name} characters, a page path like pages/index/index (no leading “/”, no query), a level of this building (\`levelId\`), a position (\`lng\`, \`lat\`, both or neither) inside that level. A payload of at most ${SCENE_MAX} characters of WeChat’s set is the scene itself; a longer or non-ASCII one is kept here and the scene becomes k=<shortCode>.`;

/** Issue 13: QR codes (spec §2 二维码管理, §7 qrcode/*) and their images. */
const qrcodeRoutes: RoutePlugin = async (app) => {
  const urlBase = () => app.qrcodeImaging.options.urlBase;

  route(
    app,
    qrcodeApi.page,
    {
      config: { auth: 'session', permission: QRCODE_READERS },
      schema: {
        summary: 'A page of a building’s QR codes',
        description: `${READ} Filters: level, batch, kind, enabled, text (\`q\`: part of the name, payload, scene, page or batch). A level of another building answers 10004, an unknown one 10005 naming \`levelId\`.`,
        querystring: QrcodePageQuery,
        response: responses(QrcodePageSchema),
      },
    },
    async (request) => ok(await qrcodePage(app.db, request.query, request.language, urlBase())),
  );

  route(
    app,
    qrcodeApi.one,
    {
      // Checked here for "any building"; the service checks the code's own building.
      config: { auth: 'session', permission: QRCODE_READERS },
      schema: { summary: 'One QR code', description: READ, querystring: IdQuery, response: responses(QrcodeSchema) },
    },
    async (request) => ok(await qrcodeDetail(app.db, currentAdmin(request), request.query.id, urlBase())),
  );

  route(
    app,
    qrcodeApi.add,
    {
      config: { auth: 'session', permission: QRCODE_ADDERS },
      schema: {
        summary: 'Add a QR code to a building, or a batch of them (`count`)',
        description: `Needs ADD_QR_CODE (spec §6) on the building (10003); another company’s building answers 10004. ${RULES} With \`count\` 2–${QRCODE_LIMITS.batchCount} and a \`batch\` name, that many codes are created in one transaction (all or none): “name-01”…, each payload with “&n=<number>”. Answers the first code and every id.`,
        body: QrcodeAddBody,
        response: responses(QrcodeAdded),
      },
    },
    async (request) => ok(await addQrcodes(app.db, currentAdmin(request), request.body, request.language, urlBase())),
  );

  route(
    app,
    qrcodeApi.update,
    {
      config: { auth: 'session', permission: QRCODE_EDITORS },
      schema: {
        summary: 'Change a QR code (the fields sent)',
        description: `Needs EDIT_QR_CODE (spec §6) on the code’s building (10003); another company’s code, or an unknown id, answers 10004. The building and short code stay. ${RULES}`,
        body: QrcodeUpdateBody,
        response: responses(QrcodeSchema),
      },
    },
    async (request) => ok(await changeQrcode(app.db, currentAdmin(request), request.body, request.language, urlBase())),
  );

  route(
    app,
    qrcodeApi.delete,
    {
      config: { auth: 'session', permission: QRCODE_EDITORS },
      schema: {
        summary: 'Delete one QR code (id) or several (ids)',
        description: 'Needs EDIT_QR_CODE (spec §6) on each code’s building (10003); another company’s code, or an unknown id, answers 10004. All or nothing.',
        body: QrcodeDeleteBody,
        response: responses(QrcodeDeleted),
      },
    },
    async (request) => ok(await removeQrcodes(app.db, currentAdmin(request), request.body, request.language)),
  );

  route(
    app,
    qrcodeApi.miniCode,
    {
      config: { auth: 'session', permission: QRCODE_READERS },
      schema: {
        summary: 'The code’s image: a PNG',
        description: `${READ} With the code’s app’s WeChat credentials (a WeChat code), WeChat’s getwxacodeunlimit draws it; otherwise a standard QR code of the code’s URL. Width ${MINI_CODE_WIDTH.min}–${MINI_CODE_WIDTH.max} px (default ${MINI_CODE_WIDTH.default}). WeChat’s refusals: a bad scene (40129) or unpublished page (41030) answer 10005 naming \`scene\` or \`page\`; its rate limit (45009) 10007; bad credentials 10000.`,
        body: QrcodeMiniCodeBody,
        response: fileResponses('image/png', 'The PNG image'),
      },
    },
    async (request, reply) => {
      const { png, filename } = await miniCode(app.db, app.qrcodeImaging, currentAdmin(request), request.body, request.language);
      return reply.type('image/png').header('content-disposition', `inline; filename="${filename}"`).header('cache-control', 'no-store').send(png);
    },
  );

  route(
    app,
    qrcodeApi.print,
    {
      config: { auth: 'session', permission: QRCODE_READERS },
      schema: {
        summary: 'A batch’s print sheet: an A4 PDF',
        description: `${READ} The batch’s codes by name, ${QRCODE_LIMITS.perSheet} a page (3 × 4), each with its name and place (building · level) under it. An unknown batch answers 10005 naming \`batch\`; a missing CJK font (QRCODE_FONT_PATH) 10000 with its path.`,
        querystring: QrcodePrintQuery,
        response: fileResponses('application/pdf', 'The PDF'),
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await printBatch(app.db, app.qrcodeImaging, request.query, request.language);
      return reply.type('application/pdf').header('content-disposition', `inline; filename="${filename}"`).send(pdf);
    },
  );
};

/** Issue 13: public, outside /api (the apps call it directly, as getConfig), registered before the console's SPA fallback. */
export const qrcodeSceneRoutes: RoutePlugin = async (app) => {
  app.get(
    qrcodeSceneApi.resolve.path,
    {
      config: { auth: 'public' },
      schema: {
        summary: 'A scanned code from its scene: its payload and its place',
        description:
          'Public (no session), for the app that scanned (`appCode`: unknown answers 10004, a disabled app 10003). `scene` is what WeChat handed the mini-program: k=<shortCode> finds that code, anything else the newest code with that scene. Only enabled codes of the app’s buildings; none answers 10004. A code hung at a known place answers its level and position (a location fix).',
        querystring: QrcodeSceneQuery,
        response: responses(QrcodeSceneSchema),
      },
    },
    async (request) => ok(await resolveScene(app.db, request.query)),
  );
};

export default qrcodeRoutes;
