import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PASSWORD_CHECK_CHANNEL } from '../../../../server/src/auth/password.js';
import type { App } from '../../../../server/src/types.js';
import { CONSOLE_HEADERS, DEMO_PASSWORD, buildTestApp, createAdmin, login, post, type Envelope } from '../../helpers.js';
import { accountApi } from '#contract/endpoints/account.js';

/** Every password check the server makes (a real e-mail's hash, or the dummy of an unknown one) is counted. */
const checks = { count: 0 };
const count = () => void checks.count++;

let app: App;
let outbox: string;
beforeAll(async () => {
  outbox = mkdtempSync(join(tmpdir(), 'outbox-burst-'));
  app = await buildTestApp({ mail: { outboxDir: outbox } });
  subscribe(PASSWORD_CHECK_CHANNEL, count);
});
afterAll(async () => {
  unsubscribe(PASSWORD_CHECK_CHANNEL, count);
  await app.close();
  rmSync(outbox, { recursive: true, force: true });
});

let block = 0;
/** Client addresses of one test: `spread(i)` gives the attacker a new address per attempt. */
function addresses() {
  const b = ++block;
  return { one: `10.${b}.0.1`, spread: (i: number) => `10.${b}.${1 + Math.floor(i / 250)}.${1 + (i % 250)}` };
}

async function attempt(email: string, password: string, remoteAddress: string) {
  const res = await app.inject({
    method: 'POST',
    url: accountApi.login.path,
    payload: { email, password },
    remoteAddress,
    headers: CONSOLE_HEADERS,
  });
  return { status: res.statusCode, body: res.json<Envelope>(), sid: res.cookies.find((c) => c.name === 'sid')?.value };
}

const codes = (answers: Array<{ body: Envelope }>) => {
  const count: Record<number, number> = {};
  for (const a of answers) count[a.body.code] = (count[a.body.code] ?? 0) + 1;
  return count;
};

describe('issue 10 login throttling holds against parallel bursts', () => {
  it('60 concurrent wrong passwords for one e-mail get 5 password checks; then the right one, mixed into a burst, is refused (10007)', async () => {
    const email = `burst-${Date.now()}@demo.local`;
    await createAdmin(app, email);
    const from = addresses();
    checks.count = 0;
    const burst = await Promise.all(Array.from({ length: 60 }, (_, i) => attempt(email, `wrong-password-${i}`, from.spread(i))));
    expect(checks.count).toBe(5);
    // Four plain failures; the fifth check answers with the lock, like every refused attempt.
    expect(codes(burst)).toEqual({ 10001: 4, 10007: 56 });
    for (const refused of burst.filter((a) => a.body.code === 10007)) {
      expect(refused).toMatchObject({ status: 429, body: { success: false, error: 'Too many failed sign-ins. Try again in 15 minutes' } });
    }

    const mixed = await Promise.all(Array.from({ length: 21 }, (_, i) => attempt(email, i === 10 ? DEMO_PASSWORD : `wrong-again-${i}`, from.spread(100 + i))));
    expect(codes(mixed)).toEqual({ 10007: 21 });
    expect(mixed.every((a) => a.sid === undefined)).toBe(true);
    expect(checks.count).toBe(5);
    const alone = await attempt(email, DEMO_PASSWORD, from.spread(200));
    expect(alone.body.code).toBe(10007);
    expect(checks.count).toBe(5);
  });

  it('60 concurrent wrong sign-ins for 60 e-mails from one address get 20 password checks', async () => {
    const from = addresses();
    checks.count = 0;
    const burst = await Promise.all(Array.from({ length: 60 }, (_, i) => attempt(`spray-${block}-${i}@demo.local`, 'wrong-password', from.one)));
    expect(checks.count).toBe(20);
    expect(codes(burst)).toEqual({ 10001: 19, 10007: 41 });
  });

  it('a disabled account is throttled like a failure: its "disabled" answer (which confirms the password) stops at the limit', async () => {
    const email = `disabled-burst-${Date.now()}@demo.local`;
    await createAdmin(app, email, { enabled: false });
    const from = addresses();
    checks.count = 0;
    for (let i = 0; i < 4; i++) {
      expect((await attempt(email, DEMO_PASSWORD, from.spread(i))).body).toMatchObject({ code: 10001, error: 'This account is disabled' });
    }
    expect((await attempt(email, DEMO_PASSWORD, from.spread(4))).body.code).toBe(10007);
    const later = await Promise.all(Array.from({ length: 10 }, (_, i) => attempt(email, DEMO_PASSWORD, from.spread(5 + i))));
    expect(codes(later)).toEqual({ 10007: 10 });
    expect(checks.count).toBe(5);
  });

  it('successful sign-ins do not use up their address’s tries', async () => {
    const email = `often-${Date.now()}@demo.local`;
    await createAdmin(app, email);
    const from = addresses();
    for (let i = 0; i < 25; i++) expect((await attempt(email, DEMO_PASSWORD, from.one)).body.code).toBe(0);
    for (let i = 0; i < 19; i++) expect((await attempt(`nobody-${i}@demo.local`, 'wrong-password', from.one)).body.code).toBe(10001);
    expect((await attempt('nobody-last@demo.local', 'wrong-password', from.one)).body.code).toBe(10007);
  });
});

describe('issue 10 password/forgot is throttled per e-mail and per address, known e-mail or not', () => {
  const mails = () => readdirSync(outbox).filter((f) => f.endsWith('.eml')).length;
  const forgot = (email: string, remoteAddress: string) =>
    app
      .inject({ method: 'POST', url: accountApi.passwordForgot.path, payload: { email }, remoteAddress, headers: CONSOLE_HEADERS })
      .then((res) => ({ status: res.statusCode, body: res.json<Envelope>(), retryAfter: res.headers['retry-after'] }));

  it('25 requests for one e-mail send 5 mails; the rest get 10007, the same for an unknown e-mail', async () => {
    const email = `forgetful-${Date.now()}@demo.local`;
    await createAdmin(app, email);
    const from = addresses();
    const before = mails();
    const known = await Promise.all(Array.from({ length: 25 }, (_, i) => forgot(email, from.spread(i))));
    expect(mails() - before).toBe(5);
    expect(codes(known)).toEqual({ 0: 5, 10007: 20 });
    const refused = known.find((a) => a.body.code === 10007)!;
    expect(refused).toMatchObject({
      status: 429,
      retryAfter: '900',
      body: { success: false, error: 'Too many password-reset requests. Try again in 15 minutes' },
    });

    const unknown = await Promise.all(Array.from({ length: 25 }, (_, i) => forgot(`ghost-${block}@demo.local`, from.spread(100 + i))));
    expect(mails() - before).toBe(5);
    expect(codes(unknown)).toEqual(codes(known));
  });

  it('25 requests from one address for 25 e-mails: 20 answered, then 10007; another address is not affected', async () => {
    const from = addresses();
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => forgot(`someone-${block}-${i}@demo.local`, from.one)));
    expect(codes(answers)).toEqual({ 0: 20, 10007: 5 });
    expect((await forgot(`someone-${block}-x@demo.local`, addresses().one)).body.code).toBe(0);
  });

  it('answers in Chinese for a Chinese caller', async () => {
    const from = addresses();
    const email = `zh-forgot-${Date.now()}@demo.local`;
    for (let i = 0; i < 5; i++) await forgot(email, from.spread(i));
    const res = await post(app, accountApi.passwordForgot.path, { email }, undefined, { 'accept-language': 'zh-CN' });
    expect(res.body).toMatchObject({ code: 10007, error: '重置密码请求过于频繁，请 15 分钟后再试' });
  });
});

describe('issue 10 password/update: wrong current passwords are locked like failed sign-ins', () => {
  const update = (cookie: string, oldPassword: string) => post(app, accountApi.passwordUpdate.path, { oldPassword, newPassword: 'Another-pass-42' }, cookie);

  it('the fifth wrong current password locks the account (10007): the right one and the sign-in are refused too', async () => {
    const email = `guesser-${Date.now()}@demo.local`;
    await createAdmin(app, email);
    const cookie = await login(app, email);
    for (let i = 0; i < 4; i++) expect((await update(cookie, `wrong-old-${i}`)).body.code).toBe(10005);
    const fifth = await update(cookie, 'wrong-old-4');
    expect(fifth).toMatchObject({ status: 429, body: { success: false, code: 10007, error: 'Too many wrong passwords. Try again in 15 minutes' } });
    expect((await update(cookie, DEMO_PASSWORD)).body.code).toBe(10007);
    expect((await attempt(email, DEMO_PASSWORD, addresses().one)).body.code).toBe(10007);
  });

  it('30 concurrent wrong current passwords get 5 checks', async () => {
    const email = `update-burst-${Date.now()}@demo.local`;
    await createAdmin(app, email);
    const cookie = await login(app, email);
    checks.count = 0;
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => update(cookie, `wrong-old-${i}`)));
    expect(checks.count).toBe(5);
    expect(codes(burst)).toEqual({ 10005: 4, 10007: 26 });
  });

  it('a wrong current password does not reveal whether newPassword is the current one (no second guess per try)', async () => {
    const email = `oracle-${Date.now()}@demo.local`;
    await createAdmin(app, email);
    const cookie = await login(app, email);
    checks.count = 0;
    const res = await post(app, accountApi.passwordUpdate.path, { oldPassword: 'wrong-old-1', newPassword: DEMO_PASSWORD }, cookie);
    expect(res.body.errors).toEqual([{ field: 'oldPassword', message: 'The current password is incorrect' }]);
    expect(checks.count).toBe(1);
  });

  it('a right current password clears the count', async () => {
    const email = `fumbler-${Date.now()}@demo.local`;
    await createAdmin(app, email);
    const cookie = await login(app, email);
    for (let i = 0; i < 4; i++) expect((await update(cookie, `wrong-old-${i}`)).body.code).toBe(10005);
    expect((await post(app, accountApi.passwordUpdate.path, { oldPassword: DEMO_PASSWORD, newPassword: 'Another-pass-42' }, cookie)).body.code).toBe(0);
    for (let i = 0; i < 4; i++) expect((await update(cookie, `wrong-old-${i}`)).body.code).toBe(10005);
  });
});
