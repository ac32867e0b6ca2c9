import type { App } from '../../server/src/types.js';
import { CONSOLE_HEADERS, DEMO, buildTestApp, login } from './helpers.js';
import { systemApi } from '#contract/endpoints/system.js';
import { accountApi } from '#contract/endpoints/account.js';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
});
afterAll(() => app.close());

// Query values that satisfy every GET route's required parameters.
const SAMPLE_QUERY = 'id=1&companyId=1&page=1&size=200';

describe('spec §7 no password or hash ever leaves the server', () => {
  it('scans every GET /api route as each demo admin and anonymously', async () => {
    const hashes = (await app.db.selectFrom('admin').select('passwordHash').execute()).map((a) => a.passwordHash);
    const routes = app.routeAccess.filter((r) => r.method === 'GET' && !r.url.includes(':'));
    expect(routes.length).toBeGreaterThanOrEqual(8);
    const cookies = [undefined, ...(await Promise.all(Object.values(DEMO).map((email) => login(app, email))))];
    let scanned = 0;
    for (const route of routes) {
      for (const cookie of cookies) {
        const res = await app.inject({ method: 'GET', url: `${route.url}?${SAMPLE_QUERY}`, headers: cookie ? { cookie } : {} });
        for (const hash of hashes) expect(res.body).not.toContain(hash);
        expect(res.body).not.toMatch(/scrypt\$|password_?hash/i);
        // The API description names the login body's `password` field; nothing else may.
        if (!route.url.startsWith(systemApi.docs.path)) expect(res.body).not.toMatch(/"password"/i);
        scanned++;
      }
    }
    expect(scanned).toBe(routes.length * cookies.length);
  });

  it('the login answer carries no hash either', async () => {
    const res = await app.inject({
      method: 'POST',
      url: accountApi.login.path,
      payload: { email: DEMO.platform, password: 'demo1234' },
      headers: CONSOLE_HEADERS,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/scrypt\$|hash|password/i);
  });
});
