import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminCreate } from '../../../../src/resources/admin/AdminCreate';
import { AdminEdit } from '../../../../src/resources/admin/AdminEdit';
import { failure, http, ok } from '../../helpers';
import { server } from '../../msw';
import { renderView, signIn } from './renderView';
import { adminApi } from '#contract/endpoints/admin';

/** Typing into react-admin forms is slow under jsdom when the whole suite runs. */
vi.setConfig({ testTimeout: 20_000 });

const openCreate = () => renderView('admin', <AdminCreate />, { path: '/admin/create', route: '/admin/create' });

const captureSave = (reply: () => Response = () => ok({ id: 9, email: 'new@demo.local' })) => {
  const bodies: unknown[] = [];
  server.use(
    http.post(adminApi.save.path, async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
};

const fill = async (label: RegExp | string, value: string) => {
  const input = await screen.findByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, value);
};

const save = () => userEvent.click(screen.getByRole('button', { name: '保存' }));

describe('issue 4 admin-add: validation before the call', () => {
  beforeEach(() => signIn('COMPANY_ADMINISTRATOR'));

  it('issue 4 bad input: an invalid e-mail is refused under the field and nothing is sent', async () => {
    const bodies = captureSave();
    openCreate();
    await fill(/邮箱/, 'not-an-email');
    await fill(/显示名称/, '新人');
    await fill(/初始密码/, 'abcd1234');
    await save();
    expect(await screen.findByText('请输入正确的邮箱')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('issue 4 bad input: a short password, or one without a digit, breaks the policy', async () => {
    const bodies = captureSave();
    openCreate();
    await fill(/邮箱/, 'new@demo.local');
    await fill(/显示名称/, '新人');
    await fill(/初始密码/, 'abc12');
    await save();
    expect(await screen.findByText('密码至少 8 位，且包含字母和数字')).toBeInTheDocument();
    await fill(/初始密码/, 'abcdefgh');
    await save();
    expect(await screen.findByText('密码至少 8 位，且包含字母和数字')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('issue 4: creating needs an initial password or the set-password mail', async () => {
    const bodies = captureSave();
    openCreate();
    await fill(/邮箱/, 'new@demo.local');
    await fill(/显示名称/, '新人');
    await save();
    expect(await screen.findByText('请输入初始密码，或选择发送设置密码邮件')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await userEvent.click(screen.getByLabelText('发送设置密码邮件'));
    expect(screen.getByLabelText(/初始密码/)).toBeDisabled();
    await save();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      email: 'new@demo.local',
      name: '新人',
      adminType: 'BUSINESS_ADMINISTRATOR',
      companyId: 1,
      enabled: true,
      sendSetPasswordMail: true,
    });
  });

  it('spec §6: a company administrator cannot pick the platform type and has no company field', async () => {
    openCreate();
    await userEvent.click(await screen.findByRole('combobox', { name: /类型/ }));
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(expect.arrayContaining(['公司管理员', '业务管理员']));
    expect(options).not.toContain('平台管理员');
    expect(screen.queryByRole('combobox', { name: /公司/ })).not.toBeInTheDocument();
  });

  it('issue 4: a valid form posts admin/save with the initial password', async () => {
    const bodies = captureSave();
    openCreate();
    await fill(/邮箱/, 'new@demo.local');
    await fill(/显示名称/, '新人');
    await fill(/初始密码/, 'abcd1234');
    await save();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ email: 'new@demo.local', password: 'abcd1234', companyId: 1 });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/admin$/);
  });
});

describe('issue 4 bad input: server errors in the form', () => {
  beforeEach(() => signIn('COMPANY_ADMINISTRATOR'));

  it('issue 4: 10005 errors[] show under the named fields, without a toast of their own', async () => {
    captureSave(() =>
      failure(10005, '参数校验失败', 400, {
        errors: [
          { field: 'email', message: '邮箱格式不正确（服务器）' },
          { field: 'password', message: '密码不能包含邮箱' },
        ],
      }),
    );
    openCreate();
    await fill(/邮箱/, 'new@demo.local');
    await fill(/显示名称/, '新人');
    await fill(/初始密码/, 'abcd1234');
    await save();
    expect(await screen.findByText('邮箱格式不正确（服务器）')).toBeInTheDocument();
    expect(screen.getByText('密码不能包含邮箱')).toBeInTheDocument();
    expect(screen.queryByText('参数校验失败')).not.toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('issue 4: 10006 (e-mail taken) shows the server message as a toast, once', async () => {
    captureSave(() => failure(10006, '该邮箱已被使用', 409));
    openCreate();
    await fill(/邮箱/, 'company@demo.local');
    await fill(/显示名称/, '新人');
    await fill(/初始密码/, 'abcd1234');
    await save();
    expect(await screen.findByText('该邮箱已被使用')).toBeInTheDocument();
    expect(screen.getAllByText('该邮箱已被使用')).toHaveLength(1);
  });

  it('issue 4: admin-edit keeps the password unless a new one is typed, and shows grants and the history', async () => {
    const bodies = captureSave(() => ok({ id: 7 }));
    server.use(
      http.get(adminApi.detail.path, () =>
        ok({
          id: 7,
          email: 'ops@demo.local',
          name: '运营',
          adminType: 'BUSINESS_ADMINISTRATOR',
          companyId: 1,
          companyName: 'Demo Malls',
          enabled: true,
          createdAt: '2025-01-01T00:00:00Z',
          updatedAt: '2025-01-02T00:00:00Z',
          lastLoginAt: null,
          grants: [{ id: 1, adminId: 7, adminEmail: 'ops@demo.local', roleId: 3, roleName: '楼层运营', buildingId: 1, buildingName: '环球购物中心' }],
        }),
      ),
      http.get(adminApi.audit.path, ({ request }) =>
        new URL(request.url).searchParams.get('adminId') !== '7'
          ? ok({ records: [], total: 0 })
          : ok({
              records: [
                {
                  id: 2,
                  actorId: 2,
                  actorEmail: 'company@demo.local',
                  action: 'update',
                  entity: 'admin',
                  entityId: 7,
                  before: { name: '旧名', enabled: true },
                  after: { name: '运营', enabled: true },
                  createdAt: '2025-01-02T00:00:00Z',
                },
              ],
              total: 1,
            }),
      ),
    );
    renderView('admin', <AdminEdit />, { path: '/admin/7', route: '/admin/:id' });
    expect(await screen.findByRole('link', { name: '楼层运营' })).toHaveAttribute('href', '/role/role-user/3');
    expect(screen.getByText('环球购物中心')).toBeInTheDocument();
    expect(await screen.findByText(/显示名称: 旧名 → 运营/)).toBeInTheDocument();
    expect(screen.getByText(/操作人：company@demo.local/)).toBeInTheDocument();
    await fill(/显示名称/, '运营主管');
    await save();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ id: 7, email: 'ops@demo.local', name: '运营主管', adminType: 'BUSINESS_ADMINISTRATOR', companyId: 1, enabled: true });
  });
});
