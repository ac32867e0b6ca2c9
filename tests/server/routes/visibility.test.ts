import type { App } from '../../../server/src/types.js';
import { DEMO, buildTestApp, call, login } from '../helpers.js';
import { companyApi } from '#contract/endpoints/company.js';
import { buildingApi } from '#contract/endpoints/building.js';
import { appApi } from '#contract/endpoints/app.js';
import { fillPath } from '#contract/endpoints/endpoint.js';

let app: App;
const cookies: Record<string, string> = {};
let companies: Record<'demo' | 'other', number>;
let buildings: Record<'mall' | 'office' | 'tower', number>;

beforeAll(async () => {
  app = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO)) cookies[key] = await login(app, email);
  const cs = await app.db.selectFrom('company').select(['id', 'name']).execute();
  companies = { demo: cs.find((c) => c.name === 'Demo Malls')!.id, other: cs.find((c) => c.name === 'Other Co')!.id };
  const bs = await app.db.selectFrom('building').select(['id', 'name']).execute();
  const idOf = (name: string) => bs.find((b) => b.name === name)!.id;
  buildings = { mall: idOf('环球购物中心'), office: idOf('科技园办公楼'), tower: idOf('Other Co Tower') };
});
afterAll(() => app.close());

type Page<T> = { records: T[]; total: number };
type Building = { id: number; name: string; companyId: number; appCode: string; levels: Array<{ ordinal: number; name: string }> };

describe('spec §7 GET /api/admin/company', () => {
  it('returns the caller’s own company with its logos', async () => {
    for (const who of ['company', 'business'] as const) {
      const res = await call(app, companyApi.one.path, cookies[who]);
      expect(res.body.data).toEqual({
        id: companies.demo,
        name: 'Demo Malls',
        bigLogo: '/static/logos/demo-malls-big.svg',
        smallLogo: '/static/logos/demo-malls-small.svg',
        // Issue 16: the company's contact and whether it is switched on.
        contact: '',
        enabled: true,
      });
    }
    const logo = await app.inject({ method: 'GET', url: '/static/logos/demo-malls-big.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
  });

  it('platform admins may read any company; without an id they get null (they have none)', async () => {
    expect((await call(app, `${companyApi.one.path}?companyId=${companies.other}`, cookies.platform)).body.data).toMatchObject({ name: 'Other Co' });
    expect((await call(app, companyApi.one.path, cookies.platform)).body).toEqual({ success: true, code: 0, data: null });
  });

  it('DESIGN §5 another company’s id is 10004 for a company or business admin', async () => {
    for (const who of ['company', 'business'] as const) {
      const res = await call(app, `${companyApi.one.path}?companyId=${companies.other}`, cookies[who]);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, code: 10004 });
    }
    expect((await call(app, `${companyApi.one.path}?companyId=${companies.demo}`, cookies.other)).body.code).toBe(10004);
  });
});

describe('spec §7 buildings and apps per admin', () => {
  it('platform sees every building with its floors', async () => {
    const res = await call<Page<Building>>(app, `${buildingApi.page.path}?page=1&size=20`, cookies.platform);
    expect(res.body.data!.total).toBe(3);
    const mall = res.body.data!.records.find((b) => b.id === buildings.mall)!;
    expect(mall).toMatchObject({ companyName: 'Demo Malls', appName: 'Demo Malls 导航', appCode: 'demo-malls' });
    expect(mall.levels.map((l) => [l.ordinal, l.name])).toEqual([
      [-1, 'B1'],
      [0, '1F'],
      [1, '2F'],
      [2, '3F'],
    ]);
  });

  it('company admins see only their company’s buildings, business admins (issue 10) only those they hold a grant on; other sees its own', async () => {
    const company = await call<Page<Building>>(app, `${buildingApi.page.path}?page=1&size=20&name=&companyId=&appId=`, cookies.company);
    expect(company.body.data!.records.map((b) => b.id).sort()).toEqual([buildings.mall, buildings.office].sort());
    expect(company.body.data!.total).toBe(2);
    const business = await call<Page<Building>>(app, `${buildingApi.page.path}?page=1&size=20&name=&companyId=&appId=`, cookies.business);
    expect(business.body.data).toMatchObject({ records: [{ id: buildings.mall }], total: 1 });
    const other = await call<Page<Building>>(app, buildingApi.page.path, cookies.other);
    expect(other.body.data!.records.map((b) => b.name)).toEqual(['Other Co Tower']);
    const escape = await call<Page<Building>>(app, `${buildingApi.page.path}?companyId=${companies.demo}`, cookies.other);
    expect(escape.body.data).toEqual({ records: [], total: 0 });
  });

  it('filters by name and company, pages, and caps the size at 200', async () => {
    const byName = await call<Page<Building>>(app, `${buildingApi.page.path}?name=${encodeURIComponent('科技')}`, cookies.platform);
    expect(byName.body.data!.records.map((b) => b.id)).toEqual([buildings.office]);
    const byCompany = await call<Page<Building>>(app, `${buildingApi.page.path}?companyId=${companies.other}`, cookies.platform);
    expect(byCompany.body.data!.records.map((b) => b.id)).toEqual([buildings.tower]);
    const paged = await call<Page<Building>>(app, `${buildingApi.page.path}?page=2&size=2`, cookies.platform);
    expect(paged.body.data).toMatchObject({ total: 3 });
    expect(paged.body.data!.records).toHaveLength(1);
    expect((await call(app, `${buildingApi.page.path}?size=100000`, cookies.platform)).body.code).toBe(0);
    expect((await call(app, `${buildingApi.page.path}?page=0`, cookies.platform)).body.code).toBe(10005);
  });

  it('one building by id needs VIEW_BUILDING or EDIT_BUILDING on it; another company’s building is 10004', async () => {
    const own = await call<Building>(app, `${buildingApi.one.path}?id=${buildings.office}`, cookies.company);
    expect(own.body.data).toMatchObject({ id: buildings.office, name: '科技园办公楼' });
    expect(own.body.data!.levels).toHaveLength(3);
    // The business admin's role grants VIEW_BUILDING on the mall only (issue 4: business calls need a grant on that building).
    expect((await call(app, `${buildingApi.one.path}?id=${buildings.mall}`, cookies.business)).body.code).toBe(0);
    expect((await call(app, `${buildingApi.one.path}?id=${buildings.office}`, cookies.business)).body.code).toBe(10003);
    expect((await call(app, `${buildingApi.one.path}?id=${buildings.tower}`, cookies.business)).body.code).toBe(10004);
    expect((await call(app, `${buildingApi.one.path}?id=${buildings.tower}`, cookies.company)).body.code).toBe(10004);
    expect((await call(app, `${buildingApi.one.path}?id=${buildings.mall}`, cookies.other)).body.code).toBe(10004);
    expect((await call(app, `${buildingApi.one.path}?id=${buildings.tower}`, cookies.platform)).body.code).toBe(0);
    expect((await call(app, `${buildingApi.one.path}?id=99999`, cookies.platform)).body.code).toBe(10004);
  });

  it('spec §7 building/batch/{ids}: the visible ones among the ids, in the order asked', async () => {
    const batch = (ids: number[], cookie: string) => call<Building[]>(app, fillPath(buildingApi.many.path, { ids: ids.join(',') }), cookie);
    const mine = await batch([buildings.office, buildings.tower, buildings.mall], cookies.company);
    expect(mine.body.data!.map((b) => b.id)).toEqual([buildings.office, buildings.mall]);
    const all = await batch([buildings.tower, buildings.mall], cookies.platform);
    expect(all.body.data!.map((b) => b.id)).toEqual([buildings.tower, buildings.mall]);
    expect((await call(app, fillPath(buildingApi.many.path, { ids: '1;drop' }), cookies.platform)).body.code).toBe(10005);
  });

  it('apps: platform sees all, others their company’s', async () => {
    const all = await call<Page<{ appCode: string }>>(app, `${appApi.page.path}?page=1&size=20`, cookies.platform);
    expect(all.body.data!.records.map((a) => a.appCode).sort()).toEqual(['demo-malls', 'other-co']);
    const own = await call<Page<{ appCode: string; companyId: number }>>(app, appApi.page.path, cookies.business);
    expect(own.body.data).toEqual({ records: [expect.objectContaining({ appCode: 'demo-malls', companyId: companies.demo })], total: 1 });
  });
});
