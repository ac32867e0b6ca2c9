import { expect, test } from '@playwright/test';
import type { StatClicks } from '#contract/schemas/stat';
import { CONSOLE_HEADERS, apiGet, chooseArea, loginAs, openMenu } from './support';
import { statApi } from '#contract/endpoints/stat';
import { appGroupApi } from '#contract/endpoints/appGroup';

/**
 * Issue 16 点击统计 (spec §2 /stat): the platform admin opens the page and sees the demo history's feature clicks
 * (the simulator's feature_click events), one figure equal to the API's, one app chosen, and the page in English.
 */

/** The page's numbers read in the console's figures (thousands separators). */
const figure = (n: number) => n.toLocaleString('en-US');

test('issue 16: the platform admin sees the demo apps’ feature clicks, per feature and per app, in Chinese and English', async ({ page, context }) => {
  await loginAs(page, 'platform@demo.local');
  await chooseArea(page, '平台管理');
  await openMenu(page, '点击统计', '点击统计');
  await expect(page).toHaveURL(/\/stat$/);
  await expect(page.getByTestId('stat-page')).toBeVisible();

  // The same range as the page's: the last 30 days (the default preset) to the browser's today.
  const range = await page.evaluate(() => {
    const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const to = new Date();
    const from = new Date(to.getTime() - 29 * 86_400_000);
    return { from: day(from), to: day(to) };
  });
  const all = await apiGet<StatClicks>(page, `${statApi.clicks.path}?from=${range.from}&to=${range.to}&granularity=DAY`);
  expect(all.total).toBeGreaterThan(0);
  const top = all.features[0]!;
  // The demo history's features: the mall's own names (楼层切换, 室内导航…).
  const features = page.getByTestId('stat-feature-table');
  await expect(features.getByRole('row').nth(1)).toContainText(top.feature);
  await expect(features.getByRole('row').nth(1)).toContainText(figure(top.clicks));
  await expect(page.getByTestId('kpi-featureClicks').getByTestId('kpi-value')).toHaveText(figure(all.total));
  await expect(page.getByTestId('statistics-chart')).toBeVisible();
  await expect(page.getByTestId('stat-app-table')).toContainText('Demo Malls 导航');

  // One app: its features only, its total the app's row of the whole list.
  const demo = all.apps.find((a) => a.appCode === 'demo-malls')!;
  await page.getByTestId('stat-app').click();
  await page.getByRole('option', { name: /Demo Malls 导航/ }).click();
  await expect(page.getByTestId('kpi-featureClicks').getByTestId('kpi-value')).toHaveText(figure(demo.clicks));
  const one = await apiGet<StatClicks>(page, `${statApi.clicks.path}?from=${range.from}&to=${range.to}&granularity=DAY&appId=${demo.appId}`);
  expect(one.total).toBe(demo.clicks);
  await expect(features.getByRole('row').nth(1)).toContainText(one.features[0]!.feature);
  await page.screenshot({ path: '.tmp/screens/stat-zh.png', fullPage: true });

  // An 应用分组 of the other company's app: its clicks only, and only its app listed (the app choice is cleared).
  const other = all.apps.find((a) => a.appCode === 'other-co')!;
  const groupName = `点击分组 ${Date.now().toString(36)}`;
  const made = await page.request.post(appGroupApi.add.path, { data: { name: groupName, appIds: [other.appId] }, headers: CONSOLE_HEADERS });
  expect(((await made.json()) as { code: number }).code).toBe(0);
  await page.reload();
  await page.getByTestId('stat-group').click();
  await page.getByRole('option', { name: groupName }).click();
  await expect(page.getByTestId('kpi-featureClicks').getByTestId('kpi-value')).toHaveText(figure(other.clicks));
  await expect(page.getByTestId('stat-app-table')).toContainText('Other Co Navigator');
  await expect(page.getByTestId('stat-app-table')).not.toContainText('Demo Malls 导航');
  await page.screenshot({ path: '.tmp/screens/stat-group-zh.png', fullPage: true });

  // English: the page's words, nothing wider than the window.
  await context.addCookies([{ name: 'language', value: 'en', url: page.url() }]);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Features by clicks' })).toBeVisible();
  await expect(page.getByTestId('stat-feature-table')).toContainText('Clicks');
  await expect(page.getByTestId('stat-group')).toContainText('All groups');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '.tmp/screens/stat-en.png', fullPage: true });
});
