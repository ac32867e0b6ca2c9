import { buildApp } from '../../../../server/src/app.js';
import type { DatabaseHandle } from '../../../../server/src/db/types.js';
import type { App } from '../../../../server/src/types.js';
import { CONSOLE_HEADERS, DEMO, DEMO_PASSWORD, createAdmin, openTestDatabase, type Envelope } from '../../helpers.js';
import { accountApi } from '#contract/endpoints/account.js';

let database: DatabaseHandle;
let app: App;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ database, distDir: '/nonexistent-dist', version: 'test' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

let address = 0;
/** Each test signs in from its own client address, so the per-address counter only counts its own tries. */
const nextAddress = () => `10.0.0.${++address}`;

async function attempt(target: App, email: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) {
  const res = await target.inject({
    method: 'POST',
    url: accountApi.login.path,
    payload: { email, password },
    remoteAddress,
    headers: { ...CONSOLE_HEADERS, ...headers },
  });
  return { status: res.statusCode, body: res.json<Envelope>(), headers: res.headers };
}

describe('issue 4 login throttling (10007)', () => {
  it('5 failures for one e-mail within 15 minutes lock it for 15 minutes, even for the right password', async () => {
    const email = `locked-${Date.now()}@demo.local`;
    await createAdmin(app, email);
    const from = nextAddress();
    for (let i = 1; i <= 4; i++) expect((await attempt(app, email, 'wrong-password', from)).body.code).toBe(10001);
    const fifth = await attempt(app, email, 'wrong-password', from);
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({ success: false, code: 10007, error: 'Too many failed sign-ins. Try again in 15 minutes' });
    expect(fifth.headers['retry-after']).toBe('900');
    const right = await attempt(app, email, DEMO_PASSWORD, nextAddress());
    expect(right.body.code).toBe(10007);
    const zh = await attempt(app, email.toUpperCase(), DEMO_PASSWORD, nextAddress(), { 'accept-language': 'zh-CN' });
    expect(zh.body).toMatchObject({ code: 10007, error: '登录失败次数过多，请 15 分钟后再试' });
    // Another account from the same address is not affected.
    expect((await attempt(app, DEMO.company, DEMO_PASSWORD, from)).body.code).toBe(0);
  });

  it('a successful sign-in resets the account’s counter', async () => {
    const from = nextAddress();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await attempt(app, DEMO.business, 'wrong-password', from)).body.code).toBe(10001);
      expect((await attempt(app, DEMO.business, DEMO_PASSWORD, from)).body.code).toBe(0);
    }
  });

  it('an unknown e-mail is counted like a known one (no hint that it exists)', async () => {
    const from = nextAddress();
    for (let i = 0; i < 4; i++) expect((await attempt(app, 'ghost@demo.local', 'wrong-password', from)).body.code).toBe(10001);
    expect((await attempt(app, 'ghost@demo.local', 'wrong-password', from)).body.code).toBe(10007);
  });

  it('20 failures from one client address lock that address for any e-mail, not other addresses', async () => {
    const from = nextAddress();
    for (let i = 0; i < 19; i++) {
      expect((await attempt(app, `spray-${i}@demo.local`, 'wrong-password', from)).body.code).toBe(10001);
    }
    expect((await attempt(app, 'spray-last@demo.local', 'wrong-password', from)).body.code).toBe(10007);
    const blocked = await attempt(app, DEMO.other, DEMO_PASSWORD, from);
    expect(blocked.status).toBe(429);
    expect((await attempt(app, DEMO.other, DEMO_PASSWORD, nextAddress())).body.code).toBe(0);
  });

  it('the lock lives in the database: another server instance on the same database refuses too, and it ends on time', async () => {
    const email = `shared-${Date.now()}@demo.local`;
    await createAdmin(app, email);
    const second = await buildApp({ database, distDir: '/nonexistent-dist', version: 'test' });
    try {
      for (let i = 0; i < 5; i++) await attempt(app, email, 'wrong-password', nextAddress());
      expect((await attempt(second, email, DEMO_PASSWORD, nextAddress())).body.code).toBe(10007);
      // Fifteen minutes later (moved back in the database) the right password works and clears the counter.
      await app.db
        .updateTable('loginThrottle')
        .set({ lockedUntil: new Date(Date.now() - 1000), windowStartedAt: new Date(Date.now() - 16 * 60_000) })
        .where('key', '=', `account:${email}`)
        .execute();
      expect((await attempt(second, email, DEMO_PASSWORD, nextAddress())).body.code).toBe(0);
      expect(await app.db.selectFrom('loginThrottle').select('key').where('key', '=', `account:${email}`).execute()).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('limits come from the account policy (env LOGIN_MAX_FAILURES, LOGIN_LOCK_MINUTES)', async () => {
    const strict = await buildApp({ database, distDir: '/nonexistent-dist', version: 'test', account: { loginMaxFailures: 2, loginLockMinutes: 3 } });
    try {
      const email = `strict-${Date.now()}@demo.local`;
      expect((await attempt(strict, email, 'wrong-password', nextAddress())).body.code).toBe(10001);
      const second = await attempt(strict, email, 'wrong-password', nextAddress());
      expect(second.body).toMatchObject({ code: 10007, error: 'Too many failed sign-ins. Try again in 3 minutes' });
    } finally {
      await strict.close();
    }
  });
});
