import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { LoginApp } from '../../../src/login/LoginApp';
import { failure, http, ok } from '../helpers';
import { server } from '../msw';
import { accountApi } from '#contract/endpoints/account';

const admin = { id: 1, email: 'platform@demo.local', adminType: 'PLATFORM_ADMINISTRATOR', companyId: null };

/** The light login page of /login opened by its address (issue 19), at `path`. */
const open = (path: string) => {
  window.history.replaceState(null, '', path);
  const handOver = vi.fn();
  render(<LoginApp i18nProvider={createI18nProvider('zh')} handOver={handOver} />);
  return handOver;
};

const fillAndSubmit = async (email: string, password: string) => {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('邮箱'), email);
  await user.type(screen.getByLabelText('密码'), password);
  await user.click(screen.getByRole('button', { name: '登录' }));
};

describe('issue 19: the light login page (no <Admin> until signed in)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('spec §2: signing in hands the redirect path over to the console', async () => {
    server.use(http.post(accountApi.login.path, () => ok(admin)));
    const handOver = open('/login?redirect=%2Fbuilding%2Fbuilding-view%3Fx%3D1');
    await fillAndSubmit('platform@demo.local', 'demo1234');
    await waitFor(() => expect(handOver).toHaveBeenCalledWith('/building/building-view?x=1'));
    expect(Cookies.get('loginStatus')).toBe('login');
  });

  it("spec §5: the same checks and the server's message as the console's login page; nothing handed over", async () => {
    server.use(http.post(accountApi.login.path, () => failure(10001, '邮箱或密码错误')));
    const handOver = open('/login');
    await fillAndSubmit('not-an-email', 'abc');
    expect(await screen.findByText('请输入正确的邮箱')).toBeInTheDocument();
    await userEvent.setup().clear(screen.getByLabelText('邮箱'));
    await fillAndSubmit('platform@demo.local', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('邮箱或密码错误');
    expect(handOver).not.toHaveBeenCalled();
    expect(Cookies.get('loginStatus')).toBeUndefined();
  });

  it('spec §2: a signed-in user who opens /login is handed over to /', async () => {
    Cookies.set('loginStatus', 'login');
    const handOver = open('/login');
    await waitFor(() => expect(handOver).toHaveBeenCalledWith('/'));
  });

  it('the forgotten-password link leaves for the console’s /find-password page', async () => {
    const handOver = open('/login');
    await userEvent.setup().click(await screen.findByRole('link', { name: '忘记密码？' }));
    await waitFor(() => expect(handOver).toHaveBeenCalledWith('/find-password'));
  });
});
