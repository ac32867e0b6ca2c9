import type { Qrcode, QrcodeAdded, QrcodePage } from '#contract/schemas/qrcode.js';
import type { QrcodeScene } from '#contract/schemas/qrcodeScene.js';
import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login, post } from '../../helpers.js';
import { demoBuildings } from './poiFixtures.js';
import { qrcodeApi } from '#contract/endpoints/qrcode.js';

/** Issue 13: a scanned code back from its scene (public, beside §7 getConfig): the payload behind k=<shortCode>, the code's place. */

let app: App;
let cookie: string;
let ids: Awaited<ReturnType<typeof demoBuildings>>;

beforeAll(async () => {
  app = await buildTestApp();
  cookie = await login(app, DEMO.company);
  ids = await demoBuildings(app.db);
});
afterAll(() => app.close());

const resolve = (appCode: string, scene: string) =>
  call<QrcodeScene>(app, `/location/qrcode/scene?appCode=${encodeURIComponent(appCode)}&scene=${encodeURIComponent(scene)}`);
const mallCodes = async () => (await call<QrcodePage>(app, `${qrcodeApi.page.path}?buildingId=${ids.mall}&size=200`, cookie)).body.data!.records;

describe('issue 13: GET /location/qrcode/scene', () => {
  it('answers, without a session, the whole Chinese payload and the place of a code whose scene is only its short code', async () => {
    const placed = (await mallCodes()).find((c) => c.lng !== null)!;
    const payload = '活动=2026 春季 · 一层东门扶梯旁的海报，扫码领取导航优惠券';
    const added = await post<QrcodeAdded>(
      app,
      qrcodeApi.add.path,
      { buildingId: ids.mall, name: '海报码', page: 'pages/map/index', payload, levelId: placed.levelId, lng: placed.lng, lat: placed.lat },
      cookie,
    );
    const code = (await call<Qrcode>(app, `${qrcodeApi.one.path}?id=${added.body.data!.ids[0]}`, cookie)).body.data!;
    expect(code.scene).toBe(`k=${code.shortCode}`);
    const res = await resolve('demo-malls', code.scene);
    expect(res.body.code).toBe(0);
    expect(res.body.data).toEqual({
      id: code.id,
      name: '海报码',
      buildingId: ids.mall,
      levelId: placed.levelId,
      lng: placed.lng,
      lat: placed.lat,
      page: 'pages/map/index',
      payload,
    });
  });

  it('finds a code whose payload is its scene, and answers null for a code without a place', async () => {
    const plain = (await mallCodes()).find((c) => c.enabled && !c.scene.startsWith('k='))!;
    const res = await resolve('demo-malls', plain.scene);
    expect(res.body.data!.payload).toBe(plain.payload);
    expect(res.body.data!.buildingId).toBe(ids.mall);
    const unplaced = await post<QrcodeAdded>(app, qrcodeApi.add.path, { buildingId: ids.mall, name: '无位置', page: 'pages/index/index' }, cookie);
    const short = (await call<Qrcode>(app, `${qrcodeApi.one.path}?id=${unplaced.body.data!.ids[0]}`, cookie)).body.data!;
    expect((await resolve('demo-malls', short.scene)).body.data).toMatchObject({ levelId: null, lng: null, lat: null, payload: '' });
  });

  it('answers 10004 for a disabled code, another app’s code or an unknown app, 10003 for a disabled app, 10005 naming scene when it is too long', async () => {
    const disabled = (await mallCodes()).find((c) => !c.enabled)!;
    expect((await resolve('demo-malls', disabled.scene)).body.code).toBe(10004);
    const enabled = (await mallCodes()).find((c) => c.enabled)!;
    expect((await resolve('other-co', enabled.scene)).body.code).toBe(10004);
    expect((await resolve('no-such-app', enabled.scene)).body.code).toBe(10004);
    await app.db.updateTable('app').set({ enabled: false }).where('appCode', '=', 'demo-malls').execute();
    try {
      expect((await resolve('demo-malls', enabled.scene)).body.code).toBe(10003);
    } finally {
      await app.db.updateTable('app').set({ enabled: true }).where('appCode', '=', 'demo-malls').execute();
    }
    const long = await resolve('demo-malls', 'x'.repeat(33));
    expect(long.body.code).toBe(10005);
    expect(long.body.errors?.map((e) => e.field)).toEqual(['scene']);
  });
});
