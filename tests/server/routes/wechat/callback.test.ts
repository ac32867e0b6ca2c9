// Issue 31 §5 and §6: WeChat's callbacks are taken once and only while fresh, and the return from WeChat's
// authorization page is throttled and refused, without calling WeChat, unless it belongs to a pending link.
// The real stand-in (WeChat's documented protocol) delivers its pushes into this server; nothing is mocked.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTHORIZED_RETURN_LIMITS, CALLBACK_WINDOW_SECONDS } from '../../../../server/src/services/wxapp/replay.js';
import { unseal } from '../../../../server/src/services/wxapp/secrets.js';
import { startWechatOpenStandIn } from '../../../../server/src/standins/wechatOpen.js';
import type { WxOpenDto } from '#contract/schemas/wxapp.js';
import type { App } from '../../../../server/src/types.js';
import { sealCallback } from '../../../../server/src/wechat/crypto.js';
import { buildXml } from '../../../../server/src/wechat/xml.js';
import { buildTestApp, DEMO, login, post } from '../../helpers.js';
import { inOneMinute } from '../../minuteClock.js';
import { wechatCallbackApi, wxOpenApi, wxappApi } from '#contract/endpoints/wxapp.js';
import { fillPath } from '#contract/endpoints/endpoint.js';

const PLATFORM = {
  name: '防重放平台',
  componentAppid: 'wxcomponentreplay1',
  secret: 'replaysecret0123456789abcdef',
  token: 'replaytoken',
  aesKey: 'ReplayABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijk',
};
const KEYS = { token: PLATFORM.token, encodingAesKey: PLATFORM.aesKey, appid: PLATFORM.componentAppid };
const COMPONENT_PATH = fillPath(wechatCallbackApi.component.path, { componentAppid: PLATFORM.componentAppid });

let app: App;
let cookie: string;
let standIn: Awaited<ReturnType<typeof startWechatOpenStandIn>>;
let platform: WxOpenDto;
/** Every push the stand-in delivered (its URL with WeChat's query, its body), in order. */
const delivered: Array<{ url: string; body: string }> = [];
/** While set, pushes are answered `success` without reaching the server (a push that arrives late). */
let holding: Array<{ url: string; body: string }> | undefined;

const inject = (url: string, body: string) => app.inject({ method: 'POST', url, payload: body, headers: { 'content-type': 'text/xml' } });
const replay = async (push: { url: string; body: string }) => {
  const target = new URL(push.url);
  return inject(target.pathname + target.search, push.body);
};
const send = (sealed: ReturnType<typeof sealCallback>, path = COMPONENT_PATH) => inject(`${path}?${new URLSearchParams(sealed.query)}`, sealed.body);
const platformRow = () => app.db.selectFrom('wxOpenPlatform').selectAll().where('id', '=', platform.id).executeTakeFirstOrThrow();
const storedTicket = async () => unseal(app.wxOpen, (await platformRow()).verifyTicketEncrypted!);
const lastLog = () => app.db.selectFrom('wxCallbackLog').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
const now = () => String(Math.floor(Date.now() / 1000));
/** The stand-in's calls that a return from the authorization page could make. */
const wechatCalls = () =>
  ['api_component_token', 'api_query_auth', 'api_get_authorizer_info'].reduce((n, p) => n + (standIn.calls[`/cgi-bin/component/${p}`] ?? 0), 0);

/** A fresh authorization link (as 小程序列表 → 添加 asks for it) and the stand-in's page confirmed for `appid`: the return URL. */
async function confirmLink(appid: string): Promise<{ link: URL; back: URL }> {
  const res = await post<{ url: string }>(app, wxappApi.authorize.path, { openPlatformId: platform.id }, cookie, { host: 'console.test' });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  const link = new URL(res.body.data!.url);
  const form = new URLSearchParams({
    component_appid: PLATFORM.componentAppid,
    pre_auth_code: link.searchParams.get('pre_auth_code')!,
    redirect_uri: link.searchParams.get('redirect_uri')!,
    appid,
  });
  const confirmed = await fetch(`${standIn.url}/cgi-bin/componentloginpage/confirm`, { method: 'POST', body: form, redirect: 'manual' });
  expect(confirmed.status).toBe(302);
  return { link, back: new URL(confirmed.headers.get('location')!) };
}

const returnTo = (url: string, remoteAddress = '198.51.100.1') => app.inject({ method: 'GET', url, remoteAddress });

beforeAll(async () => {
  standIn = await startWechatOpenStandIn({
    ticketIntervalMs: 0,
    deliver: async (url, body) => {
      if (holding) {
        holding.push({ url, body });
        return { status: 200, text: 'success' };
      }
      delivered.push({ url, body });
      const res = await replay({ url, body });
      return { status: res.statusCode, text: res.body };
    },
  });
  app = await buildTestApp({ wxOpen: { apiBase: standIn.url, mpBase: standIn.url } });
  await app.ready();
  cookie = await login(app, DEMO.platform);
  const added = await post<WxOpenDto>(app, wxOpenApi.add.path, PLATFORM, cookie, { host: 'console.test' });
  platform = added.body.data!;
  await standIn.registerComponent({
    componentAppid: PLATFORM.componentAppid,
    secret: PLATFORM.secret,
    token: PLATFORM.token,
    encodingAesKey: PLATFORM.aesKey,
    authCallbackUrl: platform.authCallbackUrl,
    messageCallbackUrl: platform.messageCallbackUrl,
  });
  expect(standIn.pushes.at(-1)).toMatchObject({ kind: 'component_verify_ticket', status: 200, answer: 'success' });
}, 60_000);

afterAll(async () => {
  vi.useRealTimers();
  await app.close();
  await standIn.close();
});

describe('issue 31 §5: WeChat’s callbacks are taken once, and only while fresh', () => {
  it('takes every legitimate ticket push: the stand-in signs each with the current time and a new nonce', async () => {
    const from = delivered.length;
    await standIn.pushTicket(PLATFORM.componentAppid);
    await standIn.pushTicket(PLATFORM.componentAppid);
    expect(standIn.pushes.slice(-2)).toEqual([
      expect.objectContaining({ status: 200, answer: 'success' }),
      expect.objectContaining({ status: 200, answer: 'success' }),
    ]);
    const queries = delivered.slice(from).map((d) => new URL(d.url).searchParams);
    expect(queries).toHaveLength(2);
    for (const q of queries) expect(Math.abs(Number(q.get('timestamp')) - Number(now()))).toBeLessThanOrEqual(CALLBACK_WINDOW_SECONDS);
    expect(queries[0]!.get('nonce')).not.toBe(queries[1]!.get('nonce'));
    expect(await storedTicket()).toBe(standIn.latestTicket(PLATFORM.componentAppid));
    expect(await lastLog()).toMatchObject({ accepted: true, event: 'component_verify_ticket' });
  });

  it('refuses a correctly signed unauthorized event from 2001 (or from the future): the mini-program keeps its tokens', async () => {
    const appid = standIn.addMiniProgram({ nickName: '回放测试导航' });
    const { back } = await confirmLink(appid);
    expect((await returnTo(back.pathname + back.search)).headers.location).toBe(`/wxapp/list?authorized=${appid}`);
    const row = () => app.db.selectFrom('wxapp').selectAll().where('authorizerAppid', '=', appid).executeTakeFirstOrThrow();
    const before = await row();
    expect(before).toMatchObject({ status: 'authorized', refreshTokenEncrypted: expect.any(String) });

    const inner = buildXml({ AppId: PLATFORM.componentAppid, CreateTime: 1_000_000_000, InfoType: 'unauthorized', AuthorizerAppid: appid });
    const old = await send(sealCallback(inner, KEYS, '1000000000'));
    expect(old.json()).toMatchObject({ code: 10003 });
    expect(await lastLog()).toMatchObject({ accepted: false, reason: 'timestamp', event: 'unauthorized' });
    const future = await send(sealCallback(inner, KEYS, String(Number(now()) + 2 * CALLBACK_WINDOW_SECONDS)));
    expect(future.json()).toMatchObject({ code: 10003 });
    expect(await lastLog()).toMatchObject({ accepted: false, reason: 'timestamp' });
    expect(await row()).toEqual(before);
  });

  it('refuses a captured push played again (replay) and applies it once: the newer ticket stays', async () => {
    await standIn.pushTicket(PLATFORM.componentAppid);
    const captured = delivered.at(-1)!;
    await standIn.pushTicket(PLATFORM.componentAppid);
    const newer = standIn.latestTicket(PLATFORM.componentAppid);
    const { ticketAt } = await platformRow();
    expect(await storedTicket()).toBe(newer);

    const again = await replay(captured);
    expect(again.json()).toMatchObject({ code: 10003 });
    expect(await lastLog()).toMatchObject({ accepted: false, reason: 'replay', event: 'component_verify_ticket' });
    expect(await storedTicket()).toBe(newer);
    expect((await platformRow()).ticketAt).toEqual(ticketAt);
  });

  it('takes the same callback once when it arrives twice at the same moment (the database decides)', async () => {
    const inner = buildXml({
      AppId: PLATFORM.componentAppid,
      CreateTime: Number(now()),
      InfoType: 'component_verify_ticket',
      ComponentVerifyTicket: 'ticket@@@twice',
    });
    const sealed = sealCallback(inner, KEYS);
    const answers = await Promise.all([send(sealed), send(sealed)]);
    expect(answers.filter((a) => a.body === 'success')).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 403)).toHaveLength(1);
    const logs = await app.db.selectFrom('wxCallbackLog').selectAll().orderBy('id', 'desc').limit(2).execute();
    expect(logs.map((l) => l.reason).sort()).toEqual(['', 'replay']);
  });

  it('forgets a callback that could not be acted on, so WeChat’s retry of it is taken', async () => {
    const inner = buildXml({
      AppId: PLATFORM.componentAppid,
      CreateTime: Number(now()),
      InfoType: 'authorized',
      AuthorizerAppid: 'wxnosuchapp00001',
      AuthorizationCode: 'nosuchcode',
    });
    const sealed = sealCallback(inner, KEYS);
    const replays = async () => (await app.db.selectFrom('wxCallbackLog').select('id').where('reason', '=', 'replay').execute()).length;
    const before = await replays();
    const first = await send(sealed);
    expect(first.statusCode).not.toBe(200);
    const retried = await send(sealed);
    expect(retried.json<{ code: number }>().code).toBe(first.json<{ code: number }>().code);
    expect(await replays()).toBe(before);
  });
});

describe('issue 31 §6: the return from WeChat’s authorization page', () => {
  it('is refused without a pending authorization of that platform, and WeChat is not called', async () => {
    const appid = standIn.addMiniProgram({ nickName: '无链接导航' });
    holding = [];
    const { link, back } = await confirmLink(appid);
    holding = undefined;
    const state = new URL(link.searchParams.get('redirect_uri')!).searchParams.get('state')!;
    const code = back.searchParams.get('auth_code')!;
    const path = fillPath(wechatCallbackApi.authorized.path, { openPlatformId: platform.id });
    const calls = wechatCalls();
    const refusedTo = async (url: string) => {
      const res = await returnTo(url);
      expect(res.statusCode, url).toBe(302);
      expect(decodeURIComponent(res.headers.location as string), url).toMatch(/^\/wxapp\/list\?authorizeError=.*(no authorization link|授权链接)/);
    };
    // A genuine code, but no link's state; a forged state; the link's state on another platform's return.
    await refusedTo(`${path}?auth_code=${encodeURIComponent(code)}`);
    await refusedTo(`${path}?auth_code=${encodeURIComponent(code)}&state=forged`);
    const other = await post<WxOpenDto>(app, wxOpenApi.add.path, { ...PLATFORM, componentAppid: 'wxcomponentreplay2', name: '另一平台' }, cookie);
    await refusedTo(
      `${fillPath(wechatCallbackApi.authorized.path, { openPlatformId: other.body.data!.id })}?auth_code=${encodeURIComponent(code)}&state=${state}`,
    );
    // The link past its pre_auth_code's lifetime.
    await app.db
      .updateTable('wxPendingAuthorization')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .execute();
    await refusedTo(back.pathname + back.search);
    expect(wechatCalls()).toBe(calls);
    expect(await app.db.selectFrom('wxapp').select('id').where('authorizerAppid', '=', appid).executeTakeFirst()).toBeUndefined();
  });

  it('with its link’s state completes the authorization once; the used link opens nothing more', async () => {
    const appid = standIn.addMiniProgram({ nickName: '有链接导航' });
    holding = [];
    const { back } = await confirmLink(appid);
    const late = holding;
    holding = undefined;
    const done = await returnTo(back.pathname + back.search);
    expect(done.headers.location).toBe(`/wxapp/list?authorized=${appid}`);
    // The browser's second return finds the code done; the late push too; neither calls WeChat.
    const calls = wechatCalls();
    expect((await returnTo(back.pathname + back.search)).headers.location).toBe(`/wxapp/list?authorized=${appid}`);
    expect((await replay(late[0]!)).body).toBe('success');
    expect(wechatCalls()).toBe(calls);
    const reused = new URL(back);
    reused.searchParams.set('auth_code', 'anothercode');
    expect((await returnTo(reused.pathname + reused.search)).headers.location).toMatch(/^\/wxapp\/list\?authorizeError=/);
    expect(wechatCalls()).toBe(calls);
  });

  describe('is throttled, shared by every instance (the counters are in the database)', () => {
    const path = () => `${fillPath(wechatCallbackApi.authorized.path, { openPlatformId: platform.id })}?auth_code=guess`;

    it(`per client address: the return past ${AUTHORIZED_RETURN_LIMITS.perAddress} a minute is 10007 with Retry-After, and WeChat is not called`, async () => {
      // The throttle's windows are whole minutes.
      await inOneMinute(async () => {
        const calls = wechatCalls();
        for (let i = 0; i < AUTHORIZED_RETURN_LIMITS.perAddress; i++) expect((await returnTo(path(), '203.0.113.9')).statusCode).toBe(302);
        const limited = await returnTo(path(), '203.0.113.9');
        expect(limited.statusCode).toBe(429);
        expect(limited.json()).toMatchObject({ code: 10007 });
        expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
        expect((await returnTo(path(), '203.0.113.10')).statusCode).toBe(302);
        expect(wechatCalls()).toBe(calls);
      });
    });

    it(`per platform: past ${AUTHORIZED_RETURN_LIMITS.perPlatform} a minute from any addresses`, async () => {
      await inOneMinute(async () => {
        for (let i = 0; i < AUTHORIZED_RETURN_LIMITS.perPlatform; i++) expect((await returnTo(path(), `192.0.2.${i + 1}`)).statusCode).toBe(302);
        const limited = await returnTo(path(), '192.0.2.200');
        expect(limited.statusCode).toBe(429);
        expect(limited.json()).toMatchObject({ code: 10007 });
        expect(limited.headers['retry-after']).toBeDefined();
      });
    });
  });
});
