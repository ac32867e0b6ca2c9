import { ALIAPP_LIMITS, aliappApi } from '#contract/endpoints/aliapp.js';
import {
  AliappAddBody,
  AliappPageQuery,
  AliappPageSchema,
  AliappQrcodeBody,
  AliappQrcodeSchema,
  AliappSchema,
  AliappUpdateBody,
} from '#contract/schemas/aliapp.js';
import { ok, responses, IdQuery } from '#contract/schemas/envelope.js';
import { DeletedSchema, IdsBody } from '#contract/schemas/userManagement.js';
import { addAliapp, aliappDetail, aliappPage, aliappQrcode, changeAliapp, removeAliapps } from '../../services/aliapp.js';
import type { RoutePlugin } from '../../types.js';
import { PLATFORM_ONLY } from '../admin/access.js';
import { currentAdmin } from '../../plugins/auth.js';
import { route } from '../../plugins/route.js';

const PLATFORM = 'Platform management (spec §2 /aliapp, issue 17): platform administrators only; others get 10003.';
const KEYS =
  'Keys are never returned: `privateKeySet` and SHA256 fingerprints of their public halves instead. They are stored AES-256-GCM encrypted under SECRET_KEY ' +
  '(without it, saving keys answers 10005 naming privateKey).';
const RULES =
  `appid is 16 digits and unique (10006); a name of 1–${ALIAPP_LIMITS.name} characters; privateKey and alipayPublicKey are RSA keys (PEM or bare base64; 10005 naming the field); ` +
  'appId, when given, is a location app (10005) not linked to another mini-program (10006). The credentials are then checked with Alipay ' +
  '(alipay.open.mini.baseinfo.query, RSA2-signed through ALIPAY_GATEWAY): an appid Alipay does not know answers 10005 naming appid, a private key that does ' +
  'not match the app’s public key at Alipay 10005 naming privateKey, an answer that does not verify with the Alipay public key 10005 naming alipayPublicKey. Nothing is written on a refusal. Audited (`entity` `aliapp`, fingerprints only).';

/** Issue 17 支付宝小程序: Alipay mini-programs, their keys (encrypted, never returned) and their QR codes. */
const aliappRoutes: RoutePlugin = async (app) => {
  route(
    app,
    aliappApi.page,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'Alipay mini-programs with their linked location apps',
        description: `${PLATFORM} \`q\` matches part of the name or the appid. ${KEYS}`,
        querystring: AliappPageQuery,
        response: responses(AliappPageSchema),
      },
    },
    async (request) => ok(await aliappPage(app.db, request.query)),
  );

  route(
    app,
    aliappApi.one,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'One Alipay mini-program',
        description: `${PLATFORM} ${KEYS} Unknown id: 10004.`,
        querystring: IdQuery,
        response: responses(AliappSchema),
      },
    },
    async (request) => ok(await aliappDetail(app.db, request.query.id)),
  );

  route(
    app,
    aliappApi.add,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'Add an Alipay mini-program with its keys',
        description: `${PLATFORM} ${RULES} ${KEYS}`,
        body: AliappAddBody,
        response: responses(AliappSchema),
      },
    },
    async (request) => ok(await addAliapp(app.db, app.qrcodeImaging, currentAdmin(request), request.body, request.language)),
  );

  route(
    app,
    aliappApi.update,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'Change an Alipay mini-program (the fields sent)',
        description: `${PLATFORM} ${RULES} Absent fields and keys are kept; Alipay is asked only when the appid or a key changes. Unknown id: 10004.`,
        body: AliappUpdateBody,
        response: responses(AliappSchema),
      },
    },
    async (request) => ok(await changeAliapp(app.db, app.qrcodeImaging, currentAdmin(request), request.body, request.language)),
  );

  route(
    app,
    aliappApi.delete,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'Delete Alipay mini-programs (`{ id }` or `{ ids }`), all or nothing',
        description: `${PLATFORM} Their keys go with them; linked location apps stay (their Alipay codes are drawn locally again). Unknown id: 10004.`,
        body: IdsBody,
        response: responses(DeletedSchema),
      },
    },
    async (request) => ok(await removeAliapps(app.db, currentAdmin(request), request.body, request.language)),
  );

  route(
    app,
    aliappApi.qrcode,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'Draw a mini-program QR code through alipay.open.app.qrcode.create',
        description:
          `${PLATFORM} urlParam is a page such as pages/index/index (no leading “/”, “?” or spaces; 10005), queryParam the start query, describe the ` +
          'description (default the name). Answers Alipay’s qr_code_url (and the circle variants) and the image as a data: URL. Alipay’s refusals are ' +
          'answered in words (40004 naming urlParam; credentials 10000); an answer that does not verify with the Alipay public key is refused.',
        body: AliappQrcodeBody,
        response: responses(AliappQrcodeSchema),
      },
    },
    async (request) => ok(await aliappQrcode(app.db, app.qrcodeImaging, request.body, request.language)),
  );
};

export default aliappRoutes;
