import { sql } from 'kysely';
import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, createAdmin, login, post } from '../../helpers.js';
import { adminApi } from '#contract/endpoints/admin.js';
import { roleApi } from '#contract/endpoints/role.js';

type Entry = {
  id: number;
  actorId: number | null;
  actorEmail: string;
  action: string;
  entity: string;
  entityId: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
};
type Page<T> = { records: T[]; total: number };

let app: App;
const cookies: Record<string, string> = {};
let ids: { demo: number; other: number; mall: number; company: number; platform: number; business: number };

beforeAll(async () => {
  app = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO)) cookies[key] = await login(app, email);
  const companies = await app.db.selectFrom('company').select(['id', 'name']).execute();
  const admins = await app.db.selectFrom('admin').select(['id', 'email']).execute();
  const mall = await app.db.selectFrom('building').select('id').where('name', '=', '环球购物中心').executeTakeFirstOrThrow();
  ids = {
    demo: companies.find((c) => c.name === 'Demo Malls')!.id,
    other: companies.find((c) => c.name === 'Other Co')!.id,
    mall: mall.id,
    company: admins.find((a) => a.email === DEMO.company)!.id,
    platform: admins.find((a) => a.email === DEMO.platform)!.id,
    business: admins.find((a) => a.email === DEMO.business)!.id,
  };
});
afterAll(() => app.close());

const page = async (query: string, cookie = cookies.platform) => (await call<Page<Entry>>(app, `${adminApi.audit.path}?size=200&${query}`, cookie)).body.data!;

describe('issue 4 audit log', () => {
  it('records who changed an admin, when, and the record before and after, never a password or hash', async () => {
    const email = `audited-${Date.now()}@demo.local`;
    const created = await post<{ id: number }>(
      app,
      adminApi.save.path,
      { email, name: 'Audited', adminType: 'BUSINESS_ADMINISTRATOR', enabled: true, password: 'Secret1234' },
      cookies.company,
    );
    const id = created.body.data!.id;
    await post(app, adminApi.save.path, { id, email, name: 'Audited Again', adminType: 'BUSINESS_ADMINISTRATOR', password: 'Secret5678' }, cookies.company);
    await post(app, adminApi.delete.path, { id }, cookies.company);

    const entries = (await page(`entity=admin&entityId=${id}`)).records;
    expect(entries.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    for (const e of entries) {
      expect(e).toMatchObject({ actorId: ids.company, actorEmail: DEMO.company, entity: 'admin', entityId: id });
      expect(Date.now() - new Date(e.createdAt).getTime()).toBeLessThan(60_000);
    }
    const [deleted, updated, create] = entries;
    expect(create.before).toBeNull();
    expect(create.after).toMatchObject({ email, name: 'Audited', companyId: ids.demo, enabled: true, passwordSet: true });
    expect(updated.before).toMatchObject({ name: 'Audited' });
    expect(updated.after).toMatchObject({ name: 'Audited Again', passwordChanged: true });
    expect(deleted).toMatchObject({ after: null, before: expect.objectContaining({ name: 'Audited Again' }) });
    const raw = JSON.stringify(await app.db.selectFrom('auditLog').selectAll().execute());
    expect(raw).not.toMatch(/scrypt|Secret1234|Secret5678|passwordHash/);
  });

  it('records role and grant changes (create, update, delete, grant, revoke) with before and after', async () => {
    const role = await post<{ id: number }>(app, roleApi.add.path, { name: 'Audited role', permissions: ['EDIT_ROAD'] }, cookies.company);
    const roleId = role.body.data!.id;
    await post(app, roleApi.update.path, { id: roleId, name: 'Audited role', permissions: ['EDIT_ROAD', 'EDIT_POI'] }, cookies.company);
    await post(app, roleApi.saveGrants.path, { roleId, grants: [{ adminId: ids.business, buildingId: ids.mall }] }, cookies.company);
    await post(app, roleApi.delete.path, { id: roleId }, cookies.company);

    const roleEntries = (await page(`entity=role&entityId=${roleId}`)).records;
    expect(roleEntries.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(roleEntries[1].before).toMatchObject({ permissions: ['EDIT_ROAD'] });
    expect(roleEntries[1].after).toMatchObject({ permissions: ['EDIT_POI', 'EDIT_ROAD'] });
    const grants = (await page('entity=grant')).records.filter((e) => (e.after ?? e.before)?.roleId === roleId);
    expect(grants.map((e) => e.action)).toEqual(['revoke', 'grant']);
    expect(grants[1].after).toMatchObject({ adminId: ids.business, buildingId: ids.mall, roleName: 'Audited role' });
    // Everything about one admin, grants included.
    const aboutBusiness = (await page(`adminId=${ids.business}`)).records;
    expect(aboutBusiness.filter((e) => e.entity === 'grant').length).toBeGreaterThanOrEqual(2);
  });

  it('platform admins read every entry; company admins only their company’s; business admins nothing (10003)', async () => {
    await post(app, roleApi.add.path, { name: 'Other audited', permissions: [] }, cookies.other);
    const platformEmail = `audited-platform-${Date.now()}@demo.local`;
    await post(app, adminApi.save.path, { email: platformEmail, name: 'P', adminType: 'PLATFORM_ADMINISTRATOR', password: 'Secret1234' }, cookies.platform);
    const all = await page('');
    expect(all.records.some((e) => e.actorEmail === DEMO.other)).toBe(true);
    expect(all.records.some((e) => e.after?.email === platformEmail)).toBe(true);
    const company = await page('', cookies.company);
    expect(company.total).toBeGreaterThan(0);
    expect(company.records.some((e) => e.actorEmail === DEMO.other)).toBe(false);
    expect(company.records.some((e) => e.after?.email === platformEmail)).toBe(false);
    const other = await page('', cookies.other);
    expect(other.records.every((e) => e.actorEmail === DEMO.other)).toBe(true);
    expect((await call(app, adminApi.audit.path, cookies.business)).body.code).toBe(10003);
    expect((await page(`actorId=${ids.platform}`)).records.every((e) => e.actorId === ids.platform)).toBe(true);
  });

  it('keeps the actor’s e-mail after the actor is deleted', async () => {
    const email = `actor-${Date.now()}@demo.local`;
    const actorId = await createAdmin(app, email);
    const actor = await login(app, email);
    await post(app, roleApi.add.path, { name: `By ${email}`, permissions: [] }, actor);
    await post(app, adminApi.delete.path, { id: actorId }, cookies.company);
    const entries = (await page(`actorId=${actorId}`)).records;
    expect(entries).toEqual([expect.objectContaining({ actorEmail: email, action: 'create', entity: 'role' })]);
  });

  it('is append-only: no API route writes it, and the database refuses updates and deletes', async () => {
    await app.ready();
    const auditRoutes = app.routeAccess.filter((r) => r.url.includes('/audit'));
    expect(auditRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/admin/audit/page']);
    // eslint-disable-next-line no-restricted-syntax -- calls the audit log must not have
    for (const url of ['/api/admin/audit/update', '/api/admin/audit/delete', adminApi.audit.path]) {
      const res = await post(app, url, { id: 1 }, cookies.platform);
      expect(res.body.code, url).toBe(10004);
    }
    await expect(sql`UPDATE audit_log SET action = 'forged'`.execute(app.db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_log`.execute(app.db)).rejects.toThrow(/append-only/);
    expect((await page('')).total).toBeGreaterThan(0);
  });
});
