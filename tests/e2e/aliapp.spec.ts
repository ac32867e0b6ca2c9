import { expect, test, type Page } from '@playwright/test';
import { CONSOLE_HEADERS, apiGet, chooseArea, loginAs, openMenu } from './support';
import { aliappApi } from '#contract/endpoints/aliapp';

/**
 * Issue 17 支付宝小程序 as the platform admin, against the Alipay stand-in (RSA2 both ways): keys that do not match are
 * refused with a clear message; the right keys are saved (shown only as fingerprints), the mini-program is linked to a
 * location app and its QR code is drawn by Alipay and shown.
 */

const STANDIN = process.env.ALIPAY_STANDIN_URL ?? 'http://127.0.0.1:8392';
const LINKED_APP = 'Other Co Navigator';

interface Registered {
  appid: string;
  appPrivateKey: string;
  alipayPublicKey: string;
}

const register = async (page: Page): Promise<Registered> => (await page.request.post(`${STANDIN}/__standin/apps`, { data: {} })).json();

/** Fills a field of a form that may still be settling (its first reset can land after a quick fill): until the value stays. */
async function fillSteady(page: Page, selector: string, value: string) {
  const input = page.locator(selector);
  await expect(async () => {
    await input.fill(value);
    await page.waitForTimeout(300);
    await expect(input).toHaveValue(value, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
}

test('issue 17: the platform admin adds an Alipay mini-program with its keys, links a location app and draws its QR code', async ({ page }) => {
  const good = await register(page);
  const other = await register(page);
  await loginAs(page, 'platform@demo.local');

  // A linked app is unique: a mini-program left by an earlier run lets go of it.
  const earlier = await apiGet<{ records: Array<{ id: number; appName: string | null }> }>(page, `${aliappApi.page.path}?page=1&size=200`);
  const stale = earlier.records.filter((r) => r.appName === LINKED_APP).map((r) => r.id);
  if (stale.length) await page.request.post(aliappApi.delete.path, { data: { ids: stale }, headers: CONSOLE_HEADERS });

  await chooseArea(page, '平台管理');
  await openMenu(page, '支付宝小程序', '新增支付宝小程序');
  await expect(page).toHaveURL(/\/aliapp\/create$/);
  const name = `E2E 支付宝 ${Date.now().toString(36)}`;
  await fillSteady(page, 'input[name="appid"]', good.appid);
  await fillSteady(page, 'input[name="name"]', name);
  await page.getByRole('combobox', { name: '定位应用' }).click();
  await page.getByRole('option', { name: new RegExp(`^${LINKED_APP}`) }).click();

  // Another app's private key: Alipay refuses the signature, the console says so and nothing is saved.
  await fillSteady(page, 'textarea[name="privateKey"]', other.appPrivateKey);
  await fillSteady(page, 'textarea[name="alipayPublicKey"]', good.alipayPublicKey);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(/私钥与 \d{16} 在支付宝上传的应用公钥不匹配/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/aliapp\/create$/);

  // The app's own key: saved, and the edit page shows the keys only as fingerprints.
  await fillSteady(page, 'textarea[name="privateKey"]', good.appPrivateKey);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/aliapp\/\d+$/);
  await expect(page.getByTestId('aliapp-privateKey-set')).toContainText(/已设置（SHA256:[0-9a-f]{16}）/);
  await expect(page.getByTestId('aliapp-alipayPublicKey-set')).toContainText('更换');
  await expect(page.locator('textarea[name="privateKey"]')).toHaveCount(0);
  await expect(page.getByText('BEGIN PRIVATE KEY')).toHaveCount(0);

  // The QR code: drawn by Alipay (the stand-in) and shown.
  const panel = page.getByTestId('aliapp-qrcode');
  await panel.getByLabel('页面地址').fill('pages/map/index');
  await panel.getByLabel('启动参数').fill('poi=12');
  await panel.getByTestId('aliapp-qrcode-draw').click();
  const image = panel.getByTestId('aliapp-qrcode-image');
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 100)).toBe(true);
  await expect(panel.getByRole('link', { name: '下载 PNG' })).toHaveAttribute('download', `alipay-${good.appid}.png`);

  // The list: the linked app, keys set, never a key.
  await openMenu(page, '支付宝小程序', '支付宝小程序列表');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(good.appid);
  await expect(row).toContainText(LINKED_APP);
  await expect(row).toContainText('已设置');
});
