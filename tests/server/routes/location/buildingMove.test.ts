import { sql } from 'kysely';
import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login, post } from '../../helpers.js';
import { demoBuildings } from './poiFixtures.js';
import { buildingApi } from '#contract/endpoints/building.js';

/** Issue 16 §2 company-buildings-update: a building moves to another company; what happens to grants, apps and statistics is decided and tested. */

type Move = { grants: Array<{ adminEmail: string }>; appName: string | null; links: number; qrcodes: number; statisticsDays: number; toCompanyName: string };
let app: App;
const cookies: Record<string, string> = {};
let ids: Record<'mall' | 'office' | 'tower', number>;
let companies: { demo: number; other: number };

beforeAll(async () => {
  app = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO)) cookies[key] = await login(app, email);
  ids = await demoBuildings(app.db);
  const rows = await app.db.selectFrom('company').select(['id', 'name']).execute();
  companies = { demo: rows.find((c) => c.name === 'Demo Malls')!.id, other: rows.find((c) => c.name === 'Other Co')!.id };
});
afterAll(() => app.close());

const count = async (table: 'source' | 'qrcode' | 'usageCount' | 'adminRole', buildingId: number) =>
  (
    await app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('buildingId', '=', buildingId)
      .executeTakeFirstOrThrow()
  ).n;

describe('issue 16: moving a building between companies', () => {
  it('refuses company admins (10003), its own company and an unknown company (10005 naming companyId), an unknown building (10004)', async () => {
    expect((await call(app, `${buildingApi.movePreview.path}?id=${ids.mall}&companyId=${companies.other}`, cookies.company)).body.code).toBe(10003);
    expect((await post(app, buildingApi.move.path, { id: ids.mall, companyId: companies.other }, cookies.company)).body.code).toBe(10003);
    const same = (await post(app, buildingApi.move.path, { id: ids.mall, companyId: companies.demo }, cookies.platform)).body;
    expect(same).toMatchObject({ code: 10005, errors: [{ field: 'companyId' }] });
    expect((await post(app, buildingApi.move.path, { id: ids.mall, companyId: 999_999 }, cookies.platform)).body.errors?.[0]?.field).toBe('companyId');
    expect((await post(app, buildingApi.move.path, { id: 999_999, companyId: companies.other }, cookies.platform)).body.code).toBe(10004);
    const mall = await app.db.selectFrom('building').select(['companyId', 'appId']).where('id', '=', ids.mall).executeTakeFirstOrThrow();
    expect(mall.companyId).toBe(companies.demo);
    expect(mall.appId).not.toBeNull();
  });

  it('previews, then moves: grants revoked, app and its links left, QR codes, map and statistics kept; audited', async () => {
    // A day of statistics for the mall (the test database has no simulated usage).
    await sql`INSERT INTO usage_count (building_id, grain, period, metric, dim, value, n)
      VALUES (${ids.mall}, 'D', '2026-11-01T00:00:00+08:00', 'events', '', '', 5) ON CONFLICT DO NOTHING`.execute(app.db);
    const before = {
      grants: await count('adminRole', ids.mall),
      links: await count('source', ids.mall),
      qrcodes: await count('qrcode', ids.mall),
      stats: await count('usageCount', ids.mall),
      levels: (await app.db.selectFrom('level').select('id').where('buildingId', '=', ids.mall).execute()).length,
    };
    expect(before.grants).toBeGreaterThan(0);
    expect(before.links).toBeGreaterThan(0);
    expect(before.stats).toBeGreaterThan(0);
    const preview = (await call<Move>(app, `${buildingApi.movePreview.path}?id=${ids.mall}&companyId=${companies.other}`, cookies.platform)).body.data!;
    expect(preview).toMatchObject({ appName: 'Demo Malls 导航', links: before.links, qrcodes: before.qrcodes, statisticsDays: 1, toCompanyName: 'Other Co' });
    expect(preview.grants).toHaveLength(before.grants);
    expect(preview.grants.map((g) => g.adminEmail)).toContain(DEMO.business);
    expect(await count('adminRole', ids.mall)).toBe(before.grants);

    const moved = (await post<Move>(app, buildingApi.move.path, { id: ids.mall, companyId: companies.other }, cookies.platform)).body;
    expect(moved.code).toBe(0);
    const mall = await app.db.selectFrom('building').select(['companyId', 'appId']).where('id', '=', ids.mall).executeTakeFirstOrThrow();
    expect(mall).toEqual({ companyId: companies.other, appId: null });
    expect(await count('adminRole', ids.mall)).toBe(0);
    expect(await count('source', ids.mall)).toBe(0);
    expect(await count('qrcode', ids.mall)).toBe(before.qrcodes);
    expect(await count('usageCount', ids.mall)).toBe(before.stats);
    expect((await app.db.selectFrom('level').select('id').where('buildingId', '=', ids.mall).execute()).length).toBe(before.levels);

    // The old company's admins no longer see it; the new company's do.
    const list = async (who: string) =>
      (await call<{ records: Array<{ id: number }> }>(app, `${buildingApi.page.path}?page=1&size=50`, cookies[who])).body.data!.records.map((b) => b.id);
    expect(await list('company')).not.toContain(ids.mall);
    expect(await list('business')).not.toContain(ids.mall);
    expect(await list('other')).toContain(ids.mall);
    const audit = await app.db
      .selectFrom('auditLog')
      .select(['action', 'entity'])
      .where('entity', 'in', ['building', 'grant'])
      .where('action', 'in', ['update', 'revoke'])
      .execute();
    expect(audit.filter((a) => a.entity === 'building')).toHaveLength(1);
    expect(audit.filter((a) => a.entity === 'grant')).toHaveLength(before.grants);
  });
});
