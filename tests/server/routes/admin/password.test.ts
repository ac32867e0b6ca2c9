import type { App } from '../../../../server/src/types.js';
import { DEMO_PASSWORD, buildTestApp, call, createAdmin, login, post } from '../../helpers.js';
import { accountApi } from '#contract/endpoints/account.js';
import { messageApi } from '#contract/endpoints/message.js';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const URL = accountApi.passwordUpdate.path;
const update = (cookie: string, body: object, headers: Record<string, string> = {}) => post(app, URL, body, cookie, headers);

async function securityMessages(adminId: number) {
  return app.db.selectFrom('message').select(['title', 'titleEn']).where('adminId', '=', adminId).where('type', '=', 'security').execute();
}

describe('spec §7 POST /api/admin/admin/password/update', () => {
  it('spec §8 needs a session (10002)', async () => {
    const res = await post(app, URL, { oldPassword: DEMO_PASSWORD, newPassword: 'better1234' });
    expect(res.body).toMatchObject({ code: 10002 });
  });

  it('a wrong current password is 10005 naming oldPassword, and nothing changes', async () => {
    const id = await createAdmin(app, 'wrong-old@demo.local');
    const cookie = await login(app, 'wrong-old@demo.local');
    const res = await update(cookie, { oldPassword: 'not-my-password1', newPassword: 'better1234' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 10005 });
    expect(res.body.errors).toEqual([{ field: 'oldPassword', message: 'The current password is incorrect' }]);
    await login(app, 'wrong-old@demo.local');
    expect(await securityMessages(id)).toHaveLength(0);
  });

  const POLICY = 'Use at least 8 characters, including at least one letter and one digit';
  it.each([
    ['shorter than 8 characters', 'short@demo.local', 'abc1234', POLICY],
    ['without a digit', 'nodigit@demo.local', 'abcdefghij', POLICY],
    ['without a letter', 'noletter@demo.local', '1234567890', POLICY],
    ['empty', 'empty@demo.local', '', POLICY],
    ['equal to the e-mail (any case)', 'policy9@demo.local', 'Policy9@Demo.Local', 'The password must not be your e-mail address'],
    ['equal to the current password', 'same@demo.local', DEMO_PASSWORD, 'The new password must be different from the current one'],
  ])('the server-side policy refuses a new password %s (10005 naming newPassword)', async (_case, email, newPassword, message) => {
    await createAdmin(app, email);
    const cookie = await login(app, email);
    const res = await update(cookie, { oldPassword: DEMO_PASSWORD, newPassword });
    expect(res.body).toMatchObject({ success: false, code: 10005 });
    expect(res.body.errors).toEqual([{ field: 'newPassword', message }]);
    await login(app, email);
  });

  it('names both fields when both are wrong, in Chinese for a Chinese caller', async () => {
    await createAdmin(app, 'both@demo.local');
    const cookie = await login(app, 'both@demo.local');
    const res = await update(cookie, { oldPassword: 'nope-nope-1', newPassword: 'short' }, { 'accept-language': 'zh-CN' });
    expect(res.body.errors).toEqual([
      { field: 'oldPassword', message: '原密码不正确' },
      { field: 'newPassword', message: '密码至少 8 位，且须同时包含字母和数字' },
    ]);
  });

  it('a missing field is 10005 from the schema', async () => {
    const cookie = await login(app, 'both@demo.local');
    const res = await update(cookie, { newPassword: 'better1234' });
    expect(res.body.errors?.map((e) => e.field)).toEqual(['oldPassword']);
  });

  it('on success stores the new password, ends the other sessions but keeps this one, and adds a security message', async () => {
    const id = await createAdmin(app, 'changer@demo.local');
    const current = await login(app, 'changer@demo.local');
    const otherDevice = await login(app, 'changer@demo.local');
    const res = await update(current, { oldPassword: DEMO_PASSWORD, newPassword: 'Fresh-pass-42' });
    expect(res.body).toEqual({ success: true, code: 0, data: null });

    expect((await call(app, accountApi.current.path, current)).body.code).toBe(0);
    expect((await call(app, accountApi.current.path, otherDevice)).body).toMatchObject({ code: 10002 });
    await expect(login(app, 'changer@demo.local')).rejects.toThrow(/failed/);
    await login(app, 'changer@demo.local', 'Fresh-pass-42');
    expect(await securityMessages(id)).toEqual([{ title: '密码已修改', titleEn: 'Your password was changed' }]);

    const inbox = await call<{ records: Array<{ type: string; title: string }> }>(app, `${messageApi.userPage.path}?type=security`, current, {
      'accept-language': 'zh-CN',
    });
    expect(inbox.body.data!.records.map((m) => m.title)).toEqual(['密码已修改']);
  });

  it('the stored value is a fresh scrypt hash at the server’s cost (N 16384, r 8, p 1), never the password', async () => {
    const id = await createAdmin(app, 'hash-check@demo.local');
    const cookie = await login(app, 'hash-check@demo.local');
    await update(cookie, { oldPassword: DEMO_PASSWORD, newPassword: 'Hashed-pass-7' });
    const row = await app.db.selectFrom('admin').select('passwordHash').where('id', '=', id).executeTakeFirstOrThrow();
    // The test template's demo passwords are hashed at a lower cost (tests/server/templateDb.ts); a new one is not.
    expect(row.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(row.passwordHash).not.toContain('Hashed-pass-7');
  });
});
