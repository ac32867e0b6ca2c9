import { createHash } from 'node:crypto';
import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, login } from '../../helpers.js';
import { upload as uploadScreenshot } from './feedbackFixtures.js';
import { demoBuildings } from './poiFixtures.js';
import { ZIP, png, upload } from './platformFileFixtures.js';

/** Issue 31 §6: SVG uploads are stored cleaned by DOMPurify's SVG profile; user files are served inline only when they are images shown as such. */

let app: App;
const cookies: Record<string, string> = {};
let ids: Record<'mall' | 'office' | 'tower', number>;

beforeAll(async () => {
  app = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO)) cookies[key] = await login(app, email);
  ids = await demoBuildings(app.db);
});
afterAll(() => app.close());

const asIcon = () => ({ cookie: cookies.company, buildingId: ids.mall, filename: 'icon.svg', contentType: 'image/svg+xml' });

/** Uploads an SVG icon (expecting it taken) and answers the text served at its URL. */
async function stored(svg: string): Promise<string> {
  const { body } = await upload(app, svg, asIcon());
  expect(body.code, JSON.stringify(body)).toBe(0);
  const served = await app.inject({ method: 'GET', url: body.data!.url });
  expect(served.statusCode).toBe(200);
  return served.body;
}

const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK_NS = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const RECT = '<rect width="4" height="4"/>';

describe('issue 31 §6: the SVG filter’s bypasses come out harmless (DOMPurify’s SVG profile)', () => {
  it.each([
    [
      '<s:script> under another namespace prefix',
      `<svg ${SVG_NS} xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(document.domain)</s:script>${RECT}</svg>`,
      /script/i,
    ],
    ['onload without a space (<svg/onload=…>)', `<svg/onload=alert(document.domain) ${SVG_NS}>${RECT}</svg>`, /onload|alert/i],
    ['an event attribute after a slash on a child', `<svg ${SVG_NS}><rect/onclick=alert(1) width="4" height="4"/></svg>`, /onclick|alert/i],
    ['javascript&colon; in a link', `<svg ${SVG_NS} ${XLINK_NS}><a xlink:href="javascript&colon;alert(1)">${RECT}</a></svg>`, /javascript|&colon;|href/i],
    ['a javascript: link in character references', `<svg ${SVG_NS} ${XLINK_NS}><a xlink:href="&#106;avascript:alert(1)">${RECT}</a></svg>`, /javascript|href/i],
    ['an escaped CSS url() in <style>', `<svg ${SVG_NS}><style>rect{fill:url(\\68 ttp://tracker.example/a.png)}</style>${RECT}</svg>`, /tracker|\\68|<style/i],
    [
      'an escaped CSS url() in a style attribute',
      `<svg ${SVG_NS}><rect width="4" height="4" style="fill:url(\\68ttp://tracker.example/b.png)"/></svg>`,
      /tracker|\\68|style=/i,
    ],
    [
      'an escaped url() function in a paint attribute',
      `<svg ${SVG_NS}><rect width="4" height="4" fill="\\75 rl(//tracker.example/c)"/></svg>`,
      /tracker|fill=/i,
    ],
    ['an escaped @import', `<svg ${SVG_NS}><style>@\\69mport "//tracker.example/d.css";</style>${RECT}</svg>`, /tracker|import|<style/i],
    [
      'foreignObject with HTML',
      `<svg ${SVG_NS}><foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></body></foreignObject>${RECT}</svg>`,
      /foreignObject|onerror|<img|<body/i,
    ],
    [
      'an outside image and an outside <use>',
      `<svg ${SVG_NS}><image href="https://tracker.example/e.png"/><use href="https://tracker.example/f.svg#x"/>${RECT}</svg>`,
      /tracker/i,
    ],
    [
      'an animated link',
      `<svg ${SVG_NS}><a><set attributeName="href" to="javascript:alert(1)"/><animate attributeName="href" values="javascript:alert(1)"/>${RECT}</a></svg>`,
      /javascript|<set|<animate/i,
    ],
  ])('%s: stored without it, the drawing kept', async (_what, svg, gone) => {
    const text = await stored(svg);
    expect(text).not.toMatch(gone);
    expect(text).toContain(RECT);
  });

  it('stores the cleaned bytes themselves (the same bytes a browser opens from disk), under their own SHA-256', async () => {
    const svg = `<svg ${SVG_NS} xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(2)</s:script><circle r="3"/></svg>`;
    const { body } = await upload(app, svg, asIcon());
    const file = body.data!;
    const object = await app.db.selectFrom('fileObject').select('bytes').where('sha256', '=', file.sha256).executeTakeFirstOrThrow();
    const text = object.bytes.toString('utf8');
    expect(text).toBe(`<svg ${SVG_NS}>alert(2)<circle r="3"/></svg>`);
    expect(file.sha256).toBe(createHash('sha256').update(object.bytes).digest('hex'));
    expect(file.sha256).not.toBe(createHash('sha256').update(svg).digest('hex'));
    expect(file.size).toBe(object.bytes.length);
  });

  it('a plain icon keeps its whole drawing: viewBox, paths, gradients, filters, clip paths, <use> of #ids, local url() in CSS', async () => {
    const icon =
      `<svg ${SVG_NS} ${XLINK_NS} viewBox="0 0 24 24" width="24" height="24"><defs>` +
      '<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e4572e"/><stop offset="1" stop-color="#29a19c"/></linearGradient>' +
      '<radialGradient id="r" xlink:href="#g"/><path id="pin" d="M12 2C8 2 5 5 5 9c0 5 7 13 7 13s7-8 7-13c0-4-3-7-7-7z"/>' +
      '<filter id="s"><feGaussianBlur stdDeviation="0.5"/></filter><clipPath id="c"><rect width="24" height="24" rx="4"/></clipPath></defs>' +
      '<g clip-path="url(#c)"><use xlink:href="#pin" fill="url(#g)" filter="url(#s)"/><use href="#pin" fill="none" stroke="#333" stroke-width="1.5"/>' +
      '<circle class="dot" cx="12" cy="9" r="3" style="fill:#fff;opacity:.9"/></g><style>.dot{stroke:url( "#r" )}</style></svg>';
    expect(await stored(`<?xml version="1.0" encoding="UTF-8"?>\n<!-- exported -->\n${icon}\n`)).toBe(icon);
  });

  it('refuses (10005 naming file) an SVG with nothing left to draw once cleaned', async () => {
    const { status, body } = await upload(app, `<svg ${SVG_NS}><script>alert(1)</script></svg>`, asIcon());
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ field: 'file', message: 'No drawing is left in this SVG once its scripts and outside references are removed' }]);
  });

  it('refuses (10005 naming file) an SVG past 2 MB for any purpose, even an import file (20 MB)', async () => {
    const big = `<svg ${SVG_NS}><!-- ${'x'.repeat(2 * 1024 * 1024)} -->${RECT}</svg>`;
    const { body } = await upload(app, big, {
      cookie: cookies.company,
      purpose: 'import',
      buildingId: ids.mall,
      filename: 'plan.svg',
      contentType: 'image/svg+xml',
    });
    expect(body.errors).toEqual([{ field: 'file', message: 'An SVG may be at most 2 MB; upload a larger drawing as PNG or WebP' }]);
  });
});

describe('issue 31 §6: served files are inline only when they are images shown as such', () => {
  const served = async (url: string) => (await app.inject({ method: 'GET', url })).headers;

  it('a logo, a POI type icon (PNG or SVG), the same bytes also uploaded for an import, a feedback screenshot: inline (no Content-Disposition)', async () => {
    const logo = (await upload(app, png(7, [10, 20, 30]), { purpose: 'logo', cookie: cookies.platform })).body.data!;
    const shot = (await uploadScreenshot<{ url: string }>(app, { name: 'file', filename: 'shot.png', contentType: 'image/png', data: png(7, [1, 99, 7]) })).body
      .data!;
    const icon = (await upload(app, png(7, [40, 50, 60]), { cookie: cookies.company, buildingId: ids.mall })).body.data!;
    const svg = (await upload(app, `<svg ${SVG_NS}><circle r="5"/></svg>`, asIcon())).body.data!;
    const again = (await upload(app, png(7, [40, 50, 60]), { purpose: 'import', cookie: cookies.company, buildingId: ids.mall })).body.data!;
    expect(again.url).toBe(icon.url);
    for (const url of [logo.url, icon.url, svg.url, shot.url]) {
      const headers = await served(url);
      expect(headers['content-disposition'], url).toBeUndefined();
      expect(headers['content-type'], url).toMatch(/^image\//);
      expect(headers['x-content-type-options'], url).toBe('nosniff');
    }
    expect((await served(svg.url))['content-security-policy']).toContain('sandbox');
  });

  it('an import file is an attachment, an image as much as an archive (a browser saves it instead of opening it)', async () => {
    const image = (await upload(app, png(9, [70, 80, 90]), { purpose: 'import', cookie: cookies.company, buildingId: ids.mall, filename: 'plan.png' })).body
      .data!;
    const svg = (
      await upload(app, `<svg ${SVG_NS}><path d="M0 0h9v9z"/></svg>`, {
        purpose: 'import',
        cookie: cookies.company,
        buildingId: ids.mall,
        filename: 'plan.svg',
      })
    ).body.data!;
    const zip = (
      await upload(app, Buffer.concat([ZIP, Buffer.from('import')]), { purpose: 'import', cookie: cookies.company, buildingId: ids.mall, filename: 'map.zip' })
    ).body.data!;
    for (const file of [image, svg, zip]) {
      expect((await served(file.url))['content-disposition'], file.url).toBe(`attachment; filename="${file.sha256}.${file.url.split('.').pop()}"`);
    }
  });
});
