import { hashToken, issueToken } from '../../../../server/src/auth/oneTimeToken.js';
import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, createAdmin, login, post } from '../../helpers.js';
import { accountApi } from '#contract/endpoints/account.js';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Issued = { token: string; expiresAt: string };
const issue = async (cookie: string) => (await post<Issued>(app, accountApi.loginToken.path, {}, cookie)).body.data!;
const exchange = (token: string, headers: Record<string, string> = {}) =>
  post<{ email: string }>(app, accountApi.tokenLogin.path, { token }, undefined, headers);
const INVALID = 'The sign-in token is invalid, has expired or was already used';

describe('spec §7 token login (third-party hand-over)', () => {
  it('issuing a token needs a session (10002)', async () => {
    expect((await post(app, accountApi.loginToken.path)).body).toMatchObject({ code: 10002 });
  });

  it('issues a random token valid 5 minutes; only its SHA-256 is stored', async () => {
    const { token, expiresAt } = await issue(await login(app, DEMO.company));
    expect(token).toMatch(/^[\w-]{43}$/);
    const row = await app.db.selectFrom('adminToken').selectAll().where('tokenHash', '=', hashToken(token)).executeTakeFirstOrThrow();
    expect(row.purpose).toBe('login');
    expect(row.expiresAt.toISOString()).toBe(expiresAt);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(5 * 60_000);
    expect(await app.db.selectFrom('adminToken').select('tokenHash').where('tokenHash', '=', token).execute()).toHaveLength(0);
  });

  it('exchanges the token for a session exactly like login: sid cookie and the Admin', async () => {
    const { token } = await issue(await login(app, DEMO.business));
    const res = await exchange(token);
    expect(res.body).toMatchObject({ success: true, code: 0, data: { email: DEMO.business, adminType: 'BUSINESS_ADMINISTRATOR' } });
    const sid = res.cookies.find((c) => c.name === 'sid')!;
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await call<{ email: string }>(app, accountApi.current.path, `sid=${sid.value}`);
    expect(me.body.data?.email).toBe(DEMO.business);
  });

  it('a token works once: reuse is 10001 with a message, and sets no cookie', async () => {
    const { token } = await issue(await login(app, DEMO.other));
    expect((await exchange(token)).body.code).toBe(0);
    const again = await exchange(token);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ success: false, code: 10001, error: INVALID });
    expect(again.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('an unknown token is 10001 (in Chinese for a Chinese caller)', async () => {
    expect((await exchange('no-such-token')).body).toEqual({ success: false, code: 10001, error: INVALID });
    expect((await exchange('no-such-token', { 'accept-language': 'zh' })).body.error).toBe('登录令牌无效、已过期或已被使用');
  });

  it('an expired token is 10001', async () => {
    const { token } = await issue(await login(app, DEMO.platform));
    await app.db
      .updateTable('adminToken')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('tokenHash', '=', hashToken(token))
      .execute();
    expect((await exchange(token)).body).toMatchObject({ code: 10001, error: INVALID });
  });

  it('a disabled admin is refused even with a live token', async () => {
    const id = await createAdmin(app, 'token-disabled@demo.local');
    const { token } = await issue(await login(app, 'token-disabled@demo.local'));
    await app.db.updateTable('admin').set({ enabled: false }).where('id', '=', id).execute();
    const res = await exchange(token);
    expect(res.body).toEqual({ success: false, code: 10001, error: 'This account is disabled' });
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('a password-reset token cannot be used to sign in', async () => {
    const id = await createAdmin(app, 'wrong-purpose@demo.local');
    const { token } = await issueToken(app.db, id, 'password-reset', 30);
    expect((await exchange(token)).body.code).toBe(10001);
  });

  it('a first sign-in ever through a token gets the welcome message too', async () => {
    const id = await createAdmin(app, 'token-first@demo.local');
    const { token } = await issueToken(app.db, id, 'login', 5);
    expect((await exchange(token)).body.code).toBe(0);
    const messages = await app.db.selectFrom('message').select(['type', 'title']).where('adminId', '=', id).execute();
    expect(messages).toEqual([{ type: 'system', title: '欢迎使用室内定位管理平台' }]);
  });

  it('the lifetime follows the configured minutes (env TOKEN_LOGIN_MINUTES)', async () => {
    const custom = await buildTestApp({ account: { loginTokenMinutes: 15 } });
    try {
      const cookie = await login(custom, DEMO.company);
      const { token } = (await post<Issued>(custom, accountApi.loginToken.path, undefined, cookie)).body.data!;
      const row = await custom.db.selectFrom('adminToken').selectAll().where('tokenHash', '=', hashToken(token)).executeTakeFirstOrThrow();
      expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(15 * 60_000);
    } finally {
      await custom.close();
    }
  });
});
