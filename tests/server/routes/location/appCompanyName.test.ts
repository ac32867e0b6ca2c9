import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login } from '../../helpers.js';
import { appApi } from '#contract/endpoints/app.js';

interface AppRow {
  id: number;
  name: string;
  appCode: string;
  companyId: number;
  companyName: string;
}

let app: App;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  app = await buildTestApp();
  cookies.platform = await login(app, DEMO.platform);
  cookies.business = await login(app, DEMO.business);
});
afterAll(() => app.close());

describe('issue 10: GET /api/location/app/page answers each app with its company’s name', () => {
  it('the platform sees every app with companyId and companyName', async () => {
    const res = await call<{ records: AppRow[]; total: number }>(app, `${appApi.page.path}?page=1&size=20`, cookies.platform);
    expect(res.body).toMatchObject({ success: true, code: 0 });
    const companies = await app.db.selectFrom('company').select(['id', 'name']).execute();
    const nameOf = new Map(companies.map((c) => [Number(c.id), c.name]));
    expect(res.body.data!.records.map((r) => [r.appCode, r.companyName])).toEqual(
      expect.arrayContaining([
        ['demo-malls', 'Demo Malls'],
        ['other-co', 'Other Co'],
      ]),
    );
    for (const record of res.body.data!.records) expect(record.companyName).toBe(nameOf.get(record.companyId));
    expect(res.body.data!.total).toBe(res.body.data!.records.length);
  });

  it('a company’s admin sees its own apps only, named the same way', async () => {
    const res = await call<{ records: AppRow[] }>(app, `${appApi.page.path}?page=1&size=20`, cookies.business);
    expect(res.body.data!.records.map((r) => r.companyName)).toEqual(['Demo Malls']);
  });
});
