// Issue 17: WeChat's third-party platform (第三方平台) API — the component's tokens and authorizations, the
// template library and code management of authorized mini-programs — against a configurable base URL
// (https://api.weixin.qq.com, or the stand-in server/src/standins/wechatOpen.ts). Every call times out after
// 10 s (WechatError -2 when unreachable); an answer with errcode ≠ 0 throws WechatError. No token caching here:
// the services keep the tokens (they are per component and per authorizer, and stored).
import { WechatError } from '../qrcode/wechat.js';
import type {
  AuditQuota,
  AuditStatus,
  AuthorizationInfo,
  AuthorizerInfo,
  AuthorizerToken,
  CodeTemplate,
  ComponentCredentials,
  Expiring,
  ServerDomains,
  TemplateDraft,
  WechatOpen,
} from './types.js';

type Fetch = typeof fetch;
type Body = Record<string, unknown>;
type Query = Record<string, string>;

const str = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));
const num = (v: unknown) => (typeof v === 'number' ? v : Number(v ?? 0) || 0);
const list = (v: unknown) => (Array.isArray(v) ? v.map(str) : []);
const obj = (v: unknown): Body => (v && typeof v === 'object' ? (v as Body) : {});

export class WechatOpenClient implements WechatOpen {
  constructor(
    readonly apiBase: string,
    private readonly fetcher: Fetch = fetch,
    /** The authorization page's host: https://mp.weixin.qq.com for WeChat (default apiBase: the stand-in serves it). */
    readonly mpBase: string = apiBase,
  ) {}

  private url(path: string, query: Query): string {
    const url = new URL(path, `${this.apiBase.replace(/\/+$/, '')}/`);
    url.search = new URLSearchParams(query).toString();
    return url.toString();
  }

  private async send(path: string, query: Query, body?: Body): Promise<Response> {
    const init: RequestInit = body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
    try {
      return await this.fetcher(this.url(path, query), { ...init, signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      throw new WechatError(-2, error instanceof Error ? error.message : String(error));
    }
  }

  /** A JSON call: GET without a body, POST with one; `{ errcode ≠ 0 }` throws. */
  private async call(path: string, query: Query, body?: Body): Promise<Body> {
    const res = await this.send(path, query, body);
    const text = await res.text().catch(() => '');
    let answer: Body;
    try {
      answer = obj(JSON.parse(text));
    } catch {
      throw new WechatError(-1, `HTTP ${res.status}: not JSON`);
    }
    const errcode = num(answer.errcode);
    if (errcode !== 0) throw new WechatError(errcode, str(answer.errmsg) || 'unknown error');
    if (!res.ok) throw new WechatError(-1, `HTTP ${res.status}`);
    return answer;
  }

  async componentToken(credentials: ComponentCredentials, verifyTicket: string): Promise<Expiring> {
    const a = await this.call(
      'cgi-bin/component/api_component_token',
      {},
      { component_appid: credentials.componentAppid, component_appsecret: credentials.componentSecret, component_verify_ticket: verifyTicket },
    );
    return { token: str(a.component_access_token), expiresIn: num(a.expires_in) };
  }

  async preAuthCode(componentToken: string, componentAppid: string): Promise<Expiring> {
    const a = await this.call('cgi-bin/component/api_create_preauthcode', { component_access_token: componentToken }, { component_appid: componentAppid });
    return { token: str(a.pre_auth_code), expiresIn: num(a.expires_in) };
  }

  authorizeUrl(componentAppid: string, preAuthCode: string, redirectUri: string): string {
    const url = new URL('cgi-bin/componentloginpage', `${this.mpBase.replace(/\/+$/, '')}/`);
    url.search = new URLSearchParams({ component_appid: componentAppid, pre_auth_code: preAuthCode, redirect_uri: redirectUri, auth_type: '2' }).toString();
    return url.toString();
  }

  async queryAuth(componentToken: string, componentAppid: string, authorizationCode: string): Promise<AuthorizationInfo> {
    const a = await this.call(
      'cgi-bin/component/api_query_auth',
      { component_access_token: componentToken },
      { component_appid: componentAppid, authorization_code: authorizationCode },
    );
    const info = obj(a.authorization_info);
    const funcs = Array.isArray(info.func_info) ? info.func_info : [];
    return {
      authorizerAppid: str(info.authorizer_appid),
      accessToken: str(info.authorizer_access_token),
      expiresIn: num(info.expires_in),
      refreshToken: str(info.authorizer_refresh_token),
      funcIds: funcs.map((f) => num(obj(obj(f).funcscope_category).id)),
    };
  }

  async refreshAuthorizerToken(componentToken: string, componentAppid: string, authorizerAppid: string, refreshToken: string): Promise<AuthorizerToken> {
    const a = await this.call(
      'cgi-bin/component/api_authorizer_token',
      { component_access_token: componentToken },
      { component_appid: componentAppid, authorizer_appid: authorizerAppid, authorizer_refresh_token: refreshToken },
    );
    return { accessToken: str(a.authorizer_access_token), expiresIn: num(a.expires_in), refreshToken: str(a.authorizer_refresh_token) || refreshToken };
  }

  async authorizerInfo(componentToken: string, componentAppid: string, authorizerAppid: string): Promise<AuthorizerInfo> {
    const a = await this.call(
      'cgi-bin/component/api_get_authorizer_info',
      { component_access_token: componentToken },
      { component_appid: componentAppid, authorizer_appid: authorizerAppid },
    );
    const info = obj(a.authorizer_info);
    return { nickName: str(info.nick_name), headImg: str(info.head_img), userName: str(info.user_name), principalName: str(info.principal_name) };
  }

  async draftList(componentToken: string): Promise<TemplateDraft[]> {
    const a = await this.call('wxa/gettemplatedraftlist', { access_token: componentToken });
    return (Array.isArray(a.draft_list) ? a.draft_list : []).map((d) => {
      const o = obj(d);
      return { draftId: num(o.draft_id), ...common(o) };
    });
  }

  async addToTemplate(componentToken: string, draftId: number): Promise<void> {
    await this.call('wxa/addtotemplate', { access_token: componentToken }, { draft_id: draftId, template_type: 0 });
  }

  async templateList(componentToken: string): Promise<CodeTemplate[]> {
    const a = await this.call('wxa/gettemplatelist', { access_token: componentToken, template_type: '0' });
    return (Array.isArray(a.template_list) ? a.template_list : []).map((t) => {
      const o = obj(t);
      return { templateId: num(o.template_id), ...common(o) };
    });
  }

  async deleteTemplate(componentToken: string, templateId: number): Promise<void> {
    await this.call('wxa/deletetemplate', { access_token: componentToken }, { template_id: templateId });
  }

  async commit(accessToken: string, code: { templateId: number; extJson: string; userVersion: string; userDesc: string }): Promise<void> {
    await this.call(
      'wxa/commit',
      { access_token: accessToken },
      { template_id: code.templateId, ext_json: code.extJson, user_version: code.userVersion, user_desc: code.userDesc },
    );
  }

  async trialQrcode(accessToken: string, path?: string): Promise<{ bytes: Buffer; contentType: string }> {
    const res = await this.send('wxa/get_qrcode', path ? { access_token: accessToken, path } : { access_token: accessToken });
    const bytes = Buffer.from(await res.arrayBuffer());
    const contentType = res.headers.get('content-type') ?? '';
    // Errors come as JSON with HTTP 200; the code as an image.
    if (contentType.includes('json') || bytes.subarray(0, 1).toString() === '{') {
      const body = obj(JSON.parse(bytes.toString('utf8') || '{}'));
      throw new WechatError(num(body.errcode) || -1, str(body.errmsg) || 'unknown error');
    }
    if (!res.ok) throw new WechatError(-1, `HTTP ${res.status}`);
    return { bytes, contentType: contentType || 'image/jpeg' };
  }

  async submitAudit(accessToken: string, versionDesc: string): Promise<{ auditid: number }> {
    const a = await this.call('wxa/submit_audit', { access_token: accessToken }, { version_desc: versionDesc });
    return { auditid: num(a.auditid) };
  }

  async auditStatus(accessToken: string, auditid: number): Promise<AuditStatus> {
    const a = await this.call('wxa/get_auditstatus', { access_token: accessToken }, { auditid });
    return auditOf(a, auditid);
  }

  async latestAuditStatus(accessToken: string): Promise<AuditStatus> {
    const a = await this.call('wxa/get_latest_auditstatus', { access_token: accessToken });
    return auditOf(a, num(a.auditid));
  }

  async undoAudit(accessToken: string): Promise<void> {
    await this.call('wxa/undocodeaudit', { access_token: accessToken });
  }

  async release(accessToken: string): Promise<void> {
    await this.call('wxa/release', { access_token: accessToken }, {});
  }

  async revertRelease(accessToken: string): Promise<void> {
    await this.call('wxa/revertcoderelease', { access_token: accessToken });
  }

  async queryQuota(accessToken: string): Promise<AuditQuota> {
    const a = await this.call('wxa/queryquota', { access_token: accessToken });
    return { rest: num(a.rest), limit: num(a.limit), speedupRest: num(a.speedup_rest), speedupLimit: num(a.speedup_limit) };
  }

  async modifyDomain(accessToken: string, action: 'set' | 'get', domains?: ServerDomains): Promise<ServerDomains> {
    const a = await this.call('wxa/modify_domain', { access_token: accessToken }, action === 'get' ? { action } : { action, ...domains });
    return {
      requestdomain: list(a.requestdomain),
      wsrequestdomain: list(a.wsrequestdomain),
      uploaddomain: list(a.uploaddomain),
      downloaddomain: list(a.downloaddomain),
    };
  }

  async bindTester(accessToken: string, wechatid: string): Promise<{ userstr: string }> {
    const a = await this.call('wxa/bind_tester', { access_token: accessToken }, { wechatid });
    return { userstr: str(a.userstr) };
  }

  async unbindTester(accessToken: string, userstr: string): Promise<void> {
    await this.call('wxa/unbind_tester', { access_token: accessToken }, { userstr });
  }
}

function common(o: Body) {
  return {
    userVersion: str(o.user_version),
    userDesc: str(o.user_desc),
    createTime: num(o.create_time),
    sourceMiniprogramAppid: str(o.source_miniprogram_appid),
    sourceMiniprogram: str(o.source_miniprogram),
  };
}

function auditOf(a: Body, auditid: number): AuditStatus {
  const status = num(a.status);
  return {
    auditid,
    status: (status >= 0 && status <= 4 ? status : 2) as AuditStatus['status'],
    reason: str(a.reason),
    userVersion: str(a.user_version),
    userDesc: str(a.user_desc),
  };
}
