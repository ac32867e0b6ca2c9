import { expect, test, type Page } from '@playwright/test';
import { apiGet, chooseArea, loginAs, openMenu } from './support';
import { appGroupApi } from '#contract/endpoints/appGroup';
import { appApi } from '#contract/endpoints/app';

/** Issue 16 应用分组 (spec §2 /app-group) as the platform admin: a group of the two demo apps filters 定位应用列表. */

const DEMO_APPS = ['Demo Malls 导航', 'Other Co Navigator'];

/** Picks apps in the group form's apps field (an autocomplete of every app with its company). */
async function pickApps(page: Page, names: string[]) {
  const input = page.locator('.ra-input-appIds input');
  for (const name of names) {
    await input.click();
    await input.fill(name.slice(0, 6));
    await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  }
  await page.keyboard.press('Escape');
}

/** Fills a field of a form that may still be settling (its first reset can land after a quick fill): until the value stays. */
async function fillSteady(page: Page, selector: string, value: string) {
  const input = page.locator(selector);
  await expect(async () => {
    await input.fill(value);
    await page.waitForTimeout(300);
    await expect(input).toHaveValue(value, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
}

test('issue 16: the platform admin groups two demo apps, filters the app list by the group, meets the duplicate-name message and deletes the group', async ({
  page,
}) => {
  const name = `E2E 品牌 ${Date.now().toString(36)}`;
  await loginAs(page, 'platform@demo.local');
  await chooseArea(page, '平台管理');
  await openMenu(page, '应用分组', '应用分组');
  await expect(page).toHaveURL(/\/app-group$/);

  // Create: name, description and the two demo apps (of two companies).
  await page
    .getByRole('link', { name: /新建|创建/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/app-group\/create$/);
  await fillSteady(page, 'input[name="name"]', name);
  await fillSteady(page, 'textarea[name="description"]', '两家公司的演示应用');
  await pickApps(page, DEMO_APPS);
  await expect(page.locator('input[name="name"]')).toHaveValue(name);
  for (const app of DEMO_APPS) await expect(page.locator('.ra-input-appIds')).toContainText(app);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/app-group$/);

  // The list shows it with its apps as chips and their count.
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  for (const app of DEMO_APPS) await expect(row).toContainText(app);
  await expect(row).toContainText('2');
  const group = (
    await apiGet<{ records: Array<{ id: number; name: string; appCount: number }> }>(
      page,
      `${appGroupApi.page.path}?page=1&size=20&name=${encodeURIComponent(name)}`,
    )
  ).records[0]!;
  expect(group.appCount).toBe(2);

  // 定位应用列表 filtered by the group: its two apps and nothing else.
  await openMenu(page, '定位应用', '定位应用列表');
  await expect(page).toHaveURL(/\/location-app/);
  await page.locator('.ra-input-appGroupId [role=combobox]').click();
  await page.getByRole('option', { name }).click();
  await expect(page).toHaveURL(/appGroupId/);
  const dataRows = page.locator('tbody tr');
  await expect(dataRows).toHaveCount(2);
  for (const app of DEMO_APPS) await expect(page.locator('tbody')).toContainText(app);

  // The same name in another case: the server's 10006 message under the name field, nothing created.
  await openMenu(page, '应用分组', '应用分组');
  await page
    .getByRole('link', { name: /新建|创建/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/app-group\/create$/);
  await fillSteady(page, 'input[name="name"]', ` ${name.toUpperCase()} `);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.locator('.ra-input-name')).toContainText('已有同名应用分组');
  await expect(page).toHaveURL(/\/app-group\/create$/);

  // Delete it from its edit page, after the confirmation; its apps stay.
  await openMenu(page, '应用分组', '应用分组');
  await page.getByRole('row').filter({ hasText: name }).getByText(name, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/app-group/${group.id}$`));
  await page.getByRole('button', { name: '删除' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('2 个应用不受影响');
  await dialog.getByRole('button', { name: /确认|确定/ }).click();
  await expect(page).toHaveURL(/\/app-group$/);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  const left = await apiGet<{ records: unknown[] }>(page, `${appGroupApi.page.path}?page=1&size=20&name=${encodeURIComponent(name)}`);
  expect(left.records).toHaveLength(0);
  const apps = await apiGet<{ records: Array<{ name: string }> }>(page, `${appApi.page.path}?page=1&size=200`);
  for (const app of DEMO_APPS) expect(apps.records.map((a) => a.name)).toContain(app);
});
