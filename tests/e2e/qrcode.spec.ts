import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { loginAs, openMenu, openBuilding } from './support';

/** Issue 13: 二维码管理 (spec §2 qrcode-list, qrcode-add, qrcode-edit, qrcode-success) as the demo admins. */

const MALL = '环球购物中心';

async function openQrcodes(page: Page, email: string) {
  await loginAs(page, email);
  await openBuilding(page, MALL);
  await openMenu(page, '二维码管理', '二维码列表');
  await expect(page).toHaveURL(/\/qrcode$/);
}

const rows = (page: Page) => page.getByRole('table').locator('tbody tr');
/** The list stays mounted behind (tags view): address the form's own fields. */
const formOf = (page: Page) => page.locator('form').filter({ has: page.getByRole('button', { name: '保存' }) });

test('issue 13: create a code (the server’s error on the field), see its image, download it at a width, edit and delete it, as the company admin', async ({
  page,
}) => {
  await openQrcodes(page, 'company@demo.local');
  await expect(rows(page).first()).toBeVisible();
  await page.getByRole('link', { name: /新建|创建/ }).click();
  await expect(page).toHaveURL(/\/qrcode\/create$/);
  const form = formOf(page);
  await form.getByRole('textbox', { name: '名称' }).fill('东门测试码');
  await form.getByRole('textbox', { name: '小程序页面' }).fill('/pages/index/index');
  await form.getByRole('textbox', { name: '场景值 / 内容' }).fill('欢迎光临环球购物中心');
  await expect(page.getByTestId('qrcode-scene-check')).toContainText('内容保存在服务器');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(form.getByRole('textbox', { name: '小程序页面' })).toHaveAccessibleDescription(/请去掉开头的“\/”/);

  await form.getByRole('textbox', { name: '小程序页面' }).fill('pages/index/index');
  await form.getByRole('textbox', { name: '场景值 / 内容' }).fill('e=east');
  await expect(page.getByTestId('qrcode-scene-check')).toContainText('6 / 32');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/qrcode\/qrcode-success\?id=\d+$/);
  const image = page.getByTestId('qrcode-image');
  await expect(image).toBeVisible();
  // The PNG decodes after the element shows: poll its natural size.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(430);

  await page.getByRole('combobox', { name: '宽度' }).click();
  await page.getByRole('option', { name: '640 像素' }).click();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  const downloading = page.waitForEvent('download');
  await page.getByTestId('qrcode-download').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^qrcode-\d+-640\.png$/);
  expect(PNG.sync.read(readFileSync((await download.path())!)).width).toBe(640);

  await page.getByRole('button', { name: '返回列表' }).click();
  await expect(page).toHaveURL(/\/qrcode$/);
  await page.getByPlaceholder('名称、场景值、页面或批次').fill('东门测试码');
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByRole('cell').first().click();
  await expect(page).toHaveURL(/\/qrcode\/\d+$/);
  await formOf(page).getByRole('textbox', { name: '名称' }).fill('东门测试码（改）');
  await page.getByRole('button', { name: '保存' }).click();
  // Back on the list, which puts its kept search back into the address once it shows.
  await expect(page).toHaveURL(/\/qrcode(\?.*)?$/);
  await expect(rows(page).first()).toContainText('东门测试码（改）');
  await rows(page).first().getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
  await expect(page.getByText('当前筛选条件下未找到二维码')).toBeVisible();
});

test('issue 13: a batch of codes in one add, then its A4 print sheet', async ({ page }) => {
  await openQrcodes(page, 'company@demo.local');
  await page.getByRole('link', { name: /新建|创建/ }).click();
  const form = formOf(page);
  await form.getByRole('textbox', { name: '名称' }).fill('电梯厅');
  await form.getByRole('textbox', { name: '批次' }).fill('e2e 批次');
  await form.getByRole('spinbutton', { name: '生成数量' }).fill('4');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/qrcode\/qrcode-success\?id=\d+$/);
  await expect(page.getByText('电梯厅-01').first()).toBeVisible();

  await page.getByRole('button', { name: '返回列表' }).click();
  await page.getByRole('textbox', { name: '批次', exact: true }).fill('e2e 批次');
  await expect(rows(page)).toHaveCount(4);
  const downloading = page.waitForEvent('download');
  await page.getByTestId('qrcode-print-batch').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = readFileSync((await download.path())!).toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf).toContain('/MediaBox [0 0 595.28 841.89]');
});

test('issue 13: the floor operator (VIEW_QR_CODE, no ADD_QR_CODE) sees the list and images but no 新建', async ({ page }) => {
  await openQrcodes(page, 'business@demo.local');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /新建|创建/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '新增二维码' })).toHaveCount(0);
  await expect(page.getByTestId('qrcode-delete')).toHaveCount(0);
  // Filters: disabled codes of the spring batch (the demo disables 3 of its 12).
  await page.getByRole('combobox', { name: '启用' }).click();
  await page.getByRole('option', { name: '已停用', exact: true }).click();
  await page.getByRole('textbox', { name: '批次', exact: true }).fill('2026 春季活动');
  await expect(rows(page)).toHaveCount(3);
  for (const text of await rows(page).allInnerTexts()) expect(text).toMatch(/2026 春季活动[\s\S]*已停用/);
  await rows(page).first().getByTestId('qrcode-view-image').click();
  await expect(page.getByTestId('qrcode-image')).toBeVisible();
});
