// Issue 17: the stand-in's pushes to a third-party platform's callback URLs, encrypted and signed as WeChat's.
import { sealCallback } from '../../wechat/crypto.js';
import { buildXml } from '../../wechat/xml.js';
import { secret, type Component, type World } from './world.js';

async function postXml(url: string, body: string): Promise<{ status: number; text: string }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'text/xml' }, body, signal: AbortSignal.timeout(5000) });
  return { status: res.status, text: await res.text() };
}

const seconds = (world: World) => Math.floor(world.now() / 1000);

async function post(world: World, url: string, kind: string, fields: Record<string, string | number>, component: Component): Promise<void> {
  const keys = { token: component.token, encodingAesKey: component.encodingAesKey, appid: component.componentAppid };
  // As WeChat: every push signed with the current time and a fresh random nonce (the server refuses reused or stale ones).
  const sealed = sealCallback(buildXml(fields), keys, String(seconds(world)));
  const target = new URL(url);
  for (const [name, value] of Object.entries(sealed.query)) target.searchParams.set(name, value);
  const record = { url, kind, status: 0, answer: '' };
  world.pushes.push(record);
  try {
    const answer = await (world.deliver ?? postXml)(target.toString(), sealed.body);
    record.status = answer.status;
    record.answer = answer.text;
  } catch (error) {
    record.answer = error instanceof Error ? error.message : String(error);
  }
}

/** An authorization event (component_verify_ticket, authorized, updateauthorized, unauthorized) to authCallbackUrl. */
export function pushAuthEvent(world: World, component: Component, infoType: string, extra: Record<string, string | number> = {}): Promise<void> {
  const fields = { AppId: component.componentAppid, CreateTime: seconds(world), InfoType: infoType, ...extra };
  return post(world, component.authCallbackUrl, infoType, fields, component);
}

/** A fresh component_verify_ticket (valid 12 hours), pushed at once. */
export function pushTicket(world: World, component: Component): Promise<void> {
  const ticket = secret('ticket@@@');
  component.tickets.set(ticket, world.now());
  return pushAuthEvent(world, component, 'component_verify_ticket', { ComponentVerifyTicket: ticket });
}

/** A mini-program event (weapp_audit_success …) to the component's message callback URL for `appid`. */
export function pushMessageEvent(world: World, component: Component, appid: string, event: string, extra: Record<string, string | number>): Promise<void> {
  const userName = world.miniPrograms.get(appid)?.userName ?? appid;
  const fields = { ToUserName: userName, FromUserName: 'o_standin_wechat', CreateTime: seconds(world), MsgType: 'event', Event: event, ...extra };
  return post(world, component.messageCallbackUrl.replaceAll('$APPID$', appid), event, fields, component);
}
