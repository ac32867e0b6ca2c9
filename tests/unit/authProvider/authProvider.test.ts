import Cookies from 'js-cookie';
import { authProvider, displayName } from '../../../src/shell/authProvider';
import { getSession, reloadSessionFromStorage, updateSession } from '../../../src/shell/session/sessionStore';
import { failure, http, ok } from '../helpers';
import { server } from '../msw';
import { aBuilding } from '../sessionFixtures';
import { accountApi } from '#contract/endpoints/account';
import { companyApi } from '#contract/endpoints/company';

const admin = { id: 1, email: 'company@demo.local', name: 'C', adminType: 'COMPANY_ADMINISTRATOR', companyId: 1, enabled: true };
const company = { id: 1, name: 'Demo Malls', bigLogo: '/static/logos/big.png', smallLogo: '/static/logos/small.png', contact: '', enabled: true };

const expectRejection = async (promise: Promise<unknown>): Promise<unknown> => {
  const outcome = await promise.then(
    () => ({ ok: true as const }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  expect(outcome.ok).toBe(false);
  return outcome.ok ? undefined : outcome.error;
};

describe('spec §4: the loginStatus cookie', () => {
  it.each([undefined, 'logout', 'LOGIN', 'true', ''])('spec §4: cookie %s does not count as signed in', async (value) => {
    if (value !== undefined) Cookies.set('loginStatus', value);
    const error = await expectRejection(authProvider.checkAuth({ path: '/building/building-view' }));
    expect(error).toMatchObject({ redirectTo: '/login?redirect=%2Fbuilding%2Fbuilding-view' });
  });

  it('spec §4: only `login` counts', async () => {
    Cookies.set('loginStatus', 'login');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('spec §2: checkAuth builds /login?redirect=<attempted path and query>', async () => {
    const error = await expectRejection(authProvider.checkAuth({ path: '/building?page=2&x=a b' }));
    expect(error).toMatchObject({ redirectTo: `/login?redirect=${encodeURIComponent('/building?page=2&x=a b')}` });
  });

  it('spec §2: without a path it uses the browser location', async () => {
    window.history.pushState({}, '', '/application?from=menu');
    const error = await expectRejection(authProvider.checkAuth({}));
    expect(error).toMatchObject({ redirectTo: '/login?redirect=%2Fapplication%3Ffrom%3Dmenu' });
    window.history.pushState({}, '', '/');
  });
});

describe('spec §4: login and logout', () => {
  it('spec §4: login stores the admin and sets the cookie to login', async () => {
    let body: unknown;
    server.use(http.post(accountApi.login.path, async ({ request }) => ((body = await request.json()), ok(admin))));
    await authProvider.login({ email: admin.email, password: 'demo1234' });
    expect(body).toEqual({ email: admin.email, password: 'demo1234' });
    expect(Cookies.get('loginStatus')).toBe('login');
    expect(getSession().admin).toEqual(admin);
    expect(JSON.parse(window.localStorage.getItem('admin') ?? 'null')).toEqual(admin);
  });

  it('spec §7: a failed login (success false) rejects with the response body, no cookie', async () => {
    const response = { success: false, code: 10001, error: '邮箱或密码错误' };
    server.use(http.post(accountApi.login.path, () => failure(10001, response.error)));
    await expect(authProvider.login({ email: 'x@y.z', password: 'nope' })).rejects.toEqual(response);
    expect(Cookies.get('loginStatus')).toBeUndefined();
  });

  it('spec §4: logout calls the server, sets the cookie to logout and clears admin, company and building', async () => {
    Cookies.set('loginStatus', 'login');
    const building = aBuilding({ id: 3, name: 'Mall', companyId: 1, appId: 2, appName: 'App', appCode: 'A1' });
    updateSession({ admin: admin as never, company, buildingId: 3, buildings: [building], app: { id: 2, name: 'App' }, appCode: 'A1' });
    let called = false;
    server.use(http.post(accountApi.logout.path, () => ((called = true), ok(null))));
    await authProvider.logout({});
    expect(called).toBe(true);
    expect(Cookies.get('loginStatus')).toBe('logout');
    for (const key of ['admin', 'company', 'buildingId', 'buildingList', 'app', 'appCode']) {
      expect(window.localStorage.getItem(key)).toBeNull();
    }
    expect(getSession()).toMatchObject({ admin: null, company: null, buildingId: null, buildings: [], app: null, appCode: null });
  });

  it('spec §3: the visited views (tags) of one admin are not carried into the next sign-in', async () => {
    window.sessionStorage.setItem('app.visitedViews', JSON.stringify([{ path: '/admin', fullPath: '/admin', pinned: false }]));
    server.use(http.post(accountApi.logout.path, () => ok(null)));
    await authProvider.logout({});
    expect(window.sessionStorage.getItem('app.visitedViews')).toBeNull();

    window.sessionStorage.setItem('app.visitedViews', JSON.stringify([{ path: '/role', fullPath: '/role', pinned: false }]));
    server.use(http.post(accountApi.login.path, () => ok(admin)));
    await authProvider.login({ email: admin.email, password: 'demo1234' });
    expect(window.sessionStorage.getItem('app.visitedViews')).toBeNull();
  });

  it('spec §8: checkError never logs out (the 10002 dialog decides)', async () => {
    await expect(authProvider.checkError({ code: 10002, message: 'Not Login' })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
  });
});

describe('spec §4: start-up sequence and identity', () => {
  it('spec §4 steps 1-3: admin, company by companyId, permissions; the display name is the e-mail before @', async () => {
    Cookies.set('loginStatus', 'login');
    const order: string[] = [];
    server.use(
      http.get(accountApi.current.path, () => (order.push('admin'), ok(admin))),
      http.get(companyApi.one.path, ({ request }) => (order.push(`company ${new URL(request.url).search}`), ok(company))),
      http.get(accountApi.allPermissions.path, () => (order.push('all'), ok([]))),
      http.get(accountApi.permissions.path, () => (order.push('mine'), ok([{ mapId: 3, permissions: ['VIEW_BUILDING'] }]))),
    );
    const identity = await authProvider.getIdentity!();
    expect(identity).toEqual({ id: 1, fullName: 'company', avatar: company.smallLogo });
    expect(order.slice(0, 2)).toEqual(['admin', 'company ?companyId=1']);
    expect(order.slice(2).sort()).toEqual(['all', 'mine']);
    expect(getSession().userPermissions).toEqual([{ mapId: 3, permissions: ['VIEW_BUILDING'] }]);
    expect(displayName('platform@demo.local')).toBe('platform');
  });

  it('spec §3: getPermissions returns [{ mapId, permissions }]; issue 19: a page load asks admin-permission once', async () => {
    Cookies.set('loginStatus', 'login');
    let asked = 0;
    server.use(
      http.get(accountApi.current.path, () => ok(admin)),
      http.get(companyApi.one.path, () => ok(company)),
      http.get(accountApi.allPermissions.path, () => ok([])),
      http.get(accountApi.permissions.path, () => (asked++, ok([{ mapId: 1, permissions: ['EDIT_POI'] }]))),
    );
    // react-admin asks for the identity and the permissions side by side as the console starts.
    const [identity, permissions] = await Promise.all([authProvider.getIdentity!(), authProvider.getPermissions!({})]);
    expect(identity.id).toBe(1);
    expect(permissions).toEqual([{ mapId: 1, permissions: ['EDIT_POI'] }]);
    await expect(authProvider.getPermissions!({})).resolves.toEqual([{ mapId: 1, permissions: ['EDIT_POI'] }]);
    expect(asked).toBe(1);
  });
});

describe('spec §4: persisted state', () => {
  it('a corrupt or foreign stored value is ignored, never thrown', () => {
    window.localStorage.setItem('admin', '{not json');
    window.localStorage.setItem('company', JSON.stringify({ hello: 'world' }));
    window.localStorage.setItem('buildingId', JSON.stringify('abc'));
    window.localStorage.setItem('buildingList', JSON.stringify([{ id: 1 }]));
    window.localStorage.setItem('appCode', JSON.stringify('APP1'));
    expect(() => reloadSessionFromStorage()).not.toThrow();
    expect(getSession()).toMatchObject({ admin: null, company: null, buildingId: null, buildings: [], appCode: 'APP1' });
    expect(window.localStorage.getItem('admin')).toBeNull();
  });
});
