import { generateKeyPairSync } from 'node:crypto';
import { decryptSecret } from '../../../../server/src/shared/secrets.js';
import type { AliappDto } from '#contract/schemas/aliapp.js';
import { startAlipayStandIn, type AlipayStandIn, type RegisteredAlipayApp } from '../../../../server/src/standins/alipay.js';
import type { App } from '../../../../server/src/types.js';
import { aliappApi } from '#contract/endpoints/aliapp.js';
import { qrcodeApi } from '#contract/endpoints/qrcode.js';
import { CONSOLE_HEADERS, DEMO, api, buildTestApp, login } from '../../helpers.js';
import { demoBuildings } from './poiFixtures.js';
import { decodeQr } from './qrDecode.js';

/** Issue 17 支付宝小程序: Alipay mini-programs against the real Alipay stand-in (RSA2 both ways), keys encrypted at rest. */

const SECRET_KEY = 'issue-17-test-key';
const EN = { 'accept-language': 'en' };
let app: App;
let standIn: AlipayStandIn;
let cookie: string;
let demo: RegisteredAlipayApp;
let appIds: number[];
let mallId: number;

const keyBody = (pem: string) => pem.replace(/-----[A-Z ]+-----|\s/g, '');
const add = (body: object) => api(app, aliappApi.add, body, cookie, EN);
const update = (body: object) => api(app, aliappApi.update, body, cookie, EN);
const qrcode = (body: object) => api(app, aliappApi.qrcode, body, cookie, EN);
const rowCount = async () =>
  Number(
    (
      await app.db
        .selectFrom('aliapp')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const fields = (errors: Array<{ field: string }> | undefined) => (errors ?? []).map((e) => e.field).sort();

beforeAll(async () => {
  standIn = await startAlipayStandIn();
  app = await buildTestApp({ qrcode: { alipayGateway: standIn.gateway, secretKey: SECRET_KEY, urlBase: 'https://m.example.test/nav' } });
  cookie = await login(app, DEMO.platform);
  demo = standIn.registerApp();
  appIds = (await app.db.selectFrom('app').select('id').orderBy('id').execute()).map((a) => Number(a.id));
  mallId = (await demoBuildings(app.db)).mall;
});
afterAll(async () => {
  await app.close();
  await standIn.close();
});

describe('issue 17: aliapp add / get / page with keys from Alipay (the stand-in)', () => {
  let added: AliappDto;

  it('adds a mini-program after Alipay accepted its credentials, and never answers its keys', async () => {
    const before = { ...standIn.calls };
    const res = await add({ appid: demo.appid, name: ' 导航小程序 ', appId: appIds[0], privateKey: demo.appPrivateKey, alipayPublicKey: demo.alipayPublicKey });
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    added = res.body.data!;
    expect(added).toMatchObject({ appid: demo.appid, name: '导航小程序', appId: appIds[0], privateKeySet: true, alipayPublicKeySet: true });
    expect(added.alipayName).toBe(`Stand-in mini-program ${demo.appid}`);
    expect(added.privateKeyFingerprint).toMatch(/^SHA256:[0-9a-f]{16}$/);
    expect(added.appName).toBeTruthy();
    expect(standIn.calls['alipay.open.mini.baseinfo.query']).toBe((before['alipay.open.mini.baseinfo.query'] ?? 0) + 1);
    const answers = [
      JSON.stringify(res.body),
      (await api(app, aliappApi.one, { id: added.id }, cookie)).raw,
      (await api(app, aliappApi.page, { page: 1, size: 20 }, cookie)).raw,
    ];
    for (const raw of answers) {
      expect(raw).not.toContain('PRIVATE KEY');
      expect(raw).not.toContain('PUBLIC KEY');
      expect(raw).not.toContain(keyBody(demo.appPrivateKey).slice(40, 80));
      expect(raw).not.toContain(keyBody(demo.alipayPublicKey).slice(40, 80));
    }
  });

  it('stores both keys encrypted under SECRET_KEY', async () => {
    const row = await app.db.selectFrom('aliapp').selectAll().where('id', '=', added.id).executeTakeFirstOrThrow();
    expect(row.privateKeyEncrypted).toMatch(/^v1\./);
    expect(row.privateKeyEncrypted).not.toContain(keyBody(demo.appPrivateKey).slice(40, 80));
    expect(row.alipayPublicKeyEncrypted).not.toContain(keyBody(demo.alipayPublicKey).slice(40, 80));
    expect(decryptSecret(row.privateKeyEncrypted, SECRET_KEY)).toBe(demo.appPrivateKey.trim());
    expect(decryptSecret(row.alipayPublicKeyEncrypted, SECRET_KEY)).toBe(demo.alipayPublicKey.trim());
  });

  it('finds it by part of the name or appid', async () => {
    const page = await api(app, aliappApi.page, { q: demo.appid.slice(4, 12) }, cookie);
    expect(page.body.data!.records.map((r) => r.id)).toEqual([added.id]);
    expect((await api(app, aliappApi.page, { q: 'nothing-like-it' }, cookie)).body.data!.total).toBe(0);
  });

  it('draws a QR code through alipay.open.app.qrcode.create, verified, and returns its image', async () => {
    const res = await qrcode({ id: added.id, urlParam: 'pages/map/index', queryParam: 'poi=12&floor=2', describe: '入口' });
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const data = res.body.data!;
    expect(data.qrCodeUrl).toMatch(new RegExp(`^${standIn.url}/qrcode/\\d+\\.png$`));
    expect(data.qrCodeUrlCircleWhite).toContain('circle_white');
    expect(data.image).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(data.image.split(',')[1]!, 'base64');
    expect(decodeQr(png).text).toBe(`alipays://platformapi/startapp?appId=${demo.appid}&page=pages%2Fmap%2Findex&query=poi%3D12%26floor%3D2`);
  });

  it('refuses an answer that was altered after Alipay signed it, and names it', async () => {
    standIn.tamper(true);
    try {
      const res = await qrcode({ id: added.id, urlParam: 'pages/index/index', queryParam: 'x=1' });
      expect(res.status).toBe(500);
      expect(res.body.error).toMatch(/does not verify with this Alipay public key/);
      expect(JSON.stringify(res.body)).not.toContain('qrcode-x');
    } finally {
      standIn.tamper(false);
    }
  });

  it('judges the page before asking Alipay (10005 naming urlParam)', async () => {
    const res = await qrcode({ id: added.id, urlParam: '/pages/index/index?x=1' });
    expect(res.body.code).toBe(10005);
    expect(fields(res.body.errors)).toEqual(['urlParam']);
    expect((await qrcode({ id: 999999, urlParam: 'pages/index/index' })).body.code).toBe(10004);
  });

  it('updates the name without asking Alipay and keeps the keys; a new key pair is checked and replaces them', async () => {
    const calls = standIn.calls['alipay.open.mini.baseinfo.query'];
    const renamed = await update({ id: added.id, name: '导航' });
    expect(renamed.body.data).toMatchObject({ name: '导航', privateKeyFingerprint: added.privateKeyFingerprint });
    expect(standIn.calls['alipay.open.mini.baseinfo.query']).toBe(calls);
    const rotated = standIn.registerApp(demo.appid); // Alipay now holds a new app public key for this appid
    const stale = await qrcode({ id: added.id, urlParam: 'pages/index/index', queryParam: 'x=1' });
    expect(stale.status).toBe(500);
    expect(stale.body.error).toMatch(/refused the request’s signature \(isv\.invalid-signature\)/);
    const res = await update({ id: added.id, privateKey: rotated.appPrivateKey });
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    expect(res.body.data!.privateKeyFingerprint).not.toBe(added.privateKeyFingerprint);
    expect(res.body.data!.alipayPublicKeyFingerprint).toBe(added.alipayPublicKeyFingerprint);
    demo = rotated;
    expect((await qrcode({ id: added.id, urlParam: 'pages/index/index', queryParam: 'x=1' })).body.code).toBe(0);
  });

  it('is the QR-code provider of the linked app’s Alipay codes; other codes stay plain QR codes', async () => {
    const building = await app.db.selectFrom('building').select('appId').where('id', '=', mallId).executeTakeFirstOrThrow();
    await update({ id: added.id, appId: Number(building.appId) });
    const make = async (kind: string) => {
      const res = await api(app, qrcodeApi.add, { buildingId: mallId, name: `${kind} code`, page: 'pages/map/index', payload: 'poi=7', kind }, cookie);
      expect(res.body.code, JSON.stringify(res.body)).toBe(0);
      const image = await app.inject({
        method: 'POST',
        url: qrcodeApi.miniCode.path,
        payload: { id: res.body.data!.id, width: 430 },
        headers: { ...CONSOLE_HEADERS, cookie },
      });
      expect(image.statusCode).toBe(200);
      return decodeQr(image.rawPayload).text;
    };
    expect(await make('alipay')).toBe(`alipays://platformapi/startapp?appId=${demo.appid}&page=pages%2Fmap%2Findex&query=poi%3D7`);
    expect(await make('url')).toBe('https://m.example.test/nav/pages/map/index?scene=poi%3D7');
  });
});

describe('issue 17: wrong credentials get a clear message and change nothing', () => {
  it('refuses text that is no RSA key, naming each key field', async () => {
    const before = await rowCount();
    const res = await add({
      appid: '2021000000000009',
      name: 'x',
      privateKey: 'paste here',
      alipayPublicKey: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----',
    });
    expect(res.body.code).toBe(10005);
    expect(fields(res.body.errors)).toEqual(['alipayPublicKey', 'privateKey']);
    expect(res.body.errors!.find((e) => e.field === 'privateKey')!.message).toMatch(/RSA key/);
    expect(await rowCount()).toBe(before);
  });

  it('refuses an appid Alipay does not know (isv.invalid-app-id) and a private key that does not match (isv.invalid-signature)', async () => {
    const before = await rowCount();
    const other = standIn.registerApp();
    const unknown = await add({ appid: '2021999999999999', name: 'x', privateKey: other.appPrivateKey, alipayPublicKey: other.alipayPublicKey });
    expect(unknown.body.code).toBe(10005);
    expect(unknown.body.errors).toEqual([
      { field: 'appid', message: expect.stringMatching(/Alipay does not know the appid 2021999999999999 \(isv\.invalid-app-id\)/) },
    ]);
    const third = standIn.registerApp();
    const mismatch = await add({ appid: other.appid, name: 'x', privateKey: third.appPrivateKey, alipayPublicKey: other.alipayPublicKey });
    expect(mismatch.body.code).toBe(10005);
    expect(mismatch.body.errors).toEqual([{ field: 'privateKey', message: expect.stringMatching(/does not match the app public key/) }]);
    const wrongAlipayKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const unverified = await add({ appid: other.appid, name: 'x', privateKey: other.appPrivateKey, alipayPublicKey: wrongAlipayKey });
    expect(unverified.body.errors).toEqual([{ field: 'alipayPublicKey', message: expect.stringMatching(/does not verify/) }]);
    expect(await rowCount()).toBe(before);
  });

  it('answers duplicates and links with 10006 / 10005 naming the field', async () => {
    const taken = await add({ appid: demo.appid, name: 'x', privateKey: demo.appPrivateKey, alipayPublicKey: demo.alipayPublicKey });
    expect(taken.body.code).toBe(10006);
    expect(fields(taken.body.errors)).toEqual(['appid']);
    const other = standIn.registerApp();
    const noApp = await add({ appid: other.appid, name: 'x', appId: 999999, privateKey: other.appPrivateKey, alipayPublicKey: other.alipayPublicKey });
    expect(noApp.body.code).toBe(10005);
    expect(fields(noApp.body.errors)).toEqual(['appId']);
    const linked = (await api(app, aliappApi.page, {}, cookie)).body.data!.records[0]!;
    const twice = await add({ appid: other.appid, name: 'x', appId: linked.appId, privateKey: other.appPrivateKey, alipayPublicKey: other.alipayPublicKey });
    expect(twice.body.code).toBe(10006);
    expect(fields(twice.body.errors)).toEqual(['appId']);
    expect(fields((await add({ appid: '12', name: '', privateKey: other.appPrivateKey, alipayPublicKey: other.alipayPublicKey })).body.errors)).toEqual([
      'appid',
      'name',
    ]);
  });

  it('without SECRET_KEY refuses to store keys, saying why', async () => {
    // buildTestApp gives a SECRET_KEY by default: this server has none.
    const bare = await buildTestApp({ qrcode: { alipayGateway: standIn.gateway, secretKey: undefined } });
    try {
      const other = standIn.registerApp();
      const res = await api(
        bare,
        aliappApi.add,
        { appid: other.appid, name: 'x', privateKey: other.appPrivateKey, alipayPublicKey: other.alipayPublicKey },
        await login(bare, DEMO.platform),
        EN,
      );
      expect(res.body.code).toBe(10005);
      expect(res.body.errors).toEqual([{ field: 'privateKey', message: expect.stringMatching(/no SECRET_KEY/) }]);
    } finally {
      await bare.close();
    }
  });

  it('deletes, and the linked app’s Alipay codes are drawn locally again', async () => {
    const { records } = (await api(app, aliappApi.page, {}, cookie)).body.data!;
    const res = await api(app, aliappApi.delete, { ids: records.map((r) => r.id) }, cookie);
    expect(res.body).toMatchObject({ code: 0, data: { deleted: records.length } });
    expect(await rowCount()).toBe(0);
    expect((await api(app, aliappApi.delete, { id: records[0]!.id }, cookie)).body.code).toBe(10004);
    // Every change is audited with the fingerprints, never a key.
    const audit = await app.db.selectFrom('auditLog').select(['action', 'before', 'after']).where('entity', '=', 'aliapp').execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['create', 'update', 'delete']));
    const logged = JSON.stringify(audit);
    expect(logged).toContain(records[0]!.privateKeyFingerprint);
    expect(logged).not.toContain('PRIVATE KEY');
    expect(logged).not.toContain(keyBody(demo.appPrivateKey).slice(40, 80));
  });
});
