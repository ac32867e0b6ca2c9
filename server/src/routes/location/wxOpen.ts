import { wxOpenApi } from '#contract/endpoints/wxapp.js';
import { currentAdmin } from '../../plugins/auth.js';
import { ok, responses, IdQuery } from '#contract/schemas/envelope.js';
import { DeletedSchema, IdsBody } from '#contract/schemas/userManagement.js';
import { WxOpenAddBody, WxOpenPageQuery, WxOpenPageSchema, WxOpenSchema, WxOpenUpdateBody } from '#contract/schemas/wxapp.js';
import { addOpenPlatform, changeOpenPlatform, openPlatformDetail, openPlatformPage, removeOpenPlatforms } from '../../services/wxapp/openPlatform.js';
import type { RoutePlugin } from '../../types.js';
import { publicBase } from '../../wechat/options.js';
import { PLATFORM_ONLY } from '../admin/access.js';
import { route } from '../../plugins/route.js';

const PLATFORM = 'WeChat mini-programs (spec §2 /wxapp/open-list, §6; issue 17): platform administrators only; others get 10003.';
const SECRETS =
  'The AppSecret, message token and EncodingAESKey are stored encrypted under SECRET_KEY and answered masked only; without SECRET_KEY the call answers 10000 saying so. ' +
  'Formats are checked (10005 naming the field); the AppID is unique (10006).';
export const originOf = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;

/** Issue 17 开放平台列表: the WeChat third-party platforms the console manages. */
const wxOpenRoutes: RoutePlugin = async (app) => {
  const base = (request: { protocol: string; host: string }) => publicBase(app.wxOpen, originOf(request));

  route(
    app,
    wxOpenApi.page,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'Third-party platforms (开放平台列表), with their ticket state, last callback and callback URLs',
        description: `${PLATFORM} \`name\` matches part of the name or AppID. The callback URLs are the ones to type into WeChat’s open-platform console (PUBLIC_URL, else this request’s address).`,
        querystring: WxOpenPageQuery,
        response: responses(WxOpenPageSchema),
      },
    },
    async (request) => ok(await openPlatformPage(app.db, app.wxOpen, base(request), request.query)),
  );

  route(
    app,
    wxOpenApi.one,
    {
      config: PLATFORM_ONLY,
      schema: { summary: 'One third-party platform', description: `${PLATFORM} Unknown: 10004.`, querystring: IdQuery, response: responses(WxOpenSchema) },
    },
    async (request) => ok(await openPlatformDetail(app.db, app.wxOpen, base(request), request.query.id)),
  );

  route(
    app,
    wxOpenApi.add,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'Add a third-party platform',
        description: `${PLATFORM} ${SECRETS} Audited (without the secrets).`,
        body: WxOpenAddBody,
        response: responses(WxOpenSchema),
      },
    },
    async (request) => ok(await addOpenPlatform(app.db, app.wxOpen, base(request), currentAdmin(request), request.body, request.language)),
  );

  route(
    app,
    wxOpenApi.update,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'Change a third-party platform (the fields sent; absent secrets are kept)',
        description: `${PLATFORM} ${SECRETS} A new AppSecret is tried against WeChat with the last ticket: WeChat’s refusal answers 10005 naming secret and nothing is saved. The AppID cannot change. Unknown: 10004.`,
        body: WxOpenUpdateBody,
        response: responses(WxOpenSchema),
      },
    },
    async (request) => ok(await changeOpenPlatform(app.db, app.wxOpen, base(request), currentAdmin(request), request.body, request.language)),
  );

  route(
    app,
    wxOpenApi.delete,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'Delete third-party platforms (`{ id }` or `{ ids }`)',
        description: `${PLATFORM} Refused (10006) while a mini-program is authorized to one of them; unknown: 10004; all or nothing. Audited.`,
        body: IdsBody,
        response: responses(DeletedSchema),
      },
    },
    async (request) => ok(await removeOpenPlatforms(app.db, currentAdmin(request), request.body, request.language)),
  );
};

export default wxOpenRoutes;
