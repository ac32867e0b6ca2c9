import { Type } from 'typebox';
import type { App } from '../../../server/src/types.js';
import { CONSOLE_HEADERS, buildTestApp, call, login, DEMO, type Envelope } from '../helpers.js';
import { buildingApi } from '#contract/endpoints/building.js';
import { accountApi } from '#contract/endpoints/account.js';
import { systemApi } from '#contract/endpoints/system.js';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
  // eslint-disable-next-line no-restricted-syntax -- the test's own route
  app.get('/api/test/boom', { config: { auth: 'public' }, schema: { querystring: Type.Object({}) } }, async () => {
    const error = new Error('secret detail at /srv/app.ts:42');
    throw error;
  });
});
afterAll(() => app.close());

function expectEnvelopeShape(body: Envelope) {
  expect(typeof body.success).toBe('boolean');
  expect(typeof body.code).toBe('number');
  expect(Object.keys(body).every((k) => ['success', 'code', 'data', 'error', 'errors'].includes(k))).toBe(true);
}

describe('DESIGN §4 the envelope on every error', () => {
  it('an unknown /api path is 10004 with HTTP 404', async () => {
    for (const [method, url] of [
      // eslint-disable-next-line no-restricted-syntax -- paths the server does not have
      ['GET', '/api/does/not/exist'],
      // eslint-disable-next-line no-restricted-syntax -- paths the server does not have
      ['POST', '/api/admin/nothing'],
      ['GET', '/api'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      const body = res.json<Envelope>();
      expectEnvelopeShape(body);
      expect(body).toEqual({ success: false, code: 10004, error: 'Not found' });
    }
  });

  it('schema validation failures are 10005 with errors: [{ field, message }]', async () => {
    const cookie = await login(app, DEMO.platform);
    const res = await call(app, `${buildingApi.one.path}?id=abc`, cookie);
    expect(res.status).toBe(400);
    expectEnvelopeShape(res.body);
    expect(res.body).toMatchObject({ success: false, code: 10005, errors: [{ field: 'id' }] });
    expect((await call(app, buildingApi.one.path, cookie)).body.errors).toEqual([{ field: 'id', message: 'This field is required' }]);
  });

  it('validation messages follow the language cookie', async () => {
    const cookie = await login(app, DEMO.platform);
    const res = await call(app, buildingApi.one.path, `${cookie}; language=zh`);
    expect(res.body).toMatchObject({ code: 10005, error: '请求参数不正确', errors: [{ field: 'id', message: '此项为必填项' }] });
  });

  it('a malformed JSON body is 10005', async () => {
    const res = await app.inject({
      method: 'POST',
      url: accountApi.login.path,
      headers: { ...CONSOLE_HEADERS, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 10005, errors: [{ field: 'body' }] });
  });

  it('a thrown error is 10000 with HTTP 500 and no stack or detail', async () => {
    // eslint-disable-next-line no-restricted-syntax -- the test's own route
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, code: 10000, error: 'Internal server error' });
    expect(res.body).not.toMatch(/stack|secret|\.ts:/);
  });

  it('successes carry code 0 and data', async () => {
    const res = await call(app, systemApi.status.path);
    expect(res.body).toMatchObject({ success: true, code: 0, data: { status: 'ok' } });
  });
});
