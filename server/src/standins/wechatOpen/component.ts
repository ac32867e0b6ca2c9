// Issue 17: the stand-in's component APIs (cgi-bin/component/*) and the authorization page
// (cgi-bin/componentloginpage), following WeChat's documented behaviour and error codes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pushAuthEvent } from './push.js';
import { authKey, issueToken, readBody, Refusal, secret, text, tokenOf, type Component, type World } from './world.js';

const TICKET_MS = 12 * 3600_000;
const PRE_AUTH_SECONDS = 1800;
const AUTH_CODE_SECONDS = 3600;
/** The permission sets a mini-program grants (funcscope_category ids: 17 account, 18 development, 19 customer service …). */
const FUNC_IDS = [17, 18, 19, 25, 30, 31, 36, 37, 40];

function componentOf(world: World, appid: unknown): Component {
  const component = world.components.get(text(appid));
  if (!component) throw new Refusal(61011, 'invalid component');
  return component;
}

/** The component named in the body, which must be the component token's own. */
function ownComponent(world: World, url: URL, body: Record<string, unknown>): Component {
  const token = tokenOf(world, url.searchParams.get('component_access_token'), 'component');
  const component = componentOf(world, body.component_appid);
  if (component.componentAppid !== token.componentAppid) throw new Refusal(40001, 'invalid credential, access_token is invalid or not latest');
  return component;
}

function authorized(world: World, component: Component, appid: unknown): string {
  const id = text(appid);
  if (!world.authorizations.has(authKey(component.componentAppid, id))) throw new Refusal(61003, 'component is not authorized by this account');
  return id;
}

export function componentApi(world: World, path: string, url: URL, body: Record<string, unknown>): object {
  const now = world.now();
  if (path === 'api_component_token') {
    const component = componentOf(world, body.component_appid);
    if (text(body.component_appsecret) !== component.secret) throw new Refusal(40125, 'invalid appsecret');
    const issued = component.tickets.get(text(body.component_verify_ticket));
    if (issued === undefined) throw new Refusal(61006, 'component ticket is invalid');
    if (issued + TICKET_MS <= now) throw new Refusal(61005, 'component ticket is expired');
    const token = issueToken(world, { kind: 'component', componentAppid: component.componentAppid });
    return { component_access_token: token, expires_in: world.tokenSeconds };
  }
  const component = ownComponent(world, url, body);
  if (path === 'api_create_preauthcode') {
    const code = secret('preauthcode@@@');
    world.preAuthCodes.set(code, { componentAppid: component.componentAppid, expiresAt: now + PRE_AUTH_SECONDS * 1000, used: false });
    return { pre_auth_code: code, expires_in: PRE_AUTH_SECONDS };
  }
  if (path === 'api_query_auth') {
    const code = world.authCodes.get(text(body.authorization_code));
    if (!code || code.used || code.componentAppid !== component.componentAppid) throw new Refusal(61009, 'code is invalid');
    if (code.expiresAt <= now) throw new Refusal(61010, 'code is expired');
    code.used = true;
    const auth = world.authorizations.get(authKey(component.componentAppid, code.appid));
    if (!auth) throw new Refusal(61003, 'component is not authorized by this account');
    const access = issueToken(world, { kind: 'authorizer', componentAppid: component.componentAppid, appid: code.appid });
    return {
      authorization_info: {
        authorizer_appid: code.appid,
        authorizer_access_token: access,
        expires_in: world.tokenSeconds,
        authorizer_refresh_token: auth.refreshToken,
        func_info: FUNC_IDS.map((id) => ({ funcscope_category: { id } })),
      },
    };
  }
  if (path === 'api_authorizer_token') {
    const appid = authorized(world, component, body.authorizer_appid);
    const auth = world.authorizations.get(authKey(component.componentAppid, appid));
    if (!auth || auth.refreshToken !== text(body.authorizer_refresh_token)) throw new Refusal(61023, 'refresh_token is invalid');
    const access = issueToken(world, { kind: 'authorizer', componentAppid: component.componentAppid, appid });
    return { authorizer_access_token: access, expires_in: world.tokenSeconds, authorizer_refresh_token: auth.refreshToken };
  }
  if (path === 'api_get_authorizer_info') {
    const appid = authorized(world, component, body.authorizer_appid);
    const mp = world.miniPrograms.get(appid);
    return {
      authorizer_info: {
        nick_name: mp?.nickName ?? '',
        head_img: '',
        service_type_info: { id: 0 },
        verify_type_info: { id: 0 },
        user_name: mp?.userName ?? '',
        principal_name: mp?.principalName ?? '',
        MiniProgramInfo: { network: {}, categories: [], visit_status: 0 },
      },
      authorization_info: { authorizer_appid: appid, func_info: FUNC_IDS.map((id) => ({ funcscope_category: { id } })) },
    };
  }
  throw new Refusal(404, 'not found');
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(res: ServerResponse, status: number, title: string, main: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escape(title)}</title>` +
      `<style>body{font-family:sans-serif;margin:2rem;color:#1a1a1a}li{margin:.5rem 0}button{background:#056b34;color:#fff;border:0;padding:.4rem 1rem;border-radius:4px;font-size:1rem}</style>` +
      `</head><body><main><h1>${escape(title)}</h1>${main}</main></body></html>`,
  );
}

/** The pre-auth code if it is usable for `componentAppid`, else a reason. */
function usablePreAuth(world: World, componentAppid: string, code: string): string | undefined {
  const pre = world.preAuthCodes.get(code);
  if (!world.components.has(componentAppid)) return '第三方平台不存在 (invalid component_appid)';
  if (!pre || pre.componentAppid !== componentAppid) return '授权链接无效 (invalid pre_auth_code)';
  if (pre.used) return '授权链接已使用 (pre_auth_code used)';
  if (pre.expiresAt <= world.now()) return '授权链接已过期 (pre_auth_code expired)';
  return undefined;
}

/** GET: the list of the stand-in's mini-programs, each with an 授权 button. */
export function loginPage(world: World, url: URL, res: ServerResponse) {
  const q = url.searchParams;
  const componentAppid = q.get('component_appid') ?? '';
  const code = q.get('pre_auth_code') ?? '';
  const redirect = q.get('redirect_uri') ?? '';
  const problem = usablePreAuth(world, componentAppid, code) ?? (/^https?:\/\//.test(redirect) ? undefined : '回调地址无效 (invalid redirect_uri)');
  if (problem) return page(res, 400, '授权失败', `<p role="alert">${escape(problem)}</p>`);
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escape(value)}">`;
  const items = [...world.miniPrograms.values()]
    .map(
      (mp) =>
        `<li><form method="post" action="/cgi-bin/componentloginpage/confirm">` +
        hidden('component_appid', componentAppid) +
        hidden('pre_auth_code', code) +
        hidden('redirect_uri', redirect) +
        hidden('appid', mp.appid) +
        `<span>${escape(mp.nickName)}</span> <small>${escape(mp.appid)}</small> ` +
        `<button type="submit" aria-label="授权 ${escape(mp.nickName)}">授权</button></form></li>`,
    )
    .join('');
  page(res, 200, `授权给第三方平台 ${componentAppid}`, items ? `<p>选择要授权的小程序</p><ul>${items}</ul>` : '<p>没有可授权的小程序</p>');
}

/** POST: the administrator confirmed; uses the pre-auth code, pushes authorized / updateauthorized, redirects. */
export async function confirmPage(world: World, req: IncomingMessage, res: ServerResponse) {
  const form = new URLSearchParams(await readBody(req));
  const componentAppid = form.get('component_appid') ?? '';
  const code = form.get('pre_auth_code') ?? '';
  const appid = form.get('appid') ?? '';
  const redirect = form.get('redirect_uri') ?? '';
  const problem = usablePreAuth(world, componentAppid, code) ?? (world.miniPrograms.has(appid) ? undefined : '小程序不存在 (unknown appid)');
  if (problem || !/^https?:\/\//.test(redirect)) return page(res, 400, '授权失败', `<p role="alert">${escape(problem ?? 'invalid redirect_uri')}</p>`);
  const component = world.components.get(componentAppid) as Component;
  world.preAuthCodes.get(code)!.used = true;
  const key = authKey(componentAppid, appid);
  const again = world.authorizations.has(key);
  if (!again) world.authorizations.set(key, { refreshToken: secret('refreshtoken@@@') });
  const authCode = secret('queryauthcode@@@');
  const expiresAt = world.now() + AUTH_CODE_SECONDS * 1000;
  world.authCodes.set(authCode, { componentAppid, appid, expiresAt, used: false });
  await pushAuthEvent(world, component, again ? 'updateauthorized' : 'authorized', {
    AuthorizerAppid: appid,
    AuthorizationCode: authCode,
    AuthorizationCodeExpiredTime: Math.floor(expiresAt / 1000),
    PreAuthCode: code,
  });
  const target = new URL(redirect);
  target.searchParams.set('auth_code', authCode);
  target.searchParams.set('expires_in', String(AUTH_CODE_SECONDS));
  res.writeHead(302, { location: target.toString() });
  res.end();
}
