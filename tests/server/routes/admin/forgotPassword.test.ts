import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { hashToken } from '../../../../server/src/auth/oneTimeToken.js';
import type { App } from '../../../../server/src/types.js';
import { DEMO, DEMO_PASSWORD, buildTestApp, call, createAdmin, login, post } from '../../helpers.js';
import { accountApi } from '#contract/endpoints/account.js';

let app: App;
let outbox: string;
const logLines: string[] = [];

beforeAll(async () => {
  outbox = mkdtempSync(join(tmpdir(), 'outbox-'));
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  // As deployed behind a proxy (TRUST_PROXY=true): even then no request header shapes the mailed link (issue 31 §3).
  app = await buildTestApp({ mail: { outboxDir: outbox }, logger: { level: 'warn', stream }, trustProxy: true });
});
afterAll(async () => {
  await app.close();
  rmSync(outbox, { recursive: true, force: true });
});

const mails = () =>
  readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .sort();
const forgot = (email: string, headers: Record<string, string> = {}) => post(app, accountApi.passwordForgot.path, { email }, undefined, headers);
const reset = (token: string, newPassword: string) => post(app, accountApi.passwordReset.path, { token, newPassword });

/** Asks for a reset mail and returns the token from the link in the newest outbox file. */
async function requestToken(email: string): Promise<{ token: string; mail: string; link: string }> {
  const before = mails().length;
  expect((await forgot(email)).body).toEqual({ success: true, code: 0, data: null });
  const files = mails();
  expect(files).toHaveLength(before + 1);
  const mail = readFileSync(join(outbox, files[files.length - 1]), 'utf8');
  const link = /^(\S*\/find-password\?token=([\w-]+))\r?$/m.exec(mail);
  if (!link) throw new Error(`no link in ${mail}`);
  return { token: link[2], mail, link: link[1] };
}

describe('spec §7 POST /api/admin/admin/password/forgot', () => {
  it('never reveals whether the e-mail exists: the same answer, and no mail for an unknown e-mail', async () => {
    const before = mails();
    const unknown = await forgot('nobody-here@demo.local');
    expect(mails()).toEqual(before);
    const known = await forgot(DEMO.business);
    expect(mails()).toHaveLength(before.length + 1);
    expect(unknown).toEqual(known);
    expect(unknown.body).toEqual({ success: true, code: 0, data: null });
  });

  it('a disabled admin gets no mail either (same answer)', async () => {
    await createAdmin(app, 'disabled-forgot@demo.local', { enabled: false });
    const before = mails();
    expect((await forgot('disabled-forgot@demo.local')).body).toEqual({ success: true, code: 0, data: null });
    expect(mails()).toEqual(before);
  });

  it('a malformed e-mail is 10005 naming email', async () => {
    const res = await forgot('not-an-email');
    expect(res.body).toMatchObject({ success: false, code: 10005 });
    expect(res.body.errors?.map((e) => e.field)).toEqual(['email']);
  });

  it('writes an .eml to the outbox with the link /find-password?token= (no PUBLIC_URL: the path alone), and logs its path', async () => {
    const { mail, link, token } = await requestToken(DEMO.company);
    expect(link).toBe(`/find-password?token=${token}`);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(mail).toMatch(/^To: company@demo\.local\r$/m);
    expect(mail).toMatch(/^Subject: Indoor positioning platform: reset your password\r$/m);
    expect(mail).toContain('expires in 30 minutes');
    const newest = mails().at(-1)!;
    expect(logLines.some((line) => line.includes(join(outbox, newest)))).toBe(true);
  });

  it('issue 31 §3 the link never uses the request host: the path alone, or PUBLIC_URL when configured; the mail is in the caller’s language', async () => {
    await forgot(DEMO.other, { host: 'console.example:8443', 'x-forwarded-proto': 'https', 'accept-language': 'zh-CN' });
    const mail = readFileSync(join(outbox, mails().at(-1)!), 'utf8');
    expect(mail).toMatch(/^\/find-password\?token=[\w-]{43}\r$/m);
    expect(mail).not.toContain('console.example');
    expect(mail).toContain('链接 30 分钟内有效');
    expect(mail).toMatch(/^Subject: =\?UTF-8\?B\?/m);

    const dir = mkdtempSync(join(tmpdir(), 'outbox-public-'));
    const configured = await buildTestApp({ mail: { outboxDir: dir }, account: { publicUrl: 'https://indoor.example.com/' } });
    try {
      await post(configured, accountApi.passwordForgot.path, { email: DEMO.other });
      const [file] = readdirSync(dir);
      expect(readFileSync(join(dir, file), 'utf8')).toMatch(/^https:\/\/indoor\.example\.com\/find-password\?token=[\w-]{43}\r$/m);
    } finally {
      await configured.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stores only the SHA-256 of the token, expiring in 30 minutes', async () => {
    const { token } = await requestToken(DEMO.platform);
    const rows = await app.db.selectFrom('adminToken').selectAll().where('purpose', '=', 'password-reset').execute();
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    const row = rows.find((r) => r.tokenHash === hashToken(token))!;
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(30 * 60_000);
    expect(row.usedAt).toBeNull();
  });
});

describe('spec §7 POST /api/admin/admin/password/reset', () => {
  it('sets the password, spends the token, ends every session and adds a security message', async () => {
    const id = await createAdmin(app, 'resetter@demo.local');
    const session = await login(app, 'resetter@demo.local');
    const { token } = await requestToken('resetter@demo.local');
    expect((await reset(token, 'Brand-new-77')).body).toEqual({ success: true, code: 0, data: null });

    expect((await call(app, accountApi.current.path, session)).body).toMatchObject({ code: 10002 });
    await expect(login(app, 'resetter@demo.local')).rejects.toThrow(/failed/);
    await login(app, 'resetter@demo.local', 'Brand-new-77');
    const messages = await app.db.selectFrom('message').select(['type', 'title']).where('adminId', '=', id).where('type', '=', 'security').execute();
    expect(messages).toEqual([{ type: 'security', title: '密码已重置' }]);

    const again = await reset(token, 'Another-new-88');
    expect(again.body).toMatchObject({ code: 10005, errors: [{ field: 'token' }] });
    await login(app, 'resetter@demo.local', 'Brand-new-77');
  });

  it('an unknown token is 10005 naming token, with a clear message', async () => {
    const res = await reset('made-up-token', 'Brand-new-77');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'token', message: 'This reset link is invalid, has expired or was already used; request a new one' }]);
  });

  it('an expired token is refused', async () => {
    await createAdmin(app, 'expired@demo.local');
    const { token } = await requestToken('expired@demo.local');
    await app.db
      .updateTable('adminToken')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('tokenHash', '=', hashToken(token))
      .execute();
    expect((await reset(token, 'Brand-new-77')).body.errors?.map((e) => e.field)).toEqual(['token']);
    await login(app, 'expired@demo.local');
  });

  it('a newer request voids the older link', async () => {
    await createAdmin(app, 'twice@demo.local');
    const first = await requestToken('twice@demo.local');
    const second = await requestToken('twice@demo.local');
    expect((await reset(first.token, 'Brand-new-77')).body.errors?.map((e) => e.field)).toEqual(['token']);
    expect((await reset(second.token, 'Brand-new-77')).body.code).toBe(0);
  });

  it('a password change voids a pending link', async () => {
    await createAdmin(app, 'changed-meanwhile@demo.local');
    const { token } = await requestToken('changed-meanwhile@demo.local');
    const cookie = await login(app, 'changed-meanwhile@demo.local');
    await post(app, accountApi.passwordUpdate.path, { oldPassword: DEMO_PASSWORD, newPassword: 'Changed-99x' }, cookie);
    expect((await reset(token, 'Brand-new-77')).body.errors?.map((e) => e.field)).toEqual(['token']);
  });

  it('applies the same policy (10005 naming newPassword) and keeps the token for a better try', async () => {
    await createAdmin(app, 'weak-reset@demo.local');
    const { token } = await requestToken('weak-reset@demo.local');
    for (const [weak, message] of [
      ['short1', 'Use at least 8 characters, including at least one letter and one digit'],
      ['weak-reset@demo.local', 'The password must not be your e-mail address'],
      [DEMO_PASSWORD, 'The new password must be different from the current one'],
    ]) {
      const res = await reset(token, weak);
      expect(res.body).toMatchObject({ code: 10005 });
      expect(res.body.errors).toEqual([{ field: 'newPassword', message }]);
    }
    expect((await reset(token, 'Strong-enough-1')).body.code).toBe(0);
  });

  it('a bad token and a weak password are reported together', async () => {
    const res = await reset('made-up-token', 'short');
    expect(res.body.errors?.map((e) => e.field)).toEqual(['token', 'newPassword']);
  });
});
