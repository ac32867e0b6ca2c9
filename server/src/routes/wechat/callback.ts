import { Type } from 'typebox';
import { routePath } from '../../contract/endpoint.js';
import { wechatCallbackApi } from '../../contract/wxapp.js';
import { AppError } from '../../errors/codes.js';
import { translate } from '../../errors/messages.js';
import { WxAuthorizedQuery, WxCallbackQuery } from '../../schemas/wxapp.js';
import { completeAuthorization, openPlatformDetailOrNotFound } from '../../services/wxapp/authorize.js';
import { componentCallback, messageCallback } from '../../services/wxapp/callback.js';
import type { RoutePlugin } from '../../types.js';

/** WeChat posts XML (text/xml); a callback body is small. */
const CALLBACK_BYTES = 64 * 1024;
const WECHAT = { auth: 'wechat' } as const;
const CHECKED =
  'Called by WeChat, not by the console: no session; proven by `msg_signature` over the encrypted text with the platform’s message token, then decrypted with its EncodingAESKey. ' +
  'A callback for no known platform, with a bad signature, or that does not decrypt to the platform’s AppID answers 10003, is logged with the reason, and nothing is done. Answers the text `success`.';
const AppidParam = Type.String({ pattern: '^wx[0-9A-Za-z]{10,32}$' });

/** Issue 17: WeChat's pushes (授权事件接收, 消息与事件接收) and the return from its authorization page. */
export const wechatCallbackRoutes: RoutePlugin = async (app) => {
  app.addContentTypeParser(['text/xml', 'application/xml'], { parseAs: 'string', bodyLimit: CALLBACK_BYTES }, (_request, body, done) => done(null, body));

  app.post(
    routePath(wechatCallbackApi.component),
    {
      config: WECHAT,
      bodyLimit: CALLBACK_BYTES,
      schema: {
        summary: 'WeChat’s authorization events (component_verify_ticket, authorized, updateauthorized, unauthorized)',
        description: `${CHECKED} A ticket is stored (encrypted); an authorization is completed (its code exchanged for the mini-program’s tokens); a withdrawal marks the mini-program unauthorized and drops its tokens.`,
        params: Type.Object({ componentAppid: AppidParam }),
        querystring: WxCallbackQuery,
      },
    },
    async (request, reply) => {
      await componentCallback(app.db, app.wxOpen, request.params.componentAppid, request.query, request.body);
      return reply.type('text/plain; charset=utf-8').send('success');
    },
  );

  app.post(
    routePath(wechatCallbackApi.message),
    {
      config: WECHAT,
      bodyLimit: CALLBACK_BYTES,
      schema: {
        summary: 'WeChat’s events for one authorized mini-program (audit results: weapp_audit_success / fail / delay)',
        description: `${CHECKED} The mini-program must be authorized to that platform (and be the message’s ToUserName). An audit result moves its code state, its history and its batch item once; a repeated push changes nothing more.`,
        params: Type.Object({ componentAppid: AppidParam, appid: AppidParam }),
        querystring: WxCallbackQuery,
      },
    },
    async (request, reply) => {
      await messageCallback(app.db, app.wxOpen, request.params.componentAppid, request.params.appid, request.query, request.body);
      return reply.type('text/plain; charset=utf-8').send('success');
    },
  );

  app.get(
    routePath(wechatCallbackApi.authorized),
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Where WeChat’s authorization page sends the administrator back (auth_code)',
        description:
          'An unknown platform answers 10004. Completes the authorization with the code (as the `authorized` push does; whichever comes second changes nothing) and redirects to 小程序列表 (`/wxapp/list?authorized=<appid>`), or with `authorizeError=<message>` when WeChat refuses the code.',
        params: Type.Object({ openPlatformId: Type.Integer({ minimum: 1 }) }),
        querystring: WxAuthorizedQuery,
      },
    },
    async (request, reply) => {
      // A platform this server does not have is no return from WeChat: answered as the API's 10004, not a redirect.
      await openPlatformDetailOrNotFound(app.db, request.params.openPlatformId);
      try {
        const done = await completeAuthorization(app.db, app.wxOpen, request.params.openPlatformId, request.query.auth_code);
        return reply.redirect(`/wxapp/list?authorized=${encodeURIComponent(done.authorizerAppid)}`);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const message = translate(request.language, error.messageKey, error.params);
        return reply.redirect(`/wxapp/list?authorizeError=${encodeURIComponent(message)}`);
      }
    },
  );
};
