import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { zipSync } from 'fflate';
import { SPBSTU_DIR } from '../testdata';
import { canvasPixels, loginAs } from './support';

const MALL = '环球购物中心';
const NEW = '测试大厦';
const SHOTS = '.tmp/shots';
const SPBSTU = SPBSTU_DIR;

/** The real campus export as a zip (its GeoJSON files; SOURCE.md is our note, not part of the export). */
function campusArchive(): string {
  const files = Object.fromEntries(
    readdirSync(SPBSTU)
      .filter((name) => name.endsWith('.geojson'))
      .map((name) => [name, new Uint8Array(readFileSync(join(SPBSTU, name)))]),
  );
  return writeZip('spbstu.zip', files);
}

function writeZip(name: string, files: Record<string, Uint8Array>): string {
  const path = join(mkdtempSync(join(tmpdir(), 'imdf-')), name);
  writeFileSync(path, zipSync(files));
  return path;
}

async function chooseFile(page: Page, dialog: Locator, path: string) {
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: '选择 .zip 文件' }).click();
  await (await chooser).setFiles(path);
}

async function choose(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const row = (page: Page, text: string) => page.locator('tbody tr', { hasText: text });

async function openBuildingList(page: Page) {
  const link = page.getByTestId('app-menu').getByRole('menuitem', { name: '建筑列表', exact: true });
  if (!(await link.isVisible())) await page.getByTestId('app-menu').getByText('建筑管理', { exact: true }).click();
  await link.click();
  await expect(page).toHaveURL(/\/building$/);
}

test('issue 5: a platform admin adds, edits, publishes and deletes a building; the demo mall in use cannot be deleted', async ({ page }) => {
  test.setTimeout(180_000);
  await loginAs(page, 'platform@demo.local');
  await page.getByRole('button', { name: new RegExp(MALL) }).click();
  await expect(page).toHaveURL(/\/building\/building-view$/);

  // The list, reached from the building section.
  await openBuildingList(page);
  await expect(row(page, MALL)).toContainText('Demo Malls');
  await expect(row(page, MALL)).toContainText(/v\d+/);
  await page.screenshot({ path: `${SHOTS}/building-list.png`, fullPage: true });

  // Create with two floors.
  await page.getByRole('link', { name: '新建' }).click();
  await expect(page).toHaveURL(/\/building\/create$/);
  await page.getByLabel('名称 *', { exact: true }).fill(NEW);
  await page.getByLabel('地址').fill('上海市徐汇区测试路 1 号');
  await choose(page, page.getByRole('combobox', { name: /公司/ }), 'Demo Malls');
  await page.getByLabel('经度').fill('121.4737');
  await page.getByLabel('纬度').fill('31.2304');
  await page.getByLabel('楼层名称 *').first().fill('一层');
  await page.getByRole('button', { name: '添加楼层' }).click();
  await expect(page.getByLabel('楼层序号 *').nth(1)).toHaveValue('1');
  await page.getByLabel('楼层名称 *').nth(1).fill('二层');
  await page.getByLabel('简称').nth(1).fill('2F');
  await page.screenshot({ path: `${SHOTS}/building-form.png`, fullPage: true });
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/building$/);
  await expect(row(page, NEW)).toContainText('未加入应用');
  await expect(row(page, NEW)).toContainText('未发布');

  // Edit: a new address.
  await row(page, NEW).click();
  await expect(page).toHaveURL(/\/building\/\d+$/);
  await expect(page.getByLabel('楼层名称 *')).toHaveCount(2);
  await page.getByLabel('地址').fill('上海市徐汇区测试路 2 号');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/building$/);
  await expect(row(page, NEW)).toContainText('测试路 2 号');

  // Versions: publish the draft after the preview.
  await row(page, NEW).click();
  await page.getByRole('tab', { name: '版本' }).click();
  await expect(page.getByTestId('draft-version')).toContainText('草稿');
  await expect(page.getByText('尚未发布任何版本。')).toBeVisible();
  await page.getByRole('button', { name: '发布', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '发布草稿' });
  await expect(dialog.getByTestId('publish-added')).toHaveText(/^新增 \d+$/);
  await expect(dialog.getByTestId('publish-changed')).toHaveText(/^修改 \d+$/);
  await expect(dialog.getByTestId('publish-removed')).toHaveText(/^删除 \d+$/);
  await expect(dialog).toContainText('草稿将发布为版本 1');
  await page.screenshot({ path: `${SHOTS}/building-publish.png`, fullPage: true });
  await dialog.getByRole('button', { name: '确认发布' }).click();
  await expect(page.getByText('已发布版本 1')).toBeVisible();
  await expect(page.getByTestId('published-version')).toHaveCount(1);
  await expect(page.getByTestId('published-version')).toContainText('platform@demo.local');
  await page.screenshot({ path: `${SHOTS}/building-versions.png`, fullPage: true });

  // Export the published version as IMDF.
  const download = page.waitForEvent('download');
  await page.getByTestId('published-version').getByRole('button', { name: '导出 IMDF' }).click();
  expect((await download).suggestedFilename()).toBe(`${NEW}-v1.imdf.zip`);

  // Delete it (published, but in no app).
  await page.getByRole('tab', { name: '建筑信息' }).click();
  await page.getByRole('button', { name: '删除', exact: true }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`删除建筑“${NEW}”`);
  await confirm.getByRole('button', { name: '确认' }).click();
  await expect(page).toHaveURL(/\/building$/);
  await expect(row(page, MALL)).toBeVisible();
  await expect(row(page, NEW)).toHaveCount(0);

  // The demo mall serves its app: refused with the server's message, nothing removed.
  await row(page, MALL).click();
  await expect(page.getByLabel('楼层名称 *').first()).toBeVisible();
  await page.getByRole('button', { name: '删除', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
  await expect(page.getByText(/该建筑不能删除：其已发布的地图.*正被应用.*使用/)).toBeVisible();
  await expect(page).toHaveURL(/\/building\/\d+$/);
  await page.screenshot({ path: `${SHOTS}/building-delete-refused.png`, fullPage: true });
  await page.goto('/building');
  await expect(row(page, MALL)).toBeVisible();
});

test('issue 5: the real SPbSTU IMDF export imports as a new building with a report of what was not taken', async ({ page }) => {
  test.setTimeout(120_000);
  const archive = campusArchive();
  await loginAs(page, 'platform@demo.local');
  await page.getByRole('button', { name: new RegExp(MALL) }).click();
  await openBuildingList(page);

  await page.getByRole('button', { name: '导入 IMDF' }).click();
  const dialog = page.getByRole('dialog', { name: '导入 IMDF 压缩包' });
  await dialog.getByLabel('建筑名称').fill('圣彼得堡理工校园');
  await choose(page, dialog.getByRole('combobox', { name: /公司/ }), 'Demo Malls');

  // A broken archive first: every problem is listed in the dialog and nothing is imported.
  const broken = writeZip('broken.zip', { 'unit.geojson': new TextEncoder().encode('{ not json') });
  await chooseFile(page, dialog, broken);
  await dialog.getByRole('button', { name: '导入', exact: true }).click();
  const problems = dialog.getByTestId('import-problems');
  await expect(problems).toContainText('未导入任何内容');
  await expect(problems).toContainText('unit.geojson');
  await expect(problems).toContainText('level.geojson');
  await expect(dialog.getByTestId('import-file-name')).toHaveText('broken.zip');
  await page.screenshot({ path: `${SHOTS}/building-import-problems.png` });

  await chooseFile(page, dialog, archive);
  await expect(dialog.getByTestId('import-file-name')).toHaveText('spbstu.zip');
  await expect(problems).toHaveCount(0);
  await dialog.getByRole('button', { name: '导入', exact: true }).click();

  const report = dialog.getByTestId('import-report');
  await expect(report).toContainText('建筑“圣彼得堡理工校园”已作为草稿导入。', { timeout: 60_000 });
  const taken = report.getByTestId('import-taken');
  await expect(taken).toContainText('楼层 3');
  await expect(taken).toContainText('房间 144');
  await expect(taken).toContainText('门 142');
  await expect(taken).toContainText('设施 15');
  await expect(report.getByTestId('import-files')).toContainText('attraction.geojson');
  await expect(report.getByTestId('import-files')).toContainText('enviroment_amenity.geojson');
  await page.screenshot({ path: `${SHOTS}/building-import-report.png`, fullPage: true });

  await report.getByRole('link', { name: '打开建筑' }).click();
  await expect(page).toHaveURL(/\/building\/\d+$/);
  await expect(page.getByLabel('名称 *', { exact: true })).toHaveValue('圣彼得堡理工校园');
  await expect(page.getByLabel('楼层名称 *')).toHaveCount(3);

  // It draws on the building view: choose it as the application, the map of its draft shows its floors.
  await page.goto('/application');
  await page.getByRole('button', { name: /圣彼得堡理工校园/ }).click();
  await page.waitForURL(/building-view/);
  const levels = page.getByRole('group', { name: '楼层' });
  await expect(levels.getByRole('button')).toHaveCount(3);
  const map = page.getByTestId('indoor-map');
  await expect.poll(async () => Number((await map.getAttribute('data-idle')) ?? 0), { timeout: 60_000 }).toBeGreaterThan(0);
  expect((await canvasPixels(page)).distinct, 'the campus is drawn (the canvas is not blank)').toBeGreaterThan(8);
  await page.screenshot({ path: `${SHOTS}/building-imported-view.png` });
});
