import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FindPasswordPage } from '../../../src/shell/pages/find-password/FindPasswordPage';
import { failure, http, ok } from '../helpers';
import { server } from '../msw';
import { renderAt } from '../render';
import { accountApi } from '#contract/endpoints/account';

const record = (path: string, respond: (body: Record<string, string>) => Response) => {
  const bodies: Record<string, string>[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      bodies.push(body);
      return respond(body);
    }),
  );
  return bodies;
};

describe('spec §2 /find-password: retrieve the password', () => {
  it('spec §2 step 1: a valid e-mail is sent and the answer never says whether it exists', async () => {
    const bodies = record(accountApi.passwordForgot.path, () => ok(null));
    renderAt(<FindPasswordPage />, { path: '/find-password', route: '/find-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('邮箱'), 'nobody@demo.local');
    await user.click(screen.getByRole('button', { name: '发送链接' }));
    expect(await screen.findByRole('status')).toHaveTextContent('如果该邮箱已注册');
    expect(bodies).toEqual([{ email: 'nobody@demo.local' }]);
  });

  it('spec §5: step 1 refuses an invalid e-mail without a call', async () => {
    const bodies = record(accountApi.passwordForgot.path, () => ok(null));
    renderAt(<FindPasswordPage />, { path: '/find-password', route: '/find-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('邮箱'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: '发送链接' }));
    expect(await screen.findByText('请输入正确的邮箱')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('spec §2 step 2: with ?token= the new password is confirmed, sent with the token, and the page offers /login', async () => {
    const bodies = record(accountApi.passwordReset.path, () => ok(null));
    renderAt(<FindPasswordPage />, { path: '/find-password?token=mail-token', route: '/find-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('新密码'), 'Fresh-pass-77');
    await user.type(screen.getByLabelText('确认新密码'), 'Fresh-pass-78');
    await user.click(screen.getByRole('button', { name: '设置新密码' }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await user.type(screen.getByLabelText('确认新密码'), '{Backspace}7');
    await user.click(screen.getByRole('button', { name: '设置新密码' }));
    expect(await screen.findByRole('status')).toHaveTextContent('密码已修改，请使用新密码登录。');
    expect(bodies).toEqual([{ token: 'mail-token', newPassword: 'Fresh-pass-77' }]);
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login');
  });

  it('spec §2 step 2: a bad token (10005 on `token`) says so and offers a new link', async () => {
    record(accountApi.passwordReset.path, () => failure(10005, '参数校验失败', 400, { errors: [{ field: 'token', message: '链接无效或已过期' }] }));
    renderAt(<FindPasswordPage />, { path: '/find-password?token=used', route: '/find-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('新密码'), 'Fresh-pass-77');
    await user.type(screen.getByLabelText('确认新密码'), 'Fresh-pass-77');
    await user.click(screen.getByRole('button', { name: '设置新密码' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('链接无效或已过期');
    expect(screen.getByRole('link', { name: '重新获取链接' })).toHaveAttribute('href', '/find-password');
  });
});
