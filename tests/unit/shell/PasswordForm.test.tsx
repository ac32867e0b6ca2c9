import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordForm } from '../../../src/shell/pages/account/PasswordForm';
import { failure, http, ok } from '../helpers';
import { server } from '../msw';
import { renderAt } from '../render';
import { accountApi } from '#contract/endpoints/account';

const fill = async (oldPassword: string, newPassword: string, confirm: string) => {
  const user = userEvent.setup();
  if (oldPassword) await user.type(screen.getByLabelText('原密码'), oldPassword);
  if (newPassword) await user.type(screen.getByLabelText('新密码'), newPassword);
  if (confirm) await user.type(screen.getByLabelText('确认新密码'), confirm);
  await user.click(screen.getByRole('button', { name: '修改密码' }));
};

describe('spec §2 /account: the password change form', () => {
  it('spec §2: empty fields and a confirmation that differs are refused before any call', async () => {
    let calls = 0;
    server.use(
      http.post(accountApi.passwordUpdate.path, () => {
        calls += 1;
        return ok(null);
      }),
    );
    renderAt(<PasswordForm />);
    await fill('', 'new-secret-1', 'new-secret-2');
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(screen.getByText('必填')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it("spec §2: the server's policy errors (10005) show under the fields they name", async () => {
    server.use(
      http.post(accountApi.passwordUpdate.path, () =>
        failure(10005, '参数校验失败', 400, {
          errors: [
            { field: 'oldPassword', message: '原密码不正确' },
            { field: 'newPassword', message: '密码至少 8 位，且包含字母和数字' },
          ],
        }),
      ),
    );
    renderAt(<PasswordForm />);
    await fill('wrong', 'short', 'short');
    expect(await screen.findByText('原密码不正确')).toBeInTheDocument();
    expect(screen.getByText('密码至少 8 位，且包含字母和数字')).toBeInTheDocument();
    expect(screen.getByLabelText('新密码')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('spec §2: a successful change sends old and new password, toasts and clears the form', async () => {
    let body: unknown = null;
    server.use(
      http.post(accountApi.passwordUpdate.path, async ({ request }) => {
        body = await request.json();
        return ok(null);
      }),
    );
    renderAt(<PasswordForm />);
    await fill('demo1234', 'Better-pass-42', 'Better-pass-42');
    expect(await screen.findByText('密码已修改，您在其他地方的登录已退出。')).toBeInTheDocument();
    expect(body).toEqual({ oldPassword: 'demo1234', newPassword: 'Better-pass-42' });
    await waitFor(() => expect(screen.getByLabelText('原密码')).toHaveValue(''));
    expect(screen.getByLabelText('新密码')).toHaveValue('');
    expect(screen.getByLabelText('确认新密码')).toHaveValue('');
  });
});
