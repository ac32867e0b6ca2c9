import { expect, test, type Page } from '@playwright/test';
import { chooseArea, loginAs, sidebarEntries } from './support';
import { buildingApi } from '#contract/endpoints/building';

const MALL = '环球购物中心';
const OFFICE = '科技园办公楼';

const topNav = (page: Page) => page.getByRole('navigation', { name: '顶部导航' });

async function chooseBuilding(page: Page, name: string) {
  await page.goto('/application');
  await page.getByRole('button', { name: new RegExp(name) }).click();
}

test('spec §6: a platform administrator sees every area; each area has its sidebar and landing', async ({ page }) => {
  await loginAs(page, 'platform@demo.local');
  await expect(topNav(page).getByRole('button')).toHaveText([/^应用管理/, '用户与权限管理', '平台管理', '帮助与文档']);
  await chooseBuilding(page, MALL);
  await expect(page).toHaveURL(/\/building\/building-view$/);
  await expect
    .poll(() => sidebarEntries(page))
    .toEqual([
      '建筑管理',
      '建筑预览',
      '建筑列表',
      '区域管理',
      '区域列表',
      'POI管理',
      '道路状态管理',
      '信标管理',
      '信标分布',
      '信标列表',
      '二维码管理',
      '二维码列表',
      '新增二维码',
      '导航链接配置',
      // Issue 18: pushes (list, compose) and feedback.
      '推送管理',
      '推送列表',
      '新建推送',
      '反馈列表',
    ]);
  await chooseArea(page, '数据分析');
  await expect(page).toHaveURL(/\/statistics\/application\/user-tendency$/);
  await expect(page.getByTestId('breadcrumbs')).toHaveText(/数据分析.*应用分析.*用户趋势/);
  await expect(page).toHaveTitle('用户趋势 - 室内定位管理平台');
  await chooseArea(page, '平台管理');
  await expect(page).toHaveURL(/\/company$/);
  await expect
    .poll(() => sidebarEntries(page))
    .toEqual([
      '公司列表',
      '定位应用列表',
      '应用分组',
      '微信小程序',
      '小程序列表',
      '第三方平台列表',
      '新增小程序',
      '支付宝小程序',
      '支付宝小程序列表',
      '新增支付宝小程序',
      '地图列表',
      '用户列表',
      '点击统计',
    ]);
  await chooseArea(page, '用户与权限管理');
  await expect(page).toHaveURL(/\/role$/);
  await chooseArea(page, '帮助与文档');
  await expect(page).toHaveURL(/\/document\/document$/);
  await expect.poll(() => sidebarEntries(page)).toEqual([]);
});

test('spec §6: a company administrator has user management but no platform management', async ({ page }) => {
  await loginAs(page, 'company@demo.local');
  await expect(topNav(page).getByRole('button')).toHaveText([/^应用管理/, '用户与权限管理', '帮助与文档']);
  await chooseArea(page, '用户与权限管理');
  await expect(page).toHaveURL(/\/role$/);
  await expect.poll(() => sidebarEntries(page)).toEqual(['管理员管理', '管理员列表', '新增管理员', '角色管理', '角色列表', '新增角色']);
  await page.goto('/company/company-list');
  await expect(page).toHaveURL(/\/company$/);
  await expect(page.getByTestId('status-page-403')).toBeVisible();
});

test('spec §6: the business administrator on the mall sees its role, and 403 on a page it lacks', async ({ page }) => {
  await loginAs(page, 'business@demo.local');
  await expect(topNav(page).getByRole('button')).toHaveText([/^应用管理/, '帮助与文档']);
  await chooseBuilding(page, MALL);
  await expect(page).toHaveURL(/\/building\/building-view$/);
  await expect.poll(() => sidebarEntries(page)).toEqual(['建筑预览', '区域管理', '区域列表', 'POI管理', '信标列表', '二维码列表', '导航链接配置']);
  await chooseArea(page, '数据分析');
  await expect(page).toHaveURL(/\/statistics\/application\/user-tendency$/);
  await expect.poll(() => sidebarEntries(page)).toEqual(['用户趋势']);
  await page.goto('/qrcode/create');
  await expect(page.getByTestId('status-page-403')).toBeVisible();
  await expect(page.getByText('没有访问该页面的权限')).toBeVisible();
  await expect(page.getByTestId('header-display-name')).toHaveText('business');
  await page.screenshot({ path: '/tmp/navigation-403.png' });
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/application$/);
});

test('issue 10: the business administrator is offered only the building it holds a grant on (the mall, not the office)', async ({ page }) => {
  await loginAs(page, 'business@demo.local');
  await page.goto('/application');
  await expect(page.getByRole('button', { name: new RegExp(MALL) })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(OFFICE) })).toHaveCount(0);
  const buildings = await page.request.get(`${buildingApi.page.path}?page=1&size=50`);
  const records = ((await buildings.json()) as { data: { records: { id: number; name: string }[] } }).data.records;
  expect(records.map((b) => b.name)).toEqual([MALL]);
});

test('spec §4: the application-selection gate, from the top navigation and on a direct visit', async ({ page }) => {
  await loginAs(page, 'company@demo.local');
  await chooseArea(page, '数据分析', { gated: true });
  const dialog = page.getByRole('dialog', { name: '提示' });
  await expect(dialog).toContainText('请先选择应用');
  await expect(dialog.getByRole('button', { name: '取消' })).toBeVisible();
  await page.screenshot({ path: '/tmp/navigation-gate.png' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/application$/);
  await page.goto('/beacon/beacon-distribution');
  await expect(page.getByRole('dialog', { name: '提示' })).toContainText('请先选择应用');
});

test('spec §2: unknown paths show a 404 page in the layout; spec paths redirect to the canonical ones', async ({ page }) => {
  await loginAs(page, 'platform@demo.local');
  await page.goto('/no-such-page');
  await expect(page.getByTestId('status-page-404')).toBeVisible();
  await expect(page.getByText('页面不存在')).toBeVisible();
  await expect(page.getByTestId('header-display-name')).toBeVisible();
  await page.screenshot({ path: '/tmp/navigation-404.png' });
  await page.goto('/role/role-edit/5');
  await expect(page).toHaveURL(/\/role\/5$/);
  await page.goto('/company/company-list');
  await expect(page).toHaveURL(/\/company$/);
  await chooseBuilding(page, MALL);
  await page.goto('/qrcode/qrcode-list');
  await expect(page).toHaveURL(/\/qrcode$/);
  // Issue 13: the QR code list itself now, not a "coming soon" card.
  await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
  // Issue 15: the track list itself now, not a "coming soon" card.
  await page.goto('/location/track-list');
  await expect(page).toHaveURL(/\/statistics\/location\/track-list$/);
  await expect(page.getByTestId('track-list-page')).toBeVisible();
  await expect(page.getByTestId('coming-page')).toHaveCount(0);
  await page.goto('/location/activity-status');
  await expect(page).toHaveURL(/\/statistics\/location\/activity-status$/);
  await expect(page.getByTestId('activity-status-page')).toBeVisible();
  await expect(page.getByTestId('coming-page')).toHaveCount(0);
  // Issue 15: every statistics page is a real one now (QR code analysis the last of them).
  await page.goto('/statistics/qrcode');
  await expect(page.getByTestId('qrcode-analysis-page')).toBeVisible();
  await expect(page.getByTestId('coming-page')).toHaveCount(0);
  await expect(topNav(page).getByRole('button', { name: /^应用管理/ })).toHaveText('应用管理 · 数据分析');
  await page.screenshot({ path: '/tmp/navigation-statistics.png' });
});
