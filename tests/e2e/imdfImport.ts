import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { zipSync } from 'fflate';
import { canvasPixels, loginAs } from './support';

/** The building list and the IMDF import dialog, shared by building-manage.spec.ts and the shared suite's spec. */

export const MALL = '环球购物中心';
export const SHOTS = '.tmp/shots';

/** Writes the files as a zip named `name` in a new temporary folder; answers its path. */
export function writeZip(name: string, files: Record<string, Uint8Array>): string {
  const path = join(mkdtempSync(join(tmpdir(), 'imdf-')), name);
  writeFileSync(path, zipSync(files));
  return path;
}

async function chooseFile(page: Page, dialog: Locator, path: string) {
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: '选择 .zip 文件' }).click();
  await (await chooser).setFiles(path);
}

export async function choose(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export const row = (page: Page, text: string) => page.locator('tbody tr', { hasText: text });

export async function openBuildingList(page: Page) {
  const link = page.getByTestId('app-menu').getByRole('link', { name: '建筑列表', exact: true });
  if (!(await link.isVisible())) await page.getByTestId('app-menu').getByText('建筑管理', { exact: true }).click();
  await link.click();
  await expect(page).toHaveURL(/\/building$/);
}

export interface ImportCase {
  /** The zip to import (a path) and the building name typed in the dialog. */
  archive: string;
  name: string;
  /** What the report must say was taken. */
  taken: { levels: number; units: number; openings: number; amenities: number };
  /** Files the report must list (the non-standard ones). */
  listed: string[];
  /** Screenshot name prefix. */
  shots: string;
}

/**
 * A platform admin imports the archive as a new building of Demo Malls (after a broken archive, whose
 * problems are listed and which imports nothing), reads the report, opens the building, and sees its
 * draft drawn on the building view.
 */
export async function importAndView(page: Page, c: ImportCase) {
  await loginAs(page, 'platform@demo.local');
  await page.getByRole('button', { name: new RegExp(MALL) }).click();
  await openBuildingList(page);

  await page.getByRole('button', { name: '导入 IMDF' }).click();
  const dialog = page.getByRole('dialog', { name: '导入 IMDF 压缩包' });
  await dialog.getByLabel('建筑名称').fill(c.name);
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
  await page.screenshot({ path: `${SHOTS}/${c.shots}-problems.png` });

  await chooseFile(page, dialog, c.archive);
  await expect(dialog.getByTestId('import-file-name')).toHaveText(c.archive.split(/[\\/]/).pop()!);
  await expect(problems).toHaveCount(0);
  await dialog.getByRole('button', { name: '导入', exact: true }).click();

  const report = dialog.getByTestId('import-report');
  await expect(report).toContainText(`建筑“${c.name}”已作为草稿导入。`, { timeout: 60_000 });
  const taken = report.getByTestId('import-taken');
  await expect(taken).toContainText(`楼层 ${c.taken.levels}`);
  await expect(taken).toContainText(`房间 ${c.taken.units}`);
  await expect(taken).toContainText(`门 ${c.taken.openings}`);
  await expect(taken).toContainText(`设施 ${c.taken.amenities}`);
  for (const file of c.listed) await expect(report.getByTestId('import-files')).toContainText(file);
  await page.screenshot({ path: `${SHOTS}/${c.shots}-report.png`, fullPage: true });

  await report.getByRole('link', { name: '打开建筑' }).click();
  await expect(page).toHaveURL(/\/building\/\d+$/);
  await expect(page.getByLabel('名称 *', { exact: true })).toHaveValue(c.name);
  await expect(page.getByLabel('楼层名称 *')).toHaveCount(c.taken.levels);

  // It draws on the building view: choose it as the application, the map of its draft shows its floors.
  await page.goto('/application');
  await page.getByRole('button', { name: new RegExp(c.name) }).click();
  await page.waitForURL(/building-view/);
  const levels = page.getByRole('group', { name: '楼层' });
  await expect(levels.getByRole('button')).toHaveCount(c.taken.levels);
  const map = page.getByTestId('indoor-map');
  await expect.poll(async () => Number((await map.getAttribute('data-idle')) ?? 0), { timeout: 60_000 }).toBeGreaterThan(0);
  expect((await canvasPixels(page)).distinct, 'the campus is drawn (the canvas is not blank)').toBeGreaterThan(8);
  await page.screenshot({ path: `${SHOTS}/${c.shots}-view.png` });
}
