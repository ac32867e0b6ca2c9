import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../server/src/plugins/csrf.js';
import type { App } from '../../../server/src/types.js';
import { DEMO, DEMO_PASSWORD, buildTestApp, login, type Envelope } from '../helpers.js';
import { buildingApi } from '#contract/endpoints/building.js';
import { messageApi } from '#contract/endpoints/message.js';
import { accountApi } from '#contract/endpoints/account.js';

let app: App;
let platform: string;
beforeAll(async () => {
  app = await buildTestApp();
  platform = await login(app, DEMO.platform);
});
afterAll(() => app.close());

/** What a page on another site makes the victim's browser send: the Lax cookie rides on a top-level navigation. */
const EVIL = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
/** What the console sends from its own page (app.inject's default Host is localhost:80). */
const OWN = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin', [CSRF_HEADER]: CSRF_HEADER_VALUE };

async function send(method: 'GET' | 'POST' | 'HEAD', url: string, headers: Record<string, string>, payload?: object, target = app) {
  const res = await target.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: method === 'HEAD' ? undefined : res.json<Envelope>(), cookies: res.cookies };
}

async function newBuilding(): Promise<number> {
  const res = await send(
    'POST',
    buildingApi.add.path,
    { ...OWN, cookie: platform },
    {
      name: `CSRF target ${Date.now()}`,
      address: 'Nowhere 1',
      companyId: (await app.db.selectFrom('company').select('id').where('name', '=', 'Demo Malls').executeTakeFirstOrThrow()).id,
      appId: null,
      anchor: null,
      levels: [{ ordinal: 0, name: '1F' }],
    },
  );
  expect(res.body?.code, JSON.stringify(res.body)).toBe(0);
  return (res.body!.data as { id: number }).id;
}

const exists = async (id: number) => (await app.db.selectFrom('building').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
const FORBIDDEN = { status: 403, body: { success: false, code: 10003 } };

describe('issue 10 cross-site request forgery', () => {
  it('GET building/delete (a GET that changes state) sent cross-site is refused (10003) and the building stays', async () => {
    const id = await newBuilding();
    const url = `${buildingApi.delete.path}?id=${id}`;
    expect(await send('GET', url, { ...EVIL, cookie: platform })).toMatchObject({
      ...FORBIDDEN,
      body: { ...FORBIDDEN.body, error: 'Refused: this request came from another site' },
    });
    // Each rule on its own: the site, the origin, the header.
    expect(await send('GET', url, { ...OWN, 'sec-fetch-site': 'cross-site', cookie: platform })).toMatchObject(FORBIDDEN);
    expect(await send('GET', url, { ...OWN, 'sec-fetch-site': 'same-site', cookie: platform })).toMatchObject(FORBIDDEN);
    expect(await send('GET', url, { ...OWN, 'sec-fetch-site': 'none', cookie: platform })).toMatchObject(FORBIDDEN);
    expect(await send('GET', url, { ...OWN, origin: 'https://evil.example', cookie: platform })).toMatchObject(FORBIDDEN);
    expect(await send('GET', url, { ...OWN, origin: 'null', cookie: platform })).toMatchObject(FORBIDDEN);
    const { [CSRF_HEADER]: _omitted, ...navigation } = OWN;
    expect(await send('GET', url, { ...navigation, cookie: platform })).toMatchObject({
      ...FORBIDDEN,
      body: { ...FORBIDDEN.body, error: 'Refused: a changing request must carry the header X-Requested-With: indoor-console' },
    });
    expect(await send('GET', url, { ...OWN, [CSRF_HEADER]: 'XMLHttpRequest', cookie: platform })).toMatchObject(FORBIDDEN);
    expect((await send('HEAD', url, { ...EVIL, cookie: platform })).status).toBe(403);
    expect(await exists(id)).toBe(true);

    // The console's own call goes through.
    expect((await send('GET', url, { ...OWN, cookie: platform })).body).toEqual({ success: true, code: 0, data: { id, deleted: 1 } });
    expect(await exists(id)).toBe(false);
  });

  it('the route declares it: config.changesState, listed in app.routeAccess', () => {
    const route = app.routeAccess.find((r) => r.method === 'GET' && r.url === buildingApi.delete.path);
    expect(route?.changesState).toBe(true);
  });

  it('a POST without the header, or from a foreign origin, is refused; the same call from the console succeeds', async () => {
    const unread = async () =>
      Number(
        (
          await app.db
            .selectFrom('message')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('readAt', 'is', null)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await unread();
    expect(before).toBeGreaterThan(0);
    const url = messageApi.markAllRead.path;
    const { [CSRF_HEADER]: _omitted, ...noHeader } = OWN;
    expect(await send('POST', url, { ...noHeader, cookie: platform }, {})).toMatchObject(FORBIDDEN);
    expect(await send('POST', url, { cookie: platform }, {})).toMatchObject(FORBIDDEN);
    expect(await send('POST', url, { ...OWN, origin: 'https://evil.example', cookie: platform }, {})).toMatchObject(FORBIDDEN);
    expect(await send('POST', url, { ...OWN, origin: 'http://localhost:8080', cookie: platform }, {})).toMatchObject(FORBIDDEN);
    expect(await unread()).toBe(before);
    // A tool that is not a browser (no Origin, no Sec-Fetch-Site) only needs the header.
    expect((await send('POST', url, { [CSRF_HEADER]: CSRF_HEADER_VALUE, cookie: platform }, {})).body?.code).toBe(0);
    expect(await unread()).toBeLessThan(before);
    expect((await send('POST', url, { ...OWN, cookie: platform }, {})).body?.code).toBe(0);
  });

  it('public calls are covered too (login CSRF): a cross-site sign-in sets no cookie', async () => {
    const payload = { email: DEMO.company, password: DEMO_PASSWORD };
    const refused = await send('POST', accountApi.login.path, { ...EVIL, [CSRF_HEADER]: CSRF_HEADER_VALUE }, payload);
    expect(refused).toMatchObject(FORBIDDEN);
    expect(refused.cookies).toEqual([]);
    expect(await send('POST', accountApi.login.path, {}, payload)).toMatchObject(FORBIDDEN);
    expect(await send('POST', accountApi.passwordForgot.path, EVIL, { email: DEMO.company })).toMatchObject(FORBIDDEN);
    expect(await send('POST', accountApi.passwordReset.path, EVIL, { token: 'x', newPassword: 'abc12345' })).toMatchObject(FORBIDDEN);
    expect(await send('POST', accountApi.tokenLogin.path, EVIL, { token: 'x' })).toMatchObject(FORBIDDEN);
    const ok = await send('POST', accountApi.login.path, OWN, payload);
    expect(ok.body?.code).toBe(0);
    expect(ok.cookies.map((c) => c.name)).toContain('sid');
  });

  it('answers in the caller’s language, and reads nothing else first: a refused call with a broken body is still 10003', async () => {
    const res = await app.inject({
      method: 'POST',
      url: accountApi.login.path,
      headers: { ...EVIL, 'content-type': 'application/json', 'accept-language': 'zh-CN' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, code: 10003, error: '已拒绝：该请求来自其他站点' });
  });

  it('reads calls are not affected, and unknown paths stay 404', async () => {
    const read = await send('GET', accountApi.current.path, { ...EVIL, cookie: platform });
    expect(read.body?.code).toBe(0);
    // eslint-disable-next-line no-restricted-syntax -- a path the server does not have
    expect((await send('POST', '/api/no/such/path', EVIL, {})).body).toMatchObject({ code: 10004 });
  });

  it('the own origin behind a proxy is read from X-Forwarded-Host/-Proto only with TRUST_PROXY; PUBLIC_URL is accepted too', async () => {
    const proxied = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'console.example', [CSRF_HEADER]: CSRF_HEADER_VALUE };
    const trusting = await buildTestApp({ trustProxy: true, account: { publicUrl: 'https://admin.example.com/' } });
    try {
      const logout = (headers: Record<string, string>, target: App) => send('POST', accountApi.logout.path, headers, undefined, target);
      expect((await logout({ ...proxied, origin: 'https://console.example' }, trusting)).body?.code).toBe(0);
      expect((await logout({ ...proxied, origin: 'https://admin.example.com' }, trusting)).body?.code).toBe(0);
      expect(await logout({ ...proxied, origin: 'http://console.example' }, trusting)).toMatchObject(FORBIDDEN);
      expect(await logout({ ...proxied, origin: 'https://console.example.evil.example' }, trusting)).toMatchObject(FORBIDDEN);
      // Without TRUST_PROXY the forwarded headers are ignored: the own origin is http://localhost.
      expect(await logout({ ...proxied, origin: 'https://console.example' }, app)).toMatchObject(FORBIDDEN);
      expect((await logout({ ...proxied, origin: 'http://localhost' }, app)).body?.code).toBe(0);
    } finally {
      await trusting.close();
    }
  });
});
