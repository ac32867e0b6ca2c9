import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rowProblems } from '../../../../src/resources/role/grantRows';
import { RoleMembers } from '../../../../src/resources/role/RoleMembers';
import { failure, http, ok } from '../../helpers';
import { server } from '../../msw';
import { renderView, signIn } from '../admin/renderView';
import { roleApi } from '#contract/endpoints/role';
import { adminApi } from '#contract/endpoints/admin';
import { buildingApi } from '#contract/endpoints/building';

vi.setConfig({ testTimeout: 20_000 });

const ROLE = { id: 3, name: '楼层运营', description: '', companyId: 1, companyName: 'Demo Malls', permissions: ['VIEW_BUILDING'], memberCount: 1 };
const GRANT = { id: 1, adminId: 7, adminEmail: 'ops@demo.local', roleId: 3, roleName: '楼层运营', buildingId: 1, buildingName: '环球购物中心' };

const serve = (grants: unknown[] = [GRANT]) => {
  const saved: unknown[] = [];
  const queries: string[] = [];
  server.use(
    http.get(roleApi.detail.path, () => ok(ROLE)),
    http.get(roleApi.grants.path, () => ok(grants)),
    http.get(adminApi.list.path, ({ request }) => {
      queries.push(new URL(request.url).search);
      return ok({
        records: [
          { id: 7, email: 'ops@demo.local', name: '运营', adminType: 'BUSINESS_ADMINISTRATOR', companyId: 1 },
          { id: 8, email: 'qr@demo.local', name: '', adminType: 'BUSINESS_ADMINISTRATOR', companyId: 1 },
        ],
        total: 2,
      });
    }),
    http.get(buildingApi.page.path, () =>
      ok({
        records: [
          { id: 1, name: '环球购物中心', companyId: 1, levels: [] },
          { id: 2, name: '科技园办公楼', companyId: 1, levels: [] },
        ],
        total: 2,
      }),
    ),
    http.post(roleApi.saveGrants.path, async ({ request }) => {
      saved.push(await request.json());
      return ok([GRANT]);
    }),
  );
  return { saved, queries };
};

const openPage = () => renderView('role', <RoleMembers />, { path: '/role/role-user/3', route: '/role/role-user/:id' });

const choose = async (combobox: HTMLElement, option: string) => {
  await userEvent.click(combobox);
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('issue 4 role-user: who holds the role, on which building', () => {
  beforeEach(() => signIn('COMPANY_ADMINISTRATOR'));

  it('issue 4: rows of admin + building (or all buildings); add, remove, save replaces the set', async () => {
    const { saved, queries } = serve();
    openPage();
    const rows = await screen.findAllByTestId('member-row');
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByRole('combobox', { name: '管理员' })).toHaveTextContent('运营 (ops@demo.local)');
    expect(within(rows[0]!).getByRole('combobox', { name: '建筑' })).toHaveTextContent('环球购物中心');
    expect(queries[0]).toContain('adminType=BUSINESS_ADMINISTRATOR');
    expect(queries[0]).toContain('companyId=1');

    await userEvent.click(screen.getByRole('button', { name: '添加成员' }));
    const added = screen.getAllByTestId('member-row')[1]!;
    await choose(within(added).getByRole('combobox', { name: '管理员' }), 'qr@demo.local');
    expect(within(added).getByRole('combobox', { name: '建筑' })).toHaveTextContent('全部建筑');
    await choose(within(rows[0]!).getByRole('combobox', { name: '建筑' }), '科技园办公楼');
    await userEvent.click(screen.getByRole('button', { name: '保存成员' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      roleId: 3,
      grants: [
        { adminId: 7, buildingId: 2 },
        { adminId: 8, buildingId: null },
      ],
    });
    expect(await screen.findByText('成员已保存')).toBeInTheDocument();

    await userEvent.click(within(screen.getAllByTestId('member-row')[0]!).getByRole('button', { name: '移除' }));
    await userEvent.click(screen.getByRole('button', { name: '保存成员' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toEqual({ roleId: 3, grants: [] });
  });

  it('issue 4: an empty role says so; a row without an admin is refused before the call', async () => {
    const { saved } = serve([]);
    openPage();
    expect(await screen.findByText('暂无成员')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '添加成员' }));
    await userEvent.click(screen.getByRole('button', { name: '保存成员' }));
    expect(await screen.findByText('请选择管理员')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('issue 4 bad input: the server naming grants[i].buildingId shows under that row', async () => {
    serve();
    server.use(
      http.post(roleApi.saveGrants.path, () =>
        failure(10005, '参数校验失败', 400, { errors: [{ field: 'grants[0].buildingId', message: '建筑不属于该角色的公司' }] }),
      ),
    );
    openPage();
    await screen.findAllByTestId('member-row');
    await userEvent.click(screen.getByRole('button', { name: '保存成员' }));
    const row = screen.getAllByTestId('member-row')[0]!;
    expect(await within(row).findByText('建筑不属于该角色的公司')).toBeInTheDocument();
  });

  it('issue 4: duplicates (same admin, same building) are refused client-side', () => {
    expect(
      rowProblems([
        { key: 1, adminId: 7, buildingId: null },
        { key: 2, adminId: 7, buildingId: 1 },
        { key: 3, adminId: 7, buildingId: null },
      ]),
    ).toEqual({ 'grants[2].buildingId': 'app.users.members.duplicate' });
  });
});
