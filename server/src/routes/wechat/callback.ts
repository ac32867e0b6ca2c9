import { wechatCallbackApi } from '#contract/endpoints/wxapp.js';
import { translate } from '../../errors/messages.js';
import { WxAuthorizedParams, WxAuthorizedQuery, WxCallbackQuery, WxComponentCallbackParams, WxMessageCallbackParams } from '#contract/schemas/wxapp.js';
import { returnFromAuthorization } from '../../services/wxapp/authorize.js';
import { componentCallback, messageCallback } from '../../services/wxapp/callback.js';
import { AUTHORIZED_RETURN_LIMITS, CALLBACK_WINDOW_SECONDS } from '../../services/wxapp/replay.js';
import type { RoutePlugin } from '../../types.js';
import { route } from '../../plugins/route.js';

/** WeChat posts XML (text/xml); a callback body is small. */
const CALLBACK_BYTES = 64 * 1024;
const WECHAT = { auth: 'wechat' } as const;
const CHECKED =
  'Called by WeChat, not by the console: no session; proven by `msg_signature` over the encrypted text with the platform’s message token, then decrypted with its EncodingAESKey. ' +
  'A callback for no known platform, with a bad signature, or that does not decrypt to the platform’s AppID answers 10003, is logged with the reason, and nothing is done. ' +
  `Replays (issue 31 §5): a signed \`timestamp\` more than ${CALLBACK_WINDOW_SECONDS} s from the server’s clock (either side) is refused (reason \`timestamp\`), and so is a \`nonce\` with that timestamp seen before by any instance (reason \`replay\`); a callback that fails while being acted on is forgotten, so WeChat’s retry is taken. ` +
  'Answers the text `success`.';

/** Issue 17: WeChat's pushes (授权事件接收, 消息与事件接收) and the return from its authorization page. */
const wechatCallbackRoutes: RoutePlugin = async (app) => {
  app.addContentTypeParser(['text/xml', 'application/xml'], { parseAs: 'string', bodyLimit: CALLBACK_BYTES }, (_request, body, done) => done(null, body));

  route(
    app,
    wechatCallbackApi.component,
    {
      config: WECHAT,
      bodyLimit: CALLBACK_BYTES,
      schema: {
        summary: 'WeChat’s authorization events (component_verify_ticket, authorized, updateauthorized, unauthorized)',
        description: `${CHECKED} A ticket is stored (encrypted); an authorization is completed (its code exchanged for the mini-program’s tokens); a withdrawal marks the mini-program unauthorized and drops its tokens.`,
        params: WxComponentCallbackParams,
        querystring: WxCallbackQuery,
      },
    },
    async (request, reply) => {
      await componentCallback(app.db, app.wxOpen, request.params.componentAppid, request.query, request.body);
      return reply.type('text/plain; charset=utf-8').send('success');
    },
  );

  route(
    app,
    wechatCallbackApi.message,
    {
      config: WECHAT,
      bodyLimit: CALLBACK_BYTES,
      schema: {
        summary: 'WeChat’s events for one authorized mini-program (audit results: weapp_audit_success / fail / delay)',
        description: `${CHECKED} The mini-program must be authorized to that platform (and be the message’s ToUserName). An audit result moves its code state, its history and its batch item once; a repeated push changes nothing more.`,
        params: WxMessageCallbackParams,
        querystring: WxCallbackQuery,
      },
    },
    async (request, reply) => {
      await messageCallback(app.db, app.wxOpen, request.params.componentAppid, request.params.appid, request.query, request.body);
      return reply.type('text/plain; charset=utf-8').send('success');
    },
  );

  route(
    app,
    wechatCallbackApi.authorized,
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Where WeChat’s authorization page sends the administrator back (auth_code)',
        description:
          `No session: at most ${AUTHORIZED_RETURN_LIMITS.perAddress} calls a minute per client address and ${AUTHORIZED_RETURN_LIMITS.perPlatform} per platform (shared by every server instance; past either, 10007 with Retry-After). ` +
          'An unknown platform answers 10004. A code already used (the `authorized` push came first) redirects to 小程序列表 (`/wxapp/list?authorized=<appid>`). ' +
          'Otherwise `state` must name an authorization link of this platform that is unused and within its pre_auth_code’s lifetime (issue 31 §6): else the redirect carries `authorizeError=<message>` and WeChat is not called. ' +
          'The link is then used, and the authorization completed with the code (as the `authorized` push does; whichever comes second changes nothing): the redirect carries `authorized=<appid>`, or `authorizeError=<message>` when WeChat refuses the code.',
        params: WxAuthorizedParams,
        querystring: WxAuthorizedQuery,
      },
    },
    async (request, reply) => {
      const answer = await returnFromAuthorization(app.db, app.wxOpen, {
        openPlatformId: request.params.openPlatformId,
        authCode: request.query.auth_code,
        state: request.query.state,
        address: request.ip,
      });
      if ('authorizerAppid' in answer) return reply.redirect(`/wxapp/list?authorized=${encodeURIComponent(answer.authorizerAppid)}`);
      return reply.redirect(`/wxapp/list?authorizeError=${encodeURIComponent(translate(request.language, answer.refused, answer.params))}`);
    },
  );
};

export default wechatCallbackRoutes;
