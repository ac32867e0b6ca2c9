// Issue 17: a test world for code management: the real WeChat third-party platform stand-in, a tiny receiver of
// its pushes (tickets and audit results, decrypted with openCallback; audit results go to recordAuditResult as
// the lead's callback route does) and the app, with mini-programs authorized through the stand-in's page.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { recordAuditResult, type AuditEvent } from '../../../../server/src/services/wxapp/audit.js';
import { seal } from '../../../../server/src/services/wxapp/secrets.js';
import { startWechatOpenStandIn } from '../../../../server/src/standins/wechatOpen.js';
import type { App } from '../../../../server/src/types.js';
import { openCallback } from '../../../../server/src/wechat/crypto.js';
import { WechatOpenClient } from '../../../../server/src/wechat/openClient.js';
import { buildTestApp } from '../../helpers.js';

const COMPONENT = {
  componentAppid: 'wxcomponenttest01',
  secret: 'component-secret-0123456789',
  token: 'messagetoken',
  encodingAesKey: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
};
export const PUBLIC_URL = 'http://console.test';
const SECRET_KEY = 'wxapp-code-test-secret';

type StandIn = Awaited<ReturnType<typeof startWechatOpenStandIn>>;

export interface WxWorld {
  app: App;
  standIn: StandIn;
  platformId: number;
  /** Authorizes a new stand-in mini-program and stores it linked to a location app; answers its wxapp id and appid. */
  authorize(nickName: string, appId: number | null): Promise<{ id: number; appid: string }>;
  /** Pushes applied by recordAuditResult, and whether each changed something. */
  applied: Array<{ appid: string; event: string; changed: boolean }>;
  /** Pushes for these appids are answered but not applied (a lost push: only polling finds the result). */
  muted: Set<string>;
  close(): Promise<void>;
}

const read = async (req: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

export async function wxWorld(options: Parameters<typeof startWechatOpenStandIn>[0] = {}): Promise<WxWorld> {
  const keys = { token: COMPONENT.token, encodingAesKey: COMPONENT.encodingAesKey, appid: COMPONENT.componentAppid };
  const tickets: string[] = [];
  const applied: WxWorld['applied'] = [];
  const muted = new Set<string>();
  const ctx: { app?: App } = {};
  const receiver: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://receiver');
      const message = openCallback(Object.fromEntries(url.searchParams), await read(req), keys);
      if (message.ComponentVerifyTicket) tickets.push(message.ComponentVerifyTicket);
      const appid = url.pathname.split('/')[2];
      if (url.pathname.startsWith('/message/') && ctx.app && appid && !muted.has(appid) && message.Event?.startsWith('weapp_audit_')) {
        const changed = await recordAuditResult(ctx.app.db, {
          authorizerAppid: appid,
          event: message.Event as AuditEvent,
          reason: message.Reason,
          at: new Date(),
        });
        applied.push({ appid, event: message.Event, changed });
      }
      res.end('success');
    })().catch(() => res.writeHead(400).end('refused'));
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const standIn = await startWechatOpenStandIn({ ticketIntervalMs: 0, ...options });
  await standIn.registerComponent({ ...COMPONENT, authCallbackUrl: `${base}/component`, messageCallbackUrl: `${base}/message/$APPID$` });
  const ticket = standIn.latestTicket(COMPONENT.componentAppid)!;
  expect(tickets).toContain(ticket);

  const app = await buildTestApp({
    wxOpen: { apiBase: standIn.url, mpBase: standIn.url, publicUrl: PUBLIC_URL },
    qrcode: { secretKey: SECRET_KEY },
    account: { publicUrl: PUBLIC_URL },
  } as Parameters<typeof buildTestApp>[0]);
  ctx.app = app;
  const deps = { secretKey: SECRET_KEY };
  const { id: platformId } = await app.db
    .insertInto('wxOpenPlatform')
    .values({
      name: '测试平台',
      componentAppid: COMPONENT.componentAppid,
      secretEncrypted: seal(deps, COMPONENT.secret),
      tokenEncrypted: seal(deps, COMPONENT.token),
      aesKeyEncrypted: seal(deps, COMPONENT.encodingAesKey),
      verifyTicketEncrypted: seal(deps, ticket),
      ticketAt: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const client = new WechatOpenClient(standIn.url);
  const creds = { componentAppid: COMPONENT.componentAppid, componentSecret: COMPONENT.secret };
  const built = app;
  return {
    app: built,
    standIn,
    platformId: Number(platformId),
    applied,
    muted,
    async authorize(nickName, appId) {
      const appid = await standIn.addMiniProgram({ nickName });
      const component = await client.componentToken(creds, ticket);
      const pre = await client.preAuthCode(component.token, COMPONENT.componentAppid);
      const form = new URLSearchParams({ component_appid: COMPONENT.componentAppid, pre_auth_code: pre.token, redirect_uri: `${PUBLIC_URL}/done`, appid });
      const confirmed = await fetch(`${standIn.url}/cgi-bin/componentloginpage/confirm`, {
        method: 'POST',
        body: form,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        redirect: 'manual',
      });
      const authCode = new URL(confirmed.headers.get('location')!).searchParams.get('auth_code')!;
      const auth = await client.queryAuth(component.token, COMPONENT.componentAppid, authCode);
      const { id } = await built.db
        .insertInto('wxapp')
        .values({
          openPlatformId: Number(platformId),
          authorizerAppid: appid,
          nickName,
          refreshTokenEncrypted: seal(deps, auth.refreshToken),
          accessTokenEncrypted: seal(deps, auth.accessToken),
          accessTokenExpiresAt: new Date(Date.now() + auth.expiresIn * 1000),
          appId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: Number(id), appid };
    },
    async close() {
      await built.close();
      await standIn.close();
      await new Promise((r) => receiver.close(r));
    },
  };
}
