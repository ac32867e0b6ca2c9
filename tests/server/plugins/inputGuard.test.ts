import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '../../../server/src/types.js';
import { DEMO, buildTestApp, call, login } from '../helpers.js';
import { buildingApi } from '#contract/endpoints/building.js';
import { systemApi } from '#contract/endpoints/system.js';
import { adminApi } from '#contract/endpoints/admin.js';

/** Sends one raw request over a real socket (app.inject skips Node's HTTP parser, which answers 431 itself). */
function rawGet(port: number, path: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('issue 10 input guard', () => {
  let app: App;
  let cookie: string;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.listen({ host: '127.0.0.1', port: 0 });
    cookie = await login(app, DEMO.platform);
  });
  afterAll(async () => app.close());

  it('issue 10: a 1 MB query answers the envelope (10005), not a bare 431, and the server goes on answering', async () => {
    const { port } = app.server.address() as AddressInfo;
    const res = await rawGet(port, `${buildingApi.page.path}?name=${'x'.repeat(1024 * 1024)}`);
    expect(res.status).toBe(431);
    expect(res.type).toContain('application/json');
    expect(JSON.parse(res.body)).toMatchObject({ success: false, code: 10005, errors: [{ field: 'url' }] });
    expect((await rawGet(port, systemApi.status.path)).status).toBe(200);
  });

  it('issue 10: an id past the database’s integer range is 10005 naming the field, not a 500', async () => {
    const res = await call(app, `${buildingApi.one.path}?id=100000000000000000000`, cookie);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 10005, errors: [{ field: 'id' }] });
  });

  it('issue 10: NUL in any text is 10005 naming the field, and a control character in a name too', async () => {
    const nul = await call(app, `${adminApi.list.path}?email=%00`, cookie);
    expect(nul.body).toMatchObject({ code: 10005, errors: [{ field: 'email' }] });
    const inName = await call(app, `${buildingApi.page.path}?name=${encodeURIComponent('a\u0007b')}`, cookie);
    expect(inName.body).toMatchObject({ code: 10005, errors: [{ field: 'name' }] });
    // Newlines in free text stay allowed; only names refuse them.
    const ok = await call(app, `${buildingApi.page.path}?name=${encodeURIComponent('商场')}`, cookie);
    expect(ok.body.code).toBe(0);
  });
});
