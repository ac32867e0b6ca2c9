import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { precompress } from '../../../scripts/precompress.js';
import type { App } from '../../../server/src/types.js';
import { CONSOLE_HEADERS, DEMO, buildTestApp, login } from '../helpers.js';
import { mapApi } from '#contract/endpoints/map.js';
import { poiApi } from '#contract/endpoints/poi.js';
import { systemApi } from '#contract/endpoints/system.js';
import { accountApi } from '#contract/endpoints/account.js';
import { fillPath } from '#contract/endpoints/endpoint.js';

// Issue 19: nothing was compressed (591 KB of plain map JSON, every bundle likewise). API answers are compressed
// on the fly; the console's files are compressed once when built and sent as they are.
let app: App;
let dist: string;
let cookie: string;
let mall: number;
const bundle = `export const messages = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ key: `app.key_${i}`, text: '室内定位管理平台' })))};\n`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-compress-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>console</title></head><body></body></html>');
  writeFileSync(join(dist, 'assets', 'index-3f9a1c2b.js'), bundle);
  writeFileSync(join(dist, 'assets', 'tiny-0a1b2c3d.js'), 'export{};');
  // The build step itself (vite.config.ts runs it after writing the bundle).
  const plugin = precompress() as { configResolved: (config: unknown) => void; closeBundle: () => Promise<void> };
  plugin.configResolved({ build: { outDir: dist } });
  await plugin.closeBundle();
  app = await buildTestApp({ distDir: dist });
  cookie = await login(app, DEMO.company);
  mall = (await app.db.selectFrom('building').select('id').where('name', '=', '环球购物中心').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const mapJson = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: fillPath(mapApi.json.path, { buildingId: mall }), headers: { cookie, ...headers } });

describe('issue 19: compressed API answers', () => {
  it('the map JSON goes out as brotli to a browser that accepts it, as gzip to one that accepts only gzip, and plain otherwise', async () => {
    const plain = await mapJson();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const body = plain.json();
    expect(body.code).toBe(0);

    const br = await mapJson({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(body);

    const gz = await mapJson({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(body);
  });

  it('every encoding of the map carries the same ETag, and the tag gets 304 whatever the browser accepts', async () => {
    const plain = await mapJson();
    const br = await mapJson({ 'accept-encoding': 'br' });
    expect(br.headers.etag).toBe(plain.headers.etag);
    const again = await mapJson({ 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  const list = (encoding: string) =>
    app.inject({ method: 'GET', url: `${poiApi.page.path}?buildingId=${mall}&page=1&size=50`, headers: { cookie, 'accept-encoding': encoding } });

  it('the map JSON kept compressed and a list compressed at once read Accept-Encoding as the plugin does for the answers it streams', async () => {
    // The API reference's stylesheet (issue 34 §7, a file Swagger UI serves): the plugin compresses it as a stream.
    const stylesheet = systemApi.docsFile.path.replace('*', 'swagger-ui.css');
    const docs = (encoding: string) => app.inject({ method: 'GET', url: stylesheet, headers: { 'accept-encoding': encoding } });
    for (const encoding of ['*', 'x-gzip', 'br;q=0, gzip', 'gzip;q=0.5, br;q=1', 'identity', 'deflate']) {
      const [map, other, streamed] = await Promise.all([mapJson({ 'accept-encoding': encoding }), list(encoding), docs(encoding)]);
      expect(streamed.statusCode).toBe(200);
      expect(streamed.rawPayload.length).toBeGreaterThan(1024);
      expect(map.headers['content-encoding'], encoding).toBe(streamed.headers['content-encoding']);
      expect(other.headers['content-encoding'], encoding).toBe(streamed.headers['content-encoding']);
    }
    const plain = (await mapJson()).json();
    // The kept copies are the same map (brotli the second time from the kept bytes).
    for (let i = 0; i < 2; i++)
      expect(JSON.parse(brotliDecompressSync((await mapJson({ 'accept-encoding': 'br' })).rawPayload).toString('utf8'))).toEqual(plain);
  });

  it('a JSON list is compressed at once: one body with its length (no chunks), Vary naming Accept-Encoding once, the same answer', async () => {
    const plain = await list('identity');
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await list(encoding);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['transfer-encoding']).toBeUndefined();
      expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
      expect(String(res.headers.vary).match(/accept-encoding/gi)).toHaveLength(1);
      expect(JSON.parse(decode(res.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
  });

  it('a small answer is not compressed (below 1 KiB it would gain nothing)', async () => {
    const res = await app.inject({ method: 'GET', url: systemApi.status.path, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('a compressed request body is not inflated: it is refused as malformed, and nothing is saved', async () => {
    const res = await app.inject({
      method: 'POST',
      url: accountApi.login.path,
      headers: { ...CONSOLE_HEADERS, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: DEMO.company, password: 'demo1234' })),
    });
    expect(res.json().code).not.toBe(0);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('issue 19: the console’s files, compressed when built', () => {
  it('a hashed bundle is sent as its .br copy to a browser that accepts brotli, with its type and year-long cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-3f9a1c2b.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers['content-type'])).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload).toEqual(readFileSync(join(dist, 'assets', 'index-3f9a1c2b.js.br')));
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(bundle);
  });

  it('gzip to a browser without brotli, the file itself to one that accepts neither', async () => {
    const gz = await app.inject({ method: 'GET', url: '/assets/index-3f9a1c2b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(bundle);
    const plain = await app.inject({ method: 'GET', url: '/assets/index-3f9a1c2b.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bundle);
  });

  it('the build writes no compressed copy of a file below 1 KiB; it is still served whole', async () => {
    expect(() => readFileSync(join(dist, 'assets', 'tiny-0a1b2c3d.js.br'))).toThrow();
    expect(() => readFileSync(join(dist, 'assets', 'tiny-0a1b2c3d.js.gz'))).toThrow();
    const res = await app.inject({ method: 'GET', url: '/assets/tiny-0a1b2c3d.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString('utf8') : res.body;
    expect(body).toBe('export{};');
  });
});
