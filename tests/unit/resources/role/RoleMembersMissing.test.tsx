import { screen } from '@testing-library/react';
import { findRouteEntry } from '../../../../src/shell/navigation/routeTable';
import { idOfParam } from '../../../../src/resources/shared/pathId';
import { RoleMembers } from '../../../../src/resources/role/RoleMembers';
import { failure, http } from '../../helpers';
import { server } from '../../msw';
import { renderView, signIn } from '../admin/renderView';
import { roleApi } from '#contract/endpoints/role';

const openAt = (path: string) => renderView('role', <RoleMembers />, { path, route: '/role/role-user/:id?' });

describe('issue 10: role-user without a role to edit', () => {
  beforeEach(() => signIn('COMPANY_ADMINISTRATOR'));

  it('a role id is a positive integer; anything else is no id', () => {
    expect(idOfParam('3')).toBe(3);
    for (const param of [undefined, '', '0', '-1', 'abc', '1.5', '3e2', '99999999999999999999']) expect(idOfParam(param)).toBeNull();
  });

  it('spec §2: /role/role-user opens the role-user page, not the role edit view with id "role-user"', () => {
    expect(findRouteEntry('/role/role-user')?.page.name).toBe('role-user');
    expect(findRouteEntry('/role/role-user/3')?.page.name).toBe('role-user');
  });

  it('without an id: says how to choose a role, links to the role list, and calls nothing (msw refuses any call)', async () => {
    openAt('/role/role-user');
    expect(await screen.findByRole('heading', { name: '请选择一个角色' })).toBeInTheDocument();
    expect(screen.getByText(/请在角色列表中找到该角色/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回角色列表' })).toHaveAttribute('href', '/role');
  });

  it('an id no role can have (/role/role-user/abc) is no id either', async () => {
    openAt('/role/role-user/abc');
    expect(await screen.findByRole('heading', { name: '请选择一个角色' })).toBeInTheDocument();
  });

  it('an unknown role (10004): a not-found state naming the id, no toast, and its members are not asked for', async () => {
    const asked: string[] = [];
    server.use(
      http.get(roleApi.detail.path, ({ request }) => {
        asked.push(new URL(request.url).search);
        return failure(10004, '记录不存在', 404);
      }),
    );
    openAt('/role/role-user/99999');
    expect(await screen.findByRole('heading', { name: '角色不存在' })).toBeInTheDocument();
    expect(screen.getByText(/未找到 ID 为 99999 的角色/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回角色列表' })).toHaveAttribute('href', '/role');
    expect(screen.queryByText('记录不存在')).not.toBeInTheDocument();
    expect(asked).toEqual(['?id=99999']);
  });
});
