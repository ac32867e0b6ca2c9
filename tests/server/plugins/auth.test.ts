import { Type } from 'typebox';
import { CONSOLE_HEADERS, buildTestApp, call, login, DEMO } from '../helpers.js';

/** The calls below go to this file's own made-up routes, not the contract's. */
const MADE_UP = '/api';

describe('DESIGN §5 every /api route declares its access', () => {
  it('lists every route with its declared access (the matrix of issue 4 reads this)', async () => {
    const app = await buildTestApp();
    try {
      await app.ready();
      const routes = app.routeAccess.map((r) => `${r.method} ${r.url} ${r.auth}`);
      expect(routes).toEqual(
        expect.arrayContaining([
          'GET /api/status public',
          'POST /api/admin/admin/login public',
          'POST /api/admin/admin/logout public',
          'GET /api/admin/admin session',
          'GET /api/admin/company session',
          'GET /api/admin/role/permission/list-all session',
          'GET /api/admin/role/admin-permission session',
          'GET /api/location/app/page session',
          'GET /api/location/building/page session',
          'GET /api/location/building session',
          'GET /api/docs public',
        ]),
      );
      // Outside /api only the apps' public calls list themselves: spec §7 getConfig and the scanned scene (issue 13).
      expect(app.routeAccess.filter((r) => !r.url.startsWith('/api')).map((r) => `${r.method} ${r.url} ${r.auth}`)).toEqual([
        'GET /location/getConfig public',
        'GET /location/qrcode/scene public',
      ]);
    } finally {
      await app.close();
    }
  });

  it('refuses to register an /api route without config.auth', async () => {
    const app = await buildTestApp();
    try {
      expect(() => app.get(`${MADE_UP}/test/undeclared`, { schema: { querystring: Type.Object({}) } }, async () => 'x')).toThrow(/declares no config\.auth/);
    } finally {
      await app.close();
    }
  });

  it('spec §6 enforces a declared permission (10003) and admin types', async () => {
    const app = await buildTestApp();
    try {
      const schema = { querystring: Type.Object({ buildingId: Type.Optional(Type.Integer()) }) };
      app.get(`${MADE_UP}/test/poi`, { config: { auth: 'session', permission: 'EDIT_POI' }, schema }, async () => ({ ok: 1 }));
      app.get(`${MADE_UP}/test/road`, { config: { auth: 'session', permission: 'EDIT_ROAD' }, schema }, async () => ({ ok: 1 }));
      app.get(`${MADE_UP}/test/platform`, { config: { auth: 'session', adminTypes: ['PLATFORM_ADMINISTRATOR'] }, schema }, async () => ({ ok: 1 }));
      const business = await login(app, DEMO.business);
      const mall = await app.db.selectFrom('building').select('id').where('name', '=', '环球购物中心').executeTakeFirstOrThrow();
      const office = await app.db.selectFrom('building').select('id').where('name', '=', '科技园办公楼').executeTakeFirstOrThrow();
      expect((await call(app, `${MADE_UP}/test/poi?buildingId=${mall.id}`, business)).status).toBe(200);
      const offMall = await call(app, `${MADE_UP}/test/poi?buildingId=${office.id}`, business);
      expect(offMall.status).toBe(403);
      expect(offMall.body).toMatchObject({ success: false, code: 10003 });
      expect((await call(app, `${MADE_UP}/test/road`, business)).body.code).toBe(10003);
      expect((await call(app, `${MADE_UP}/test/platform`, business)).body.code).toBe(10003);
      expect((await call(app, `${MADE_UP}/test/poi`)).body.code).toBe(10002);
      expect((await call(app, `${MADE_UP}/test/platform`, await login(app, DEMO.platform))).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('issue 4 a refused admin type is 10003 before its input is judged (empty or invalid body); the permission check reads validated input', async () => {
    const app = await buildTestApp();
    try {
      const body = Type.Object({ name: Type.String({ minLength: 1 }), buildingId: Type.Integer() });
      app.post(
        `${MADE_UP}/test/managers`,
        { config: { auth: 'session', adminTypes: ['PLATFORM_ADMINISTRATOR', 'COMPANY_ADMINISTRATOR'] }, schema: { body } },
        async () => ({ ok: 1 }),
      );
      app.post(`${MADE_UP}/test/poi-body`, { config: { auth: 'session', permission: 'EDIT_POI' }, schema: { body } }, async () => ({ ok: 1 }));
      const business = await login(app, DEMO.business);
      const company = await login(app, DEMO.company);
      for (const payload of [undefined, {}, { name: 42 }]) {
        const res = await app.inject({
          method: 'POST',
          url: `${MADE_UP}/test/managers`,
          headers: { ...CONSOLE_HEADERS, cookie: business },
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 10003 });
      }
      const invalid = await app.inject({ method: 'POST', url: `${MADE_UP}/test/managers`, headers: { ...CONSOLE_HEADERS, cookie: company }, payload: {} });
      expect(invalid.json()).toMatchObject({ code: 10005 });
      const anonymous = await app.inject({ method: 'POST', url: `${MADE_UP}/test/managers`, headers: CONSOLE_HEADERS, payload: {} });
      expect(anonymous.json()).toMatchObject({ code: 10002 });
      const office = await app.db.selectFrom('building').select('id').where('name', '=', '科技园办公楼').executeTakeFirstOrThrow();
      const mall = await app.db.selectFrom('building').select('id').where('name', '=', '环球购物中心').executeTakeFirstOrThrow();
      const onOffice = await app.inject({
        method: 'POST',
        url: `${MADE_UP}/test/poi-body`,
        headers: { ...CONSOLE_HEADERS, cookie: business },
        payload: { name: 'x', buildingId: office.id },
      });
      expect(onOffice.json()).toMatchObject({ code: 10003 });
      const onMall = await app.inject({
        method: 'POST',
        url: `${MADE_UP}/test/poi-body`,
        headers: { ...CONSOLE_HEADERS, cookie: business },
        payload: { name: 'x', buildingId: mall.id },
      });
      expect(onMall.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('refuses a public route that declares a permission or admin types', async () => {
    const app = await buildTestApp();
    try {
      expect(() => app.get(`${MADE_UP}/test/odd`, { config: { auth: 'public', permission: 'EDIT_POI' } }, async () => 'x')).toThrow(/need auth 'session'/);
    } finally {
      await app.close();
    }
  });
});
