import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from '../../../server/src/types.js';
import { CONSOLE_HEADERS, DEMO, buildTestApp, login } from '../helpers.js';
import { systemApi } from '#contract/endpoints/system.js';
import { accountApi } from '#contract/endpoints/account.js';
import { buildingApi } from '#contract/endpoints/building.js';

let app: App;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-headers-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>console</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
  app = await buildTestApp({ distDir: dist });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

type Headers = Record<string, string | string[] | number | undefined>;

/** The CSP as directive -> sources. */
function csp(headers: Headers): Record<string, string[]> {
  const value = String(headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    value
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** The CSP every answer carries. */
const SERVER_CSP: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/** `csp`: the policy expected (the server's unless an answer tightens it). */
function expectSecurityHeaders(headers: Headers, expectedCsp = SERVER_CSP) {
  expect(csp(headers)).toEqual(expectedCsp);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['cross-origin-embedder-policy']).toBeUndefined();
  expect(headers['x-powered-by']).toBeUndefined();
  // Plain HTTP: never HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();
}

describe('issue 10 security headers on every answer', () => {
  it.each([
    ['an API answer', 'GET', systemApi.status.path, 200],
    ['the console (SPA index)', 'GET', '/', 200],
    ['a console route (SPA fallback)', 'GET', '/building/building-view', 200],
    ['a static file', 'GET', '/assets/app.js', 200],
    ['a company logo', 'GET', '/static/logos/demo-malls-big.svg', 200],
    ['the API document', 'GET', systemApi.openapi.path, 200],
    // eslint-disable-next-line no-restricted-syntax -- a path the server does not have
    ['an unknown API path (10004)', 'GET', '/api/nothing', 404],
    ['a call without a session (10002)', 'GET', accountApi.current.path, 401],
    ['a cross-site refusal (10003)', 'POST', accountApi.logout.path, 403],
  ] as const)('%s', async (_what, method, url, status) => {
    const res = await app.inject({ method, url });
    expect(res.statusCode).toBe(status);
    expectSecurityHeaders(res.headers);
  });

  it('issue 34 §7: the API reference (Swagger UI) carries them too, its CSP tightened: no inline style, blob: image, worker or form', async () => {
    const tightened = {
      ...SERVER_CSP,
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'worker-src': ["'none'"],
      'form-action': ["'none'"],
      'script-src-attr': ["'none'"],
    };
    for (const url of [systemApi.docs.path, systemApi.docsFile.path.replace('*', 'swagger-ui-bundle.js')]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expectSecurityHeaders(res.headers, tightened);
    }
  });

  it('a validation failure of a logged-in call, and a malformed JSON body, carry them too', async () => {
    const cookie = await login(app, DEMO.platform);
    const invalid = await app.inject({ method: 'POST', url: buildingApi.add.path, headers: { ...CONSOLE_HEADERS, cookie }, payload: {} });
    expect(invalid.statusCode).toBe(400);
    expectSecurityHeaders(invalid.headers);
    const broken = await app.inject({
      method: 'POST',
      url: accountApi.login.path,
      headers: { ...CONSOLE_HEADERS, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expectSecurityHeaders(broken.headers);
  });

  it('a malformed URL, refused before routing, answers the envelope (10005) with the headers too', async () => {
    for (const method of ['GET', 'POST'] as const) {
      // eslint-disable-next-line no-restricted-syntax -- a malformed escape, on purpose
      for (const url of ['/api/%E0%A4%A', '/%']) {
        const res = await app.inject({ method, url, headers: { 'accept-language': 'zh-CN' } });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ success: false, code: 10005, error: '请求参数不正确', errors: [{ field: 'url', message: '取值不正确' }] });
        expectSecurityHeaders(res.headers);
      }
    }
  });

  it('HSTS only for HTTPS behind TRUST_PROXY (X-Forwarded-Proto https), never on plain HTTP', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    // Not trusting a proxy: the header is anyone's to send, the connection is plain HTTP.
    expect((await app.inject({ method: 'GET', url: systemApi.status.path, headers: https })).headers['strict-transport-security']).toBeUndefined();
    const proxied = await buildTestApp({ distDir: dist, trustProxy: true });
    try {
      // eslint-disable-next-line no-restricted-syntax -- a path the server does not have
      for (const url of [systemApi.status.path, '/', '/api/nothing']) {
        const res = await proxied.inject({ method: 'GET', url, headers: https });
        expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      }
      const plain = await proxied.inject({ method: 'GET', url: systemApi.status.path, headers: { 'x-forwarded-proto': 'http' } });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      expect((await proxied.inject({ method: 'GET', url: systemApi.status.path })).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});
