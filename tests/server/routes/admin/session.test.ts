import type { App } from '../../../../server/src/types.js';
import { hashSessionId } from '../../../../server/src/auth/session.js';
import { CONSOLE_HEADERS, DEMO, buildTestApp, call, login } from '../../helpers.js';
import { accountApi } from '#contract/endpoints/account.js';

let app: App;
beforeAll(async () => {
  app = await buildTestApp({ session: { idleMinutes: 30, maxHours: 8 } });
});
afterAll(() => app.close());

const NOT_LOGIN = { success: false, code: 10002, error: 'Not Login' };
const minutes = (n: number) => n * 60_000;

function sessionRow(cookie: string) {
  return app.db
    .selectFrom('session')
    .selectAll()
    .where('idHash', '=', hashSessionId(cookie.slice(4)))
    .executeTakeFirst();
}

describe('spec §7/§8 sessions', () => {
  it('spec §8 a call without a session gets 10002 "Not Login" (HTTP 401)', async () => {
    const res = await call(app, accountApi.current.path);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(NOT_LOGIN);
    expect((await call(app, accountApi.current.path, 'sid=made-up-value')).body).toEqual(NOT_LOGIN);
  });

  it('spec §8 the error text stays "Not Login" in Chinese too (the console matches it)', async () => {
    const res = await call(app, accountApi.current.path, undefined, { 'accept-language': 'zh-CN' });
    expect(res.body).toEqual(NOT_LOGIN);
  });

  it('spec §7 logout deletes the session and clears the cookie; the old cookie then gets 10002', async () => {
    const cookie = await login(app, DEMO.company);
    expect((await call(app, accountApi.current.path, cookie)).body.code).toBe(0);
    const res = await app.inject({ method: 'POST', url: accountApi.logout.path, headers: { ...CONSOLE_HEADERS, cookie } });
    expect(res.json()).toEqual({ success: true, code: 0, data: null });
    const cleared = res.cookies.find((c) => c.name === 'sid');
    expect(cleared?.value).toBe('');
    expect(cleared?.maxAge).toBe(0);
    expect(await sessionRow(cookie)).toBeUndefined();
    expect((await call(app, accountApi.current.path, cookie)).body).toEqual(NOT_LOGIN);
  });

  it('spec §7 logout without a session is harmless (idempotent)', async () => {
    const res = await app.inject({ method: 'POST', url: accountApi.logout.path, headers: CONSOLE_HEADERS });
    expect(res.json()).toEqual({ success: true, code: 0, data: null });
  });

  it('spec §8 an idle session expires: 10002 once the idle limit has passed', async () => {
    const cookie = await login(app, DEMO.business);
    const past = new Date(Date.now() - minutes(31));
    await app.db
      .updateTable('session')
      .set({ lastSeenAt: past, idleExpiresAt: new Date(Date.now() - minutes(1)) })
      .where('idHash', '=', hashSessionId(cookie.slice(4)))
      .execute();
    expect((await call(app, accountApi.current.path, cookie)).body).toEqual(NOT_LOGIN);
  });

  it('spec §8 a session expires at its absolute limit even while in use', async () => {
    const cookie = await login(app, DEMO.business);
    await app.db
      .updateTable('session')
      .set({ createdAt: new Date(Date.now() - minutes(8 * 60 + 1)), expiresAt: new Date(Date.now() - 1000) })
      .where('idHash', '=', hashSessionId(cookie.slice(4)))
      .execute();
    expect((await call(app, accountApi.current.path, cookie)).body).toEqual(NOT_LOGIN);
  });

  it('a request refreshes last_seen_at and the idle expiry, at most once a minute', async () => {
    const cookie = await login(app, DEMO.platform);
    const before = await sessionRow(cookie);
    await call(app, accountApi.current.path, cookie);
    expect((await sessionRow(cookie))?.lastSeenAt).toEqual(before?.lastSeenAt);

    const twoMinutesAgo = new Date(Date.now() - minutes(2));
    await app.db
      .updateTable('session')
      .set({ lastSeenAt: twoMinutesAgo, idleExpiresAt: new Date(Date.now() + minutes(28)) })
      .where('idHash', '=', hashSessionId(cookie.slice(4)))
      .execute();
    expect((await call(app, accountApi.current.path, cookie)).body.code).toBe(0);
    const after = await sessionRow(cookie);
    expect(after!.lastSeenAt.getTime()).toBeGreaterThan(twoMinutesAgo.getTime());
    expect(after!.idleExpiresAt.getTime()).toBeGreaterThan(Date.now() + minutes(29));
    expect(after!.idleExpiresAt.getTime()).toBeLessThanOrEqual(after!.expiresAt.getTime());
  });
});
