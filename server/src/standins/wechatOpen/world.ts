// Issue 17: the state of the WeChat third-party platform stand-in (server/src/standins/wechatOpen.ts).
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerDomains } from '../../wechat/types.js';

export interface ComponentRegistration {
  componentAppid: string;
  secret: string;
  token: string;
  encodingAesKey: string;
  /** 授权事件接收 URL: component_verify_ticket and authorization events. */
  authCallbackUrl: string;
  /** 消息与事件接收 URL, with `$APPID$` (replaced by the authorizer's appid): audit results. */
  messageCallbackUrl: string;
}

interface Draft {
  draftId: number;
  userVersion: string;
  userDesc: string;
  createTime: number;
}

interface Template extends Draft {
  templateId: number;
}

export interface Component extends ComponentRegistration {
  /** ticket -> issued at (ms) */
  tickets: Map<string, number>;
  timer?: NodeJS.Timeout;
  drafts: Draft[];
  templates: Template[];
}

interface MiniProgram {
  appid: string;
  nickName: string;
  principalName: string;
  /** gh_… */
  userName: string;
}

export interface Audit {
  auditid: number;
  /** 0 passed, 1 rejected, 2 auditing, 3 withdrawn, 4 delayed */
  status: 0 | 1 | 2 | 3 | 4;
  reason: string;
  userVersion: string;
  userDesc: string;
  released: boolean;
}

export interface CodeState {
  commit?: { templateId: number; userVersion: string; userDesc: string; extJson: string; at: number };
  audit?: Audit;
  online?: { userVersion: string; userDesc: string };
  previous?: { userVersion: string; userDesc: string };
  /** The online version is the result of a revert (no further revert). */
  reverted: boolean;
  /** Gray release percentage (0: none); a revert is refused (87011) during one. */
  grayPercentage: number;
  auditsThisMonth: number;
  /** The month (YYYY-MM) auditsThisMonth counts. */
  quotaMonth: string;
  testers: Map<string, string>;
  domains: ServerDomains;
}

export interface Token {
  kind: 'component' | 'authorizer';
  componentAppid: string;
  appid?: string;
  expiresAt: number;
  /** When the token was used, within the rate window (45009 past the limit). */
  used?: number[];
}

export interface PushRecord {
  url: string;
  /** InfoType (authorization events) or Event (message callbacks) */
  kind: string;
  status: number;
  answer: string;
}

/** Posts a callback: the URL with WeChat's query, the XML body; answers the callback's status and text. */
export type Deliver = (url: string, body: string) => Promise<{ status: number; text: string }>;

export interface World {
  now: () => number;
  deliver?: Deliver;
  tokenSeconds: number;
  templateLimit: number;
  codeCheckMs: number;
  auditQuota: { limit: number; speedup: number };
  /** Calls one token may make per window before WeChat's 45009. */
  rateLimit: { calls: number; windowMs: number };
  components: Map<string, Component>;
  miniPrograms: Map<string, MiniProgram>;
  /** `${componentAppid} ${appid}` -> refresh token */
  authorizations: Map<string, { refreshToken: string }>;
  preAuthCodes: Map<string, { componentAppid: string; expiresAt: number; used: boolean }>;
  authCodes: Map<string, { componentAppid: string; appid: string; expiresAt: number; used: boolean }>;
  tokens: Map<string, Token>;
  code: Map<string, CodeState>;
  pushes: PushRecord[];
  nextId: { draft: number; template: number; audit: number };
}

/** A WeChat error answer (HTTP 200 with `{ errcode, errmsg }`). */
export class Refusal extends Error {
  constructor(
    readonly errcode: number,
    readonly errmsg: string,
  ) {
    super(errmsg);
  }
}

export const secret = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;
export const authKey = (componentAppid: string, appid: string) => `${componentAppid} ${appid}`;

export function codeState(world: World, appid: string): CodeState {
  let state = world.code.get(appid);
  if (!state) {
    state = {
      reverted: false,
      grayPercentage: 0,
      auditsThisMonth: 0,
      quotaMonth: '',
      testers: new Map(),
      domains: { requestdomain: [], wsrequestdomain: [], uploaddomain: [], downloaddomain: [] },
    };
    world.code.set(appid, state);
  }
  const month = new Date(world.now()).toISOString().slice(0, 7);
  if (state.quotaMonth !== month) Object.assign(state, { quotaMonth: month, auditsThisMonth: 0 });
  return state;
}

/** The token of `access_token` / `component_access_token`: 40001 unknown, 42001 expired. */
export function tokenOf(world: World, value: string | null, kind?: Token['kind']): Token {
  const token = world.tokens.get(value ?? '');
  if (!token || (kind && token.kind !== kind)) throw new Refusal(40001, 'invalid credential, access_token is invalid or not latest');
  if (token.expiresAt <= world.now()) throw new Refusal(42001, 'access_token expired');
  if (token.kind === 'authorizer' && !world.authorizations.has(authKey(token.componentAppid, token.appid ?? ''))) {
    throw new Refusal(61003, 'component is not authorized by this account');
  }
  const now = world.now();
  token.used = (token.used ?? []).filter((at) => at > now - world.rateLimit.windowMs);
  if (token.used.length >= world.rateLimit.calls) throw new Refusal(45009, 'reach max api daily quota limit');
  token.used.push(now);
  return token;
}

export function issueToken(world: World, token: Omit<Token, 'expiresAt'>): string {
  const value = secret(token.kind === 'component' ? 'cat_' : 'aat_');
  world.tokens.set(value, { ...token, expiresAt: world.now() + world.tokenSeconds * 1000 });
  return value;
}

export const sendJson = (res: ServerResponse, body: object, status = 200) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

export const sendRefusal = (res: ServerResponse, r: Refusal) =>
  sendJson(res, { errcode: r.errcode, errmsg: `${r.errmsg} rid: ${randomBytes(4).toString('hex')}` });

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A JSON object body, or 47001 (data format error). */
export async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(req);
  if (!text.trim()) return {};
  try {
    const body = JSON.parse(text) as unknown;
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // falls through
  }
  throw new Refusal(47001, 'data format error');
}

export const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
