import { Readable } from 'node:stream';
import type { App } from '../../../../server/src/types.js';
import { CONSOLE_HEADERS, DEMO, buildTestApp, login, multipartBody } from '../../helpers.js';
import { demoBuildings } from './poiFixtures.js';
import { HTML, JPEG, SVG, WEBP, ZIP, noisyPng, png, upload } from './platformFileFixtures.js';
import { platformFileApi } from '#contract/endpoints/platformFile.js';
import { poiApi } from '#contract/endpoints/poi.js';

/** Spec §7 POST /api/location/platform-file/add (issue 13): upload, dedupe, limits, sniffing, serving, 10005 fields. */

let app: App;
const cookies: Record<string, string> = {};
let ids: Record<'mall' | 'office' | 'tower', number>;

beforeAll(async () => {
  app = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO)) cookies[key] = await login(app, email);
  ids = await demoBuildings(app.db);
});
afterAll(() => app.close());

const objects = async (sha256: string) => (await app.db.selectFrom('fileObject').select('sha256').where('sha256', '=', sha256).execute()).length;

describe('§7 platform-file/add: upload and serve back', () => {
  it('stores a PNG logo and serves the same bytes at its URL with a year of caching, its type, an ETag and nosniff', async () => {
    const bytes = png(8);
    const { status, body } = await upload(app, bytes, { purpose: 'logo', cookie: cookies.platform, filename: 'C:\\logos\\商场.png' });
    expect(status).toBe(200);
    const file = body.data!;
    expect(file).toMatchObject({ purpose: 'logo', size: bytes.length, contentType: 'image/png', name: '商场.png', deduplicated: false });
    expect(file.url).toBe(`/static/file/${file.sha256}.png`);
    const served = await app.inject({ method: 'GET', url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['etag']).toBe(`"${file.sha256}"`);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const again = await app.inject({ method: 'GET', url: file.url, headers: { 'if-none-match': `"${file.sha256}"` } });
    expect(again.statusCode).toBe(304);
    const record = await app.db.selectFrom('platformFile').selectAll().where('id', '=', file.id).executeTakeFirstOrThrow();
    expect(record).toMatchObject({ sha256: file.sha256, purpose: 'logo', originalName: '商场.png', size: bytes.length, companyId: null, buildingId: null });
  });

  it('issue 13 dedupe: the same bytes twice are stored once and answer the same URL; each upload has its record', async () => {
    const bytes = png(6, [41, 161, 156]);
    const first = (await upload(app, bytes, { buildingId: ids.mall, cookie: cookies.company })).body.data!;
    const second = (await upload(app, bytes, { buildingId: ids.mall, cookie: cookies.business, filename: 'other-name.png' })).body.data!;
    expect(second.url).toBe(first.url);
    expect(second.sha256).toBe(first.sha256);
    expect([first.deduplicated, second.deduplicated]).toEqual([false, true]);
    expect(second.id).not.toBe(first.id);
    expect(await objects(first.sha256)).toBe(1);
    const records = await app.db.selectFrom('platformFile').select(['createdBy', 'companyId', 'buildingId']).where('sha256', '=', first.sha256).execute();
    expect(records).toHaveLength(2);
    const demo = await app.db.selectFrom('building').select('companyId').where('id', '=', ids.mall).executeTakeFirstOrThrow();
    expect(records.every((r) => r.companyId === demo.companyId && r.buildingId === ids.mall)).toBe(true);
  });

  it('serves an SVG as image/svg+xml under a Content-Security-Policy that allows no script (a sandbox)', async () => {
    const { body } = await upload(app, SVG, { cookie: cookies.company, buildingId: ids.mall, filename: 'toilet.svg', contentType: 'image/svg+xml' });
    expect(body.code).toBe(0);
    const served = await app.inject({ method: 'GET', url: body.data!.url });
    // Issue 31: stored as cleaned (written back as XML: the drawing without its XML declaration).
    expect(served.body).toBe(SVG.replace('<?xml version="1.0"?>\n', '').trim());
    expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const csp = String(served.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
    expect(csp).not.toContain('script-src');
  });

  it('takes JPEG and WebP logos, and a ZIP only as an import file', async () => {
    expect((await upload(app, JPEG, { purpose: 'logo', cookie: cookies.platform })).body.data).toMatchObject({ contentType: 'image/jpeg' });
    const webp = (await upload(app, WEBP, { purpose: 'logo', cookie: cookies.platform })).body.data!;
    expect(webp.url).toMatch(/\.webp$/);
    const zip = await upload(app, ZIP, { purpose: 'import', buildingId: ids.office, cookie: cookies.company, filename: 'map.zip' });
    expect(zip.body.data).toMatchObject({ contentType: 'application/zip', purpose: 'import' });
    const served = await app.inject({ method: 'GET', url: zip.body.data!.url });
    expect(served.headers['content-disposition']).toMatch(/^attachment/);
    const icon = await upload(app, ZIP, { buildingId: ids.mall, cookie: cookies.company, filename: 'icon.png' });
    expect(icon.body.errors).toEqual([{ field: 'file', message: expect.stringContaining('PNG, WEBP, SVG') }]);
  });

  it('answers 404 for an unknown file, and for a known one under another extension', async () => {
    const { body } = await upload(app, png(3, [1, 2, 3]), { cookie: cookies.company, buildingId: ids.mall });
    expect((await app.inject({ method: 'GET', url: `/static/file/${'0'.repeat(64)}.png` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: body.data!.url.replace('.png', '.svg') })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/static/file/..%2f..%2fpackage.json' })).statusCode).toBe(404);
  });
});

describe('§7 platform-file/add: type by the bytes, never the name (issue 13)', () => {
  it('refuses an HTML page named .png and sent as image/png (10005 naming file)', async () => {
    const { status, body } = await upload(app, HTML, { cookie: cookies.company, buildingId: ids.mall, filename: 'icon.png', contentType: 'image/png' });
    expect(status).toBe(400);
    expect(body.code).toBe(10005);
    expect(body.errors).toEqual([{ field: 'file', message: expect.stringContaining('not a recognised') }]);
  });

  it('refuses an SVG with an internal DTD (an entity) as not an SVG', async () => {
    const svg = '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg"/>';
    const { body } = await upload(app, svg, { cookie: cookies.company, buildingId: ids.mall, filename: 'x.svg', contentType: 'image/svg+xml' });
    expect(body.code).toBe(10005);
    expect(body.errors?.map((e) => e.field)).toEqual(['file']);
  });
});

describe('§7 platform-file/add: limits (issue 13)', () => {
  it('refuses an icon past 256 KB announced by its Content-Length, unread (10005 naming file and the limit)', async () => {
    const { body } = await upload(app, noisyPng(300), { cookie: cookies.company, buildingId: ids.mall });
    expect(body.code).toBe(10005);
    expect(body.errors).toEqual([{ field: 'file', message: 'The file is larger than 256 KB' }]);
  });

  it('refuses an icon just past 256 KB, cut at the limit while streaming, and stores nothing', async () => {
    const bytes = Buffer.concat([png(2), Buffer.alloc(256 * 1024 + 10 - png(2).length)]);
    const { body } = await upload(app, bytes, { cookie: cookies.company, buildingId: ids.mall });
    expect(body.errors).toEqual([{ field: 'file', message: 'The file is larger than 256 KB' }]);
    expect(
      await app.db
        .selectFrom('platformFile')
        .select('id')
        .where('size', '>', 256 * 1024)
        .execute(),
    ).toEqual([]);
  });

  it('refuses a 4 MB icon streamed without a Content-Length (kept only up to the limit) and records nothing', async () => {
    const { payload, contentType } = multipartBody([
      { name: 'file', filename: 'big.png', contentType: 'image/png', data: Buffer.concat([png(2), Buffer.alloc(4 * 1024 * 1024)]) },
    ]);
    const before = await app.db.selectFrom('platformFile').select('id').execute();
    const stream = Readable.from(
      (function* () {
        for (let at = 0; at < payload.length; at += 64 * 1024) yield payload.subarray(at, at + 64 * 1024);
      })(),
    );
    const res = await app.inject({
      method: 'POST',
      url: `${platformFileApi.add.path}?purpose=poi-type-icon&buildingId=${ids.mall}`,
      payload: stream,
      headers: { ...CONSOLE_HEADERS, cookie: cookies.company, 'content-type': contentType },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 10005, errors: [{ field: 'file', message: 'The file is larger than 256 KB' }] });
    expect(await app.db.selectFrom('platformFile').select('id').execute()).toHaveLength(before.length);
  });

  it('takes a file of exactly the limit', async () => {
    const bytes = Buffer.concat([png(2), Buffer.alloc(256 * 1024 - png(2).length)]);
    const { body } = await upload(app, bytes, { cookie: cookies.company, buildingId: ids.mall });
    expect(body.data?.size).toBe(256 * 1024);
  });
});

describe('§7 platform-file/add: bad input answers 10005 naming the field (issue 13)', () => {
  const fieldsOf = (body: { code: number; errors?: Array<{ field: string }> }) => [body.code, body.errors?.map((e) => e.field)];

  it('no file part, another part name, an empty file, a JSON body', async () => {
    const asCompany = { cookie: cookies.company, buildingId: ids.mall };
    expect(fieldsOf((await upload(app, '', { ...asCompany, parts: [{ name: 'note', data: 'hello' }] })).body)).toEqual([10005, ['file']]);
    expect(fieldsOf((await upload(app, '', { ...asCompany, parts: [{ name: 'image', filename: 'a.png', data: png() }] })).body)).toEqual([10005, ['file']]);
    expect(fieldsOf((await upload(app, Buffer.alloc(0), asCompany)).body)).toEqual([10005, ['file']]);
    const json = await app.inject({
      method: 'POST',
      url: `${platformFileApi.add.path}?purpose=logo`,
      payload: { file: 'x' },
      headers: { cookie: cookies.platform, 'x-requested-with': 'indoor-console' },
    });
    expect(fieldsOf(json.json())).toEqual([10005, ['file']]);
  });

  it('an unknown purpose, and a building missing where the purpose needs one', async () => {
    expect(fieldsOf((await upload(app, png(), { purpose: 'avatar', cookie: cookies.company })).body)).toEqual([10005, ['purpose']]);
    expect(fieldsOf((await upload(app, png(), { purpose: 'poi-type-icon', cookie: cookies.company })).body)).toEqual([10005, ['buildingId']]);
    expect(fieldsOf((await upload(app, png(), { purpose: 'import', cookie: cookies.platform })).body)).toEqual([10005, ['buildingId']]);
  });

  it('keeps a file name as one line of text (control characters and any path dropped)', async () => {
    const { body } = await upload(app, png(4, [9, 9, 9]), { cookie: cookies.company, buildingId: ids.mall, filename: '../../etc/a\u0000b\u0007.png' });
    expect(body.data?.name).toBe('ab.png');
  });

  it('issue 13: multipart is parsed only by this route: another route answers a multipart body with 10005, unread', async () => {
    const { payload, contentType } = multipartBody([{ name: 'file', filename: 'a.png', data: png() }]);
    const res = await app.inject({
      method: 'POST',
      url: poiApi.saveType.path,
      payload,
      headers: { ...CONSOLE_HEADERS, cookie: cookies.company, 'content-type': contentType },
    });
    expect(res.json()).toMatchObject({ code: 10005 });
  });

  it('a truncated multipart body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${platformFileApi.add.path}?purpose=logo`,
      payload: '------x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
      headers: { cookie: cookies.platform, 'x-requested-with': 'indoor-console', 'content-type': 'multipart/form-data; boundary=----x' },
    });
    expect(fieldsOf(res.json())).toEqual([10005, ['file']]);
  });
});

describe('§6 who may upload (issue 13)', () => {
  it('a logo: platform administrators only', async () => {
    expect((await upload(app, png(), { purpose: 'logo', cookie: cookies.company })).body.code).toBe(10003);
    expect((await upload(app, png(), { purpose: 'logo', cookie: cookies.business })).body.code).toBe(10003);
  });

  it('a POI type icon needs EDIT_POI, an import EDIT_BUILDING, on a building of one’s own company', async () => {
    expect((await upload(app, png(5), { buildingId: ids.mall, cookie: cookies.business })).body.code).toBe(0);
    expect((await upload(app, png(5), { purpose: 'import', buildingId: ids.mall, cookie: cookies.business })).body.code).toBe(10003);
    expect((await upload(app, png(5), { buildingId: ids.office, cookie: cookies.business })).body.code).toBe(10003);
    expect((await upload(app, png(5), { buildingId: ids.mall, cookie: cookies.other })).body.code).toBe(10004);
    expect((await upload(app, png(5), { buildingId: ids.mall })).body.code).toBe(10002);
  });
});
