import { DEMO_APP_KEYS } from '../../../../server/src/db/seed/appKeys.js';
import type { App } from '../../../../server/src/types.js';
import { DEMO, DEMO_PASSWORD, buildTestApp, call, login, post } from '../../helpers.js';
import { png, upload } from '../location/platformFileFixtures.js';
import { companyApi } from '#contract/endpoints/company.js';
import { accountApi } from '#contract/endpoints/account.js';
import { usageApi } from '#contract/endpoints/usage.js';

/** Issue 16: platform management's companies (spec §2 company-list, -add, -edit; §3 bigLogo branding). */

type Row = {
  id: number;
  name: string;
  contact: string;
  enabled: boolean;
  bigLogo: string;
  smallLogo: string;
  adminCount: number;
  buildingCount: number;
  appCount: number;
  roleCount: number;
};
let app: App;
const cookies: Record<string, string> = {};
let ids: { demo: number; other: number };

beforeAll(async () => {
  app = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO)) cookies[key] = await login(app, email);
  const companies = await app.db.selectFrom('company').select(['id', 'name']).execute();
  ids = { demo: companies.find((c) => c.name === 'Demo Malls')!.id, other: companies.find((c) => c.name === 'Other Co')!.id };
});
afterAll(() => app.close());

const logo = async (size = 8) => (await upload(app, png(size), { purpose: 'logo', cookie: cookies.platform })).body.data!.url as string;
const add = (body: object, cookie = cookies.platform) => post<Row>(app, companyApi.add.path, body, cookie);
const update = (body: object, cookie = cookies.platform) => post<Row>(app, companyApi.update.path, body, cookie);

describe('issue 16 §2 company-list: companies with what they own', () => {
  it('lists every company with its admins, roles, buildings and apps counted, filtered by name', async () => {
    const page = (await call<{ records: Row[]; total: number }>(app, `${companyApi.page.path}?page=1&size=50&sort=name`, cookies.platform)).body.data!;
    const demo = page.records.find((r) => r.id === ids.demo)!;
    const count = async (table: 'admin' | 'role' | 'building' | 'app') =>
      (await app.db.selectFrom(table).select('id').where('companyId', '=', ids.demo).execute()).length;
    expect(demo).toMatchObject({
      adminCount: await count('admin'),
      roleCount: await count('role'),
      buildingCount: await count('building'),
      appCount: await count('app'),
      enabled: true,
    });
    expect(demo.buildingCount).toBeGreaterThan(0);
    const filtered = (await call<{ records: Row[]; total: number }>(app, `${companyApi.page.path}?page=1&size=20&name=other`, cookies.platform)).body.data!;
    expect(filtered.records.map((r) => r.name)).toEqual(['Other Co']);
    expect(filtered.total).toBe(1);
  });

  it('refuses company and business admins with 10003 (§6: platform management is the platform admin’s)', async () => {
    for (const who of ['company', 'business']) {
      expect((await call(app, `${companyApi.page.path}?page=1&size=20`, cookies[who])).body.code).toBe(10003);
      expect((await add({ name: `Sneaky ${who}` }, cookies[who])).body.code).toBe(10003);
    }
    expect(await app.db.selectFrom('company').select('id').where('name', 'like', 'Sneaky%').execute()).toHaveLength(0);
  });
});

describe('issue 16 §2 company-add / company-edit', () => {
  it('creates a company with uploaded logos; a non-empty big logo is what GET /api/admin/company answers (§3 branding)', async () => {
    const [bigLogo, smallLogo] = [await logo(12), await logo(6)];
    const created = (await add({ name: ' 星河商业 ', contact: '王经理 13800000000', bigLogo, smallLogo })).body.data!;
    expect(created).toMatchObject({ name: '星河商业', contact: '王经理 13800000000', enabled: true, bigLogo, smallLogo, adminCount: 0 });
    const one = (await call<Row>(app, `${companyApi.one.path}?companyId=${created.id}`, cookies.platform)).body.data!;
    expect(one.bigLogo).toBe(bigLogo);
  });

  it('answers 10006 naming `name` for a name taken in another case, and 10005 for a blank name; nothing is stored', async () => {
    const before = (await app.db.selectFrom('company').select('id').execute()).length;
    const taken = (await add({ name: 'demo malls' })).body;
    expect(taken.code).toBe(10006);
    expect(taken.errors?.[0]?.field).toBe('name');
    expect((await add({ name: '   ' })).body).toMatchObject({ code: 10005, errors: [{ field: 'name' }] });
    expect((await update({ id: ids.other, name: 'DEMO MALLS' })).body.code).toBe(10006);
    expect((await app.db.selectFrom('company').select('id').execute()).length).toBe(before);
  });

  it('refuses a logo that is not an uploaded logo file (10005 naming the field), keeps an unchanged one', async () => {
    const bad = (await add({ name: 'Logo Test', bigLogo: 'https://evil.example/logo.png' })).body;
    expect(bad).toMatchObject({ code: 10005, errors: [{ field: 'bigLogo' }] });
    const demo = (await call<Row>(app, `${companyApi.one.path}?companyId=${ids.demo}`, cookies.platform)).body.data!;
    const same = (await update({ id: ids.demo, name: 'Demo Malls', bigLogo: demo.bigLogo, contact: 'ops@demo.local' })).body;
    expect(same.code).toBe(0);
    expect(same.data).toMatchObject({ bigLogo: demo.bigLogo, contact: 'ops@demo.local' });
  });
});

describe('issue 16: disabling a company', () => {
  it('ends its admins’ sessions, refuses their sign-in and its apps’ getConfig and events; enabling restores all, data kept', async () => {
    const buildingsBefore = (await app.db.selectFrom('building').select('id').where('companyId', '=', ids.other).execute()).length;
    const otherCookie = await login(app, DEMO.other);
    expect((await call(app, accountApi.current.path, otherCookie)).body.code).toBe(0);
    expect((await update({ id: ids.other, name: 'Other Co', enabled: false })).body.data).toMatchObject({ enabled: false });

    expect((await call(app, accountApi.current.path, otherCookie)).body.code).toBe(10002);
    const { body: signIn } = await post(app, accountApi.login.path, { email: DEMO.other, password: DEMO_PASSWORD });
    expect(signIn).toMatchObject({ code: 10001, success: false });
    expect(signIn.error).toMatch(/company is disabled|公司已停用/);
    const config = await app.inject({ method: 'GET', url: '/location/getConfig?appCode=other-co' });
    expect(config.json().code).toBe(10003);
    const events = await app.inject({
      method: 'POST',
      url: usageApi.collect.path,
      headers: { 'x-app-key': DEMO_APP_KEYS['other-co'] },
      payload: { events: [] },
    });
    expect(events.json().code).toBe(10003);
    expect((await app.db.selectFrom('building').select('id').where('companyId', '=', ids.other).execute()).length).toBe(buildingsBefore);

    expect((await update({ id: ids.other, name: 'Other Co', enabled: true })).body.code).toBe(0);
    expect(await login(app, DEMO.other)).toBeTruthy();
    expect((await app.inject({ method: 'GET', url: '/location/getConfig?appCode=other-co' })).json().code).toBe(0);
  });
});

describe('issue 16: deleting a company', () => {
  it('is refused with 10006 naming what it still owns; an empty company is deleted and audited', async () => {
    const refused = (await post(app, companyApi.delete.path, { id: ids.demo }, cookies.platform)).body;
    expect(refused.code).toBe(10006);
    expect(refused.error).toMatch(/Demo Malls/);
    expect(await app.db.selectFrom('company').select('id').where('id', '=', ids.demo).execute()).toHaveLength(1);

    const empty = (await add({ name: 'Short-lived Co' })).body.data!;
    expect((await post(app, companyApi.delete.path, { id: empty.id }, cookies.platform)).body).toMatchObject({ code: 0, data: { deleted: 1 } });
    expect(await app.db.selectFrom('company').select('id').where('id', '=', empty.id).execute()).toHaveLength(0);
    const audit = await app.db.selectFrom('auditLog').select(['action']).where('entity', '=', 'company').where('entityId', '=', empty.id).execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'delete']);
    expect((await post(app, companyApi.delete.path, { id: empty.id }, cookies.platform)).body.code).toBe(10004);
  });
});
