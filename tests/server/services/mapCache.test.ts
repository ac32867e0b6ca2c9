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
    const published = await features('latest');
    const poi = before.find((f) => f.properties.featureType === 'poi')!;
    const { revision } = (await call<{ revision: number }>(app, `/api/location/poi/page?buildingId=${mall}&page=1&size=1`, cookie)).body.data!;
    const saved = await post(
      app,
      '/api/location/map/poi/save',
      { buildingId: mall, baseRevision: revision, changes: [{ op: 'update', id: poi.id, set: { name: '缓存测试点' } }] },
      cookie,
    );
    expect(saved.body.code).toBe(0);
    expect((await features('draft')).find((f) => f.id === poi.id)!.properties.name).toBe('缓存测试点');
    expect((await features('latest')).find((f) => f.id === poi.id)!.properties.name).toBe(published.find((f) => f.id === poi.id)!.properties.name);
  });

  it('a second read answers the same map as the first', async () => {
    expect(await features('latest')).toEqual(await features('latest'));
  });
});
