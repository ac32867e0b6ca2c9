// Issue 17: what the console's services need of WeChat's third-party platform (第三方平台) API. The client
// (server/src/wechat/openClient.ts) speaks to WeChat, or to the local stand-in (server/src/standins/wechatOpen.ts),
// through a configurable base URL. WeChat's `{ errcode, errmsg }` answers throw WechatError
// (server/src/qrcode/wechat.ts; errcode -2 when WeChat cannot be reached).

export interface ComponentCredentials {
  componentAppid: string;
  componentSecret: string;
}

export interface Expiring {
  token: string;
  /** Seconds, as WeChat answered. */
  expiresIn: number;
}

export interface AuthorizationInfo {
  authorizerAppid: string;
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
  /** func_info[].funcscope_category.id */
  funcIds: number[];
}

export interface AuthorizerToken {
  accessToken: string;
  expiresIn: number;
  /** WeChat may hand out a new refresh token; keep it. */
  refreshToken: string;
}

export interface AuthorizerInfo {
  nickName: string;
  headImg: string;
  /** The original id, gh_… */
  userName: string;
  principalName: string;
}

export interface TemplateDraft {
  draftId: number;
  userVersion: string;
  userDesc: string;
  /** Unix seconds */
  createTime: number;
  sourceMiniprogramAppid: string;
  sourceMiniprogram: string;
}

export interface CodeTemplate {
  templateId: number;
  userVersion: string;
  userDesc: string;
  createTime: number;
  sourceMiniprogramAppid: string;
  sourceMiniprogram: string;
}

export interface AuditStatus {
  auditid: number;
  /** 0 passed, 1 rejected, 2 auditing, 3 withdrawn, 4 delayed */
  status: 0 | 1 | 2 | 3 | 4;
  reason: string;
  /** The version and description of the audited code (get_latest_auditstatus). */
  userVersion: string;
  userDesc: string;
}

export interface AuditQuota {
  rest: number;
  limit: number;
  speedupRest: number;
  speedupLimit: number;
}

export interface ServerDomains {
  requestdomain: string[];
  wsrequestdomain: string[];
  uploaddomain: string[];
  downloaddomain: string[];
}

/** Every call takes the token it needs: component calls the component_access_token, code calls the authorizer's. */
export interface WechatOpen {
  // Tokens and authorization (component_access_token from the pushed component_verify_ticket).
  componentToken(credentials: ComponentCredentials, verifyTicket: string): Promise<Expiring>;
  preAuthCode(componentToken: string, componentAppid: string): Promise<Expiring>;
  /** The page where an administrator of a mini-program authorizes it (auth_type 2: mini-programs only). */
  authorizeUrl(componentAppid: string, preAuthCode: string, redirectUri: string): string;
  queryAuth(componentToken: string, componentAppid: string, authorizationCode: string): Promise<AuthorizationInfo>;
  refreshAuthorizerToken(componentToken: string, componentAppid: string, authorizerAppid: string, refreshToken: string): Promise<AuthorizerToken>;
  authorizerInfo(componentToken: string, componentAppid: string, authorizerAppid: string): Promise<AuthorizerInfo>;
  // The template library (component token): drafts from the developer tools, templates (at most 200).
  draftList(componentToken: string): Promise<TemplateDraft[]>;
  addToTemplate(componentToken: string, draftId: number): Promise<void>;
  templateList(componentToken: string): Promise<CodeTemplate[]>;
  deleteTemplate(componentToken: string, templateId: number): Promise<void>;
  // Code management (authorizer token).
  commit(accessToken: string, code: { templateId: number; extJson: string; userVersion: string; userDesc: string }): Promise<void>;
  /** The trial version's QR code (wxa/get_qrcode): image bytes and their content type. */
  trialQrcode(accessToken: string, path?: string): Promise<{ bytes: Buffer; contentType: string }>;
  submitAudit(accessToken: string, versionDesc: string): Promise<{ auditid: number }>;
  auditStatus(accessToken: string, auditid: number): Promise<AuditStatus>;
  latestAuditStatus(accessToken: string): Promise<AuditStatus>;
  undoAudit(accessToken: string): Promise<void>;
  release(accessToken: string): Promise<void>;
  revertRelease(accessToken: string): Promise<void>;
  queryQuota(accessToken: string): Promise<AuditQuota>;
  /** modify_domain with action "set" (answers the domains now set) or "get". */
  modifyDomain(accessToken: string, action: 'set' | 'get', domains?: ServerDomains): Promise<ServerDomains>;
  bindTester(accessToken: string, wechatid: string): Promise<{ userstr: string }>;
  unbindTester(accessToken: string, userstr: string): Promise<void>;
}

/** A callback WeChat pushed, decrypted and verified: the inner XML's fields as text. */
export type WechatMessage = Record<string, string>;
