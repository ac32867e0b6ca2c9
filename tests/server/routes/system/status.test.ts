import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from '../../../../server/src/types.js';
import { buildTestApp, call } from '../../helpers.js';
import { systemApi } from '#contract/endpoints/system.js';

let app: App;
beforeAll(async () => {
  app = await buildTestApp({ version: '9.9.9' });
});
afterAll(() => app.close());

describe('spec §7 GET /api/status', () => {
  it('answers without login: status, version, database kind, start time', async () => {
    const res = await call<Record<string, string>>(app, systemApi.status.path);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, code: 0, data: { status: 'ok', version: '9.9.9' } });
    expect(['pglite', 'postgresql']).toContain(res.body.data!.database);
    expect(res.body.data!.database).toBe(process.env.DATABASE_URL ? 'postgresql' : 'pglite');
    expect(Number.isNaN(Date.parse(res.body.data!.startedAt))).toBe(false);
  });

  it('reports the whole seconds since the server started (uptimeSeconds)', async () => {
    const data = (await call<{ startedAt: string; uptimeSeconds: number }>(app, systemApi.status.path)).body.data!;
    expect(Number.isInteger(data.uptimeSeconds)).toBe(true);
    expect(data.uptimeSeconds).toBeGreaterThanOrEqual(0);
    const later = await buildTestApp();
    try {
      // A server started an hour ago reports at least 3600 seconds.
      later.startedAt = new Date(Date.now() - 3_600_000).toISOString();
      const uptime = (await call<{ uptimeSeconds: number }>(later, systemApi.status.path)).body.data!.uptimeSeconds;
      expect(uptime).toBeGreaterThanOrEqual(3600);
      expect(uptime).toBeLessThan(3600 * 2);
    } finally {
      await later.close();
    }
  });
});

describe('DESIGN §4 the OpenAPI document at /api/docs', () => {
  it('lists every /api operation, as JSON, which the interactive reference at /api/docs reads (issue 34 §7)', async () => {
    await app.ready();
    const doc = (await app.inject({ method: 'GET', url: systemApi.openapi.path })).json<{ paths: Record<string, object> }>();
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    // OpenAPI writes path parameters as {name}, Fastify as :name.
    const expected = app.routeAccess.filter((r) => !r.url.startsWith(systemApi.docs.path)).map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(operations.sort()).toEqual(expected.sort());

    // The page (Swagger UI, tests/server/openapi.test.ts) renders the document it reads from docsJson: the same one.
    const html = await app.inject({ method: 'GET', url: systemApi.docs.path });
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('<div id="swagger-ui">');
    expect((await app.inject({ method: 'GET', url: systemApi.docsJson.path })).json()).toEqual(doc);
  });
});

describe('the console is served with an SPA fallback', () => {
  it('answers index.html for any non-/api GET, files as files, and 10004 for /api', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>console</title>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    const spa = await buildTestApp({ distDir: dist });
    try {
      for (const url of ['/', '/login?redirect=%2Fapplication', '/building/building-view']) {
        const res = await spa.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('<title>console</title>');
      }
      expect((await spa.inject({ method: 'GET', url: '/assets/app.js' })).body).toBe('console.log(1)');
      // eslint-disable-next-line no-restricted-syntax -- a path the server does not have
      expect((await spa.inject({ method: 'GET', url: '/api/nothing' })).json()).toMatchObject({ code: 10004 });
    } finally {
      await spa.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('without a build, says to run npm run build', async () => {
    const res = await app.inject({ method: 'GET', url: '/application' });
    expect(res.body).toContain('npm run build');
  });
});
