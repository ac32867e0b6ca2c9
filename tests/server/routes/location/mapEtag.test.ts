import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, login } from '../../helpers.js';

// Issue 19: the map JSON (hundreds of KB for the mall) answers with an ETag; a browser that holds that answer
// gets 304 with no body, and any other version or change gets the whole answer with its own tag.
let app: App;
let cookie: string;
let mall: number;

beforeAll(async () => {
  app = await buildTestApp();
  cookie = await login(app, DEMO.company);
  mall = (await app.db.selectFrom('building').select('id').where('name', '=', '环球购物中心').executeTakeFirstOrThrow()).id;
});
afterAll(() => app.close());

const mapJson = (version: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/location/map/map-json/${mall}?version=${version}`, headers: { cookie, ...headers } });

describe('issue 19: the map JSON’s ETag', () => {
  it('answers an ETag with private, no-cache; the same tag in If-None-Match gets 304 and no body', async () => {
    const first = await mapJson('latest');
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    // Weak: the same map goes out compressed or not (issue 19), one tag for every encoding.
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{32}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.json().code).toBe(0);

    const again = await mapJson('latest', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // The strong form of the same tag matches too (RFC 9110: If-None-Match compares weakly).
    expect((await mapJson('latest', { 'if-none-match': etag.slice(2) })).statusCode).toBe(304);
  });

  it('another version has another tag, and a stale tag gets the whole answer', async () => {
    const latest = String((await mapJson('latest')).headers.etag);
    const draft = await mapJson('draft', { 'if-none-match': latest });
    expect(draft.statusCode).toBe(200);
    expect(draft.headers.etag).not.toBe(latest);
    expect(draft.json().data.status).toBe('draft');
  });

  it('a refusal carries no ETag (another company’s building: 10004)', async () => {
    const other = (await app.db.selectFrom('building').select('id').where('name', '=', 'Other Co Tower').executeTakeFirstOrThrow()).id;
    const res = await app.inject({ method: 'GET', url: `/api/location/map/map-json/${other}`, headers: { cookie } });
    expect(res.json().code).toBe(10004);
    expect(res.headers.etag).toBeUndefined();
  });
});
