// Issue 17 开放平台列表 / 添加 / 编辑: a third-party platform configured through the API receives WeChat's pushes
// (the real stand-in, delivering into this server), authorizes a mini-program through WeChat's page, and refuses
// tampered callbacks. No mock: the stand-in follows WeChat's documented protocol.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWechatOpenStandIn } from '../../../../server/src/standins/wechatOpen.js';
import type { WxOpenDto, WxappDto } from '#contract/schemas/wxapp.js';
import type { App } from '../../../../server/src/types.js';
import { sealCallback } from '../../../../server/src/wechat/crypto.js';
import { buildTestApp, call, DEMO, login, post } from '../../helpers.js';
import { wechatCallbackApi, wxOpenApi, wxappApi } from '#contract/endpoints/wxapp.js';
import { fillPath } from '#contract/endpoints/endpoint.js';

const PLATFORM = {
  name: '导航第三方平台',
  componentAppid: 'wxcomponentopen01',
  secret: 'opensecret0123456789abcdef',
  token: 'opentoken',
  aesKey: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopq',
};
const HOST = 'console.test';

let app: App;
let cookie: string;
let standIn: Awaited<ReturnType<typeof startWechatOpenStandIn>>;
let platform: WxOpenDto;

const detail = async () => (await call<WxOpenDto>(app, `${wxOpenApi.one.path}?id=${platform.id}`, cookie)).body.data!;
const logRows = () => app.db.selectFrom('wxCallbackLog').selectAll().orderBy('id').execute();

beforeAll(async () => {
  standIn = await startWechatOpenStandIn({
    ticketIntervalMs: 0,
    // WeChat's pushes go into this server as HTTP requests would (the server under test does not listen).
    deliver: async (url, body) => {
      const target = new URL(url);
      const res = await app.inject({ method: 'POST', url: target.pathname + target.search, payload: body, headers: { 'content-type': 'text/xml' } });
      return { status: res.statusCode, text: res.body };
    },
  });
  app = await buildTestApp({ wxOpen: { apiBase: standIn.url, mpBase: standIn.url } });
  await app.ready();
  cookie = await login(app, DEMO.platform);
}, 60_000);

afterAll(async () => {
  await app.close();
  await standIn.close();
});

describe('issue 17 开放平台列表: a third-party platform', () => {
  it('is added with its secrets encrypted at rest and answered masked, waiting for WeChat’s ticket', async () => {
    const res = await post<WxOpenDto>(app, wxOpenApi.add.path, PLATFORM, cookie, { host: HOST });
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    platform = res.body.data!;
    expect(platform.state).toBe('waitingTicket');
    expect(platform.authCallbackUrl).toBe(`http://${HOST}/api/wechat/callback/component/${PLATFORM.componentAppid}`);
    expect(platform.messageCallbackUrl).toBe(`http://${HOST}/api/wechat/callback/message/${PLATFORM.componentAppid}/$APPID$`);
    const text = JSON.stringify(res.body);
    for (const secret of [PLATFORM.secret, PLATFORM.token, PLATFORM.aesKey]) expect(text).not.toContain(secret);
    expect(platform.secretMasked).toMatch(/^open•+cdef$/);
    const row = await app.db.selectFrom('wxOpenPlatform').selectAll().where('id', '=', platform.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(PLATFORM.secret);
    expect(row.secretEncrypted).toMatch(/^v1\./);
  });

  it('refuses bad input naming each field, and a second platform with the same AppID (10006)', async () => {
    const bad = await post(app, wxOpenApi.add.path, { ...PLATFORM, componentAppid: 'nope', token: 'x', aesKey: 'short', name: ' ' }, cookie);
    expect(bad.body.code).toBe(10005);
    expect(bad.body.errors!.map((e) => e.field).sort()).toEqual(['aesKey', 'componentAppid', 'name', 'token']);
    const twice = await post(app, wxOpenApi.add.path, PLATFORM, cookie);
    expect(twice.body.code).toBe(10006);
    expect(twice.body.errors![0].field).toBe('componentAppid');
  });

  it('stores the component_verify_ticket WeChat pushes to its callback URL, and shows the callback', async () => {
    await standIn.registerComponent({
      componentAppid: PLATFORM.componentAppid,
      secret: PLATFORM.secret,
      token: PLATFORM.token,
      encodingAesKey: PLATFORM.aesKey,
      authCallbackUrl: platform.authCallbackUrl,
      messageCallbackUrl: platform.messageCallbackUrl,
    });
    expect(standIn.pushes.at(-1)).toMatchObject({ kind: 'component_verify_ticket', status: 200, answer: 'success' });
    const now = await detail();
    expect(now.state).toBe('ready');
    expect(now.lastCallback).toMatchObject({ accepted: true, event: 'component_verify_ticket' });
  });

  it('refuses and logs a callback with a bad signature, another token’s signature or an unknown platform, acting on none', async () => {
    const before = await app.db.selectFrom('wxOpenPlatform').select('verifyTicketEncrypted').where('id', '=', platform.id).executeTakeFirstOrThrow();
    const inner = `<xml><AppId><![CDATA[${PLATFORM.componentAppid}]]></AppId><InfoType><![CDATA[component_verify_ticket]]></InfoType><ComponentVerifyTicket><![CDATA[forged]]></ComponentVerifyTicket></xml>`;
    const keys = { token: PLATFORM.token, encodingAesKey: PLATFORM.aesKey, appid: PLATFORM.componentAppid };
    const sealed = sealCallback(inner, keys);
    const send = (path: string, query: Record<string, string>, body = sealed.body) =>
      app.inject({ method: 'POST', url: `${path}?${new URLSearchParams(query)}`, payload: body, headers: { 'content-type': 'text/xml' } });
    const path = fillPath(wechatCallbackApi.component.path, { componentAppid: PLATFORM.componentAppid });
    const tampered = await send(path, { ...sealed.query, msg_signature: 'f'.repeat(40) });
    expect(tampered.json()).toMatchObject({ code: 10003 });
    const otherToken = sealCallback(inner, { ...keys, token: 'someoneelse' });
    expect((await send(path, otherToken.query, otherToken.body)).json()).toMatchObject({ code: 10003 });
    expect((await send(fillPath(wechatCallbackApi.component.path, { componentAppid: 'wxnoplatform0001' }), sealed.query)).json()).toMatchObject({
      code: 10003,
    });
    const after = await app.db.selectFrom('wxOpenPlatform').select('verifyTicketEncrypted').where('id', '=', platform.id).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    const refused = (await logRows()).filter((r) => !r.accepted).map((r) => r.reason);
    expect(refused).toEqual(['signature', 'signature', 'unknown platform']);
  });

  it('takes a new AppSecret only when WeChat accepts it: a wrong one is 10005 on secret and nothing changes', async () => {
    const wrong = await post(app, wxOpenApi.update.path, { id: platform.id, secret: 'wrongsecret0123456789' }, cookie);
    expect(wrong.body.code).toBe(10005);
    expect(wrong.body.errors![0].field).toBe('secret');
    expect((await detail()).secretMasked).toBe(platform.secretMasked);
    const renamed = await post<WxOpenDto>(app, wxOpenApi.update.path, { id: platform.id, name: '导航平台', secret: PLATFORM.secret }, cookie);
    expect(renamed.body.data).toMatchObject({ name: '导航平台', state: 'ready' });
  });
});

describe('issue 17 添加: authorizing a mini-program through WeChat’s page', () => {
  let appid: string;
  let wxapp: WxappDto;

  it('answers the pre-authorization link and its QR code; WeChat’s authorized push stores the mini-program', async () => {
    appid = standIn.addMiniProgram({ nickName: '万象城导航', principalName: '华润万象生活' });
    const link = await post<{ url: string; qrcode: string }>(app, wxappApi.authorize.path, { openPlatformId: platform.id }, cookie, { host: HOST });
    expect(link.body.code, JSON.stringify(link.body)).toBe(0);
    const url = new URL(link.body.data!.url);
    expect(url.searchParams.get('auth_type')).toBe('2');
    // Issue 31 §6: the return carries the link's own state (a pending authorization of this platform).
    expect(url.searchParams.get('redirect_uri')).toMatch(new RegExp(`^http://${HOST}/api/wechat/authorized/${platform.id}\\?state=[\\w-]{32}$`));
    expect(link.body.data!.qrcode).toMatch(/^data:image\/png;base64,/);
    const page = await fetch(url);
    expect(await page.text()).toContain('万象城导航');
    const form = new URLSearchParams({
      component_appid: PLATFORM.componentAppid,
      pre_auth_code: url.searchParams.get('pre_auth_code')!,
      redirect_uri: url.searchParams.get('redirect_uri')!,
      appid,
    });
    const confirmed = await fetch(`${standIn.url}/cgi-bin/componentloginpage/confirm`, { method: 'POST', body: form, redirect: 'manual' });
    expect(confirmed.status).toBe(302);
    expect(standIn.pushes.at(-1)).toMatchObject({ kind: 'authorized', status: 200, answer: 'success' });
    const list = await call<{ records: WxappDto[] }>(app, `${wxappApi.page.path}?q=万象城`, cookie);
    wxapp = list.body.data!.records[0];
    expect(wxapp).toMatchObject({
      authorizerAppid: appid,
      nickName: '万象城导航',
      principalName: '华润万象生活',
      status: 'authorized',
      openPlatformId: platform.id,
    });

    // The browser's return with the same code finds it done (WeChat delivers each code twice).
    const back = new URL(confirmed.headers.get('location')!);
    const returned = await app.inject({ method: 'GET', url: back.pathname + back.search });
    expect(returned.statusCode).toBe(302);
    expect(returned.headers.location).toBe(`/wxapp/list?authorized=${appid}`);
    const bogus = await app.inject({
      method: 'GET',
      url: `${fillPath(wechatCallbackApi.authorized.path, { openPlatformId: platform.id })}?auth_code=nosuchcode`,
    });
    expect(bogus.headers.location).toMatch(/^\/wxapp\/list\?authorizeError=/);
  });

  it('links a location app (an unknown one is 10005 on appId), sets server domains and testers in WeChat', async () => {
    const demoApp = await app.db.selectFrom('app').select(['id', 'appCode']).orderBy('id').executeTakeFirstOrThrow();
    expect((await post(app, wxappApi.update.path, { id: wxapp.id, appId: 999999 }, cookie)).body.errors![0].field).toBe('appId');
    const linked = await post<WxappDto>(app, wxappApi.update.path, { id: wxapp.id, appId: demoApp.id }, cookie);
    expect(linked.body.data).toMatchObject({ appId: demoApp.id, appCode: demoApp.appCode });

    const domains = {
      requestdomain: ['https://api.mall.example'],
      wsrequestdomain: ['wss://ws.mall.example'],
      uploaddomain: [],
      downloaddomain: ['https://cdn.mall.example'],
    };
    const badDomain = await post(app, wxappApi.domain.path, { id: wxapp.id, ...domains, requestdomain: ['http://api.mall.example/path'] }, cookie);
    expect(badDomain.body.code).toBe(10005);
    expect(badDomain.body.errors![0].field).toBe('requestdomain');
    const set = await post<WxappDto>(app, wxappApi.domain.path, { id: wxapp.id, ...domains }, cookie);
    expect(set.body.data!.domains).toEqual(domains);
    expect(standIn.state(appid)).toMatchObject({ domains: expect.objectContaining({ requestdomain: ['https://api.mall.example'] }) });

    const tester = await post<WxappDto>(app, wxappApi.testerAdd.path, { id: wxapp.id, wechatid: 'mall_tester' }, cookie);
    expect(tester.body.data!.testers).toEqual([{ wechatid: 'mall_tester', userstr: expect.any(String) }]);
    expect((await post(app, wxappApi.testerAdd.path, { id: wxapp.id, wechatid: 'mall_tester' }, cookie)).body.code).toBe(10006);
    const removed = await post<WxappDto>(app, wxappApi.testerRemove.path, { id: wxapp.id, userstr: tester.body.data!.testers[0].userstr }, cookie);
    expect(removed.body.data!.testers).toEqual([]);
  });

  it('WeChat’s call limit (45009) is answered as 10007 with a clear message, and nothing is stored', async () => {
    const before = await call<WxappDto>(app, `${wxappApi.one.path}?id=${wxapp.id}`, cookie);
    standIn.setRateLimit(0);
    try {
      const limited = await post(app, wxappApi.testerAdd.path, { id: wxapp.id, wechatid: 'limited_tester' }, cookie);
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ code: 10007, error: expect.stringContaining('45009') });
    } finally {
      standIn.setRateLimit(10_000);
    }
    expect((await call<WxappDto>(app, `${wxappApi.one.path}?id=${wxapp.id}`, cookie)).body.data!.testers).toEqual(before.body.data!.testers);
  });

  it('a platform with authorized mini-programs cannot be deleted (10006); WeChat’s unauthorized push marks the mini-program', async () => {
    expect((await post(app, wxOpenApi.delete.path, { id: platform.id }, cookie)).body.code).toBe(10006);
    await standIn.unauthorize(PLATFORM.componentAppid, appid);
    const after = await call<WxappDto>(app, `${wxappApi.one.path}?id=${wxapp.id}`, cookie);
    expect(after.body.data!.status).toBe('unauthorized');
    const row = await app.db.selectFrom('wxapp').select(['refreshTokenEncrypted', 'accessTokenEncrypted']).where('id', '=', wxapp.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ refreshTokenEncrypted: null, accessTokenEncrypted: null });
    expect((await post(app, wxappApi.testerAdd.path, { id: wxapp.id, wechatid: 'late' }, cookie)).body.code).toBe(10006);
  });

  it('is for platform administrators only', async () => {
    const company = await login(app, DEMO.company);
    expect((await call(app, wxOpenApi.page.path, company)).body.code).toBe(10003);
    expect((await post(app, wxappApi.authorize.path, { openPlatformId: platform.id }, company)).body.code).toBe(10003);
  });
});
