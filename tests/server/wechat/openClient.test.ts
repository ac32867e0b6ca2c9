// Issue 17: the third-party platform client against the stand-in — tickets, tokens, the authorization page and
// its pushed events (decrypted by a receiver with openCallback), the template library.
import { WechatError } from '../../../server/src/qrcode/wechat.js';
import { WechatOpenClient } from '../../../server/src/wechat/openClient.js';
import { startWechatOpenStandIn } from '../../../server/src/standins/wechatOpen.js';
import { openCallback } from '../../../server/src/wechat/crypto.js';
import { authorize, errcode, KEYS, SECRET, setup } from './support.js';

type Setup = Awaited<ReturnType<typeof setup>>;
let s: Setup;
// Each test's setup closes once (close is idempotent).
afterEach(async () => s?.close());

const ticketOf = (env: Setup) =>
  env.receiver.received.filter((r) => r.message.InfoType === 'component_verify_ticket').at(-1)?.message.ComponentVerifyTicket ?? '';

describe('issue 17: WeChat third-party platform stand-in and client', () => {
  it('issue 17: pushes the ticket encrypted; component tokens with the documented errors', async () => {
    s = await setup();
    expect(s.receiver.received).toHaveLength(1);
    expect(s.receiver.received[0]).toMatchObject({ path: '/component', message: { AppId: KEYS.appid, InfoType: 'component_verify_ticket' } });
    expect(s.standIn.pushes[0]).toMatchObject({ kind: 'component_verify_ticket', status: 200, answer: 'success' });
    const ticket = ticketOf(s);
    expect(ticket).toBe(s.standIn.latestTicket(KEYS.appid));
    const creds = { componentAppid: KEYS.appid, componentSecret: SECRET };
    expect(await errcode(s.client.componentToken({ ...creds, componentSecret: 'wrong' }, ticket))).toBe(40125);
    expect(await errcode(s.client.componentToken(creds, 'ticket@@@made-up'))).toBe(61006);
    expect(await errcode(s.client.componentToken({ ...creds, componentAppid: 'wxunknown' }, ticket))).toBe(61011);
    const token = await s.client.componentToken(creds, ticket);
    expect(token.expiresIn).toBe(7200);
    await s.standIn.pushTicket(KEYS.appid);
    expect(ticketOf(s)).not.toBe(ticket);
    // A token expires (42001); an unknown one is invalid (40001); a new one from the ticket works.
    expect(await errcode(s.client.preAuthCode('made-up', KEYS.appid))).toBe(40001);
    s.standIn.expireTokens();
    expect(await errcode(s.client.preAuthCode(token.token, KEYS.appid))).toBe(42001);
    expect(await errcode(s.client.templateList(token.token))).toBe(42001);
    const fresh = await s.client.componentToken(creds, ticketOf(s));
    expect((await s.client.preAuthCode(fresh.token, KEYS.appid)).expiresIn).toBe(1800);
  });

  it('issue 17: the authorization page, authorized / updateauthorized events, query_auth and authorizer tokens', async () => {
    s = await setup();
    const appid = s.standIn.addMiniProgram({ nickName: '万象城导航' });
    s.standIn.addMiniProgram({ nickName: '大悦城导航' });
    const { token } = await s.client.componentToken({ componentAppid: KEYS.appid, componentSecret: SECRET }, ticketOf(s));
    const url = s.client.authorizeUrl(KEYS.appid, 'preauthcode@@@x', 'https://console.example/back');
    expect(url).toBe(
      `${s.standIn.url}/cgi-bin/componentloginpage?component_appid=${KEYS.appid}&pre_auth_code=preauthcode%40%40%40x&redirect_uri=https%3A%2F%2Fconsole.example%2Fback&auth_type=2`,
    );
    expect(new WechatOpenClient('https://api.weixin.qq.com', fetch, 'https://mp.weixin.qq.com').authorizeUrl('wxc', 'p', 'https://r/')).toMatch(
      /^https:\/\/mp\.weixin\.qq\.com\/cgi-bin\/componentloginpage\?/,
    );
    const unknownCode = await fetch(url);
    expect(unknownCode.status).toBe(400);
    expect(await unknownCode.text()).toContain('role="alert"');

    const pre = await s.client.preAuthCode(token, KEYS.appid);
    const html = await (await fetch(s.client.authorizeUrl(KEYS.appid, pre.token, 'https://console.example/back'))).text();
    expect(html).toContain('aria-label="授权 万象城导航"');
    expect(html).toContain('aria-label="授权 大悦城导航"');
    const redirect = await authorize(s, token, appid);
    expect(redirect.origin + redirect.pathname).toBe('https://console.example/wx/back');
    expect(redirect.searchParams.get('x')).toBe('1');
    expect(redirect.searchParams.get('expires_in')).toBe('3600');
    const authCode = redirect.searchParams.get('auth_code') ?? '';
    const event = s.receiver.received.at(-1)!.message;
    expect(event).toMatchObject({ InfoType: 'authorized', AuthorizerAppid: appid, AuthorizationCode: authCode });
    expect(Number(event.AuthorizationCodeExpiredTime)).toBeGreaterThan(Date.now() / 1000);
    expect(event.PreAuthCode).toMatch(/^preauthcode@@@/);
    // The pre-auth code is used up.
    const again = await fetch(`${s.standIn.url}/cgi-bin/componentloginpage/confirm`, {
      method: 'POST',
      body: new URLSearchParams({ component_appid: KEYS.appid, pre_auth_code: event.PreAuthCode!, redirect_uri: 'https://console.example/back', appid }),
      redirect: 'manual',
    });
    expect(again.status).toBe(400);

    const auth = await s.client.queryAuth(token, KEYS.appid, authCode);
    expect(auth).toMatchObject({ authorizerAppid: appid, expiresIn: 7200 });
    expect(auth.funcIds).toContain(18);
    expect(await errcode(s.client.queryAuth(token, KEYS.appid, authCode))).toBe(61009);
    expect(await errcode(s.client.queryAuth(token, KEYS.appid, 'queryauthcode@@@none'))).toBe(61009);
    const info = await s.client.authorizerInfo(token, KEYS.appid, appid);
    expect(info).toMatchObject({ nickName: '万象城导航', principalName: '万象城导航有限公司' });
    expect(info.userName).toMatch(/^gh_/);

    // Authorizer tokens expire (42001) and are refreshed with the refresh token (61023 for a wrong one).
    expect((await s.client.queryQuota(auth.accessToken)).limit).toBe(20);
    s.standIn.expireTokens();
    expect(await errcode(s.client.queryQuota(auth.accessToken))).toBe(42001);
    const { token: token2 } = await s.client.componentToken({ componentAppid: KEYS.appid, componentSecret: SECRET }, ticketOf(s));
    expect(await errcode(s.client.refreshAuthorizerToken(token2, KEYS.appid, appid, 'refreshtoken@@@wrong'))).toBe(61023);
    const refreshed = await s.client.refreshAuthorizerToken(token2, KEYS.appid, appid, auth.refreshToken);
    expect(refreshed.refreshToken).toBe(auth.refreshToken);
    expect((await s.client.queryQuota(refreshed.accessToken)).rest).toBe(20);

    // Authorizing again: updateauthorized. Unauthorizing: unauthorized, and the tokens stop working (61003).
    await authorize(s, token2, appid);
    expect(s.receiver.received.at(-1)!.message).toMatchObject({ InfoType: 'updateauthorized', AuthorizerAppid: appid });
    await s.standIn.unauthorize(KEYS.appid, appid);
    expect(s.receiver.received.at(-1)!.message).toMatchObject({ InfoType: 'unauthorized', AuthorizerAppid: appid });
    expect(await errcode(s.client.queryQuota(refreshed.accessToken))).toBe(61003);
    expect(await errcode(s.client.authorizerInfo(token2, KEYS.appid, appid))).toBe(61003);
  });

  it('issue 17: the template library: drafts, at most templateLimit templates (85065), deletion (85064)', async () => {
    s = await setup({ templateLimit: 2 });
    const { token } = await s.client.componentToken({ componentAppid: KEYS.appid, componentSecret: SECRET }, ticketOf(s));
    const drafts = [1, 2, 3].map((n) => s.standIn.addDraft(undefined, { userVersion: `1.0.${n}`, userDesc: `版本 ${n}` }));
    const list = await s.client.draftList(token);
    expect(list.map((d) => [d.draftId, d.userVersion])).toEqual(drafts.map((id, i) => [id, `1.0.${i + 1}`]));
    expect(list[0]!.sourceMiniprogramAppid).not.toBe('');
    await s.client.addToTemplate(token, drafts[0]!);
    await s.client.addToTemplate(token, drafts[1]!);
    expect(await errcode(s.client.addToTemplate(token, drafts[2]!))).toBe(85065);
    expect(await errcode(s.client.addToTemplate(token, 999))).toBe(85064);
    const templates = await s.client.templateList(token);
    expect(templates.map((t) => t.userVersion)).toEqual(['1.0.1', '1.0.2']);
    await s.client.deleteTemplate(token, templates[0]!.templateId);
    expect(await errcode(s.client.deleteTemplate(token, templates[0]!.templateId))).toBe(85064);
    await s.client.addToTemplate(token, drafts[2]!);
    expect((await s.client.templateList(token)).map((t) => t.userVersion)).toEqual(['1.0.2', '1.0.3']);
  });

  it('issue 17: an unreachable WeChat is errcode -2; control endpoints over HTTP', async () => {
    s = await setup();
    const dead = new WechatOpenClient('http://127.0.0.1:9');
    const error = await dead.queryQuota('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WechatError);
    expect((error as WechatError).errcode).toBe(-2);
    const post = (path: string, body: object) =>
      fetch(`${s.standIn.url}/__standin/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) =>
        r.json(),
      );
    const { appid } = (await post('miniprograms', { nickName: '银泰导航' })) as { appid: string };
    expect(appid).toMatch(/^wx/);
    expect(await post('drafts', { userVersion: '2.0.0', userDesc: 'x' })).toEqual({ draftId: 1 });
    await post('ticket', { componentAppid: KEYS.appid });
    expect(s.receiver.received).toHaveLength(2);
    expect(await post('audit', { appid, result: 'passed' })).toEqual({ error: 'no auditing version' });
    const state = (await (await fetch(`${s.standIn.url}/__standin/state?appid=${appid}`)).json()) as { miniProgram: { nickName: string } };
    expect(state.miniProgram.nickName).toBe('银泰导航');
  });

  it('issue 17: pushes go through `deliver` when given (a server that does not listen), on the stand-in clock', async () => {
    const delivered: { url: URL; body: string }[] = [];
    const standIn = await startWechatOpenStandIn({
      ticketIntervalMs: 0,
      now: () => Date.parse('2026-01-02T03:04:05Z'),
      deliver: async (url, body) => (delivered.push({ url: new URL(url), body }), { status: 200, text: 'success' }),
    });
    try {
      await standIn.registerComponent({
        componentAppid: KEYS.appid,
        secret: SECRET,
        token: KEYS.token,
        encodingAesKey: KEYS.encodingAesKey,
        authCallbackUrl: 'http://platform.test/cb?c=1',
        messageCallbackUrl: 'http://platform.test/m/$APPID$',
      });
      const [push] = delivered;
      expect(push!.url.pathname).toBe('/cb');
      expect(push!.url.searchParams.get('c')).toBe('1');
      expect(push!.url.searchParams.get('timestamp')).toBe(String(Date.parse('2026-01-02T03:04:05Z') / 1000));
      const message = openCallback(Object.fromEntries(push!.url.searchParams), push!.body, KEYS);
      expect(message).toMatchObject({ InfoType: 'component_verify_ticket', CreateTime: '1767323045' });
      expect(standIn.pushes).toEqual([{ url: 'http://platform.test/cb?c=1', kind: 'component_verify_ticket', status: 200, answer: 'success' }]);
    } finally {
      await standIn.close();
    }
  });
});
