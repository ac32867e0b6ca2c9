import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login } from '../../helpers.js';
import { poiApi } from '#contract/endpoints/poi.js';
import { regionApi } from '#contract/endpoints/region.js';

let app: App;
const cookies: Record<string, string> = {};
let buildings: Record<'mall' | 'office' | 'tower', number>;

beforeAll(async () => {
  app = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO)) cookies[key] = await login(app, email);
  const bs = await app.db.selectFrom('building').select(['id', 'name']).execute();
  const idOf = (name: string) => bs.find((b) => b.name === name)!.id;
  buildings = { mall: idOf('环球购物中心'), office: idOf('科技园办公楼'), tower: idOf('Other Co Tower') };
});
afterAll(() => app.close());

describe.each([poiApi.types.path, regionApi.list.path])('spec §4 start-up step 5: GET %s', (url) => {
  it('answers the list for a building the caller can see (no map permission needed: a start-up list)', async () => {
    for (const [who, building] of [
      ['platform', buildings.tower],
      ['company', buildings.mall],
      ['business', buildings.mall],
      ['other', buildings.tower],
    ] as const) {
      const res = await call<unknown[]>(app, `${url}?buildingId=${building}`, cookies[who]);
      expect(res.body).toMatchObject({ success: true, code: 0 });
      expect(res.body.data!.length).toBeGreaterThan(0);
    }
  });

  it('issue 10: a business admin sees only the buildings it holds a grant on (the office of its own company answers 10004)', async () => {
    expect((await call(app, `${url}?buildingId=${buildings.office}`, cookies.business)).body.code).toBe(10004);
  });

  it('DESIGN §5 another company’s building, or an unknown one, is 10004', async () => {
    expect((await call(app, `${url}?buildingId=${buildings.tower}`, cookies.company)).body.code).toBe(10004);
    expect((await call(app, `${url}?buildingId=${buildings.mall}`, cookies.other)).body.code).toBe(10004);
    expect((await call(app, `${url}?buildingId=99999`, cookies.platform)).body.code).toBe(10004);
  });

  it('needs a session and a buildingId', async () => {
    expect((await call(app, `${url}?buildingId=${buildings.mall}`)).body.code).toBe(10002);
    const missing = await call(app, url, cookies.company);
    expect(missing.body).toMatchObject({ code: 10005, errors: [{ field: 'buildingId' }] });
  });
});
