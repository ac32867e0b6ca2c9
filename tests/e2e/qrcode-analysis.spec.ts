import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { QrcodeAnalysis } from '#contract/schemas/qrcodeAnalysis';
import { apiGet, chooseArea, chooseMall, openMenu, signInIn } from './support';
import { analysisApi } from '#contract/endpoints/analysis';

/**
 * Issue 15 二维码分析 (spec §2 /qrcode statistics, VIEW_QRCODE_ANALYSIS), as the demo company admin on the mall,
 * over the simulator's history: totals, the funnel, scans per day and batch, the codes and the never scanned ones
 * are the server's; the CSV holds them; a range past the limit shows the server's message.
 */

test('issue 15: 二维码分析 shows the server’s scans, funnel, batches and never-scanned codes, and exports them', async ({ page }) => {
  const buildingId = await chooseMall(page);
  await chooseArea(page, '数据分析');
  await openMenu(page, '二维码分析', '二维码分析');
  await expect(page).toHaveURL(/\/statistics\/qrcode$/);
  await expect(page.getByTestId('coming-page')).toHaveCount(0);

  const data = await apiGet<QrcodeAnalysis>(page, `${analysisApi.qrcode.path}?buildingId=${buildingId}`);
  expect(data.totals.scans).toBeGreaterThan(0);
  await expect(page.getByTestId('qr-total-scans')).toContainText(data.totals.scans.toLocaleString('zh'));
  await expect(page.getByTestId('qr-total-navigated')).toContainText(data.totals.navigated.toLocaleString('zh'));
  await expect(page.getByTestId('qr-analysis-trend').locator('.recharts-line').first()).toBeVisible();
  await expect(page.getByTestId('qr-analysis-funnel').locator('.recharts-bar-rectangle')).toHaveCount(3);
  const codes = page.getByTestId('qr-analysis-codes').getByTestId('figure-row');
  await expect(codes).toHaveCount(Math.min(10, data.codes.length));
  if (data.codes.length) await expect(codes.first()).toContainText(data.codes[0]!.name ?? data.codes[0]!.scene);
  if (data.neverScanned.length) await expect(page.getByTestId('qr-analysis-never').getByTestId('figure-row').first()).toContainText(data.neverScanned[0]!.name);
  await page.screenshot({ path: '.tmp/screens/qrcode-analysis-zh.png', fullPage: true });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('qr-analysis-export').click()]);
  const csv = readFileSync((await download.path())!, 'utf8');
  if (data.codes.length) expect(csv).toContain(data.codes[0]!.name ?? data.codes[0]!.scene);
  expect(csv).toContain(`从未被扫描（${data.neverScannedTotal}）`);
});

test('issue 15: 二维码分析 in English fits, and a range past the limit shows the server’s message', async ({ page, baseURL }) => {
  await chooseMall(page, () => signInIn(page, 'en', baseURL!, 'company@demo.local'));
  await page.goto('/statistics/qrcode');
  await expect(page.getByTestId('qr-total-scans')).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/qrcode-analysis-en.png', fullPage: true });
  await page.getByTestId('qr-analysis-from').fill('2026-01-01');
  await expect(page.getByTestId('qr-analysis-error')).toHaveText('From: This analysis spans at most 92 days; choose a shorter range');
});
