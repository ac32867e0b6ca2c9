import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { LoginPage } from '../../../src/login/LoginPage';
import { failure, http, ok } from '../helpers';
import { server } from '../msw';
import { renderAt } from '../render';
import { accountApi } from '#contract/endpoints/account';

const admin = { id: 1, email: 'platform@demo.local', adminType: 'PLATFORM_ADMINISTRATOR', companyId: null };

const fillAndSubmit = async (email: string, password: string) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('邮箱'), email);
  await user.type(screen.getByLabelText('密码'), password);
  await user.click(screen.getByRole('button', { name: '登录' }));
};

describe('spec §5: the login page', () => {
  it('spec §5: an invalid e-mail and a short password show the messages and call nothing', async () => {
    renderAt(<LoginPage />, { path: '/login', route: '/login' });
    await fillAndSubmit('not-an-email', 'abc');
    expect(await screen.findByText('请输入正确的邮箱')).toBeInTheDocument();
    expect(screen.getByText('密码不能少于4位')).toBeInTheDocument();
  });

  it("spec §5: a failed login shows the server's message", async () => {
    server.use(http.post(accountApi.login.path, () => failure(10001, '邮箱或密码错误')));
    renderAt(<LoginPage />, { path: '/login', route: '/login' });
    await fillAndSubmit('platform@demo.local', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('邮箱或密码错误');
    expect(Cookies.get('loginStatus')).toBeUndefined();
  });

  it('spec §2: after login the user lands on the redirect path', async () => {
    server.use(http.post(accountApi.login.path, () => ok(admin)));
    renderAt(<LoginPage />, { path: '/login?redirect=%2Fbuilding%2Fbuilding-view%3Fx%3D1', route: '/login' });
    await fillAndSubmit('platform@demo.local', 'demo1234');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/building/building-view?x=1'));
    expect(Cookies.get('loginStatus')).toBe('login');
  });

  it.each(['https%3A%2F%2Fevil.example%2F', '%2F%2Fevil.example'])('spec §2: a foreign redirect (%s) lands on /', async (redirect) => {
    server.use(http.post(accountApi.login.path, () => ok(admin)));
    renderAt(<LoginPage />, { path: `/login?redirect=${redirect}`, route: '/login' });
    await fillAndSubmit('platform@demo.local', 'demo1234');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('spec §2: a signed-in user who opens /login is sent to /', async () => {
    Cookies.set('loginStatus', 'login');
    renderAt(<LoginPage />, { path: '/login', route: '/login' });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('spec §9: English when the language is English', async () => {
    renderAt(<LoginPage />, { path: '/login', route: '/login', locale: 'en' });
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
