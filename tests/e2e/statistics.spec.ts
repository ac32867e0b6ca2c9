import { expect, test, type Page } from '@playwright/test';
import type { Statistics } from '#contract/schemas/statistics';
import { apiGet, loginAs, openBuilding } from './support';
import { buildingApi } from '#contract/endpoints/building';
import { statisticsApi } from '#contract/endpoints/statistics';

/**
 * Issue 14: the eight statistics pages on the simulator's demo history, as the demo company admin on the
 * mall: cards and a chart with data, one figure equal to the API's answer to the same query, compare and
 * granularity kept in the URL across a reload, screenshots in Chinese and English (.tmp/screens/).
 */

const MALL = '环球购物中心';

interface PageCase {
  name: string;
  path: string;
  /** The statistics call's last path segment. */
  call: keyof typeof statisticsApi;
  /** The card compared with the API (trend pages) … */
  card?: string;
  /** … or the breakdown whose first row is (breakdown pages). */
  breakdown?: string;
  /** Pages with a trend offer a granularity. */
  granularity: boolean;
}

const PAGES: PageCase[] = [
  { name: 'user-tendency', path: '/statistics/application/user-tendency', call: 'userTendency', card: 'newUsers', granularity: true },
  { name: 'activity-count', path: '/statistics/application/activity-count', call: 'activityCount', card: 'opens', granularity: true },
  { name: 'user-activation', path: '/statistics/user-activation', call: 'userActivation', card: 'mau', granularity: true },
  { name: 'user-attribute', path: '/statistics/user-attribute', call: 'userAttribute', breakdown: 'gender', granularity: false },
  { name: 'brand-model', path: '/statistics/terminal/brand-model', call: 'brandModel', breakdown: 'brand', granularity: false },
  { name: 'system', path: '/statistics/terminal/system', call: 'system', breakdown: 'os', granularity: false },
  { name: 'network', path: '/statistics/terminal/network', call: 'network', breakdown: 'network', granularity: true },
  { name: 'owner-service', path: '/statistics/owner-service', call: 'ownerService', card: 'findCarUses', granularity: true },
];

const iso = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
/** The last 30 days as a custom range, so the page and the direct call ask for the very same days. */
const today = new Date();
const TO = iso(today);
const FROM = iso(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 29));
const count = (value: number) => new Intl.NumberFormat('zh', { maximumFractionDigits: 1 }).format(value);

async function chooseMall(page: Page): Promise<number> {
  await loginAs(page, 'company@demo.local');
  await openBuilding(page, MALL);
  const buildings = await apiGet<{ records: Array<{ id: number; name: string }> }>(page, `${buildingApi.page.path}?page=1&size=20`);
  return buildings.records.find((b) => b.name === MALL)!.id;
}

/** Cards (trend pages) or breakdown rows, and a chart that drew data. */
async function expectData(page: Page, item: PageCase) {
  await expect(page.getByTestId('statistics-content')).toBeVisible({ timeout: 30_000 });
  if (item.card) await expect(page.getByTestId(`kpi-${item.card}`)).toBeVisible();
  if (item.breakdown) await expect(page.getByTestId(`breakdown-${item.breakdown}`).getByTestId('figure-row').first()).toBeVisible();
  const chart = page.getByTestId('statistics-chart').first();
  await expect(chart.locator('path.recharts-curve, .recharts-bar-rectangle path, path.recharts-rectangle').first()).toBeAttached();
}

test.describe('issue 14: the statistics pages on the demo history', () => {
  for (const item of PAGES) {
    test(`${item.name}: data, one figure equal to the API, compare and granularity kept across a reload, zh and en`, async ({ page, context }) => {
      const buildingId = await chooseMall(page);
      await page.goto(`${item.path}?preset=custom&from=${FROM}&to=${TO}`);
      await expect(page.getByTestId(`${item.name}-page`)).toBeVisible();
      await expectData(page, item);

      // One figure against a direct call of the same query.
      const stats = await apiGet<Statistics>(page, `${statisticsApi[item.call].path}?buildingId=${buildingId}&from=${FROM}&to=${TO}&granularity=DAY`);
      if (item.card) {
        const card = stats.trend!.cards.find((c) => c.metric === item.card)!;
        expect(card.value).toBeGreaterThan(0);
        await expect(page.getByTestId(`kpi-${item.card}`).getByTestId('kpi-value')).toHaveText(count(card.value));
      } else {
        const first = stats.breakdowns!.find((b) => b.dimension === item.breakdown)!.rows[0]!;
        expect(first.users).toBeGreaterThanOrEqual(5);
        await expect(page.getByTestId(`breakdown-${item.breakdown}`).getByTestId('figure-row').first().locator('td').first()).toHaveText(count(first.users));
      }

      // Compare with the previous period.
      await page.getByRole('switch', { name: '与上一周期对比' }).click();
      await expect(page).toHaveURL(/compare=1/);
      if (item.card) await expect(page.getByTestId(`kpi-${item.card}`).getByText(/^上一周期：/)).toBeVisible();
      else await expect(page.getByTestId(`breakdown-${item.breakdown}`).getByRole('columnheader', { name: '变化' })).toBeVisible();
      await expect(page.getByTestId('statistics-range')).toContainText('对比');

      // Granularity (pages with a trend): hours make no sense over 30 days; weeks do.
      const granularity = page.getByRole('group', { name: '时间粒度' });
      if (item.granularity) {
        await expect(granularity.getByRole('button', { name: '按小时' })).toBeDisabled();
        await granularity.getByRole('button', { name: '按周' }).click();
        await expect(page).toHaveURL(/granularity=WEEK/);
      } else await expect(granularity).toHaveCount(0);
      await expectData(page, item);

      // The URL keeps the view.
      const url = page.url();
      await page.reload();
      expect(page.url()).toBe(url);
      await expectData(page, item);
      await expect(page.getByRole('switch', { name: '与上一周期对比' })).toBeChecked();
      if (item.granularity) await expect(granularity.getByRole('button', { name: '按周' })).toHaveAttribute('aria-pressed', 'true');
      await page.screenshot({ path: `.tmp/screens/statistics-${item.name}-zh.png`, fullPage: true });

      await context.addCookies([{ name: 'language', value: 'en', url: page.url() }]);
      await page.reload();
      await expectData(page, item);
      await expect(page.getByRole('switch', { name: 'Compare with the previous period' })).toBeChecked();
      await page.screenshot({ path: `.tmp/screens/statistics-${item.name}-en.png`, fullPage: true });
    });
  }
});
