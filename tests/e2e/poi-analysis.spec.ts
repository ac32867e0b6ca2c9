import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { PoiAnalysis } from '#contract/schemas/poiAnalysis';
import { apiGet, chooseArea, chooseMall, openMenu, signInIn } from './support';
import { analysisApi } from '#contract/endpoints/analysis';

/**
 * Issue 15 POI 分析 (spec §2 /poi, VIEW_POI_ANALYSIS), as the demo company admin on the mall, over the simulator's
 * history: the totals, the most viewed POIs (chart and table), the types and the searched texts are the server's;
 * the CSV holds them; a range past the limit shows the server's message.
 */

test('issue 15: POI分析 shows the server’s POIs, types and searches over the simulator’s week, and exports them', async ({ page }) => {
  const buildingId = await chooseMall(page);
  await chooseArea(page, '数据分析');
  await openMenu(page, 'POI分析', 'POI分析');
  await expect(page).toHaveURL(/\/statistics\/poi$/);
  await expect(page.getByTestId('coming-page')).toHaveCount(0);

  const data = await apiGet<PoiAnalysis>(page, `${analysisApi.poi.path}?buildingId=${buildingId}`);
  expect(data.pois.length).toBeGreaterThan(3);
  expect(data.queries.length).toBeGreaterThan(0);
  await expect(page.getByTestId('poi-total-views')).toContainText(data.totals.views.toLocaleString('zh'));
  await expect(page.getByTestId('poi-total-arrivals')).toContainText(data.totals.arrivals.toLocaleString('zh'));
  const rows = page.getByTestId('poi-analysis-pois').getByTestId('figure-row');
  await expect(rows).toHaveCount(Math.min(10, data.pois.length));
  await expect(rows.first()).toContainText(data.pois[0]!.name);
  await expect(rows.first()).toContainText(data.pois[0]!.views.toLocaleString('zh'));
  await expect(page.getByTestId('poi-top-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByTestId('poi-analysis-queries').getByTestId('figure-row').first()).toContainText(data.queries[0]!.query);
  await page.screenshot({ path: '.tmp/screens/poi-analysis-zh.png', fullPage: true });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('poi-analysis-export').click()]);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain(data.pois[0]!.name);
  expect(csv).toContain(data.queries[0]!.query);
});

test('issue 15: POI分析 in English fits, and a range past the limit shows the server’s message', async ({ page, baseURL }) => {
  await chooseMall(page, () => signInIn(page, 'en', baseURL!, 'company@demo.local'));
  await page.goto('/statistics/poi');
  await expect(page.getByTestId('poi-analysis-pois').getByTestId('figure-row').first()).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/poi-analysis-en.png', fullPage: true });
  await page.getByTestId('poi-analysis-from').fill('2026-01-01');
  await expect(page.getByTestId('poi-analysis-error')).toHaveText('From: This analysis spans at most 92 days; choose a shorter range');
});
