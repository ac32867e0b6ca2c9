// Issue 18: WeChat subscription messages (订阅消息) of an authorized mini-program, through the third-party
// platform's authorizer token: the mini-program's templates (wxaapi/newtmpl/gettemplate) and
// subscribeMessage.send (cgi-bin/message/subscribe/send). The base URL is the platform client's (WeChat, or the
// stand-in server/src/standins/wechatOpen.ts). HTTP calls only: callers hold no transaction meanwhile.
import type { Db } from '../../db/types.js';
import { WechatError } from '../../qrcode/wechat.js';
import type { WxOpenDeps } from '../../wechat/options.js';
import { authorizerAccessToken, isStaleToken } from '../wxapp/tokens.js';

export interface WxTemplate {
  id: string;
  title: string;
  content: string;
  keywords: string[];
  example: string;
}

/** The base URL of the platform client (WECHAT_OPEN_API_BASE). */
const apiBaseOf = (deps: WxOpenDeps): string => (deps.client as { apiBase?: string }).apiBase ?? 'https://api.weixin.qq.com';

type Answer = { errcode?: number; errmsg?: string } & Record<string, unknown>;

async function call(deps: WxOpenDeps, path: string, token: string, body?: object): Promise<Answer> {
  const url = `${apiBaseOf(deps).replace(/\/+$/, '')}${path}?access_token=${encodeURIComponent(token)}`;
  try {
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    return (await res.json()) as Answer;
  } catch (error) {
    return { errcode: -2, errmsg: error instanceof Error ? error.message : String(error) };
  }
}

/** `活动名称:{{thing1.DATA}}\n活动说明:{{thing2.DATA}}` -> ['thing1', 'thing2']. */
const keywordsOf = (content: string): string[] => [...content.matchAll(/\{\{\s*(\w+)\.DATA\s*\}\}/g)].map((m) => m[1]);

/** A call with the mini-program's token; a stale token (40001/42001) once more with a fresh one. */
async function withToken(db: Db, deps: WxOpenDeps, wxappId: number, run: (token: string) => Promise<Answer>): Promise<Answer> {
  const { token } = await authorizerAccessToken(db, deps, wxappId);
  const first = await run(token);
  if (!isStaleToken(first.errcode)) return first;
  return run((await authorizerAccessToken(db, deps, wxappId, { stale: token })).token);
}

export async function wxTemplates(db: Db, deps: WxOpenDeps, wxappId: number): Promise<WxTemplate[]> {
  const answer = await withToken(db, deps, wxappId, (token) => call(deps, '/wxaapi/newtmpl/gettemplate', token));
  if (answer.errcode) throw new WechatError(answer.errcode, answer.errmsg ?? '');
  const data = Array.isArray(answer.data) ? (answer.data as Array<Record<string, unknown>>) : [];
  return data.map((t) => {
    const content = String(t.content ?? '');
    return { id: String(t.priTmplId ?? ''), title: String(t.title ?? ''), content, keywords: keywordsOf(content), example: String(t.example ?? '') };
  });
}

export interface SubscribeMessage {
  touser: string;
  templateId: string;
  page: string;
  /** Keyword -> value (at most 20 characters for `thing`). */
  data: Record<string, string>;
}

/** subscribeMessage.send: answers WeChat's errcode (0: sent) and errmsg. */
export async function sendSubscribe(db: Db, deps: WxOpenDeps, wxappId: number, message: SubscribeMessage): Promise<{ errcode: number; errmsg: string }> {
  const body = {
    touser: message.touser,
    template_id: message.templateId,
    page: message.page,
    data: Object.fromEntries(Object.entries(message.data).map(([key, value]) => [key, { value }])),
  };
  const answer = await withToken(db, deps, wxappId, (token) => call(deps, '/cgi-bin/message/subscribe/send', token, body));
  return { errcode: Number(answer.errcode ?? 0), errmsg: String(answer.errmsg ?? '') };
}
