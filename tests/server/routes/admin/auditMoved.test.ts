import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { MIGRATIONS_DIR } from '../../../../server/src/db/migrate.js';
import { AUDIT_REDACTED } from '#contract/schemas/userManagement.js';
import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login, openTestDatabase, post } from '../../helpers.js';
import { adminApi } from '#contract/endpoints/admin.js';
import { buildingApi } from '#contract/endpoints/building.js';

/**
 * Issue 31 §6: audit/page showed a company the old company's name and ids of a record moved to it (another
 * tenant's before-values). Now each company reads its own side of such an entry, the other side redacted;
 * the platform admin reads everything.
 */

type Entry = {
  id: number;
  entity: string;
  entityId: number | null;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};
type Page = { records: Entry[]; total: number };

let app: App;
const cookies: Record<string, string> = {};
let ids: { demo: number; other: number; mall: number; business: number };

beforeAll(async () => {
  app = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO)) cookies[key] = await login(app, email);
  const companies = await app.db.selectFrom('company').select(['id', 'name']).execute();
  const mall = await app.db.selectFrom('building').select('id').where('name', '=', '环球购物中心').executeTakeFirstOrThrow();
  const business = await app.db.selectFrom('admin').select('id').where('email', '=', DEMO.business).executeTakeFirstOrThrow();
  ids = {
    demo: companies.find((c) => c.name === 'Demo Malls')!.id,
    other: companies.find((c) => c.name === 'Other Co')!.id,
    mall: mall.id,
    business: business.id,
  };
});
afterAll(() => app.close());

const page = async (cookie: string, query = '') => {
  const res = await call<Page>(app, `${adminApi.audit.path}?page=1&size=200${query}`, cookie);
  expect(res.body.code).toBe(0);
  return res.body.data!.records;
};
const about = (records: Entry[], entity: string, entityId: number) => records.filter((e) => e.entity === entity && e.entityId === entityId);
const allRedacted = (values: Record<string, unknown> | null) => values !== null && Object.values(values).every((v) => v === AUDIT_REDACTED);
/** Every top-level value of the entries (ids and names alike), to look for the other tenant's. */
const valuesOf = (records: Entry[]) => records.flatMap((e) => [...Object.values(e.before ?? {}), ...Object.values(e.after ?? {})]);

describe('issue 31 §6: the audit history of a record moved to another company', () => {
  it('a building moved from Demo Malls to Other Co: Other Co reads none of Demo Malls’ names or ids, Demo Malls only its own side, the platform all', async () => {
    const moved = await post(app, buildingApi.move.path, { id: ids.mall, companyId: ids.other }, cookies.platform);
    expect(moved.body.code).toBe(0);

    // The new company: the move entry, the old company's side redacted; none of Demo Malls' entries (the grants revoked).
    const otherPage = await page(cookies.other);
    const [newSide] = about(otherPage, 'building', ids.mall);
    expect(about(otherPage, 'building', ids.mall)).toHaveLength(1);
    expect(newSide).toMatchObject({ action: 'update', after: { companyId: ids.other, companyName: 'Other Co', appName: null } });
    expect(allRedacted(newSide!.before)).toBe(true);
    expect(otherPage.filter((e) => e.entity === 'grant')).toEqual([]);
    expect(valuesOf([newSide!])).not.toContain(ids.demo);
    const otherText = JSON.stringify(otherPage);
    for (const leak of ['Demo Malls', DEMO.business]) expect(otherText).not.toContain(leak);

    // The old company: its side of the move (and its revoked grants), the new company's side redacted.
    const demoPage = await page(cookies.company);
    const [oldSide] = about(demoPage, 'building', ids.mall);
    expect(oldSide).toMatchObject({ action: 'update', before: { companyId: ids.demo, companyName: 'Demo Malls', appName: 'Demo Malls 导航' } });
    expect(oldSide!.before!.links).toBeGreaterThan(0);
    expect(allRedacted(oldSide!.after)).toBe(true);
    expect(demoPage.filter((e) => e.entity === 'grant' && e.action === 'revoke').length).toBeGreaterThan(0);
    expect(valuesOf([oldSide!])).not.toContain(ids.other);
    expect(JSON.stringify(demoPage)).not.toContain('Other Co');

    // The platform admin reads both sides.
    const [full] = about(await page(cookies.platform), 'building', ids.mall);
    expect(full).toMatchObject({ before: { companyId: ids.demo, companyName: 'Demo Malls' }, after: { companyId: ids.other, companyName: 'Other Co' } });
    expect(full!.id).toBe(newSide!.id);
    expect(full!.id).toBe(oldSide!.id);
  });

  it('an admin given another company: the new company’s admin timeline shows the old company’s values redacted', async () => {
    const saved = await post(
      app,
      adminApi.save.path,
      { id: ids.business, email: DEMO.business, name: '楼层运营员', adminType: 'BUSINESS_ADMINISTRATOR', companyId: ids.other },
      cookies.platform,
    );
    expect(saved.body.code).toBe(0);
    const otherTimeline = await page(cookies.other, `&adminId=${ids.business}`);
    const [move] = about(otherTimeline, 'admin', ids.business);
    expect(about(otherTimeline, 'admin', ids.business)).toHaveLength(1);
    expect(move!.after).toMatchObject({ companyId: ids.other, companyName: 'Other Co' });
    expect(allRedacted(move!.before)).toBe(true);
    expect(valuesOf([move!])).not.toContain(ids.demo);
    expect(JSON.stringify(otherTimeline)).not.toContain('Demo Malls');

    const demoTimeline = await page(cookies.company, `&adminId=${ids.business}`);
    const [left] = about(demoTimeline, 'admin', ids.business);
    expect(left!.before).toMatchObject({ companyId: ids.demo, companyName: 'Demo Malls' });
    expect(allRedacted(left!.after)).toBe(true);
  });

  it('migration 034 records, for entries written before it, whose values `before` holds (the same rule as writeAudit)', async () => {
    const handle = await openTestDatabase();
    try {
      const db = handle.db;
      // The log as it was before migration 034: no before_company_id.
      await sql`ALTER TABLE audit_log DROP COLUMN before_company_id`.execute(db);
      const insert = (companyId: number | null, before: object | null) =>
        sql<{ id: number }>`INSERT INTO audit_log (admin_id, action, entity, entity_id, company_id, before, after)
          VALUES (NULL, 'update', 'building', 1, ${companyId}, ${before === null ? null : JSON.stringify(before)}::jsonb, '{}'::jsonb) RETURNING id`
          .execute(db)
          .then((r) => r.rows[0]!.id);
      const movedRow = await insert(2, { companyId: 1, companyName: 'Old' });
      const promoted = await insert(null, { companyId: 3, adminType: 'COMPANY_ADMINISTRATOR' });
      const toCompany = await insert(4, { companyId: null });
      const plain = await insert(5, { id: 5, name: 'A company' });
      const created = await insert(6, null);
      await sql.raw(readFileSync(join(MIGRATIONS_DIR, '034_audit_before_company.sql'), 'utf8')).execute(db);
      const rows = await db.selectFrom('auditLog').select(['id', 'beforeCompanyId']).execute();
      const owner = (id: number) => rows.find((r) => r.id === id)!.beforeCompanyId;
      expect([owner(movedRow), owner(promoted), owner(toCompany), owner(plain), owner(created)]).toEqual([1, 3, null, 5, 6]);
      // Still append-only afterwards.
      await expect(sql`UPDATE audit_log SET action = 'forged'`.execute(db)).rejects.toThrow(/append-only/);
    } finally {
      await handle.close();
    }
  });
});
