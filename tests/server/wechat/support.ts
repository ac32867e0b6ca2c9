// Issue 17: a tiny callback receiver for the WeChat third-party platform stand-in: decrypts what it is posted
// (openCallback) and answers "success", as a platform's server does.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openCallback, type WechatCryptoKeys } from '../../../server/src/wechat/crypto.js';
import type { WechatMessage } from '../../../server/src/wechat/types.js';
import { WechatOpenClient } from '../../../server/src/wechat/openClient.js';
import { startWechatOpenStandIn, type WechatOpenStandInOptions } from '../../../server/src/standins/wechatOpen.js';

export const KEYS: WechatCryptoKeys = { token: 'receivertoken', encodingAesKey: 'Zyxwvutsrqponmlkjihgfedcba9876543210ZYXWVUT', appid: 'wxcomponenttest1' };
export const SECRET = 'component-secret';

interface Received {
  path: string;
  message: WechatMessage;
}

async function startReceiver(keys: WechatCryptoKeys) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://receiver');
      try {
        received.push({ path: url.pathname, message: openCallback(Object.fromEntries(url.searchParams), Buffer.concat(chunks).toString('utf8'), keys) });
        res.end('success');
      } catch (error) {
        res.writeHead(400).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A stand-in with the test component registered, a receiver for its callbacks and a client. */
export async function setup(options: WechatOpenStandInOptions = {}) {
  const receiver = await startReceiver(KEYS);
  const standIn = await startWechatOpenStandIn({ ticketIntervalMs: 0, ...options });
  await standIn.registerComponent({
    componentAppid: KEYS.appid,
    secret: SECRET,
    token: KEYS.token,
    encodingAesKey: KEYS.encodingAesKey,
    authCallbackUrl: `${receiver.url}/component`,
    messageCallbackUrl: `${receiver.url}/message/$APPID$`,
  });
  const client = new WechatOpenClient(standIn.url);
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await standIn.close();
    await receiver.close();
  };
  return { receiver, standIn, client, close };
}

/** The errcode of a rejected call (WechatError), or 'ok'. */
export async function errcode(promise: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error && typeof error === 'object' && 'errcode' in error) return (error as { errcode: number }).errcode;
    throw error;
  }
}

type Setup = Awaited<ReturnType<typeof setup>>;

/** Walks the authorization page: the pre-auth code, the page, the 授权 button of `appid`; answers the redirect. */
export async function authorize({ standIn, client }: Setup, componentToken: string, appid: string): Promise<URL> {
  const pre = await client.preAuthCode(componentToken, KEYS.appid);
  const page = await fetch(client.authorizeUrl(KEYS.appid, pre.token, 'https://console.example/wx/back?x=1'));
  const html = await page.text();
  expect(page.status).toBe(200);
  expect(html).toContain(`value="${appid}"`);
  const form = new URLSearchParams({ component_appid: KEYS.appid, pre_auth_code: pre.token, redirect_uri: 'https://console.example/wx/back?x=1', appid });
  const res = await fetch(`${standIn.url}/cgi-bin/componentloginpage/confirm`, { method: 'POST', body: form, redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location') ?? '');
}
