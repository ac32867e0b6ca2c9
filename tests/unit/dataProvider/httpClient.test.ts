import Cookies from 'js-cookie';
import { request } from '../../../src/dataProvider/httpClient';
import { getSession, updateSession } from '../../../src/shell/session/sessionStore';
import { failure, http, HttpResponse, ok, recordBus, rejection } from '../helpers';
import { server } from '../msw';
import { anAdmin } from '../sessionFixtures';
import { buildingApi } from '#contract/endpoints/building';
import { accountApi } from '#contract/endpoints/account';

/** The calls below go to this file's own made-up routes, not the contract's. */
const MADE_UP = '/api';

const admin = anAdmin({ id: 1, email: 'a@b.c', adminType: 'PLATFORM_ADMINISTRATOR', companyId: null });

describe('the one HTTP client (spec §7)', () => {
  it('spec §7: sends credentials and JSON, returns data of a code-0 envelope', async () => {
    let seen: { credentials?: RequestCredentials; body?: unknown; type?: string | null } = {};
    server.use(
      http.post(`${MADE_UP}/x/save`, async ({ request: req }) => {
        seen = { credentials: req.credentials, body: await req.json(), type: req.headers.get('content-type') };
        return ok({ id: 7 });
      }),
    );
    await expect(request(`${MADE_UP}/x/save`, { method: 'POST', body: { a: 1 } })).resolves.toEqual({ id: 7 });
    expect(seen).toEqual({ credentials: 'include', body: { a: 1 }, type: 'application/json' });
  });

  it('spec §7: query parameters skip empty values', async () => {
    let url = '';
    server.use(http.get(`${MADE_UP}/q`, ({ request: req }) => ((url = req.url), ok(null))));
    await request(`${MADE_UP}/q`, { params: { a: 1, b: '', c: undefined, d: 'x y' } });
    expect(new URL(url).search).toBe('?a=1&d=x+y');
  });

  it('issue 10: every call carries X-Requested-With: indoor-console (the server refuses a changing call without it)', async () => {
    const seen: Array<string | null> = [];
    server.use(
      http.post(`${MADE_UP}/x/save`, ({ request: req }) => (seen.push(req.headers.get('x-requested-with')), ok(null))),
      http.get(buildingApi.delete.path, ({ request: req }) => (seen.push(req.headers.get('x-requested-with')), ok(null))),
    );
    await request(`${MADE_UP}/x/save`, { method: 'POST', body: { a: 1 } });
    await request(`${MADE_UP}/x/save`, { method: 'POST' });
    await request(buildingApi.delete.path, { params: { id: 1 } });
    expect(seen).toEqual(['indoor-console', 'indoor-console', 'indoor-console']);
  });
});

describe('spec §8: session expired (code 10002 or error "Not Login")', () => {
  beforeEach(() => updateSession({ admin }));

  it('spec §8: code 10002 with cookie login opens the dialog, resets the admin and sets the cookie to logout', async () => {
    Cookies.set('loginStatus', 'login');
    const dialogs = recordBus('session-expired');
    const toasts = recordBus('api-error');
    server.use(http.get(accountApi.current.path, () => failure(10002, 'Not Login', 401)));
    const error = await rejection(request(accountApi.current.path));
    expect(error.code).toBe(10002);
    expect(dialogs).toHaveLength(1);
    expect(toasts).toHaveLength(0);
    expect(Cookies.get('loginStatus')).toBe('logout');
    expect(getSession().admin).toBeNull();
  });

  it('spec §8: error "Not Login" with another code also counts', async () => {
    Cookies.set('loginStatus', 'login');
    const dialogs = recordBus('session-expired');
    server.use(http.get(`${MADE_UP}/y`, () => failure(401, 'Not Login', 401)));
    await rejection(request(`${MADE_UP}/y`));
    expect(dialogs).toHaveLength(1);
  });

  it('spec §8: no dialog when the cookie does not say login, but the admin state is still reset', async () => {
    Cookies.set('loginStatus', 'logout');
    const dialogs = recordBus('session-expired');
    server.use(http.get(`${MADE_UP}/y`, () => failure(10002, 'Not Login', 401)));
    await rejection(request(`${MADE_UP}/y`));
    expect(dialogs).toHaveLength(0);
    expect(getSession().admin).toBeNull();
  });

  it('spec §8: many calls failing at once open one dialog', async () => {
    Cookies.set('loginStatus', 'login');
    const dialogs = recordBus('session-expired');
    server.use(http.get(`${MADE_UP}/y`, () => failure(10002, 'Not Login', 401)));
    await Promise.allSettled([request(`${MADE_UP}/y`), request(`${MADE_UP}/y`), request(`${MADE_UP}/y`)]);
    expect(dialogs).toHaveLength(1);
  });

  it.each([
    [10003, 'Forbidden', 403],
    [10005, 'Validation failed', 400],
    [10000, 'Internal error', 500],
  ])('spec §8: code %i shows a toast, never the dialog, and keeps the cookie', async (code, message, status) => {
    Cookies.set('loginStatus', 'login');
    const dialogs = recordBus('session-expired');
    const toasts = recordBus('api-error');
    server.use(http.get(`${MADE_UP}/z`, () => failure(code, message, status, { errors: [{ field: 'name', message: 'bad' }] })));
    const error = await rejection(request(`${MADE_UP}/z`));
    expect(dialogs).toHaveLength(0);
    expect(toasts).toEqual([{ message, args: undefined }]);
    expect(Cookies.get('loginStatus')).toBe('login');
    expect(error).toMatchObject({ code, message, status, errors: [{ field: 'name', message: 'bad' }] });
    expect(error.body).toMatchObject({ success: false, code });
  });
});

describe('spec §8: network or HTTP failure shows the cause in an error toast and rejects', () => {
  it('spec §8: network error', async () => {
    const toasts = recordBus('api-error');
    server.use(http.get(`${MADE_UP}/n`, () => HttpResponse.error()));
    const error = await rejection(request(`${MADE_UP}/n`));
    expect(error.kind).toBe('network');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]?.message).toBe(error.message);
  });

  it('spec §8: HTTP 500 without an envelope', async () => {
    const toasts = recordBus('api-error');
    server.use(http.get(`${MADE_UP}/h`, () => new HttpResponse('boom', { status: 500, statusText: 'Internal Server Error' })));
    const error = await rejection(request(`${MADE_UP}/h`));
    expect(error).toMatchObject({ kind: 'http', status: 500 });
    expect(toasts).toEqual([{ message: 'HTTP 500 Internal Server Error', args: undefined }]);
  });

  it('spec §8: a non-zero code on HTTP 200 still rejects with a toast', async () => {
    const toasts = recordBus('api-error');
    server.use(http.get(`${MADE_UP}/c`, () => HttpResponse.json({ success: false, code: 10006, error: 'Conflict' })));
    await expect(request(`${MADE_UP}/c`)).rejects.toMatchObject({ code: 10006, message: 'Conflict' });
    expect(toasts).toHaveLength(1);
  });

  it('spec §8: silent calls (the login form) reject without a toast', async () => {
    const toasts = recordBus('api-error');
    server.use(http.post(`${MADE_UP}/s`, () => failure(10001, 'Wrong e-mail or password')));
    await expect(request(`${MADE_UP}/s`, { method: 'POST', silent: true })).rejects.toMatchObject({ code: 10001 });
    expect(toasts).toHaveLength(0);
  });
});
