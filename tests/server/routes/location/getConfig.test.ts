import type { AppConfig } from '#contract/schemas/source.js';
import { DEMO_BEACON_PLANS } from '../../../../server/src/db/seed/beacons.js';
import type { App } from '../../../../server/src/types.js';
import { DEMO, type Envelope, buildTestApp, login, post } from '../../helpers.js';
import { addManyPois } from './poiFixtures.js';
import { asInput, sourceCalls, sourceIds } from './sourceFixtures.js';
import { mapApi } from '#contract/endpoints/map.js';

/** Spec §7 "a direct call (not through the client) to {same host}/location/getConfig with query appCode" (issue 13). */

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

async function getConfig(appCode: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url: `/location/getConfig?appCode=${encodeURIComponent(appCode)}`, headers });
  return { status: res.statusCode, headers: res.headers, raw: res.body, body: res.body ? res.json<Envelope<AppConfig>>() : undefined };
}

describe('§7 getConfig (issue 13): public, published data only', () => {
  it('answers without a session: the app, its buildings with their published map files, levels, POI types, enabled links in order, beacon UUIDs, a version', async () => {
    const res = await getConfig('demo-malls');
    expect(res.status).toBe(200);
    const config = res.body!.data!;
    expect(config.app).toEqual({ code: 'demo-malls', name: 'Demo Malls 导航' });
    expect(config.staticMapBase).toBe('/static/map');
    expect(config.buildings.map((b) => b.id)).toEqual([ids.mall, ids.office]);
    const mall = config.buildings[0];
    expect(mall.map.url).toBe(`/static/map/${ids.mall}/${mall.map.version}.geojson`);
    const file = await app.inject({ method: 'GET', url: mall.map.url });
    expect(file.statusCode).toBe(200);
    expect(mall.levels.map((l) => l.name)).toEqual(['B1', '1F', '2F', '3F']);
    expect(mall.poiTypes.length).toBeGreaterThan(3);
    const stored = (await api.list(ids.demoApp, ids.mall)).body.data!;
    expect(mall.sources.map((s) => s.id)).toEqual(stored.filter((s) => s.enabled).map((s) => s.id));
    const poiLink = mall.sources.find((s) => s.type === 'poi')!;
    expect(poiLink.target).toMatchObject({ poiId: expect.any(String), levelId: expect.any(Number), lng: expect.any(Number), name: expect.any(String) });
    expect(mall.beaconUuids).toEqual([DEMO_BEACON_PLANS.mall.uuid]);
    expect(config.beaconUuids).toEqual([DEMO_BEACON_PLANS.mall.uuid, DEMO_BEACON_PLANS.office.uuid].sort());
    expect(config.version).toMatch(/^[\w-]{20,}$/);
  });

  it('never a secret, a switched-off link or another app’s data', async () => {
    const res = await getConfig('demo-malls');
    expect(res.raw).not.toMatch(/password|hash|secret|companyId|"enabled"|"draft"|createdBy|updatedBy/i);
    expect(res.raw).not.toContain('停车缴费');
    expect(res.raw).not.toContain('Tower news');
    expect(res.raw).not.toContain(DEMO_BEACON_PLANS.tower.uuid);
    const other = (await getConfig('other-co')).body!.data!;
    expect(other.buildings.map((b) => b.id)).toEqual([ids.tower]);
    expect(other.buildings[0].sources.map((s) => s.title)).toEqual(['Tower news']);
  });

  it('a draft change is absent until it is published: a link to a POI only the draft has is left out, then appears', async () => {
    await addManyPois(app.db, ids.office, 1);
    const current = (await api.list(ids.demoApp, ids.office)).body.data!;
    const saved = await api.save({
      appId: ids.demoApp,
      buildingId: ids.office,
      sources: [...current.map(asInput), { type: 'poi', title: '草稿点位', target: { poiId: 'bulk-1' } }],
    });
    expect(saved.body.code).toBe(0);
    const before = await getConfig('demo-malls');
    expect(before.raw).not.toContain('bulk-1');
    expect(before.raw).not.toContain('批量点位');
    expect(before.raw).not.toContain('草稿点位');
    const office = before.body!.data!.buildings.find((b) => b.id === ids.office)!;
    expect((await post(app, mapApi.publish.path, { buildingId: ids.office }, cookies.company)).body.code).toBe(0);
    const after = (await getConfig('demo-malls')).body!.data!;
    const published = after.buildings.find((b) => b.id === ids.office)!;
    expect(published.map.version).toBe(office.map.version + 1);
    expect(published.sources.at(-1)).toMatchObject({ title: '草稿点位', target: { poiId: 'bulk-1', name: '批量点位 1' } });
    expect(after.version).not.toBe(before.body!.data!.version);
  });

  it('is cacheable: a strong ETag (the version), If-None-Match answers 304 with no body, a change makes a new ETag', async () => {
    const first = await getConfig('demo-malls');
    const etag = String(first.headers.etag);
    expect(etag).toBe(`"${first.body!.data!.version}"`);
    expect(first.headers['cache-control']).toMatch(/public.*max-age=\d+/);
    const again = await getConfig('demo-malls', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.raw).toBe('');
    expect((await getConfig('demo-malls')).headers.etag).toBe(etag);
    const list = (await api.list(ids.demoApp, ids.mall)).body.data!;
    await api.save({ appId: ids.demoApp, buildingId: ids.mall, sources: [...list].reverse().map(asInput) });
    const changed = await getConfig('demo-malls', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('an unknown appCode is 10004 naming it; a disabled app is 10003; no appCode is 10005 naming appCode', async () => {
    const unknown = await getConfig('no-such-app', { 'accept-language': 'en' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, code: 10004, error: 'No app has the code “no-such-app”' });
    await app.db.updateTable('app').set({ enabled: false }).where('appCode', '=', 'other-co').execute();
    const disabled = await getConfig('other-co', { 'accept-language': 'zh-CN' });
    expect(disabled.status).toBe(403);
    expect(disabled.body).toMatchObject({ code: 10003, error: '应用“other-co”已停用' });
    expect(disabled.raw).not.toContain('Tower');
    const missing = await app.inject({ method: 'GET', url: '/location/getConfig' });
    expect(missing.json<Envelope>()).toMatchObject({ code: 10005, errors: [{ field: 'appCode' }] });
  });
});
