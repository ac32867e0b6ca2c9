import type { App } from '../../../server/src/types.js';
import { DEMO, buildTestApp, login } from '../helpers.js';
import { buildingCount, companyIds, madeFiles, upload, zip } from './fixtures.js';
import { buildingApi } from '#contract/endpoints/building.js';

/** Issue 5 / spec §6: who may import (ADD_BUILDING, into which company and app) and export (VIEW or EDIT_BUILDING). */

let app: App;
const cookies: Record<string, string> = {};
let companies: { demo: number; other: number };
let apps: { demo: number; other: number };
let buildings: Record<'mall' | 'office' | 'tower', number>;
let archive: Buffer;

beforeAll(async () => {
  app = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO)) cookies[key] = await login(app, email);
  companies = await companyIds(app);
  const appRows = await app.db.selectFrom('app').select(['id', 'companyId']).execute();
  apps = { demo: appRows.find((a) => a.companyId === companies.demo)!.id, other: appRows.find((a) => a.companyId === companies.other)!.id };
  const rows = await app.db.selectFrom('building').select(['id', 'name']).execute();
  const id = (name: string) => rows.find((b) => b.name === name)!.id;
  buildings = { mall: id('环球购物中心'), office: id('科技园办公楼'), tower: id('Other Co Tower') };
  archive = zip(madeFiles());
});
afterAll(() => app.close());

async function exportStatus(cookie: string | undefined, query: string) {
  const res = await app.inject({ method: 'GET', url: `${buildingApi.exportImdf.path}?${query}`, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, type: String(res.headers['content-type']), code: res.headers['content-type'] === 'application/zip' ? 0 : res.json().code };
}

describe('issue 5: who may import an IMDF archive (add-server-map, ADD_BUILDING)', () => {
  it('anonymous: 10002; a business admin without ADD_BUILDING: 10003; nothing imported', async () => {
    const before = await buildingCount(app);
    expect((await upload(app, undefined, archive)).body.code).toBe(10002);
    expect((await upload(app, cookies.business, archive)).body.code).toBe(10003);
    expect(await buildingCount(app)).toBe(before);
  });

  it('a company admin naming another company: 10005 on companyId; an app of another company: 10005 on appId', async () => {
    const before = await buildingCount(app);
    const other = await upload(app, cookies.company, archive, `companyId=${companies.other}`);
    expect(other.body).toMatchObject({ code: 10005, errors: [{ field: 'companyId', message: expect.stringContaining('own company') }] });
    const otherApp = await upload(app, cookies.company, archive, `appId=${apps.other}`);
    expect(otherApp.body).toMatchObject({ code: 10005, errors: [{ field: 'appId' }] });
    expect(await buildingCount(app)).toBe(before);
  });

  it('a platform admin must name an existing company', async () => {
    expect((await upload(app, cookies.platform, archive)).body).toMatchObject({ code: 10005, errors: [{ field: 'companyId' }] });
    expect((await upload(app, cookies.platform, archive, 'companyId=999999')).body).toMatchObject({ code: 10005, errors: [{ field: 'companyId' }] });
  });

  it('a company admin imports into its own company and app, under the name and address given', async () => {
    const res = await upload(
      app,
      cookies.company,
      archive,
      `appId=${apps.demo}&name=${encodeURIComponent('理工大学')}&address=${encodeURIComponent('圣彼得堡')}`,
    );
    expect(res.body.code).toBe(0);
    const row = await app.db.selectFrom('building').selectAll().where('id', '=', res.body.data!.building.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ companyId: companies.demo, appId: apps.demo, name: '理工大学', address: '圣彼得堡' });
  });

  it('a business admin granted ADD_BUILDING (on any building) imports into its own company', async () => {
    const business = await app.db.selectFrom('admin').select('id').where('email', '=', DEMO.business).executeTakeFirstOrThrow();
    const role = await app.db
      .insertInto('role')
      .values({ companyId: companies.demo, name: 'Importer', description: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db.insertInto('rolePermission').values({ roleId: role.id, permissionCode: 'ADD_BUILDING' }).execute();
    await app.db.insertInto('adminRole').values({ adminId: business.id, roleId: role.id, buildingId: buildings.mall }).execute();
    const res = await upload(app, cookies.business, archive);
    expect(res.body.code).toBe(0);
    const row = await app.db.selectFrom('building').select('companyId').where('id', '=', res.body.data!.building.id).executeTakeFirstOrThrow();
    expect(row.companyId).toBe(companies.demo);
    // The importer's per-building grant of that role extends to the new building (what they made is theirs to work on).
    const grants = await app.db.selectFrom('adminRole').select('buildingId').where('adminId', '=', business.id).where('roleId', '=', role.id).execute();
    expect(grants.map((g) => g.buildingId).sort()).toEqual([buildings.mall, res.body.data!.building.id].sort());
  });
});

describe('issue 5: who may export a building as IMDF (VIEW_BUILDING or EDIT_BUILDING)', () => {
  it('anonymous: 10002', async () => {
    expect((await exportStatus(undefined, `buildingId=${buildings.mall}`)).code).toBe(10002);
  });

  it('another company’s building, an unknown building or version: 10004 (as JSON envelopes)', async () => {
    expect(await exportStatus(cookies.company, `buildingId=${buildings.tower}`)).toMatchObject({ status: 404, code: 10004 });
    expect(await exportStatus(cookies.other, `buildingId=${buildings.mall}&version=1`)).toMatchObject({ status: 404, code: 10004 });
    expect((await exportStatus(cookies.platform, 'buildingId=999999')).code).toBe(10004);
    expect((await exportStatus(cookies.company, `buildingId=${buildings.mall}&version=7`)).code).toBe(10004);
  });

  it('a business admin exports the building it may view (the mall) but not another (the office: 10003)', async () => {
    expect(await exportStatus(cookies.business, `buildingId=${buildings.mall}`)).toMatchObject({ status: 200, type: 'application/zip' });
    expect((await exportStatus(cookies.business, `buildingId=${buildings.office}`)).code).toBe(10003);
  });

  it('a version that is not draft, latest or a number: 10005', async () => {
    expect((await exportStatus(cookies.company, `buildingId=${buildings.mall}&version=newest`)).code).toBe(10005);
  });
});
