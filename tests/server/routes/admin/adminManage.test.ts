import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SessionAdmin } from '../../../../server/src/auth/session.js';
import { deleteAdminsChecked, saveAdmin } from '../../../../server/src/services/admin.js';
import type { App } from '../../../../server/src/types.js';
import { DEMO, DEMO_PASSWORD, buildTestApp, call, createAdmin, login, post } from '../../helpers.js';
import { adminApi } from '#contract/endpoints/admin.js';
import { accountApi } from '#contract/endpoints/account.js';

type Row = {
  id: number;
  email: string;
  name: string;
  adminType: string;
  companyId: number | null;
  companyName: string | null;
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
  lastLoginAt: string | null;
};
type Page<T> = { records: T[]; total: number };

let app: App;
let outbox: string;
const cookies: Record<string, string> = {};
let ids: { demo: number; other: number; mall: number; platform: number; company: number; business: number; other_: number };

beforeAll(async () => {
  outbox = mkdtempSync(join(tmpdir(), 'admin-outbox-'));
  app = await buildTestApp({ mail: { outboxDir: outbox } });
  for (const [key, email] of Object.entries(DEMO)) cookies[key] = await login(app, email);
  const companies = await app.db.selectFrom('company').select(['id', 'name']).execute();
  const admins = await app.db.selectFrom('admin').select(['id', 'email']).execute();
  const a = (email: string) => admins.find((x) => x.email === email)!.id;
  const mall = await app.db.selectFrom('building').select('id').where('name', '=', '环球购物中心').executeTakeFirstOrThrow();
  ids = {
    demo: companies.find((c) => c.name === 'Demo Malls')!.id,
    other: companies.find((c) => c.name === 'Other Co')!.id,
    mall: mall.id,
    platform: a(DEMO.platform),
    company: a(DEMO.company),
    business: a(DEMO.business),
    other_: a(DEMO.other),
  };
});
afterAll(async () => {
  await app.close();
  rmSync(outbox, { recursive: true, force: true });
});

const adminCount = async () =>
  (
    await app.db
      .selectFrom('admin')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;
const newAdmin = (overrides: Record<string, unknown> = {}) => ({
  email: `new-${Math.random().toString(36).slice(2, 8)}@demo.local`,
  name: 'New Admin',
  adminType: 'BUSINESS_ADMINISTRATOR',
  companyId: ids.demo,
  enabled: true,
  password: 'Welcome123',
  ...overrides,
});

describe('issue 4 admin/list and admin/detail: scopes', () => {
  it('a platform admin lists every admin with company name, dates and no hash', async () => {
    const res = await call<Page<Row>>(app, `${adminApi.list.path}?page=1&size=50`, cookies.platform);
    expect(res.body.code).toBe(0);
    const emails = res.body.data!.records.map((r) => r.email);
    expect(emails).toEqual(expect.arrayContaining([DEMO.platform, DEMO.company, DEMO.business, DEMO.other, 'analyst@demo.local']));
    const business = res.body.data!.records.find((r) => r.email === DEMO.business)!;
    expect(business).toMatchObject({ adminType: 'BUSINESS_ADMINISTRATOR', companyId: ids.demo, companyName: 'Demo Malls', enabled: true });
    expect(new Date(business.createdAt).toISOString()).toBe(business.createdAt);
    expect(res.raw).not.toMatch(/scrypt|passwordHash/);
    const platform = res.body.data!.records.find((r) => r.email === DEMO.platform)!;
    expect(platform).toMatchObject({ companyId: null, companyName: null });
    expect(platform.lastLoginAt).not.toBeNull();
  });

  it('a company admin lists only its own company’s admins, whatever companyId it passes', async () => {
    for (const query of ['', `&companyId=${ids.other}`]) {
      const res = await call<Page<Row>>(app, `${adminApi.list.path}?page=1&size=50${query}`, cookies.company);
      const emails = res.body.data!.records.map((r) => r.email);
      expect(emails).toEqual(expect.arrayContaining([DEMO.company, DEMO.business, 'analyst@demo.local']));
      expect(emails).not.toContain(DEMO.platform);
      expect(emails).not.toContain(DEMO.other);
      expect(res.body.data!.records.every((r) => r.companyId === ids.demo)).toBe(true);
    }
    const other = await call<Page<Row>>(app, adminApi.list.path, cookies.other);
    expect(other.body.data!.records.map((r) => r.email)).toEqual([DEMO.other]);
  });

  it('filters by e-mail (part, any case), type and company (platform), sorts and pages', async () => {
    const byEmail = await call<Page<Row>>(app, `${adminApi.list.path}?email=BUSINESS%40DEMO`, cookies.platform);
    expect(byEmail.body.data!.records.map((r) => r.email)).toEqual([DEMO.business]);
    const byType = await call<Page<Row>>(app, `${adminApi.list.path}?adminType=COMPANY_ADMINISTRATOR`, cookies.platform);
    expect(byType.body.data!.records.map((r) => r.email).sort()).toEqual([DEMO.company, DEMO.other].sort());
    const byCompany = await call<Page<Row>>(app, `${adminApi.list.path}?companyId=${ids.other}`, cookies.platform);
    expect(byCompany.body.data!.records.map((r) => r.email)).toEqual([DEMO.other]);
    const sorted = await call<Page<Row>>(app, `${adminApi.list.path}?sort=email&order=desc&size=200`, cookies.platform);
    const emails = sorted.body.data!.records.map((r) => r.email);
    expect(emails).toEqual([...emails].sort().reverse());
    const paged = await call<Page<Row>>(app, `${adminApi.list.path}?page=2&size=2&sort=email`, cookies.platform);
    expect(paged.body.data!.records).toHaveLength(2);
    expect(paged.body.data!.records[0].email).toBe(emails[emails.length - 3]);
    expect((await call(app, `${adminApi.list.path}?sort=passwordHash`, cookies.platform)).body).toMatchObject({ code: 10005, errors: [{ field: 'sort' }] });
  });

  it('detail carries the admin’s grants; another company’s admin or a platform admin is 10004 for a company admin', async () => {
    const own = await call<Row & { grants: Array<{ roleName: string; buildingId: number | null; buildingName: string }> }>(
      app,
      `${adminApi.detail.path}?id=${ids.business}`,
      cookies.company,
    );
    expect(own.body.data).toMatchObject({ email: DEMO.business, companyName: 'Demo Malls' });
    expect(own.body.data!.grants).toEqual([
      expect.objectContaining({ adminId: ids.business, adminEmail: DEMO.business, roleName: '楼层运营', buildingId: ids.mall, buildingName: '环球购物中心' }),
    ]);
    for (const id of [ids.other_, ids.platform, 999999]) {
      const res = await call(app, `${adminApi.detail.path}?id=${id}`, cookies.company);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe(10004);
    }
    expect((await call(app, `${adminApi.detail.path}?id=${ids.business}`, cookies.other)).body.code).toBe(10004);
    expect((await call(app, `${adminApi.detail.path}?id=${ids.other_}`, cookies.platform)).body.code).toBe(0);
  });

  it('a business admin may call none of these (10003), even with an empty or invalid body', async () => {
    expect((await call(app, adminApi.list.path, cookies.business)).body.code).toBe(10003);
    expect((await call(app, adminApi.detail.path, cookies.business)).body.code).toBe(10003);
    for (const url of [adminApi.save.path, adminApi.delete.path]) {
      const empty = await post(app, url, undefined, cookies.business);
      expect(empty.status).toBe(403);
      expect(empty.body.code).toBe(10003);
      expect((await post(app, url, { bogus: 1 }, cookies.business)).body.code).toBe(10003);
    }
  });
});

describe('issue 4 admin/save: create and update', () => {
  it('a company admin creates an admin of its own company (companyId forced), who can then sign in', async () => {
    const body = newAdmin({ companyId: ids.other });
    const res = await post<Row>(app, adminApi.save.path, body, cookies.company);
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({
      email: body.email,
      companyId: ids.demo,
      companyName: 'Demo Malls',
      adminType: 'BUSINESS_ADMINISTRATOR',
      enabled: true,
      lastLoginAt: null,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    await login(app, body.email, 'Welcome123');
  });

  it('a platform admin creates admins of any company and platform admins (company forced to none)', async () => {
    const company = await post<Row>(app, adminApi.save.path, newAdmin({ adminType: 'COMPANY_ADMINISTRATOR', companyId: ids.other }), cookies.platform);
    expect(company.body.data).toMatchObject({ companyId: ids.other, companyName: 'Other Co' });
    const platform = await post<Row>(app, adminApi.save.path, newAdmin({ adminType: 'PLATFORM_ADMINISTRATOR', companyId: ids.demo }), cookies.platform);
    expect(platform.body.data).toMatchObject({ adminType: 'PLATFORM_ADMINISTRATOR', companyId: null });
  });

  it('no escalation: a company admin cannot create or make a platform admin (10003), nor edit one (10004)', async () => {
    const before = await adminCount();
    const create = await post(app, adminApi.save.path, newAdmin({ adminType: 'PLATFORM_ADMINISTRATOR', companyId: null }), cookies.company);
    expect(create.status).toBe(403);
    expect(create.body.code).toBe(10003);
    const promote = await post(
      app,
      adminApi.save.path,
      { ...newAdmin({ adminType: 'PLATFORM_ADMINISTRATOR' }), id: ids.business, email: DEMO.business },
      cookies.company,
    );
    expect(promote.body.code).toBe(10003);
    const editPlatform = await post(
      app,
      adminApi.save.path,
      { id: ids.platform, email: DEMO.platform, name: 'x', adminType: 'PLATFORM_ADMINISTRATOR', companyId: null },
      cookies.company,
    );
    expect(editPlatform.body.code).toBe(10004);
    const editOther = await post(
      app,
      adminApi.save.path,
      { id: ids.other_, email: DEMO.other, name: 'x', adminType: 'COMPANY_ADMINISTRATOR', companyId: ids.demo },
      cookies.company,
    );
    expect(editOther.body.code).toBe(10004);
    expect(await adminCount()).toBe(before);
    const business = await app.db.selectFrom('admin').select(['adminType', 'name']).where('id', '=', ids.business).executeTakeFirstOrThrow();
    expect(business).toEqual({ adminType: 'BUSINESS_ADMINISTRATOR', name: '楼层运营员' });
    const other = await app.db.selectFrom('admin').select('name').where('id', '=', ids.other_).executeTakeFirstOrThrow();
    expect(other.name).toBe('Other Co Admin');
  });

  it('nobody changes their own type, disables themselves or sets their own password here (10003)', async () => {
    const self = { id: ids.company, email: DEMO.company, name: 'Demo Malls Admin', adminType: 'COMPANY_ADMINISTRATOR', companyId: ids.demo, enabled: true };
    expect((await post(app, adminApi.save.path, { ...self, adminType: 'BUSINESS_ADMINISTRATOR' }, cookies.company)).body.code).toBe(10003);
    expect((await post(app, adminApi.save.path, { ...self, enabled: false }, cookies.company)).body.code).toBe(10003);
    expect((await post(app, adminApi.save.path, { ...self, password: 'Another123' }, cookies.company)).body.code).toBe(10003);
    const platformSelf = { id: ids.platform, email: DEMO.platform, name: 'Platform Admin', companyId: null };
    expect(
      (await post(app, adminApi.save.path, { ...platformSelf, adminType: 'COMPANY_ADMINISTRATOR', companyId: ids.demo }, cookies.platform)).body.code,
    ).toBe(10003);
    expect((await post(app, adminApi.save.path, { ...platformSelf, adminType: 'PLATFORM_ADMINISTRATOR', enabled: false }, cookies.platform)).body.code).toBe(
      10003,
    );
    // Renaming oneself is fine.
    const renamed = await post<Row>(app, adminApi.save.path, { ...self, name: 'Demo Malls Admin' }, cookies.company);
    expect(renamed.body.code).toBe(0);
    expect((await call(app, accountApi.current.path, cookies.company)).body.code).toBe(0);
  });

  it('e-mails are unique whatever their case: 10006 naming email, on create and on update', async () => {
    const before = await adminCount();
    const create = await post(app, adminApi.save.path, newAdmin({ email: 'Business@Demo.LOCAL' }), cookies.company);
    expect(create.status).toBe(409);
    expect(create.body).toMatchObject({ code: 10006, errors: [{ field: 'email' }] });
    expect(create.body.errors![0].message).toMatch(/already/);
    const zh = await post(app, adminApi.save.path, newAdmin({ email: 'BUSINESS@demo.local' }), cookies.company, { 'accept-language': 'zh-CN' });
    expect(zh.body.errors![0].message).toMatch(/[\u4e00-\u9fff]/);
    const id = await createAdmin(app, `rename-${Date.now()}@demo.local`);
    const update = await post(app, adminApi.save.path, { ...newAdmin({ email: 'analyst@DEMO.local' }), id, password: undefined }, cookies.company);
    expect(update.body.code).toBe(10006);
    expect(await adminCount()).toBe(before + 1);
  });

  it('bad input is 10005 naming each field, in the caller’s language, and saves nothing', async () => {
    const before = await adminCount();
    const cases: Array<[object, string[]]> = [
      [newAdmin({ email: 'not-an-email' }), ['email']],
      [newAdmin({ password: 'short1' }), ['password']],
      [newAdmin({ password: 'lettersonly' }), ['password']],
      [newAdmin({ password: undefined }), ['password']],
      [newAdmin({ adminType: 'SUPER_ADMIN' }), ['adminType']],
      [{ email: 'x@demo.local' }, ['name', 'adminType']],
      [newAdmin({ name: '' }), ['name']],
    ];
    for (const [body, fields] of cases) {
      const res = await post(app, adminApi.save.path, body, cookies.company);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe(10005);
      expect(res.body.errors!.map((e) => e.field)).toEqual(expect.arrayContaining(fields));
    }
    // A platform admin must name an existing company for company and business admins.
    const missing = await post(app, adminApi.save.path, newAdmin({ companyId: null }), cookies.platform);
    expect(missing.body).toMatchObject({ code: 10005, errors: [{ field: 'companyId' }] });
    const unknown = await post(app, adminApi.save.path, newAdmin({ companyId: 999999 }), cookies.platform);
    expect(unknown.body).toMatchObject({ code: 10005, errors: [{ field: 'companyId' }] });
    const zh = await post(app, adminApi.save.path, newAdmin({ password: 'short1' }), `${cookies.company}; language=zh`);
    expect(zh.body.errors).toEqual([{ field: 'password', message: '密码至少 8 位，且须同时包含字母和数字' }]);
    const en = await post(app, adminApi.save.path, newAdmin({ email: 'nope' }), cookies.company);
    expect(en.body.errors).toEqual([{ field: 'email', message: 'Enter a valid e-mail address' }]);
    expect(await adminCount()).toBe(before);
  });

  it('"send set-password mail" creates the admin and mails a link that sets the password', async () => {
    const email = `invited-${Date.now()}@demo.local`;
    const res = await post<Row>(app, adminApi.save.path, newAdmin({ email, password: undefined, sendSetPasswordMail: true }), cookies.company);
    expect(res.body.code).toBe(0);
    const mail = readdirSync(outbox)
      .filter((f) => f.endsWith('.eml'))
      .map((f) => readFileSync(join(outbox, f), 'utf8'))
      .find((m) => m.includes(email));
    expect(mail).toMatch(/set your password/);
    const token = /\/find-password\?token=([A-Za-z0-9_-]{43})\r?$/m.exec(mail!)![1];
    expect((await post(app, accountApi.login.path, { email, password: 'Welcome123' })).body.code).toBe(10001);
    const reset = await post(app, accountApi.passwordReset.path, { token, newPassword: 'MyOwn1234' });
    expect(reset.body.code).toBe(0);
    await login(app, email, 'MyOwn1234');
  });
});

describe('issue 4 sessions end at once', () => {
  it('disabling an admin ends their sessions now: the next call is 10002 and they cannot sign in', async () => {
    const email = `disable-${Date.now()}@demo.local`;
    const id = await createAdmin(app, email);
    await app.db.updateTable('admin').set({ adminType: 'BUSINESS_ADMINISTRATOR' }).where('id', '=', id).execute();
    const victim = await login(app, email);
    expect((await call(app, accountApi.current.path, victim)).body.code).toBe(0);
    const res = await post<Row>(
      app,
      adminApi.save.path,
      { id, email, name: 'x', adminType: 'BUSINESS_ADMINISTRATOR', companyId: ids.demo, enabled: false },
      cookies.company,
    );
    expect(res.body.data).toMatchObject({ enabled: false });
    expect((await call(app, accountApi.current.path, victim)).body.code).toBe(10002);
    expect(await app.db.selectFrom('session').select('idHash').where('adminId', '=', id).execute()).toEqual([]);
    expect((await post(app, accountApi.login.path, { email, password: DEMO_PASSWORD })).body).toMatchObject({
      code: 10001,
      error: 'This account is disabled',
    });
  });

  it('setting another admin’s password ends their sessions', async () => {
    const email = `reset-${Date.now()}@demo.local`;
    const id = await createAdmin(app, email);
    const victim = await login(app, email);
    const res = await post(
      app,
      adminApi.save.path,
      { id, email, name: 'x', adminType: 'COMPANY_ADMINISTRATOR', companyId: ids.demo, password: 'Changed123' },
      cookies.company,
    );
    expect(res.body.code).toBe(0);
    expect((await call(app, accountApi.current.path, victim)).body.code).toBe(10002);
    await login(app, email, 'Changed123');
  });

  it('deleting an admin ends their sessions: the next call is 10002', async () => {
    const email = `delete-${Date.now()}@demo.local`;
    const id = await createAdmin(app, email);
    const victim = await login(app, email);
    const res = await post(app, adminApi.delete.path, { id }, cookies.company);
    expect(res.body).toMatchObject({ code: 0, data: { deleted: 1 } });
    expect((await call(app, accountApi.current.path, victim)).body.code).toBe(10002);
  });

  it('a type change applies on the next call and takes the admin’s grants away', async () => {
    const email = `promote-${Date.now()}@demo.local`;
    const id = await createAdmin(app, email);
    await app.db.updateTable('admin').set({ adminType: 'BUSINESS_ADMINISTRATOR' }).where('id', '=', id).execute();
    const role = await app.db.selectFrom('role').select('id').where('name', '=', '楼层运营').executeTakeFirstOrThrow();
    await app.db.insertInto('adminRole').values({ adminId: id, roleId: role.id, buildingId: null }).execute();
    const session = await login(app, email);
    expect((await call(app, adminApi.list.path, session)).body.code).toBe(10003);
    await post(app, adminApi.save.path, { id, email, name: 'x', adminType: 'COMPANY_ADMINISTRATOR', companyId: ids.demo }, cookies.company);
    expect((await call(app, adminApi.list.path, session)).body.code).toBe(0);
    expect(await app.db.selectFrom('adminRole').select('id').where('adminId', '=', id).execute()).toEqual([]);
  });
});

describe('issue 4 admin/delete', () => {
  it('deletes { ids } all or nothing: one id of another company (or unknown) is 10004 and nothing goes', async () => {
    const a = await createAdmin(app, `bulk-a-${Date.now()}@demo.local`);
    const b = await createAdmin(app, `bulk-b-${Date.now()}@demo.local`);
    for (const bad of [ids.other_, ids.platform, 999999]) {
      const res = await post(app, adminApi.delete.path, { ids: [a, b, bad] }, cookies.company);
      expect(res.body.code).toBe(10004);
    }
    expect((await app.db.selectFrom('admin').select('id').where('id', 'in', [a, b, ids.other_]).execute()).length).toBe(3);
    expect((await post(app, adminApi.delete.path, { ids: [a, b] }, cookies.company)).body).toMatchObject({ code: 0, data: { deleted: 2 } });
  });

  it('refuses one’s own account (10003) and names id when neither id nor ids is given (10005)', async () => {
    const other = await createAdmin(app, `self-${Date.now()}@demo.local`);
    expect((await post(app, adminApi.delete.path, { ids: [other, ids.company] }, cookies.company)).body.code).toBe(10003);
    expect((await post(app, adminApi.delete.path, { id: ids.platform }, cookies.platform)).body.code).toBe(10003);
    expect(await app.db.selectFrom('admin').select('id').where('id', '=', other).executeTakeFirst()).toBeDefined();
    expect((await post(app, adminApi.delete.path, {}, cookies.company)).body).toMatchObject({ code: 10005, errors: [{ field: 'id' }] });
    expect((await post(app, adminApi.delete.path, { ids: [] }, cookies.company)).body).toMatchObject({ code: 10005, errors: [{ field: 'ids' }] });
  });
});

describe('issue 4 the last platform administrator', () => {
  const ghost = (id: number): SessionAdmin => ({
    id,
    email: 'ghost@demo.local',
    name: 'ghost',
    adminType: 'PLATFORM_ADMINISTRATOR',
    companyId: null,
    enabled: true,
  });

  it('cannot be demoted, disabled or deleted (10006), checked inside the transaction', async () => {
    // Through the API a platform admin can only act on another platform admin (never themselves), so one
    // always remains; the guard inside the transaction is what stops a caller whose own row changed meanwhile.
    await app.db.updateTable('admin').set({ enabled: false }).where('adminType', '=', 'PLATFORM_ADMINISTRATOR').where('id', '<>', ids.platform).execute();
    const actor = ghost(987654);
    const base = { id: ids.platform, email: DEMO.platform, name: 'Platform Admin', companyId: null };
    await expect(saveAdmin(app.db, actor, { ...base, adminType: 'PLATFORM_ADMINISTRATOR', enabled: false }, 'en')).rejects.toMatchObject({
      code: 10006,
      messageKey: 'admin.lastPlatform',
    });
    await expect(saveAdmin(app.db, actor, { ...base, adminType: 'COMPANY_ADMINISTRATOR', companyId: ids.demo }, 'en')).rejects.toMatchObject({ code: 10006 });
    await expect(deleteAdminsChecked(app.db, actor, [ids.platform])).rejects.toMatchObject({ code: 10006 });
    const row = await app.db.selectFrom('admin').select(['adminType', 'enabled']).where('id', '=', ids.platform).executeTakeFirstOrThrow();
    expect(row).toEqual({ adminType: 'PLATFORM_ADMINISTRATOR', enabled: true });
  });

  it('two platform admins disabling each other at once leave one enabled', async () => {
    const email = `p2-${Date.now()}@demo.local`;
    const p2 = await createAdmin(app, email, { adminType: 'PLATFORM_ADMINISTRATOR' });
    const p2Cookie = await login(app, email);
    const disable = (id: number, mail: string, cookie: string) =>
      post(app, adminApi.save.path, { id, email: mail, name: 'x', adminType: 'PLATFORM_ADMINISTRATOR', companyId: null, enabled: false }, cookie);
    const results = await Promise.all([disable(p2, email, cookies.platform), disable(ids.platform, DEMO.platform, p2Cookie)]);
    const codes = results.map((r) => r.body.code).sort();
    expect(codes[0]).toBe(0);
    expect([10002, 10006]).toContain(codes[1]);
    const enabled = await app.db.selectFrom('admin').select('id').where('adminType', '=', 'PLATFORM_ADMINISTRATOR').where('enabled', '=', true).execute();
    expect(enabled).toHaveLength(1);
    // Put platform@ back for any later test.
    await app.db.updateTable('admin').set({ enabled: true }).where('id', 'in', [ids.platform, p2]).execute();
    cookies.platform = await login(app, DEMO.platform);
  });

  it('a platform admin may demote or delete another platform admin while one remains', async () => {
    const email = `p3-${Date.now()}@demo.local`;
    const p3 = await createAdmin(app, email, { adminType: 'PLATFORM_ADMINISTRATOR' });
    const res = await post<Row>(
      app,
      adminApi.save.path,
      { id: p3, email, name: 'x', adminType: 'COMPANY_ADMINISTRATOR', companyId: ids.other },
      cookies.platform,
    );
    expect(res.body.data).toMatchObject({ adminType: 'COMPANY_ADMINISTRATOR', companyId: ids.other });
    expect((await post(app, adminApi.delete.path, { id: p3 }, cookies.platform)).body.code).toBe(0);
  });
});
