import { wxappApi } from '#contract/endpoints/wxapp.js';
import { currentAdmin } from '../../plugins/auth.js';
import { MAX_PAGE_SIZE, ok, responses, IdQuery } from '#contract/schemas/envelope.js';
import {
  WxAuthorizeBody,
  WxAuthorizeSchema,
  WxappDomainBody,
  WxappPageQuery,
  WxappPageSchema,
  WxappSchema,
  WxappTesterBody,
  WxappTesterRemoveBody,
  WxappUpdateBody,
} from '#contract/schemas/wxapp.js';
import { authorizeLink } from '../../services/wxapp/authorize.js';
import { addWxappTester, changeWxapp, removeWxappTester, setWxappDomains, wxappDetail, wxappPage } from '../../services/wxapp/wxapp.js';
import type { RoutePlugin } from '../../types.js';
import { publicBase } from '../../wechat/options.js';
import { PLATFORM_ONLY } from '../admin/access.js';
import { originOf } from './wxOpen.js';
import { route } from '../../plugins/route.js';

const PLATFORM = 'WeChat mini-programs (spec §2 /wxapp, §6; issue 17): platform administrators only; others get 10003.';
const WECHAT =
  'The call reaches WeChat with the mini-program’s authorizer token (refreshed when stale); WeChat’s refusal answers its code and words, and nothing is stored.';

/** Issue 17 小程序列表 / 添加 / 编辑. */
const wxappRoutes: RoutePlugin = async (app) => {
  route(
    app,
    wxappApi.page,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'Mini-programs authorized to the third-party platforms (小程序列表)',
        description: `${PLATFORM} Pages of at most ${MAX_PAGE_SIZE}. Filters: \`q\` (name, AppID or principal), \`openPlatformId\`, \`status\`, \`appGroupId\` (linked to the group’s location apps; an unknown group has none).`,
        querystring: WxappPageQuery,
        response: responses(WxappPageSchema),
      },
    },
    async (request) => ok(await wxappPage(app.db, request.query)),
  );

  route(
    app,
    wxappApi.one,
    {
      config: PLATFORM_ONLY,
      schema: { summary: 'One mini-program', description: `${PLATFORM} Unknown: 10004.`, querystring: IdQuery, response: responses(WxappSchema) },
    },
    async (request) => ok(await wxappDetail(app.db, request.query.id)),
  );

  route(
    app,
    wxappApi.update,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'Link a mini-program to a location app (its appCode goes into ext_json at the next commit)',
        description: `${PLATFORM} \`appId\` null unlinks; an unknown app answers 10005 naming appId. Audited.`,
        body: WxappUpdateBody,
        response: responses(WxappSchema),
      },
    },
    async (request) => ok(await changeWxapp(app.db, currentAdmin(request), request.body, request.language)),
  );

  route(
    app,
    wxappApi.authorize,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'A pre-authorization link for a mini-program’s administrator (添加)',
        description: `${PLATFORM} Makes a pre_auth_code with the platform’s component token (10006 while WeChat has sent no ticket) and answers WeChat’s authorization page with this server’s return address, and a QR code of it. When the mini-program is authorized WeChat pushes \`authorized\`; it then shows in the list.`,
        body: WxAuthorizeBody,
        response: responses(WxAuthorizeSchema),
      },
    },
    async (request) => ok(await authorizeLink(app.db, app.wxOpen, publicBase(app.wxOpen, originOf(request)), request.body.openPlatformId)),
  );

  route(
    app,
    wxappApi.domain,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'Set the mini-program’s server domains (modify_domain)',
        description: `${PLATFORM} Each list is the whole set; https://host (wss:// for socket domains) without a path, else 10005 naming the list. ${WECHAT}`,
        body: WxappDomainBody,
        response: responses(WxappSchema),
      },
    },
    async (request) => ok(await setWxappDomains(app.db, app.wxOpen, currentAdmin(request), request.body, request.language)),
  );

  route(
    app,
    wxappApi.testerAdd,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'Add a tester (bind_tester)',
        description: `${PLATFORM} A WeChat id of 1–40 letters, digits, - or _ (10005 naming wechatid); one already bound: 10006. ${WECHAT}`,
        body: WxappTesterBody,
        response: responses(WxappSchema),
      },
    },
    async (request) => ok(await addWxappTester(app.db, app.wxOpen, currentAdmin(request), request.body, request.language)),
  );

  route(
    app,
    wxappApi.testerRemove,
    {
      config: PLATFORM_ONLY,
      schema: {
        summary: 'Remove a tester (unbind_tester)',
        description: `${PLATFORM} Unknown tester: 10004. ${WECHAT}`,
        body: WxappTesterRemoveBody,
        response: responses(WxappSchema),
      },
    },
    async (request) => ok(await removeWxappTester(app.db, app.wxOpen, currentAdmin(request), request.body)),
  );
};

export default wxappRoutes;
