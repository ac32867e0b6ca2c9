import type { App } from '../../../server/src/types.js';
import { DEMO, buildTestApp, call, login, post } from '../helpers.js';

// Issue 19: the map JSON's features and the route network are kept per version and draft revision; a save must
// be seen at once, and the published map must not move with the draft.
let app: App;
let cookie: string;
let mall: number;

beforeAll(async () => {
  app = await buildTestApp();
  cookie = await login(app, DEMO.company);
  mall = (await app.db.selectFrom('building').select('id').where('name', '=', '环球购物中心').executeTakeFirstOrThrow()).id;
});
afterAll(() => app.close());

interface Feature {
  id: string;
  properties: { featureType: string; name: string | null };
}
const features = async (version: string) =>
  (await call<{ features: Feature[] }>(app, `/api/location/map/map-json/${mall}?version=${version}`, cookie)).body.data!.features;

describe('issue 19: the kept map features', () => {
  it('a POI renamed in the draft shows in the draft map at once, and not in the published one', async () => {
    const before = await features('draft');
    const draftTag = String((await app.inject({ method: 'GET', url: `/api/location/map/map-json/${mall}?version=draft`, headers: { cookie } })).headers.etag);
    const published = await features('latest');
    const poi = before.find((f) => f.properties.featureType === 'poi')!;
    const network = await app.db
      .selectFrom('buildingVersion')
      .select('networkRevision')
      .where('buildingId', '=', mall)
      .where('status', '=', 'draft')
      .executeTakeFirstOrThrow();
    const { revision } = (await call<{ revision: number }>(app, `/api/location/poi/page?buildingId=${mall}&page=1&size=1`, cookie)).body.data!;
    const saved = await post(
      app,
      '/api/location/map/poi/save',
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
    const again = await app.inject({ method: 'GET', url: `/api/location/map/map-json/${mall}?version=draft`, headers: { cookie, 'if-none-match': draftTag } });
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).not.toBe(draftTag);
    expect((await features('latest')).find((f) => f.id === poi.id)!.properties.name).toBe(published.find((f) => f.id === poi.id)!.properties.name);
  });

  it('a floor moved to another ordinal (a building edit, which does not touch the draft revision) shows in both maps at once', async () => {
    const building = (await call<any>(app, `/api/location/building?id=${mall}`, cookie)).body.data!;
    const top = building.levels.at(-1);
    const onTop = async (version: string) =>
      (
        await call<{ features: Array<Feature & { properties: { levelId: number; ordinal: number } }> }>(
          app,
          `/api/location/map/map-json/${mall}?version=${version}`,
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
      '/api/location/building/update',
      { id: mall, name: building.name, address: building.address, appId: building.appId, anchor: building.anchor, levels },
      cookie,
    );
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(0);
    expect(new Set(await onTop('latest'))).toEqual(new Set([top.ordinal + 5]));
    expect(new Set(await onTop('draft'))).toEqual(new Set([top.ordinal + 5]));
  });

  it('a second read answers the same map as the first', async () => {
    expect(await features('latest')).toEqual(await features('latest'));
  });
});
