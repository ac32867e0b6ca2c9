// Issue 17 "Tokens": component_access_token and each authorizer's access token are stored (encrypted), refreshed
// before expiry, and refreshed by one instance at a time when several servers run on one database: two app
// instances share the database here (on PostgreSQL, separate connections holding real row locks).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../server/src/app.js';
import type { DatabaseHandle } from '../../../../server/src/db/types.js';
import { CHORE_INTERVAL_MS, runWechatChores } from '../../../../server/src/services/wxapp/background.js';
import { authorizerAccessToken, componentAccessToken } from '../../../../server/src/services/wxapp/tokens.js';
import { startWechatOpenStandIn } from '../../../../server/src/standins/wechatOpen.js';
import type { App } from '../../../../server/src/types.js';
import { DEMO, login, openTestDatabase, post, TEST_SECRET_KEY } from '../../helpers.js';
import { wxOpenApi, wxappApi } from '#contract/endpoints/wxapp.js';

const COMPONENT = { componentAppid: 'wxcomponenttok01', secret: 'tokensecret0123456789', token: 'toktoken', encodingAesKey: 'a'.repeat(43) };
const TOKEN_CALL = '/cgi-bin/component/api_component_token';
const REFRESH_CALL = '/cgi-bin/component/api_authorizer_token';

let database: DatabaseHandle;
let one: App;
let two: App;
let standIn: Awaited<ReturnType<typeof startWechatOpenStandIn>>;
let platformId: number;
let wxappId: number;

const instance = (apiBase: string) =>
  buildApp({ database, distDir: '/nonexistent-dist', version: 'test', qrcode: { secretKey: TEST_SECRET_KEY }, wxOpen: { apiBase, mpBase: apiBase } });
const calls = (path: string) => standIn.calls[path] ?? 0;
const expireStored = async () => {
  const past = new Date(Date.now() - 1000);
  await one.db.updateTable('wxOpenPlatform').set({ accessTokenExpiresAt: past }).where('id', '=', platformId).execute();
  await one.db.updateTable('wxapp').set({ accessTokenExpiresAt: past }).where('id', '=', wxappId).execute();
};

beforeAll(async () => {
  standIn = await startWechatOpenStandIn({
    ticketIntervalMs: 0,
    deliver: async (url, body) => {
      const target = new URL(url);
      const res = await one.inject({ method: 'POST', url: target.pathname + target.search, payload: body, headers: { 'content-type': 'text/xml' } });
      return { status: res.statusCode, text: res.body };
    },
  });
  database = await openTestDatabase();
  one = await instance(standIn.url);
  two = await instance(standIn.url);
  await Promise.all([one.ready(), two.ready()]);
  const cookie = await login(one, DEMO.platform);
  const added = await post<{ id: number; authCallbackUrl: string; messageCallbackUrl: string }>(
    one,
    wxOpenApi.add.path,
    { name: '令牌测试', componentAppid: COMPONENT.componentAppid, secret: COMPONENT.secret, token: COMPONENT.token, aesKey: COMPONENT.encodingAesKey },
    cookie,
  );
  platformId = added.body.data!.id;
  await standIn.registerComponent({ ...COMPONENT, authCallbackUrl: added.body.data!.authCallbackUrl, messageCallbackUrl: added.body.data!.messageCallbackUrl });
  const appid = standIn.addMiniProgram({ nickName: '令牌小程序' });
  const link = await post<{ url: string }>(one, wxappApi.authorize.path, { openPlatformId: platformId }, cookie);
  const url = new URL(link.body.data!.url);
  const form = new URLSearchParams({
    component_appid: COMPONENT.componentAppid,
    pre_auth_code: url.searchParams.get('pre_auth_code')!,
    redirect_uri: url.searchParams.get('redirect_uri')!,
    appid,
  });
  await fetch(`${standIn.url}/cgi-bin/componentloginpage/confirm`, { method: 'POST', body: form, redirect: 'manual' });
  wxappId = (await one.db.selectFrom('wxapp').select('id').where('authorizerAppid', '=', appid).executeTakeFirstOrThrow()).id;
}, 60_000);

afterAll(async () => {
  await one.close();
  await two.close();
  await database.close();
  await standIn.close();
});

describe('issue 17 tokens: stored, refreshed before expiry, by one instance at a time', () => {
  it('two instances asking at once for an expired component token make WeChat issue one, and both use it', async () => {
    await expireStored();
    const before = calls(TOKEN_CALL);
    const [a, b] = await Promise.all([componentAccessToken(one.db, one.wxOpen, platformId), componentAccessToken(two.db, two.wxOpen, platformId)]);
    expect(calls(TOKEN_CALL) - before).toBe(1);
    expect(a.token).toBe(b.token);
    const row = await one.db.selectFrom('wxOpenPlatform').selectAll().where('id', '=', platformId).executeTakeFirstOrThrow();
    expect(row.accessTokenEncrypted).not.toContain(a.token);
    expect(row.accessTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 60 * 60_000);
  });

  it('two instances refreshing an expired authorizer token use its refresh token once', async () => {
    await expireStored();
    const before = calls(REFRESH_CALL);
    const [a, b] = await Promise.all([authorizerAccessToken(one.db, one.wxOpen, wxappId), authorizerAccessToken(two.db, two.wxOpen, wxappId)]);
    expect(calls(REFRESH_CALL) - before).toBe(1);
    expect(a.token).toBe(b.token);
  });

  it('tokens WeChat calls expired (42001) before their time are fetched again and the call repeated', async () => {
    // Both the platform's and the mini-program's: the refresh is first refused for the platform's stale token.
    standIn.expireTokens();
    const [tokens, refreshes] = [calls(TOKEN_CALL), calls(REFRESH_CALL)];
    const res = await post(one, wxappApi.testerAdd.path, { id: wxappId, wechatid: 'after_expiry' }, await login(one, DEMO.platform));
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    expect(calls(TOKEN_CALL) - tokens).toBe(1);
    expect(calls(REFRESH_CALL) - refreshes).toBe(2);
    expect(
      standIn.state((await one.db.selectFrom('wxapp').select('authorizerAppid').where('id', '=', wxappId).executeTakeFirstOrThrow()).authorizerAppid),
    ).toMatchObject({
      testers: expect.arrayContaining(['after_expiry']),
    });
  });

  it('the chores of both instances refresh tokens due before their next round, once each', async () => {
    const soon = new Date(Date.now() + 12 * 60_000);
    await one.db.updateTable('wxOpenPlatform').set({ accessTokenExpiresAt: soon }).where('id', '=', platformId).execute();
    await one.db.updateTable('wxapp').set({ accessTokenExpiresAt: soon }).where('id', '=', wxappId).execute();
    const [tokens, refreshes] = [calls(TOKEN_CALL), calls(REFRESH_CALL)];
    const reports = await Promise.all([runWechatChores(one.db, one.wxOpen), runWechatChores(two.db, two.wxOpen)]);
    expect(reports.flatMap((r) => r.failures)).toEqual([]);
    expect(calls(TOKEN_CALL) - tokens).toBe(1);
    expect(calls(REFRESH_CALL) - refreshes).toBe(1);
    // Fresh now: another round asks WeChat for nothing.
    await runWechatChores(one.db, one.wxOpen);
    expect(calls(TOKEN_CALL) - tokens).toBe(1);
    expect(calls(REFRESH_CALL) - refreshes).toBe(1);
  });

  it('a round that found a token due renews nothing when another instance renewed it before this one read it', async () => {
    // The interleaving that made both instances renew: two lists the tokens as due, one renews and commits, and
    // only then does two read the rows. Two asks for what its round needs (valid past the next round), not "new".
    const soon = new Date(Date.now() + 12 * 60_000);
    await one.db.updateTable('wxOpenPlatform').set({ accessTokenExpiresAt: soon }).where('id', '=', platformId).execute();
    await one.db.updateTable('wxapp').set({ accessTokenExpiresAt: soon }).where('id', '=', wxappId).execute();
    const [tokens, refreshes] = [calls(TOKEN_CALL), calls(REFRESH_CALL)];
    await runWechatChores(one.db, one.wxOpen);
    const renewed = await componentAccessToken(one.db, one.wxOpen, platformId);
    const late = await componentAccessToken(two.db, two.wxOpen, platformId, { horizonMs: CHORE_INTERVAL_MS });
    await authorizerAccessToken(two.db, two.wxOpen, wxappId, { horizonMs: CHORE_INTERVAL_MS });
    expect(late.token).toBe(renewed.token);
    expect(calls(TOKEN_CALL) - tokens).toBe(1);
    expect(calls(REFRESH_CALL) - refreshes).toBe(1);
  });
});
