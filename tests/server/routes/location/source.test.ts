import type { SourceTypeList } from '#contract/schemas/source.js';
import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login } from '../../helpers.js';
import { draftPois } from './poiFixtures.js';
import { asInput, sourceCalls, sourceIds } from './sourceFixtures.js';
import { sourceApi } from '#contract/endpoints/source.js';

/** Issue 13 (spec §2 导航链接配置 source-config, §6 VIEW_SOURCE / EDIT_SOURCE, §7 source/type/list-all, source/list, source/save, source/delete). */

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

describe('§7 source/type/list-all (issue 13)', () => {
  it('lists the four kinds of link with their names in the four languages and their target fields', async () => {
    const res = await call<SourceTypeList>(app, sourceApi.types.path, cookies.company, { 'accept-language': 'zh-CN' });
    expect(res.body.data!.map((t) => t.code)).toEqual(['poi', 'place', 'miniProgram', 'web']);
    const web = res.body.data!.find((t) => t.code === 'web')!;
    expect(web).toMatchObject({ name: '网页', names: { zh: '网页', en: 'Web page', es: 'Página web', ja: 'ウェブページ' }, fields: ['url'] });
    expect(res.body.data!.find((t) => t.code === 'place')!.fields).toEqual(['levelId', 'lng', 'lat']);
  });
});

describe('§7 source/list (issue 13)', () => {
  it('answers the demo links of the mall in their order, one of each kind, one switched off', async () => {
    const res = await api.list(ids.demoApp, ids.mall);
    expect(res.status).toBe(200);
    const list = res.body.data!;
    expect(list.map((s) => s.sort)).toEqual(list.map((_, i) => i));
    expect(new Set(list.map((s) => s.type))).toEqual(new Set(['poi', 'place', 'miniProgram', 'web']));
    expect(list.filter((s) => !s.enabled)).toHaveLength(1);
    expect(list.every((s) => s.appId === ids.demoApp && s.buildingId === ids.mall)).toBe(true);
  });

  it('§6 the floor operator (VIEW_SOURCE on the mall) reads them; not on the office (10003)', async () => {
    expect((await api.list(ids.demoApp, ids.mall, 'business')).body.code).toBe(0);
    expect((await api.list(ids.demoApp, ids.office, 'business')).body.code).toBe(10003);
  });

  it('another company’s building or app is 10004; an app that is not the building’s own is 10005 naming appId', async () => {
    expect((await api.list(ids.otherApp, ids.tower)).body.code).toBe(10004);
    expect((await api.list(ids.otherApp, ids.mall)).body.code).toBe(10004);
    const other = await api.list(ids.demoApp, ids.tower, 'other');
    expect(other.body.code).toBe(10004);
    const { companyId } = await app.db.selectFrom('building').select('companyId').where('id', '=', ids.mall).executeTakeFirstOrThrow();
    const second = await app.db.insertInto('app').values({ companyId, name: 'Second app', appCode: 'second-app' }).returning('id').executeTakeFirstOrThrow();
    const mismatch = await api.list(second.id, ids.mall);
    expect(mismatch.body.code).toBe(10005);
    expect(mismatch.body.errors?.[0].field).toBe('appId');
  });
});

describe('§7 source/save (issue 13): add, change and order in one call', () => {
  it('adds a link of each kind, keeps the order it is given, and a reload answers the same', async () => {
    const before = (await api.list(ids.demoApp, ids.office)).body.data!;
    const added = [
      { type: 'poi', title: '服务台', icon: 'service', target: { poiId: (await officePoi()).id } },
      { type: 'web', title: '新闻', target: { url: 'https://www.example.com/news' } },
    ];
    const res = await api.save({ appId: ids.demoApp, buildingId: ids.office, sources: [added[1], ...before.map(asInput), added[0]] });
    expect(res.body.code).toBe(0);
    const saved = res.body.data!;
    expect(saved.map((s) => s.title)).toEqual(['新闻', ...before.map((s) => s.title), '服务台']);
    expect(saved[0]).toMatchObject({ type: 'web', icon: '', enabled: true, target: { url: 'https://www.example.com/news' } });
    expect((await api.list(ids.demoApp, ids.office)).body.data).toEqual(saved);
  });

  it('reordering persists the whole new order atomically (one save), and leaves the unchanged links’ updatedAt alone', async () => {
    const list = (await api.list(ids.demoApp, ids.mall)).body.data!;
    const reversed = [...list].reverse();
    const res = await api.save({ appId: ids.demoApp, buildingId: ids.mall, sources: reversed.map(asInput) });
    expect(res.body.code).toBe(0);
    const again = (await api.list(ids.demoApp, ids.mall)).body.data!;
    expect(again.map((s) => s.id)).toEqual(reversed.map((s) => s.id));
    expect(again.map((s) => s.sort)).toEqual(reversed.map((_, i) => i));
    for (const s of again) expect(s.updatedAt).toBe(list.find((x) => x.id === s.id)!.updatedAt);
  });

  it('changes a link (title, enabled, target) in place', async () => {
    const list = (await api.list(ids.demoApp, ids.mall)).body.data!;
    const sources = list.map(asInput);
    sources[0] = { ...sources[0], title: '  改过的标题 ', enabled: false };
    const res = await api.save({ appId: ids.demoApp, buildingId: ids.mall, sources });
    expect(res.body.data![0]).toMatchObject({ id: list[0].id, title: '改过的标题', enabled: false });
  });

  it('a current link missing from the list is 10006 (someone else changed it) and nothing is written', async () => {
    const list = (await api.list(ids.demoApp, ids.mall)).body.data!;
    const res = await api.save({ appId: ids.demoApp, buildingId: ids.mall, sources: list.slice(1).map(asInput) });
    expect(res.body.code).toBe(10006);
    expect(res.body.errors?.[0].field).toBe('sources');
    expect((await api.list(ids.demoApp, ids.mall)).body.data).toEqual(list);
  });

  it('another company’s link or building is 10004; a link listed twice is 10005 naming it', async () => {
    const tower = (await api.list(ids.otherApp, ids.tower, 'other')).body.data!;
    const mall = (await api.list(ids.demoApp, ids.mall)).body.data!;
    const foreign = await api.save({ appId: ids.demoApp, buildingId: ids.mall, sources: [...mall.map(asInput), asInput(tower[0])] });
    expect(foreign.body.code).toBe(10004);
    expect((await api.save({ appId: ids.otherApp, buildingId: ids.tower, sources: [] })).body.code).toBe(10004);
    expect((await api.save({ appId: ids.demoApp, buildingId: ids.mall, sources: [] }, 'other')).body.code).toBe(10004);
    const twice = await api.save({ appId: ids.demoApp, buildingId: ids.mall, sources: [...mall.map(asInput), asInput(mall[0])] });
    expect(twice.body.code).toBe(10005);
    expect(twice.body.errors?.map((e) => e.field)).toEqual([`sources[${mall.length}].id`]);
  });

  it('§6 without EDIT_SOURCE (the floor operator) a save is 10003', async () => {
    const mall = (await api.list(ids.demoApp, ids.mall, 'business')).body.data!;
    expect((await api.save({ appId: ids.demoApp, buildingId: ids.mall, sources: mall.map(asInput) }, 'business')).body.code).toBe(10003);
  });
});

describe('§7 source/delete (issue 13)', () => {
  it('deletes a link; the rest keep their order', async () => {
    const list = (await api.list(ids.demoApp, ids.office)).body.data!;
    const res = await api.remove({ id: list[1].id });
    expect(res.body).toMatchObject({ code: 0, data: { ids: [list[1].id] } });
    expect((await api.list(ids.demoApp, ids.office)).body.data!.map((s) => s.id)).toEqual(list.filter((_, i) => i !== 1).map((s) => s.id));
  });

  it('another company’s link or an unknown id is 10004, and nothing is deleted; without EDIT_SOURCE 10003', async () => {
    const tower = (await api.list(ids.otherApp, ids.tower, 'other')).body.data!;
    const mall = (await api.list(ids.demoApp, ids.mall)).body.data!;
    expect((await api.remove({ ids: [mall[0].id, tower[0].id] })).body.code).toBe(10004);
    expect((await api.remove({ ids: [mall[0].id, 999999] })).body.code).toBe(10004);
    expect((await api.remove({ id: mall[0].id }, 'business')).body.code).toBe(10003);
    expect((await api.list(ids.demoApp, ids.mall)).body.data).toHaveLength(mall.length);
    expect((await api.list(ids.otherApp, ids.tower, 'other')).body.data).toHaveLength(tower.length);
  });
});

const officePoi = async () => (await draftPois(app.db, ids.office))[0];
