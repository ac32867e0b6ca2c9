// Issue 17 (DESIGN §10): a local stand-in for WeChat's third-party platform (第三方平台), following the documented
// behaviour: component_verify_ticket pushes, component and authorizer tokens, the authorization page, the template
// library and the code lifecycle of authorized mini-programs, with audit results pushed to the message callback.
// Callbacks are encrypted and signed like WeChat's (server/src/wechat/crypto.ts). The parts live in ./wechatOpen/.
// Control endpoints under /__standin/ (JSON) let e2e tests and `npm run dev` drive it over HTTP.
// `npx tsx server/src/standins/wechatOpen.ts` runs it with a demo component and three mini-programs (PORT,
// COMPONENT_APPID, COMPONENT_SECRET, COMPONENT_TOKEN, COMPONENT_AES_KEY, AUTH_CALLBACK_URL, MESSAGE_CALLBACK_URL, PUBLIC_URL).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { validEncodingAesKey } from '../wechat/crypto.js';
import { callbackUrls } from '../wechat/options.js';
import { resolveAudit, codeApi, templateApi } from './wechatOpen/code.js';
import { componentApi, confirmPage, loginPage } from './wechatOpen/component.js';
import { pushAuthEvent, pushTicket } from './wechatOpen/push.js';
import { subscribeApi, subscriptionControl } from './wechatOpen/subscribe.js';
import {
  authKey,
  codeState,
  jsonBody,
  Refusal,
  sendJson,
  sendRefusal,
  text,
  type Component,
  type ComponentRegistration,
  type Deliver,
  type PushRecord,
  type World,
} from './wechatOpen/world.js';
import { log } from '../log.js';

export interface WechatOpenStandInOptions {
  port?: number;
  /** The stand-in's clock; its pushes are signed with it, and a server refuses those more than 5 minutes off its own. */
  now?: () => number;
  /** Component and authorizer token lifetime, seconds (WeChat: 7200). */
  tokenSeconds?: number;
  /** Templates a component may keep (WeChat: 200; then 85065). */
  templateLimit?: number;
  /** How long after a commit the code check runs (submit_audit answers 61039 meanwhile). */
  codeCheckMs?: number;
  /** Calls one token may make per window (then 45009); default 10000 a minute. */
  rateLimit?: { calls: number; windowMs: number };
  /** Audits per month (queryquota; then 85085) and speed-ups. */
  auditQuota?: { limit: number; speedup: number };
  /** component_verify_ticket push interval (WeChat: every 10 minutes); 0: only on demand. */
  ticketIntervalMs?: number;
  /** Delivers the pushes (default: an HTTP POST) — e.g. `app.inject` for a server that does not listen. */
  deliver?: Deliver;
}

export interface WechatOpenStandIn {
  url: string;
  /** Calls seen, by path. */
  calls: Record<string, number>;
  /** Every push made (authorization events and message callbacks) with the callback's answer. */
  pushes: PushRecord[];
  registerComponent(registration: ComponentRegistration): Promise<void>;
  pushTicket(componentAppid: string): Promise<void>;
  /** The newest component_verify_ticket of a component. */
  latestTicket(componentAppid: string): string | undefined;
  addMiniProgram(mp: { appid?: string; nickName: string; principalName?: string }): string;
  /** Plays the developer tools' upload: a draft in the component's (default the first) template library. */
  addDraft(componentAppid: string | undefined, draft: { userVersion: string; userDesc: string }): number;
  resolveAudit(appid: string, result: 'passed' | 'rejected' | 'delayed', reason?: string): Promise<void>;
  unauthorize(componentAppid: string, appid: string): Promise<void>;
  expireTokens(): void;
  /** Changes the per-token call limit (45009 past it). */
  setRateLimit(calls: number, windowMs?: number): void;
  state(appid: string): Record<string, unknown>;
  close(): Promise<void>;
}

export async function startWechatOpenStandIn(options: WechatOpenStandInOptions = {}): Promise<WechatOpenStandIn> {
  const world: World = {
    now: options.now ?? Date.now,
    deliver: options.deliver,
    tokenSeconds: options.tokenSeconds ?? 7200,
    templateLimit: options.templateLimit ?? 200,
    codeCheckMs: options.codeCheckMs ?? 0,
    auditQuota: options.auditQuota ?? { limit: 20, speedup: 3 },
    rateLimit: options.rateLimit ?? { calls: 10_000, windowMs: 60_000 },
    components: new Map(),
    miniPrograms: new Map(),
    authorizations: new Map(),
    preAuthCodes: new Map(),
    authCodes: new Map(),
    tokens: new Map(),
    code: new Map(),
    pushes: [],
    nextId: { draft: 1, template: 1, audit: 400000001 },
  };
  const interval = options.ticketIntervalMs ?? 600_000;
  const calls: Record<string, number> = {};
  const component = (appid: string) => {
    const c = world.components.get(appid);
    if (!c) throw new Refusal(61011, `unknown component ${appid}`);
    return c;
  };

  const standIn: Omit<WechatOpenStandIn, 'url' | 'close'> = {
    calls,
    pushes: world.pushes,
    async registerComponent(reg) {
      if (!validEncodingAesKey(reg.encodingAesKey)) throw new Error('encodingAesKey must be 43 characters of base64');
      const old = world.components.get(reg.componentAppid);
      if (old?.timer) clearInterval(old.timer);
      const c: Component = { ...reg, tickets: old?.tickets ?? new Map(), drafts: old?.drafts ?? [], templates: old?.templates ?? [] };
      world.components.set(reg.componentAppid, c);
      if (interval > 0) c.timer = setInterval(() => void pushTicket(world, c), interval).unref();
      await pushTicket(world, c);
    },
    pushTicket: (appid) => pushTicket(world, component(appid)),
    latestTicket: (appid) => [...(world.components.get(appid)?.tickets.keys() ?? [])].at(-1),
    addMiniProgram(mp) {
      const appid = mp.appid ?? `wx${randomBytes(8).toString('hex')}`;
      const userName = `gh_${randomBytes(6).toString('hex')}`;
      world.miniPrograms.set(appid, { appid, nickName: mp.nickName, principalName: mp.principalName ?? `${mp.nickName}有限公司`, userName });
      return appid;
    },
    addDraft(componentAppid, draft) {
      const c = componentAppid ? component(componentAppid) : [...world.components.values()][0];
      if (!c) throw new Error('no component registered');
      const draftId = world.nextId.draft++;
      c.drafts.push({ draftId, userVersion: draft.userVersion, userDesc: draft.userDesc, createTime: Math.floor(world.now() / 1000) });
      return draftId;
    },
    resolveAudit: (appid, result, reason) => resolveAudit(world, appid, result, reason),
    async unauthorize(componentAppid, appid) {
      const c = component(componentAppid);
      if (!world.authorizations.delete(authKey(componentAppid, appid))) return;
      await pushAuthEvent(world, c, 'unauthorized', { AuthorizerAppid: appid });
    },
    expireTokens: () => world.tokens.forEach((t) => (t.expiresAt = world.now())),
    setRateLimit: (calls, windowMs = 60_000) => void (world.rateLimit = { calls, windowMs }),
    state(appid) {
      const s = codeState(world, appid);
      const authorizedBy = [...world.authorizations.keys()].filter((k) => k.endsWith(` ${appid}`)).map((k) => k.split(' ')[0]);
      return { miniProgram: world.miniPrograms.get(appid), authorizedBy, ...s, testers: [...s.testers.keys()] };
    },
  };

  const control = async (path: string, req: IncomingMessage, res: ServerResponse) => {
    // Issue 18: users' subscriptions to subscription-message templates (wx.requestSubscribeMessage's stand-in).
    if (path === 'subscriptions') return subscriptionControl(world, req, res);
    if (path === 'state') return sendJson(res, standIn.state(new URL(req.url ?? '/', 'http://x').searchParams.get('appid') ?? ''));
    const b = await jsonBody(req);
    if (path === 'components') return sendJson(res, (await standIn.registerComponent(b as unknown as ComponentRegistration)) ?? {});
    if (path === 'ticket') return sendJson(res, (await standIn.pushTicket(text(b.componentAppid))) ?? {});
    if (path === 'miniprograms')
      return sendJson(res, {
        appid: standIn.addMiniProgram({ appid: text(b.appid) || undefined, nickName: text(b.nickName), principalName: text(b.principalName) || undefined }),
      });
    if (path === 'drafts')
      return sendJson(res, {
        draftId: standIn.addDraft(text(b.componentAppid) || undefined, { userVersion: text(b.userVersion), userDesc: text(b.userDesc) }),
      });
    if (path === 'audit') return sendJson(res, (await standIn.resolveAudit(text(b.appid), b.result as 'passed', text(b.reason))) ?? {});
    if (path === 'unauthorize') return sendJson(res, (await standIn.unauthorize(text(b.componentAppid), text(b.appid))) ?? {});
    if (path === 'expire-tokens') return sendJson(res, (standIn.expireTokens(), {}));
    if (path === 'rate-limit') return sendJson(res, (standIn.setRateLimit(Number(b.calls), b.windowMs === undefined ? undefined : Number(b.windowMs)), {}));
    sendJson(res, { error: 'not found' }, 404);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    calls[path] = (calls[path] ?? 0) + 1;
    if (path.startsWith('/__standin/')) {
      try {
        return await control(path.slice('/__standin/'.length), req, res);
      } catch (error) {
        return sendJson(res, { error: error instanceof Error ? error.message : String(error) }, 400);
      }
    }
    if (req.method === 'GET' && path === '/cgi-bin/componentloginpage') return loginPage(world, url, res);
    if (req.method === 'POST' && path === '/cgi-bin/componentloginpage/confirm') return confirmPage(world, req, res);
    try {
      const body = req.method === 'POST' ? await jsonBody(req) : {};
      let answer: object | Buffer | undefined;
      if (path.startsWith('/cgi-bin/component/') && req.method === 'POST') answer = componentApi(world, path.slice('/cgi-bin/component/'.length), url, body);
      else if (path.startsWith('/wxaapi/') || path.startsWith('/cgi-bin/message/')) answer = subscribeApi(world, path, url, body);
      else if (path.startsWith('/wxa/')) answer = templateApi(world, path.slice(5), url, body) ?? (await codeApi(world, path.slice(5), url, body));
      if (answer === undefined) return sendJson(res, { errcode: 404, errmsg: 'not found' }, 404);
      if (Buffer.isBuffer(answer)) {
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': answer.length });
        return res.end(answer);
      }
      sendJson(res, { errcode: 0, errmsg: 'ok', ...answer });
    } catch (error) {
      if (error instanceof Refusal) return sendRefusal(res, error);
      sendRefusal(res, new Refusal(-1, 'system error'));
    }
  };

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...standIn,
    url: `http://127.0.0.1:${port}`,
    close: () => {
      world.components.forEach((c) => c.timer && clearInterval(c.timer));
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const env = process.env;
  const componentAppid = env.COMPONENT_APPID ?? 'wxcomponentdemo01';
  const urls = callbackUrls(env.PUBLIC_URL ?? 'http://localhost:8080', componentAppid);
  const registration: ComponentRegistration = {
    componentAppid,
    secret: env.COMPONENT_SECRET ?? 'standincomponentsecret01',
    token: env.COMPONENT_TOKEN ?? 'standintoken',
    encodingAesKey: env.COMPONENT_AES_KEY ?? 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
    authCallbackUrl: env.AUTH_CALLBACK_URL ?? urls.authCallbackUrl,
    messageCallbackUrl: env.MESSAGE_CALLBACK_URL ?? urls.messageCallbackUrl,
  };
  const standIn = await startWechatOpenStandIn({ port: Number(env.PORT ?? 0) });
  for (const nickName of ['万象城导航', '大悦城导航', '银泰导航']) standIn.addMiniProgram({ nickName });
  await standIn.registerComponent(registration);
  standIn.addDraft(componentAppid, { userVersion: '1.0.0', userDesc: '室内导航首版' });
  log.info(`WeChat third-party platform stand-in on ${standIn.url}; set WECHAT_OPEN_API_BASE=${standIn.url} and WECHAT_MP_BASE=${standIn.url}`);
  log.info('In the console, add the third-party platform with:');
  for (const [name, value] of Object.entries({
    AppID: componentAppid,
    AppSecret: registration.secret,
    Token: registration.token,
    EncodingAESKey: registration.encodingAesKey,
  })) {
    log.info(`  ${name}: ${value}`);
  }
  log.info(`Tickets go to ${registration.authCallbackUrl} (now and every 10 minutes; POST ${standIn.url}/__standin/ticket for another).`);
}
