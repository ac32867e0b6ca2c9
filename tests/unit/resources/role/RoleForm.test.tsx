import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { groupPermissions, groupState, toggleGroup } from '../../../../src/resources/role/permissionGroups';
import { RoleCreate } from '../../../../src/resources/role/RoleCreate';
import type { Permission } from '../../../../src/shell/session/types';
import { failure, http, ok, companyPageHandler } from '../../helpers';
import { server } from '../../msw';
import { renderView, signIn } from '../admin/renderView';
import { roleApi } from '#contract/endpoints/role';

vi.setConfig({ testTimeout: 20_000 });

const p = (value: string, name: string, group: Permission['group']): Permission => ({ value, name, nameEn: value, group, sort: 0 });

/** A spec §6 subset: three groups, listed out of order on purpose. */
const PERMISSIONS: Permission[] = [
  p('VIEW_QR_CODE', '查看二维码', 'qrcode'),
  p('ADD_BUILDING', '新增建筑', 'building'),
  p('VIEW_BUILDING', '查看建筑', 'building'),
  p('EDIT_BUILDING', '编辑建筑', 'building'),
  p('ADD_QR_CODE', '新增二维码', 'qrcode'),
  p('VIEW_FEEDBACK', '查看意见反馈', 'feedback'),
];

describe('spec §6 permission groups (pure)', () => {
  const groups = groupPermissions(PERMISSIONS);
  const building = groups[0]!;

  it('spec §6: groups come in the spec order building, ..., qrcode, ..., feedback', () => {
    expect(groups.map((g) => g.key)).toEqual(['building', 'qrcode', 'feedback']);
  });

  it('spec §6: select-all toggles exactly that group; none/some/all states', () => {
    expect(groupState(building, ['VIEW_QR_CODE'])).toBe('none');
    expect(groupState(building, ['VIEW_BUILDING'])).toBe('some');
    const all = toggleGroup(building, ['VIEW_QR_CODE', 'VIEW_BUILDING']);
    expect([...all].sort()).toEqual(['ADD_BUILDING', 'EDIT_BUILDING', 'VIEW_BUILDING', 'VIEW_QR_CODE']);
    expect(groupState(building, all)).toBe('all');
    expect(toggleGroup(building, all)).toEqual(['VIEW_QR_CODE']);
  });
});

describe('spec §6 role-add: the permission codes picked from groups', () => {
  beforeEach(() => signIn('COMPANY_ADMINISTRATOR', PERMISSIONS));

  const selectAll = (group: string) => screen.getByRole('checkbox', { name: `${group} 全选` });

  it('spec §6: the groups show with their Chinese names and the codes their Chinese names', async () => {
    renderView('role', <RoleCreate />, { path: '/role/create', route: '/role/create' });
    const building = await screen.findByRole('group', { name: '建筑' });
    expect(
      within(building)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['建筑', '新增建筑', '查看建筑', '编辑建筑']);
    expect(screen.getByRole('group', { name: '二维码' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '意见反馈' })).toBeInTheDocument();
  });

  it('spec §6: select-all of a group checks exactly its codes; one code makes the box indeterminate', async () => {
    renderView('role', <RoleCreate />, { path: '/role/create', route: '/role/create' });
    await screen.findByRole('group', { name: '建筑' });
    await userEvent.click(screen.getByRole('checkbox', { name: '查看二维码' }));
    expect(selectAll('二维码')).toHaveAttribute('data-indeterminate', 'true');
    expect(selectAll('二维码')).not.toBeChecked();
    await userEvent.click(selectAll('建筑'));
    for (const name of ['新增建筑', '查看建筑', '编辑建筑']) expect(screen.getByRole('checkbox', { name })).toBeChecked();
    expect(selectAll('建筑')).toBeChecked();
    expect(selectAll('建筑')).toHaveAttribute('data-indeterminate', 'false');
    expect(screen.getByRole('checkbox', { name: '新增二维码' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '查看意见反馈' })).not.toBeChecked();
    await userEvent.click(selectAll('二维码'));
    expect(selectAll('二维码')).toBeChecked();
    await userEvent.click(selectAll('建筑'));
    for (const name of ['新增建筑', '查看建筑', '编辑建筑']) expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '查看二维码' })).toBeChecked();
  });

  it('spec §6: saving posts role/add with the picked codes (no company for a company administrator)', async () => {
    const bodies: unknown[] = [];
    server.use(http.post(roleApi.add.path, async ({ request }) => (bodies.push(await request.json()), ok({ id: 4 }))));
    renderView('role', <RoleCreate />, { path: '/role/create', route: '/role/create' });
    await userEvent.type(await screen.findByLabelText(/名称/), '二维码巡检');
    await userEvent.click(screen.getByRole('checkbox', { name: '查看建筑' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '查看二维码' }));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ name: '二维码巡检', permissions: ['VIEW_BUILDING', 'VIEW_QR_CODE'] });
  });

  it('issue 4 bad input: an unknown code (10005 naming permissions) shows under the groups; a duplicate name (10006) toasts', async () => {
    let reply = () => failure(10005, '参数校验失败', 400, { errors: [{ field: 'permissions', message: '未知的权限代码：FOO' }] });
    server.use(http.post(roleApi.add.path, () => reply()));
    renderView('role', <RoleCreate />, { path: '/role/create', route: '/role/create' });
    await userEvent.type(await screen.findByLabelText(/名称/), '楼层运营');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('未知的权限代码：FOO')).toBeInTheDocument();
    reply = () => failure(10006, '角色名称已存在', 409);
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('角色名称已存在')).toBeInTheDocument();
  });
});

describe('spec §6 role-add for a platform administrator', () => {
  it('spec §6: the company is chosen from every company (issue 16: the company list) and sent with the role', async () => {
    signIn('PLATFORM_ADMINISTRATOR', PERMISSIONS);
    const bodies: unknown[] = [];
    server.use(
      companyPageHandler(),
      http.post(roleApi.add.path, async ({ request }) => (bodies.push(await request.json()), ok({ id: 4 }))),
    );
    renderView('role', <RoleCreate />, { path: '/role/create', route: '/role/create' });
    await userEvent.type(await screen.findByLabelText(/名称/), '访客');
    await userEvent.click(screen.getByRole('combobox', { name: /公司/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Other Co' }));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ companyId: 2, name: '访客', permissions: [] });
  });
});
