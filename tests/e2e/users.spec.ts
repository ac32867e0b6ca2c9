import { expect, test, type Page } from '@playwright/test';
import { CONSOLE_HEADERS, chooseArea, loginAs, openBuilding, sidebarEntries } from './support';
import { buildingApi } from '#contract/endpoints/building';
import { adminApi } from '#contract/endpoints/admin';
import { roleApi } from '#contract/endpoints/role';

const MALL = '环球购物中心';
const ROLE = '二维码巡检';
const NEW_ADMIN = 'inspector@demo.local';
const NEW_PASSWORD = 'Inspect2025';
const SHOTS = '/tmp/users';

async function logout(page: Page) {
  await page.getByTestId('header-display-name').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login/);
}

async function selectOption(page: Page, combobox: ReturnType<Page['getByRole']>, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('issue 4: a company admin grants a two-permission role on one building; the server enforces it', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'company@demo.local');

  // Role with VIEW_BUILDING and VIEW_QR_CODE, picked from their groups.
  await page.goto('/role/create');
  await page.getByLabel('名称 *').fill(ROLE);
  await page.getByLabel('描述').fill('只看建筑与二维码');
  await expect(page.getByRole('group', { name: '建筑' })).toBeVisible();
  await page.getByRole('checkbox', { name: '查看建筑' }).check();
  await page.getByRole('checkbox', { name: '查看二维码' }).check();
  await expect(page.getByRole('checkbox', { name: '建筑 全选' })).toHaveAttribute('data-indeterminate', 'true');
  await page.screenshot({ path: `${SHOTS}-role-create.png`, fullPage: true });
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/role$/);
  const roleRow = page.getByRole('row').filter({ hasText: ROLE });
  await expect(roleRow).toHaveText(/^二维码巡检只看建筑与二维码20/);
  await page.screenshot({ path: `${SHOTS}-role-list.png`, fullPage: true });

  // A new business admin with an initial password.
  await page.goto('/admin/create');
  await page.getByLabel('邮箱 *').fill(NEW_ADMIN);
  await page.getByLabel('显示名称 *').fill('二维码巡检员');
  await page.getByLabel('初始密码').fill('short');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('密码至少 8 位，且包含字母和数字')).toBeVisible();
  await page.getByLabel('初始密码').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('row').filter({ hasText: NEW_ADMIN })).toContainText('业务管理员');
  await page.screenshot({ path: `${SHOTS}-admin-list.png`, fullPage: true });

  // The same e-mail in capitals (unique case-insensitively).
  await page.goto('/admin/create');
  await page.getByLabel('邮箱 *').fill(NEW_ADMIN.toUpperCase());
  await page.getByLabel('显示名称 *').fill('重复');
  await page.getByLabel('初始密码').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: '保存' }).click();
  // The server's 10006 names the e-mail field: its message shows under that field.
  await expect(page.getByText(/邮箱已被/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}-admin-duplicate.png` });
  await expect(page).toHaveURL(/\/admin\/create$/);

  // Grant the role to the new admin on the mall only.
  await page.goto('/role');
  await roleRow.getByRole('link', { name: '成员' }).click();
  await expect(page).toHaveURL(/\/role\/role-user\/\d+$/);
  await expect(page.getByText('暂无成员')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}-role-members-empty.png` });
  await page.getByRole('button', { name: '添加成员' }).click();
  const row = page.getByTestId('member-row').first();
  await selectOption(page, row.getByRole('combobox', { name: '管理员' }), `二维码巡检员 (${NEW_ADMIN})`);
  await selectOption(page, row.getByRole('combobox', { name: '建筑' }), MALL);
  await page.getByRole('button', { name: '保存成员' }).click();
  await expect(page.getByText('成员已保存')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}-role-members.png` });

  // The admin's edit page: the grant and the history of changes.
  await page.goto('/admin');
  await page.getByRole('row').filter({ hasText: NEW_ADMIN }).click();
  await expect(page).toHaveURL(/\/admin\/\d+$/);
  await expect(page.getByTestId('admin-grants')).toContainText(ROLE);
  await expect(page.getByTestId('admin-grants')).toContainText(MALL);
  await expect(page.getByTestId('admin-timeline')).toContainText('创建');
  await expect(page.getByTestId('admin-timeline')).toContainText('授予角色');
  await expect(page.getByTestId('admin-timeline')).toContainText(`角色: ${ROLE}`);
  await page.screenshot({ path: `${SHOTS}-admin-edit.png`, fullPage: true });
  await logout(page);

  // The new admin: exactly the granted entries on the mall.
  await page.getByLabel('邮箱').fill(NEW_ADMIN);
  await page.getByLabel('密码', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByTestId('header-display-name')).toBeVisible();
  await openBuilding(page, MALL);
  await expect.poll(() => sidebarEntries(page)).toEqual(['建筑预览', '区域列表', '二维码列表']);
  await page.screenshot({ path: `${SHOTS}-business-mall.png` });

  // Issue 10: the office, where it holds nothing, is not offered at all.
  const buildings = await page.request.get(`${buildingApi.page.path}?page=1&size=50`);
  const records = ((await buildings.json()) as { data: { records: { id: number; name: string }[] } }).data.records;
  expect(records.map((b) => b.name)).toEqual([MALL]);
  // Spec §2/§6: no statistics permission on the mall, so data analysis lands on /nothing.
  await chooseArea(page, '数据分析');
  await expect(page).toHaveURL(/\/nothing$/);

  // Hiding a menu is not security: the server refuses the forbidden calls itself.
  for (const path of [`${adminApi.list.path}?page=1&size=10`, `${roleApi.list.path}?page=1&size=10`]) {
    const refused = await page.request.get(path);
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { code: number }).code).toBe(10003);
  }
  const save = await page.request.post(adminApi.save.path, {
    headers: CONSOLE_HEADERS,
    data: { email: 'sneaky@demo.local', name: 'x', adminType: 'BUSINESS_ADMINISTRATOR', companyId: 1, password: NEW_PASSWORD },
  });
  expect(((await save.json()) as { code: number }).code).toBe(10003);
});

test('issue 4: the user-management screens of a platform admin: company filter and column, empty states', async ({ page }) => {
  await loginAs(page, 'platform@demo.local');
  await page.goto('/admin');
  await expect(page.getByRole('row').filter({ hasText: 'company@demo.local' })).toContainText('公司管理员');
  await expect(page.getByRole('row').filter({ hasText: 'platform@demo.local' })).toContainText('平台管理员');
  await page.getByRole('combobox', { name: '公司' }).click();
  await page.getByRole('option', { name: 'Other Co' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'other@demo.local' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'company@demo.local' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}-platform-admins.png`, fullPage: true });
  await page.goto('/role');
  await expect(page.getByRole('columnheader', { name: '公司' })).toBeVisible();
  await page.getByPlaceholder('检索').fill('没有这个角色');
  await expect(page.getByText(/未找到|暂无|没有/).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}-role-empty.png`, fullPage: true });
  await page.getByRole('button', { name: '清除筛选' }).click();
  await page.getByRole('cell', { name: '楼层运营', exact: true }).click();
  await expect(page).toHaveURL(/\/role\/\d+$/);
  await expect(page.getByRole('checkbox', { name: '查看建筑' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '新增建筑' })).not.toBeChecked();
  await expect(page.getByRole('combobox', { name: '公司' })).toHaveAttribute('aria-disabled', 'true');
  await page.screenshot({ path: `${SHOTS}-role-edit.png`, fullPage: true });
  await page.goto('/admin/create');
  await page.getByRole('combobox', { name: '类型' }).click();
  await expect(page.getByRole('option', { name: '平台管理员' })).toBeVisible();
  await page.getByRole('option', { name: '业务管理员' }).click();
  await expect(page.getByRole('combobox', { name: '公司' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}-platform-admin-create.png`, fullPage: true });
});
