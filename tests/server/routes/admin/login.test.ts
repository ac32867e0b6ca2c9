import type { App } from '../../../../server/src/types.js';
import { CONSOLE_HEADERS, DEMO, buildTestApp, call, login, type Envelope } from '../../helpers.js';
import { accountApi } from '#contract/endpoints/account.js';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

function postLogin(payload: object, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: accountApi.login.path, payload, headers: { ...CONSOLE_HEADERS, ...headers } });
}

describe('spec §7 POST /api/admin/admin/login', () => {
  it('logs in a demo admin, sets an httpOnly SameSite=Lax sid cookie and returns the admin', async () => {
    const res = await postLogin({ email: DEMO.company, password: 'demo1234' });
    expect(res.statusCode).toBe(200);
    const body = res.json<Envelope<Record<string, unknown>>>();
    expect(body).toMatchObject({
      success: true,
      code: 0,
      data: { email: DEMO.company, adminType: 'COMPANY_ADMINISTRATOR', enabled: true },
    });
    expect(typeof body.data?.companyId).toBe('number');
    const sid = res.cookies.find((c) => c.name === 'sid');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sid?.value).toMatch(/^[\w-]{43}$/);
  });

  it('accepts the e-mail in any case', async () => {
    const cookie = await login(app, 'Platform@Demo.Local');
    const me = await call<{ email: string }>(app, accountApi.current.path, cookie);
    expect(me.body.data?.email).toBe(DEMO.platform);
  });

  it('stores only a SHA-256 of the session id', async () => {
    const cookie = await login(app, DEMO.other);
    const raw = cookie.slice('sid='.length);
    const rows = await app.db.selectFrom('session').select('idHash').execute();
    expect(rows.some((r) => r.idHash === raw)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.idHash))).toBe(true);
  });

  it('spec §7 a wrong password and an unknown e-mail fail alike (10001, same message, no cookie)', async () => {
    const wrong = await postLogin({ email: DEMO.company, password: 'wrong-password' });
    const unknown = await postLogin({ email: 'nobody@demo.local', password: 'wrong-password' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, code: 10001, error: 'Incorrect e-mail or password' });
      expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    }
  });

  it('answers the failure in Chinese for a Chinese caller', async () => {
    const res = await postLogin({ email: DEMO.company, password: 'nope' }, { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(res.json()).toMatchObject({ code: 10001, error: '邮箱或密码错误' });
    const cookie = await postLogin({ email: DEMO.company, password: 'nope' }, { cookie: 'language=en', 'accept-language': 'zh-CN' });
    expect(cookie.json()).toMatchObject({ error: 'Incorrect e-mail or password' });
  });

  it('spec §5 an invalid e-mail and a password under 4 characters are 10005 naming both fields', async () => {
    const res = await postLogin({ email: 'not-an-email', password: 'abc' });
    expect(res.statusCode).toBe(400);
    const body = res.json<Envelope>();
    expect(body).toMatchObject({ success: false, code: 10005 });
    expect(body.errors?.map((e) => e.field).sort()).toEqual(['email', 'password']);
    expect(body.errors?.every((e) => e.message.length > 0)).toBe(true);
  });

  it('spec §5 a missing field is 10005 naming it', async () => {
    const body = (await postLogin({ email: DEMO.company })).json<Envelope>();
    expect(body.code).toBe(10005);
    expect(body.errors).toEqual([{ field: 'password', message: 'This field is required' }]);
  });

  it('a disabled admin cannot log in and their open sessions stop working', async () => {
    const cookie = await login(app, DEMO.other);
    await app.db.updateTable('admin').set({ enabled: false }).where('email', '=', DEMO.other).execute();
    try {
      expect((await call(app, accountApi.current.path, cookie)).body.code).toBe(10002);
      const res = await postLogin({ email: DEMO.other, password: 'demo1234' });
      expect(res.json()).toMatchObject({ success: false, code: 10001 });
      expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    } finally {
      await app.db.updateTable('admin').set({ enabled: true }).where('email', '=', DEMO.other).execute();
    }
  });
});
