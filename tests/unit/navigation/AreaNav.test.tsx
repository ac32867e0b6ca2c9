import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { AppMenu } from '../../../src/shell/layout/sidebar/AppMenu';
import { AreaNav } from '../../../src/shell/layout/AreaNav';
import { getCurrentArea, reloadCurrentArea, setCurrentArea } from '../../../src/shell/navigation/currentArea';
import { updateSession } from '../../../src/shell/session/sessionStore';
import type { AdminType, UserPermission } from '../../../src/shell/session/types';
import { renderAt } from '../render';
import { adminOf, ALL_CODES, businessPermissions, MALL } from './fixtures';

const signIn = (adminType: AdminType, userPermissions: UserPermission[], buildingId: number | null) => {
  Cookies.set('loginStatus', 'login');
  updateSession({ admin: adminOf(adminType), userPermissions, allPermissions: [], buildingId });
};

const renderNav = () =>
  renderAt(
    <>
      <AreaNav />
      <AppMenu />
    </>,
    { path: '/application', route: '/application' },
  );

/** Opens every collapsed section, then lists the menu's sections and links in order. */
const expandAll = async () => {
  for (const section of screen.queryAllByTestId(/^menu-section-/)) {
    if (section.getAttribute('aria-expanded') === 'false') await userEvent.click(section);
  }
};

const menuTexts = () =>
  within(within(screen.getByTestId('app-menu')).getAllByRole('list')[0]!)
    .queryAllByRole('link')
    .map((item) => item.textContent);

beforeEach(() => reloadCurrentArea());

describe('spec §1/§6 the top navigation', () => {
  it('spec §6: a platform administrator sees application, user and platform management and help', () => {
    signIn('PLATFORM_ADMINISTRATOR', [{ mapId: MALL, permissions: ALL_CODES }], MALL);
    renderNav();
    const nav = screen.getByRole('navigation', { name: '顶部导航' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['应用管理 · 室内定位', '用户与权限管理', '平台管理', '帮助与文档']);
  });

  it('spec §6: a company administrator has no platform management', () => {
    signIn('COMPANY_ADMINISTRATOR', [{ mapId: MALL, permissions: ALL_CODES }], MALL);
    renderNav();
    expect(screen.queryByText('平台管理')).not.toBeInTheDocument();
    expect(screen.getByText('用户与权限管理')).toBeInTheDocument();
  });

  it('spec §6: a business administrator has neither user nor platform management', () => {
    signIn('BUSINESS_ADMINISTRATOR', businessPermissions, MALL);
    renderNav();
    expect(screen.queryByText('用户与权限管理')).not.toBeInTheDocument();
    expect(screen.queryByText('平台管理')).not.toBeInTheDocument();
  });

  it('spec §1: application management holds 室内定位 and 数据分析; choosing one opens its landing and rebuilds the sidebar', async () => {
    signIn('BUSINESS_ADMINISTRATOR', businessPermissions, MALL);
    renderNav();
    expect(screen.getByTestId('menu-section-region')).toHaveTextContent('区域管理');
    await expandAll();
    expect(menuTexts()).toEqual(['建筑预览', '区域列表', 'POI管理', '信标列表', '二维码列表']);
    await userEvent.click(screen.getByTestId('area-nav-application'));
    const entries = screen.getAllByRole('menuitem').filter((item) => !item.closest('[data-testid="app-menu"]'));
    expect(entries.map((item) => item.textContent)).toEqual(['室内定位', '数据分析']);
    await userEvent.click(screen.getByRole('menuitem', { name: '数据分析' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/statistics/application/user-tendency');
    expect(getCurrentArea()).toBe('statistics');
  });

  it('spec §4: choosing 数据分析 with no building chosen opens the gate; 确定 goes to /application', async () => {
    signIn('COMPANY_ADMINISTRATOR', [], null);
    setCurrentArea('user');
    renderAt(<AreaNav />, { path: '/role', route: '/role' });
    await userEvent.click(screen.getByTestId('area-nav-application'));
    await userEvent.click(screen.getByRole('menuitem', { name: '数据分析' }));
    const dialog = await screen.findByRole('dialog', { name: '提示' });
    expect(dialog).toHaveTextContent('请先选择应用');
    expect(getCurrentArea()).toBe('user');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/application$/);
  });

  it('spec §2: choosing user management lands on the role list; platform on the company list; help on its document', async () => {
    signIn('PLATFORM_ADMINISTRATOR', [], null);
    const { unmount } = renderAt(<AreaNav />, { path: '/here', route: '/here' });
    await userEvent.click(screen.getByRole('button', { name: '用户与权限管理' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/role\/role-list$/);
    unmount();
    renderAt(<AreaNav />, { path: '/here', route: '/here' });
    await userEvent.click(screen.getByRole('button', { name: '平台管理' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/company\/company-list$/);
  });

  it('spec §2: the platform sidebar of a platform administrator', async () => {
    signIn('PLATFORM_ADMINISTRATOR', [], null);
    setCurrentArea('platform');
    renderNav();
    expect(screen.getByTestId('menu-section-wxapp')).toHaveTextContent('微信小程序');
    await expandAll();
    expect(menuTexts()).toEqual([
      '公司列表',
      '定位应用列表',
      '应用分组',
      '小程序列表',
      '第三方平台列表',
      '新增小程序',
      '支付宝小程序列表',
      '新增支付宝小程序',
      '地图列表',
      '用户列表',
      '点击统计',
    ]);
  });
});
