import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from '../../../server/src/types.js';
import { buildTestApp } from '../helpers.js';

// Issue 19: a returning admin keeps the hashed bundles (a year, immutable) and always asks again for index.html,
// which names the bundles of the current build.
let app: App;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-cache-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>console</title></head><body></body></html>');
  writeFileSync(join(dist, 'assets', 'index-3f9a1c2b.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await buildTestApp({ distDir: dist });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('issue 19: cache headers of the built console', () => {
  it('hashed assets under /assets/ are cached for a year as immutable', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-3f9a1c2b.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['index.html itself', '/index.html'],
    ['the root', '/'],
    ['a console route (the SPA fallback)', '/building/building-view'],
  ])('%s is never cached', async (_what, url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('a file outside /assets/ (not hashed) is not marked immutable', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['cache-control'])).not.toContain('immutable');
  });
});
