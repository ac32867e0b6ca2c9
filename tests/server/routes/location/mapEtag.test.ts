import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login, post } from '../../helpers.js';
import { mapApi } from '#contract/endpoints/map.js';
import { poiApi } from '#contract/endpoints/poi.js';
import { buildingApi } from '#contract/endpoints/building.js';
import { fillPath } from '#contract/endpoints/endpoint.js';

// Issue 19: the map JSON (hundreds of KB for the mall) answers with an ETag; a browser that holds that answer
// gets 304 with no body, and any other version or change gets the whole answer with its own tag. The server keeps
// the map's features and the answer per version and draft revision: a save must be seen at once, and the
// published map must not move with the draft.
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
  app.inject({ method: 'GET', url: `${fillPath(mapApi.json.path, { buildingId: mall })}?version=${version}`, headers: { cookie, ...headers } });

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
    const res = await app.inject({ method: 'GET', url: fillPath(mapApi.json.path, { buildingId: other }), headers: { cookie } });
    expect(res.json().code).toBe(10004);
    expect(res.headers.etag).toBeUndefined();
  });
});

interface Feature {
  id: string;
  properties: { featureType: string; name: string | null };
}
const features = async (version: string) =>
  (await call<{ features: Feature[] }>(app, `${fillPath(mapApi.json.path, { buildingId: mall })}?version=${version}`, cookie)).body.data!.features;

describe('issue 19: the kept map features', () => {
  it('a POI renamed in the draft shows in the draft map at once, and not in the published one', async () => {
    const before = await features('draft');
    const draftTag = String(
      (await app.inject({ method: 'GET', url: `${fillPath(mapApi.json.path, { buildingId: mall })}?version=draft`, headers: { cookie } })).headers.etag,
    );
    const published = await features('latest');
    const poi = before.find((f) => f.properties.featureType === 'poi')!;
    const network = await app.db
      .selectFrom('buildingVersion')
      .select('networkRevision')
      .where('buildingId', '=', mall)
      .where('status', '=', 'draft')
      .executeTakeFirstOrThrow();
    const { revision } = (await call<{ revision: number }>(app, `${poiApi.page.path}?buildingId=${mall}&page=1&size=1`, cookie)).body.data!;
    const saved = await post(
      app,
      poiApi.save.path,
      { buildingId: mall, baseRevision: revision, changes: [{ op: 'update', id: poi.id, set: { name: '缓存测试点' } }] },
      cookie,
    );
    expect(saved.body.code).toBe(0);
    // A POI save moves the draft's revision, not its road network's: the kept network and walk graph stay.
    const after = await app.db
      .selectFrom('buildingVersion')
      .select(['revision', 'networkRevision'])
      .where('buildingId', '=', mall)
      .where('status', '=', 'draft')
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ revision: revision + 1, networkRevision: network.networkRevision });
    expect((await features('draft')).find((f) => f.id === poi.id)!.properties.name).toBe('缓存测试点');
    // The kept answer's tag moves with it: the tag read before the save gets the whole new answer.
    const again = await app.inject({
      method: 'GET',
      url: `${fillPath(mapApi.json.path, { buildingId: mall })}?version=draft`,
      headers: { cookie, 'if-none-match': draftTag },
    });
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).not.toBe(draftTag);
    expect((await features('latest')).find((f) => f.id === poi.id)!.properties.name).toBe(published.find((f) => f.id === poi.id)!.properties.name);
  });

  it('a floor moved to another ordinal (a building edit, which does not touch the draft revision) shows in both maps at once', async () => {
    const building = (await call<any>(app, `${buildingApi.one.path}?id=${mall}`, cookie)).body.data!;
    const top = building.levels.at(-1);
    const onTop = async (version: string) =>
      (
        await call<{ features: Array<Feature & { properties: { levelId: number; ordinal: number } }> }>(
          app,
          `${fillPath(mapApi.json.path, { buildingId: mall })}?version=${version}`,
          cookie,
        )
      ).body
        .data!.features.filter((f) => f.properties.levelId === top.id)
        .map((f) => f.properties.ordinal);
    expect(new Set(await onTop('latest'))).toEqual(new Set([top.ordinal]));
    await onTop('draft');
    const levels = building.levels.map((l: any) => ({
      id: l.id,
      ordinal: l.id === top.id ? top.ordinal + 5 : l.ordinal,
      name: l.name,
      shortName: l.shortName,
    }));
    const saved = await post(
      app,
      buildingApi.update.path,
      { id: mall, name: building.name, address: building.address, appId: building.appId, anchor: building.anchor, levels },
      cookie,
    );
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(0);
    expect(new Set(await onTop('latest'))).toEqual(new Set([top.ordinal + 5]));
    expect(new Set(await onTop('draft'))).toEqual(new Set([top.ordinal + 5]));
  });

  it('the kept static map file follows a renamed floor: the new name, and a new ETag (spec §7 static map)', async () => {
    const { url } = (await call<{ url: string }>(app, `${mapApi.staticMap.path}?buildingId=${mall}`, cookie)).body.data!;
    const file = () => app.inject({ method: 'GET', url });
    const before = await file();
    expect(before.statusCode).toBe(200);
    const building = (await call<any>(app, `${buildingApi.one.path}?id=${mall}`, cookie)).body.data!;
    const first = building.levels[0];
    const levels = building.levels.map((l: any) => ({
      id: l.id,
      ordinal: l.ordinal,
      name: l.id === first.id ? `${l.name} 新` : l.name,
      shortName: l.shortName,
    }));
    const saved = await post(
      app,
      buildingApi.update.path,
      { id: mall, name: building.name, address: building.address, appId: building.appId, anchor: building.anchor, levels },
      cookie,
    );
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(0);
    const after = await file();
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().levels.find((l: { id: number }) => l.id === first.id).name).toBe(`${first.name} 新`);
  });

  it('a second read answers the same map as the first', async () => {
    expect(await features('latest')).toEqual(await features('latest'));
  });
});
