import type { Qrcode, QrcodeAdded, QrcodePage } from '#contract/schemas/qrcode.js';
import { setWechatCredential } from '../../../../server/src/services/wechatCredential.js';
import { wechatProblem } from '../../../../server/src/services/qrcodeImage.js';
import { WechatError } from '../../../../server/src/qrcode/wechat.js';
import { startWechatStandIn, type WechatStandIn } from '../../../../server/src/standins/wechat.js';
import type { App } from '../../../../server/src/types.js';
import { CONSOLE_HEADERS, DEMO, buildTestApp, call, login, post } from '../../helpers.js';
import { demoBuildings } from './poiFixtures.js';
import { decodeQr as decode } from './qrDecode.js';
import { qrcodeApi } from '#contract/endpoints/qrcode.js';

/** Issue 13 (spec §7 qrcode/mini-code "returns a binary image"; the print sheet): plain QR codes, WeChat's getwxacodeunlimit through its stand-in. */

const SECRET_KEY = 'issue-13-test-key';
const WECHAT = { appid: 'wx0123456789abcdef', secret: 'very-secret-wechat-app-secret' };

let app: App;
let wechatApp: App;
let standIn: WechatStandIn;
const cookies: Record<string, string> = {};
let wechatCookie: string;
let ids: Record<'mall' | 'office' | 'tower', number>;

beforeAll(async () => {
  app = await buildTestApp({ qrcode: { urlBase: 'https://m.example.test/nav' } });
  for (const [key, email] of Object.entries(DEMO)) cookies[key] = await login(app, email);
  ids = await demoBuildings(app.db);
  standIn = await startWechatStandIn({ apps: { [WECHAT.appid]: WECHAT.secret }, publishedPages: ['pages/index/index', 'pages/map/index'], rateLimit: 1000 });
  wechatApp = await buildTestApp({ qrcode: { wechatApiBase: standIn.url, secretKey: SECRET_KEY } });
  const building = await wechatApp.db.selectFrom('building').select('appId').where('name', '=', '环球购物中心').executeTakeFirstOrThrow();
  await setWechatCredential(wechatApp.db, SECRET_KEY, { appId: building.appId!, wechatAppid: WECHAT.appid, secret: WECHAT.secret });
  wechatCookie = await login(wechatApp, DEMO.company);
});
afterAll(async () => {
  await app.close();
  await wechatApp.close();
  await standIn.close();
});

async function image(target: App, body: object, cookie: string) {
  const res = await target.inject({ method: 'POST', url: qrcodeApi.miniCode.path, payload: body, headers: { ...CONSOLE_HEADERS, cookie } });
  return { status: res.statusCode, type: String(res.headers['content-type']), raw: res.rawPayload, text: res.body };
}

const firstCode = async (target: App, cookie: string, query = '') =>
  (await call<QrcodePage>(target, `${qrcodeApi.page.path}?buildingId=${ids.mall}&size=1&${query}`, cookie)).body.data!.records[0]!;

describe('§7 qrcode/mini-code without WeChat credentials: a standard QR code of the code’s URL', () => {
  it('returns a real PNG at the chosen width whose decoded payload is the code’s URL', async () => {
    const code = await firstCode(app, cookies.company!);
    for (const width of [280, 430, 1280]) {
      const res = await image(app, { id: code.id, width }, cookies.company!);
      expect(res.status).toBe(200);
      expect(res.type).toBe('image/png');
      const decoded = decode(res.raw);
      expect(decoded.text).toBe(code.url);
      expect(decoded.text).toBe(`https://m.example.test/nav/${code.page}?scene=${encodeURIComponent(code.scene)}`);
      expect(decoded.width).toBe(width);
    }
  });

  it('answers the JSON envelope 10005 naming width outside WeChat’s 280–1280, and 10004 for another company’s code', async () => {
    const code = await firstCode(app, cookies.company!);
    for (const width of [279, 1281]) {
      const res = await image(app, { id: code.id, width }, cookies.company!);
      expect(res.type).toContain('application/json');
      expect(JSON.parse(res.text)).toMatchObject({ code: 10005, errors: [{ field: 'width' }] });
    }
    const tower = await call<QrcodePage>(app, `${qrcodeApi.page.path}?buildingId=${ids.tower}&size=1`, cookies.other);
    expect(JSON.parse((await image(app, { id: tower.body.data!.records[0]!.id }, cookies.company!)).text).code).toBe(10004);
    expect(JSON.parse((await image(app, { id: 999999 }, cookies.company!)).text).code).toBe(10004);
  });
});

describe('§7 qrcode/mini-code with the app’s WeChat credentials: getwxacodeunlimit (issue 13, the stand-in)', () => {
  const add = (body: object) => post<QrcodeAdded>(wechatApp, qrcodeApi.add.path, { buildingId: ids.mall, name: '微信码', ...body }, wechatCookie);

  it('draws WeChat’s code whose payload carries the scene and page, fetching the token once and caching it', async () => {
    const code = (await add({ page: 'pages/map/index', payload: 'poi=42' })).body.data!;
    const tokensBefore = standIn.calls['/cgi-bin/token'] ?? 0;
    for (let i = 0; i < 2; i++) {
      const res = await image(wechatApp, { id: code.id, width: 430 }, wechatCookie);
      expect(res.type).toBe('image/png');
      expect(decode(res.raw).text).toBe(`wxacode:${WECHAT.appid}:pages/map/index?scene=poi=42`);
    }
    expect((standIn.calls['/cgi-bin/token'] ?? 0) - tokensBefore).toBeLessThanOrEqual(1);
  });

  it('sends a short scene for a long or Chinese payload', async () => {
    const code = (await add({ page: 'pages/index/index', payload: '欢迎光临环球购物中心，请扫码查看一楼东门附近的店铺与洗手间' })).body.data!;
    expect(code.scene).toMatch(/^k=[0-9A-Za-z]{8}$/);
    const res = await image(wechatApp, { id: code.id }, wechatCookie);
    expect(decode(res.raw).text).toBe(`wxacode:${WECHAT.appid}:pages/index/index?scene=${code.scene}`);
  });

  it('turns WeChat’s 41030 (page not published) into 10005 naming page', async () => {
    const code = (await add({ page: 'pages/unpublished/index', payload: 'x=1' })).body.data!;
    const res = await image(wechatApp, { id: code.id }, wechatCookie);
    const body = JSON.parse(res.text);
    expect(body.code).toBe(10005);
    expect(body.errors).toEqual([{ field: 'page', message: expect.stringContaining('41030') }]);
  });

  it('fetches a new token when WeChat answers 42001 (expired) and draws the code', async () => {
    const code = await firstCode(wechatApp, wechatCookie, 'kind=wechat&enabled=true');
    await image(wechatApp, { id: code.id }, wechatCookie);
    const before = standIn.calls['/cgi-bin/token'] ?? 0;
    standIn.expireTokens();
    const res = await image(wechatApp, { id: code.id }, wechatCookie);
    expect(res.type).toBe('image/png');
    expect(decode(res.raw).text).toContain(`scene=${code.scene}`);
    expect(standIn.calls['/cgi-bin/token']).toBe(before + 1);
  });

  it('fetches a new token when WeChat answers 40001 (another fetch replaced the cached token)', async () => {
    const code = await firstCode(wechatApp, wechatCookie, 'kind=wechat&enabled=true');
    await image(wechatApp, { id: code.id }, wechatCookie);
    // Someone else fetches a token for the same appid: WeChat's previous one stops working.
    const other = await fetch(`${standIn.url}/cgi-bin/token?grant_type=client_credential&appid=${WECHAT.appid}&secret=${WECHAT.secret}`);
    expect(((await other.json()) as { access_token?: string }).access_token).toBeTruthy();
    const before = standIn.calls['/cgi-bin/token'] ?? 0;
    const res = await image(wechatApp, { id: code.id }, wechatCookie);
    expect(res.type).toBe('image/png');
    expect(standIn.calls['/cgi-bin/token']).toBe(before + 1);
  });

  it('maps WeChat’s 40129 (bad scene) to 10005 naming scene, and wrong credentials to a clear 10000', () => {
    const row = { scene: 'k=abc', page: 'pages/index/index' };
    const scene = wechatProblem(new WechatError(40129, 'invalid scene'), row, 'en');
    expect(scene).toMatchObject({ code: 10005, errors: [{ field: 'scene', message: expect.stringContaining('40129') }] });
    const page = wechatProblem(new WechatError(41030, 'invalid page'), row, 'zh');
    expect(page).toMatchObject({ code: 10005, errors: [{ field: 'page' }] });
    expect(wechatProblem(new WechatError(45009, 'quota'), row, 'en')).toMatchObject({ code: 10007, messageKey: 'qrcode.wechat.rateLimited' });
    expect(wechatProblem(new WechatError(40125, 'invalid appsecret'), row, 'en')).toMatchObject({ code: 10000, messageKey: 'qrcode.wechat.credential' });
  });

  it('turns WeChat’s 45009 rate limit into 10007 with its own message', async () => {
    const limited = await startWechatStandIn({ apps: { [WECHAT.appid]: WECHAT.secret }, rateLimit: 2 });
    const limitedApp = await buildTestApp({ qrcode: { wechatApiBase: limited.url, secretKey: SECRET_KEY } });
    try {
      const building = await limitedApp.db.selectFrom('building').select('appId').where('id', '=', ids.mall).executeTakeFirstOrThrow();
      await setWechatCredential(limitedApp.db, SECRET_KEY, { appId: building.appId!, wechatAppid: WECHAT.appid, secret: WECHAT.secret });
      const cookie = await login(limitedApp, DEMO.company);
      const code = await firstCode(limitedApp, cookie, 'kind=wechat');
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await image(limitedApp, { id: code.id }, cookie));
      expect(answers.slice(0, 2).map((a) => a.type)).toEqual(['image/png', 'image/png']);
      const refused = JSON.parse(answers[2]!.text);
      expect(refused.code).toBe(10007);
      expect(refused.error).toContain('45009');
    } finally {
      await limitedApp.close();
      await limited.close();
    }
  });

  it('never returns the app’s WeChat secret, encrypted or not, and stores it encrypted (AES-256-GCM)', async () => {
    const stored = await wechatApp.db.selectFrom('wechatCredential').select('secretEncrypted').executeTakeFirstOrThrow();
    expect(stored.secretEncrypted).not.toContain(WECHAT.secret);
    const code = await firstCode(wechatApp, wechatCookie);
    const answers = [
      (await call(wechatApp, `${qrcodeApi.page.path}?buildingId=${ids.mall}&size=200`, wechatCookie)).raw,
      (await call(wechatApp, `${qrcodeApi.one.path}?id=${code.id}`, wechatCookie)).raw,
      JSON.stringify((await post<Qrcode>(wechatApp, qrcodeApi.update.path, { id: code.id, enabled: true }, wechatCookie)).body),
      (await image(wechatApp, { id: 999999 }, wechatCookie)).text,
    ];
    for (const text of answers) {
      expect(text).not.toContain(WECHAT.secret);
      expect(text).not.toContain(stored.secretEncrypted.split('.')[3]!);
    }
  });
});

describe('issue 13: the print sheet of a batch (A4 PDF)', () => {
  const print = (query: string, target = app, cookie = cookies.company!) =>
    target.inject({ method: 'GET', url: `${qrcodeApi.print.path}?${query}`, headers: { ...CONSOLE_HEADERS, cookie } });

  it('is an A4 PDF with one page per 12 codes, each code’s name in the CJK font', async () => {
    const created = await post<QrcodeAdded>(app, qrcodeApi.add.path, { buildingId: ids.office, name: '打印', batch: '打印测试', count: 25 }, cookies.company);
    expect(created.body.data!.ids).toHaveLength(25);
    const res = await print(`buildingId=${ids.office}&batch=${encodeURIComponent('打印测试')}`);
    expect(res.headers['content-type'], res.body.slice(0, 300)).toBe('application/pdf');
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    const pages = pdf.match(/\/Type \/Page\b/g) ?? [];
    expect(pages).toHaveLength(3);
    const boxes = pdf.match(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g) ?? [];
    expect(boxes).toHaveLength(3);
    for (const box of boxes) expect(box).toBe('/MediaBox [0 0 595.28 841.89]');
    expect(pdf).toContain('WenQuanYiMicroHei');
  });

  it('answers 10005 naming batch for an empty batch, 10004 for another company’s building, and a clear message when the font is missing', async () => {
    const empty = await print(`buildingId=${ids.mall}&batch=nothing-here`);
    expect(empty.json()).toMatchObject({ code: 10005, errors: [{ field: 'batch' }] });
    expect((await print(`buildingId=${ids.tower}&batch=x`)).json().code).toBe(10004);
    const noFont = await buildTestApp({ qrcode: { fontPath: '/nonexistent/font.ttc' } });
    try {
      const res = await print(`buildingId=${ids.mall}&batch=${encodeURIComponent('2026 春季活动')}`, noFont, await login(noFont, DEMO.company));
      expect(res.json()).toMatchObject({ code: 10000 });
      expect(res.json().error).toContain('/nonexistent/font.ttc');
    } finally {
      await noFont.close();
    }
  });
});
