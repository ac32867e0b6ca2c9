import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, login } from '../../helpers.js';
import { asInput, fields, sourceCalls, sourceIds } from './sourceFixtures.js';

/** Issue 13 bad input: every refused value of source/save answers 10005 naming its field (`sources[i].…`), and nothing is written. */

let app: App;
const cookies: Record<string, string> = {};
let ids: Awaited<ReturnType<typeof sourceIds>>;
let api: ReturnType<typeof sourceCalls>;

beforeAll(async () => {
  app = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO)) cookies[key] = await login(app, email);
  ids = await sourceIds(app);
  api = sourceCalls(app, cookies);
});
afterAll(() => app.close());

/** Saves the office's current links plus `extra` (at index n); answers the response and n. */
async function saveWith(extra: object) {
  const current = (await api.list(ids.demoApp, ids.office)).body.data!;
  const res = await api.save({ appId: ids.demoApp, buildingId: ids.office, sources: [...current.map(asInput), extra] });
  return { res, at: `sources[${current.length}]`, current };
}

const officeLevel = async () =>
  (await app.db.selectFrom('level').select('id').where('buildingId', '=', ids.office).orderBy('ordinal').executeTakeFirstOrThrow()).id;

describe('issue 13 source/save refuses each bad input with 10005 naming the field', () => {
  const cases: Array<[string, () => Promise<object>, string[]]> = [
    ['an empty title', async () => ({ type: 'web', title: '   ', target: { url: 'https://a.example.com' } }), ['title']],
    ['a title over 40 characters', async () => ({ type: 'web', title: '长'.repeat(41), target: { url: 'https://a.example.com' } }), ['title']],
    ['an unknown icon', async () => ({ type: 'web', title: 'x', icon: 'rocket', target: { url: 'https://a.example.com' } }), ['icon']],
    ['an unknown type', async () => ({ type: 'ftp', title: 'x', target: {} }), ['type']],
    ['a web link without a URL', async () => ({ type: 'web', title: 'x', target: {} }), ['target.url']],
    ['an http URL', async () => ({ type: 'web', title: 'x', target: { url: 'http://a.example.com' } }), ['target.url']],
    ['a javascript: URL', async () => ({ type: 'web', title: 'x', target: { url: 'javascript:alert(1)' } }), ['target.url']],
    ['a URL with a password', async () => ({ type: 'web', title: 'x', target: { url: 'https://u:p@a.example.com' } }), ['target.url']],
    ['a URL over 2000 characters', async () => ({ type: 'web', title: 'x', target: { url: `https://a.example.com/${'a'.repeat(2000)}` } }), ['target.url']],
    ['a path with a leading slash', async () => ({ type: 'miniProgram', title: 'x', target: { path: '/pages/index/index' } }), ['target.path']],
    ['a mini-program without a path', async () => ({ type: 'miniProgram', title: 'x', target: {} }), ['target.path']],
    ['a path with spaces', async () => ({ type: 'miniProgram', title: 'x', target: { path: 'pages/my page' } }), ['target.path']],
    ['a bad mini-program id', async () => ({ type: 'miniProgram', title: 'x', target: { path: 'pages/a/b', miniAppId: 'wx123' } }), ['target.miniAppId']],
    ['a POI link without a POI', async () => ({ type: 'poi', title: 'x', target: {} }), ['target.poiId']],
    ['a POI of another building', async () => ({ type: 'poi', title: 'x', target: { poiId: ids.poi.id } }), ['target.poiId']],
    ['an unknown POI', async () => ({ type: 'poi', title: 'x', target: { poiId: 'no-such-poi' } }), ['target.poiId']],
    ['a place without a level', async () => ({ type: 'place', title: 'x', target: { lng: 121.5, lat: 31.2 } }), ['target.levelId']],
    ['a level of another building', async () => ({ type: 'place', title: 'x', target: { levelId: ids.level1F, lng: 121.5, lat: 31.2 } }), ['target.levelId']],
    ['a latitude out of range', async () => ({ type: 'place', title: 'x', target: { levelId: await officeLevel(), lng: 121.5, lat: 95 } }), ['target.lat']],
    [
      'a point outside the level',
      async () => ({ type: 'place', title: 'x', target: { levelId: await officeLevel(), lng: 0, lat: 0 } }),
      ['target.lat', 'target.lng'],
    ],
    ['a field of another type', async () => ({ type: 'web', title: 'x', target: { url: 'https://a.example.com', path: 'pages/a' } }), ['target.path']],
  ];

  it.each(cases)('%s', async (_name, make, expected) => {
    const { res, at, current } = await saveWith(await make());
    expect(res.body.code).toBe(10005);
    expect(fields(res)).toEqual(expected.map((f) => `${at}.${f}`).sort());
    expect(res.body.errors!.every((e) => e.message.length > 0)).toBe(true);
    expect((await api.list(ids.demoApp, ids.office)).body.data).toEqual(current);
  });

  it('names several fields of several links at once, in the caller’s language', async () => {
    const current = (await api.list(ids.demoApp, ids.office)).body.data!;
    const res = await api.save({
      appId: ids.demoApp,
      buildingId: ids.office,
      sources: [{ type: 'web', title: '', target: { url: 'ftp://x' } }, ...current.map(asInput), { type: 'miniProgram', title: 'ok', target: { path: '/x' } }],
    });
    expect(fields(res)).toEqual(['sources[0].target.url', 'sources[0].title', `sources[${current.length + 1}].target.path`]);
  });

  it('a missing appId, buildingId or sources is 10005 naming it; more than 50 links is 10005 naming sources', async () => {
    expect(fields(await api.save({ buildingId: ids.office, sources: [] }))).toEqual(['appId']);
    expect(fields(await api.save({ appId: ids.demoApp, sources: [] }))).toEqual(['buildingId']);
    expect(fields(await api.save({ appId: ids.demoApp, buildingId: ids.office }))).toEqual(['sources']);
    const many = Array.from({ length: 51 }, () => ({ type: 'web', title: 'x', target: { url: 'https://a.example.com' } }));
    expect(fields(await api.save({ appId: ids.demoApp, buildingId: ids.office, sources: many }))).toEqual(['sources']);
  });

  it('an unknown field is dropped by the schema, never stored', async () => {
    const { res } = await saveWith({ type: 'web', title: 'x', secret: 1, target: { url: 'https://a.example.com', secret: 1 } });
    expect(res.body.code).toBe(0);
    expect(JSON.stringify(res.body.data)).not.toContain('secret');
  });

  it('accepts the valid forms: another mini-program’s id, a path with a query, an https URL with a query', async () => {
    const { res } = await saveWith({ type: 'miniProgram', title: '访客', target: { miniAppId: 'wx0123456789abcdef', path: 'pages/visit/index?from=nav&x=1' } });
    expect(res.body.code).toBe(0);
    const { res: web } = await saveWith({ type: 'web', title: '活动', target: { url: 'https://www.example.com/a?b=c#d' } });
    expect(web.body.code).toBe(0);
  });
});
