import { expect, test, type Page } from '@playwright/test';
import { CONSOLE_HEADERS, apiGet, chooseArea, loginAs, openMenu } from './support';
import { usageApi } from '#contract/endpoints/usage';
import { companyApi } from '#contract/endpoints/company';
import { buildingApi } from '#contract/endpoints/building';
import { appApi } from '#contract/endpoints/app';

/** Issue 16: 定位应用列表 / 编辑 (spec §2 /location-app) as the platform admin: an app with a building, its keys shown once, rotated, revoked. */

const rows = (page: Page) => page.getByTestId('app-key-row');

/** One app_open event of the building, sent as the app would (its key in X-App-Key, no session): the envelope's code. */
async function collect(page: Page, key: string, buildingId: number): Promise<number> {
  const event = {
    ...{ id: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`, type: 'app_open', time: new Date().toISOString(), buildingId },
    ...{ userId: 'u_e2e16', sessionId: 's_e2e16', platform: 'wechat', appVersion: '1.0.0', brand: 'Huawei', model: 'Mate 60' },
    ...{ os: 'HarmonyOS', osVersion: '4.2', network: 'wifi' },
  };
  const res = await page.request.post(usageApi.collect.path, { data: { events: [event] }, headers: { 'X-App-Key': key } });
  return ((await res.json()) as { code: number }).code;
}

/** The key the dialog shows this once; the dialog is then closed. */
async function keyShownOnce(page: Page): Promise<string> {
  const dialog = page.getByTestId('app-key-shown');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('它不会再次显示');
  const key = (await page.getByTestId('app-key-value').textContent())!.trim();
  expect(key).toMatch(/^ak_[A-Za-z0-9_-]{40}$/);
  await page.getByTestId('app-key-done').click();
  await expect(dialog).toBeHidden();
  return key;
}

test('issue 16: the platform admin creates an app with a building, creates a key (shown once), rotates it and revokes the old one', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await loginAs(page, 'platform@demo.local');
  // A building of the demo company in no app yet (the demo's are all in apps).
  const company = (await apiGet<{ records: Array<{ id: number; name: string }> }>(page, `${companyApi.page.path}?page=1&size=50`)).records.find(
    (c) => c.name === 'Demo Malls',
  )!;
  const building = `E2E 应用楼 ${stamp}`;
  const added = await page.request.post(buildingApi.add.path, {
    data: { name: building, companyId: company.id, appId: null, anchor: null, levels: [{ ordinal: 0, name: '1F' }] },
    headers: CONSOLE_HEADERS,
  });
  const buildingId = ((await added.json()) as { data: { id: number } }).data.id;

  await chooseArea(page, '平台管理');
  await openMenu(page, '定位应用', '定位应用列表');
  await expect(page).toHaveURL(/\/location-app$/);
  await expect(page.getByRole('row').filter({ hasText: 'demo-malls' })).toContainText('Demo Malls');

  await page.getByRole('link', { name: /新建|创建/ }).click();
  await expect(page).toHaveURL(/\/location-app\/create$/);
  // The server names a bad app code under its field, and nothing is created.
  await page.locator('input[name="name"]').fill(`E2E 应用 ${stamp}`);
  await page.locator('input[name="appCode"]').fill('bad code');
  await page.locator('.ra-input-companyId [role=combobox]').click();
  await page.getByRole('option', { name: 'Demo Malls' }).click();
  await page.locator('.ra-input-buildingIds [role=combobox]').click();
  await expect(page.getByRole('option', { name: /环球购物中心/ })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('option', { name: building }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('.ra-input-buildingIds')).toContainText(building);
  await page.getByRole('checkbox', { name: '微信' }).check();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.locator('.ra-input-appCode')).toContainText('请输入 3 到 64 个字符的应用编码');
  await page.locator('input[name="appCode"]').fill(`e2e-app-${stamp}`);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/location-app\/\d+$/);
  // The server holds the building in the new app, and the edit form shows it.
  const appId = Number(/\/location-app\/(\d+)$/.exec(page.url())![1]);
  expect((await apiGet<{ buildingIds: number[] }>(page, `${appApi.one.path}?id=${appId}`)).buildingIds).toEqual([buildingId]);
  await expect(page.locator('.ra-input-buildingIds')).toContainText(building);

  // A key, shown whole once; the list shows its prefix only.
  await expect(page.getByTestId('app-keys')).toContainText('还没有密钥');
  await page.getByTestId('app-key-create').click();
  const first = await keyShownOnce(page);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`${first.slice(0, 11)}…`);
  await expect(page.getByTestId('app-keys')).not.toContainText(first);
  expect(await collect(page, first, buildingId)).toBe(0);

  // Rotation: a successor now, the old key works one more hour.
  await rows(page).first().getByTestId('app-key-rotate').click();
  await page.getByTestId('app-key-overlap').click();
  await page.getByRole('option', { name: '1 小时' }).click();
  await page.getByTestId('app-key-rotate-confirm').click();
  await expect(page.getByTestId('app-key-shown')).toContainText(`旧密钥 ${first.slice(0, 11)}… 在`);
  const second = await keyShownOnce(page);
  await expect(rows(page)).toHaveCount(2);
  await expect(page.locator('[data-testid="app-key-row"][data-status="expiring"]')).toContainText(first.slice(0, 11));
  await expect(page.locator('[data-testid="app-key-row"][data-status="active"]')).toContainText(second.slice(0, 11));
  expect(await collect(page, first, buildingId)).toBe(0);
  expect(await collect(page, second, buildingId)).toBe(0);

  // Revoking the old key ends it at once (10008); the new one still works.
  await page.locator('[data-testid="app-key-row"][data-status="expiring"]').getByTestId('app-key-revoke').click();
  await expect(page.getByRole('dialog')).toContainText('密钥将立即失效');
  await page.getByRole('dialog').getByRole('button', { name: '撤销' }).click();
  await expect(page.locator('[data-testid="app-key-row"][data-status="revoked"]')).toContainText(first.slice(0, 11));
  expect(await collect(page, first, buildingId)).toBe(10008);
  expect(await collect(page, second, buildingId)).toBe(0);

  // Its keys were used: the app has shipped, and its code is fixed.
  await page.reload();
  await expect(page.locator('input[name="appCode"]')).toBeDisabled();
  await expect(page.locator('.ra-input-appCode')).toContainText('不可修改');
  await page.getByTestId('app-config-preview').getByText('getConfig 预览').click();
  await expect(page.getByTestId('app-config-json')).toContainText(`"code": "e2e-app-${stamp}"`);
});
