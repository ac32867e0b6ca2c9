import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { getSession } from '../../../src/shell/session/sessionStore';
import { AuthRedirectPage } from '../../../src/shell/pages/auth-redirect/AuthRedirectPage';
import { TokenLoginPage } from '../../../src/shell/pages/token-login/TokenLoginPage';
import { failure, http, ok } from '../helpers';
import { server } from '../msw';
import { renderAt } from '../render';
import { accountApi } from '#contract/endpoints/account';

const admin = { id: 2, email: 'company@demo.local', adminType: 'COMPANY_ADMINISTRATOR', companyId: 1 };

const acceptToken = (expected: string) => {
  const seen: unknown[] = [];
  server.use(
    http.post(accountApi.tokenLogin.path, async ({ request }) => {
      const body = (await request.json()) as { token: string };
      seen.push(body);
      return body.token === expected
        ? ok(admin)
        : failure(10005, '登录令牌无效或已过期', 400, { errors: [{ field: 'token', message: '登录令牌无效或已过期' }] });
    }),
  );
  return seen;
};

describe('spec §2 /token-login and /auth-redirect: third-party sign-in', () => {
  it('spec §4: a good token signs in, stores the admin and follows a relative redirect', async () => {
    const seen = acceptToken('tok-1');
    renderAt(<TokenLoginPage />, { path: '/token-login?token=tok-1&redirect=%2Fmessage%3Fx%3D1', route: '/token-login' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/message?x=1'));
    expect(seen).toEqual([{ token: 'tok-1' }]);
    expect(Cookies.get('loginStatus')).toBe('login');
    expect(getSession().admin?.email).toBe('company@demo.local');
  });

  it.each(['https%3A%2F%2Fevil.example%2F', '%2F%2Fevil.example%2Fx', '%2Flogin'])('spec §2: a foreign or login redirect (%s) lands on /', async (redirect) => {
    acceptToken('tok-2');
    renderAt(<TokenLoginPage />, { path: `/token-login?token=tok-2&redirect=${redirect}`, route: '/token-login' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it("spec §2: a bad token shows the server's message and a link to /login, and does not sign in", async () => {
    acceptToken('right');
    renderAt(<TokenLoginPage />, { path: '/token-login?token=wrong', route: '/token-login' });
    expect(await screen.findByRole('alert')).toHaveTextContent('登录令牌无效或已过期');
    expect(screen.getByRole('link', { name: '前往登录' })).toHaveAttribute('href', '/login');
    expect(Cookies.get('loginStatus')).toBeUndefined();
  });

  it('spec §2: no token at all shows the error without calling the server', async () => {
    const seen = acceptToken('x');
    renderAt(<TokenLoginPage />, { path: '/token-login', route: '/token-login' });
    expect(await screen.findByRole('alert')).toHaveTextContent('链接中没有登录令牌。');
    expect(seen).toHaveLength(0);
  });

  it('spec §2: /auth-redirect passes the token and the redirect on to /token-login', async () => {
    renderAt(<AuthRedirectPage />, { path: '/auth-redirect?token=abc&redirect=%2Fabout', route: '/auth-redirect' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/token-login?token=abc&redirect=%2Fabout'));
  });
});
