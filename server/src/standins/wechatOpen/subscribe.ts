// Issue 18: WeChat subscription messages (订阅消息) in the third-party platform stand-in, following WeChat's
// documented behaviour: the mini-program's templates (GET /wxaapi/newtmpl/gettemplate) and
// subscribeMessage.send (POST /cgi-bin/message/subscribe/send) with its error codes — 40001 invalid token,
// 40037 invalid template_id, 40003 invalid openid, 43101 the user refused (no unused subscription; each accepted
// subscription allows one message and a send consumes it), 47003 template data invalid (a thing value over 20
// characters). Users subscribe through the control endpoint /__standin/subscriptions (the stand-in of
// wx.requestSubscribeMessage): POST { appid, openid, templateIds[] }; GET ?appid= lists templates, subscriptions
// and every message sent.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { jsonBody, Refusal, sendJson, text, tokenOf, type World } from './world.js';

interface SubscribeTemplate {
  priTmplId: string;
  title: string;
  content: string;
  example: string;
  type: 2;
}

interface SentMessage {
  appid: string;
  touser: string;
  templateId: string;
  page: string;
  data: Record<string, string>;
}

interface SubscribeState {
  templates: Map<string, SubscribeTemplate[]>;
  /** `${appid} ${openid} ${templateId}` -> unused subscriptions */
  subscriptions: Map<string, number>;
  openids: Set<string>;
  sent: SentMessage[];
}

const states = new WeakMap<World, SubscribeState>();
const stateOf = (world: World): SubscribeState => {
  let state = states.get(world);
  if (!state) states.set(world, (state = { templates: new Map(), subscriptions: new Map(), openids: new Set(), sent: [] }));
  return state;
};

const tmplId = (appid: string, n: number) => createHash('sha256').update(`${appid}:${n}`).digest('base64url').slice(0, 43);

/** Every mini-program has two templates of the public library (seeded on first use). */
function templatesOf(world: World, appid: string): SubscribeTemplate[] {
  const state = stateOf(world);
  let list = state.templates.get(appid);
  if (!list) {
    list = [
      {
        priTmplId: tmplId(appid, 1),
        title: '活动通知',
        content: '活动名称:{{thing1.DATA}}\n活动说明:{{thing2.DATA}}\n',
        example: '活动名称:周年庆\n活动说明:全场八折',
        type: 2,
      },
      {
        priTmplId: tmplId(appid, 2),
        title: '服务提醒',
        content: '服务项目:{{thing3.DATA}}\n温馨提示:{{thing4.DATA}}\n',
        example: '服务项目:停车缴费\n温馨提示:请尽快离场',
        type: 2,
      },
    ];
    state.templates.set(appid, list);
  }
  return list;
}

const key = (appid: string, openid: string, templateId: string) => `${appid} ${openid} ${templateId}`;

function addSubscription(world: World, appid: string, openid: string, templateIds: string[]): void {
  const state = stateOf(world);
  state.openids.add(`${appid} ${openid}`);
  for (const id of templateIds) state.subscriptions.set(key(appid, openid, id), (state.subscriptions.get(key(appid, openid, id)) ?? 0) + 1);
}

/** The API calls; undefined for other paths. */
export function subscribeApi(world: World, path: string, url: URL, body: Record<string, unknown>): object | undefined {
  if (path === '/wxaapi/newtmpl/gettemplate') {
    const token = tokenOf(world, url.searchParams.get('access_token'), 'authorizer');
    return { data: templatesOf(world, token.appid ?? '') };
  }
  if (path !== '/cgi-bin/message/subscribe/send') return undefined;
  const token = tokenOf(world, url.searchParams.get('access_token'), 'authorizer');
  const appid = token.appid ?? '';
  const state = stateOf(world);
  const templateId = text(body.template_id);
  const template = templatesOf(world, appid).find((t) => t.priTmplId === templateId);
  if (!template) throw new Refusal(40037, 'invalid template id');
  const touser = text(body.touser);
  if (!state.openids.has(`${appid} ${touser}`)) throw new Refusal(40003, 'invalid openid');
  const data: Record<string, string> = {};
  const raw = body.data && typeof body.data === 'object' ? (body.data as Record<string, { value?: unknown }>) : {};
  for (const name of [...template.content.matchAll(/\{\{(\w+)\.DATA\}\}/g)].map((m) => m[1])) {
    const value = text(raw[name]?.value);
    if (!value || (name.startsWith('thing') && [...value].length > 20)) throw new Refusal(47003, `argument invalid! data.${name}.value invalid`);
    data[name] = value;
  }
  const left = state.subscriptions.get(key(appid, touser, templateId)) ?? 0;
  if (left < 1) throw new Refusal(43101, 'user refuse to accept the msg');
  state.subscriptions.set(key(appid, touser, templateId), left - 1);
  state.sent.push({ appid, touser, templateId, page: text(body.page), data });
  return {};
}

/** /__standin/subscriptions: POST subscribes, GET ?appid= shows the mini-program's templates, subscriptions and messages. */
export async function subscriptionControl(world: World, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const state = stateOf(world);
  if (req.method === 'POST') {
    const b = await jsonBody(req);
    const appid = text(b.appid);
    if (!world.miniPrograms.has(appid)) return sendJson(res, { error: `unknown mini-program ${appid}` }, 400);
    addSubscription(world, appid, text(b.openid), Array.isArray(b.templateIds) ? b.templateIds.map(text) : []);
    return sendJson(res, {});
  }
  const appid = new URL(req.url ?? '/', 'http://x').searchParams.get('appid') ?? '';
  const subscriptions = [...state.subscriptions.entries()]
    .filter(([k]) => k.startsWith(`${appid} `))
    .map(([k, remaining]) => ({ openid: k.split(' ')[1], templateId: k.split(' ')[2], remaining }));
  sendJson(res, { templates: templatesOf(world, appid), subscriptions, sent: state.sent.filter((m) => m.appid === appid) });
}
