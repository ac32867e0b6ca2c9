import { expect, test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import type { HeatMap } from '#contract/schemas/heat';
import { apiGet, chooseArea, chooseMall, openMenu, signInIn } from './support';
import { heatApi } from '#contract/endpoints/heat';

/**
 * Issue 15 热力图 (spec §2 /heat-map, VIEW_HOT_SPOT), as the demo company admin on the mall, over the simulator's
 * history: the heat is drawn on the plan for the whole day and hour by hour, the figures are the server's, the
 * regions' time spent beside it; a range past the limit shows the server's message.
 */

/** Pixels of the map that differ clearly from a screenshot of the same view without heat. */
function changedPixels(baseline: Buffer, shot: Buffer): number {
  const [a, b] = [PNG.sync.read(baseline), PNG.sync.read(shot)];
  expect([b.width, b.height]).toEqual([a.width, a.height]);
  let changed = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    const d = Math.abs(a.data[i]! - b.data[i]!) + Math.abs(a.data[i + 1]! - b.data[i + 1]!) + Math.abs(a.data[i + 2]! - b.data[i + 2]!);
    if (d > 60) changed++;
  }
  return changed;
}

/** The cells in the heat map's source once the map is at rest (null while it moves or loads). */
const drawn = (page: Page) => page.evaluate(() => window.__heatMap?.drawn() ?? null);

test('issue 15: 热力图 draws the simulator’s fixes on the plan, whole day and hour by hour, with the server’s figures and regions', async ({ page }) => {
  const buildingId = await chooseMall(page);
  await chooseArea(page, '数据分析');
  await openMenu(page, '热力图', '热力图');
  await expect(page).toHaveURL(/\/statistics\/heat-map/);
  await expect(page.getByTestId('coming-page')).toHaveCount(0);

  const map = page.getByTestId('heat-map');
  const levelId = Number(await map.getAttribute('data-level'));
  const heat = await apiGet<HeatMap>(page, `${heatApi.map.path}?buildingId=${buildingId}&levelId=${levelId}`);
  expect(heat.cells.length).toBeGreaterThan(10);
  const total = heat.cells.reduce((n, c) => n + c.fixes, 0);
  await expect(page.getByTestId('heat-count')).toHaveText(`${total.toLocaleString('zh')} 个定位点`);
  await expect.poll(() => drawn(page), { timeout: 20_000 }).toBeGreaterThan(0);
  await page.screenshot({ path: '.tmp/screens/heat-map-zh.png' });

  // An hour of the night (the mall is closed): no heat at all. It is the baseline of what the heat changes.
  const byHour = Array.from({ length: 24 }, (_, h) => heat.cells.reduce((n, c) => n + c.hours[h]!, 0));
  const quiet = byHour.indexOf(0);
  expect(quiet).toBeGreaterThanOrEqual(0);
  await page.goto(`/statistics/heat-map?hour=${quiet}`);
  await expect(page.getByTestId('heat-count')).toHaveText('0 个定位点');
  await expect.poll(() => drawn(page), { timeout: 20_000 }).toBe(0);
  const baseline = await map.screenshot();

  // The whole day, then the busiest hour chosen on the slider: the heat is drawn over the plan.
  await page.getByTestId('heat-whole-day').click();
  await expect.poll(() => drawn(page), { timeout: 20_000 }).toBeGreaterThan(0);
  await expect.poll(async () => changedPixels(baseline, await map.screenshot()), { timeout: 10_000 }).toBeGreaterThan(2000);
  const busiest = byHour.indexOf(Math.max(...byHour));
  await page.getByTestId('heat-whole-day').click();
  const slider = page.getByRole('slider', { name: '时段' });
  await expect(slider).toBeEnabled();
  await slider.focus();
  await page.keyboard.press('Home');
  for (let h = 0; h < busiest; h++) await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(new RegExp(`hour=${busiest}`));
  await expect(page.getByTestId('heat-count')).toHaveText(`${byHour[busiest]!.toLocaleString('zh')} 个定位点`);
  await expect.poll(async () => changedPixels(baseline, await map.screenshot()), { timeout: 10_000 }).toBeGreaterThan(500);
  await page.screenshot({ path: '.tmp/screens/heat-map-hour-zh.png' });

  // Play: the hour moves on by itself.
  const before = await page.getByTestId('heat-clock').textContent();
  await page.getByRole('button', { name: '按小时播放' }).click();
  await expect(page.getByTestId('heat-clock')).not.toHaveText(before!);
  await page.getByRole('button', { name: '暂停' }).click();

  // The regions of the level: the server's, with figures or held back.
  const regions = page.getByTestId('heat-regions').locator('tbody tr');
  await expect(regions).toHaveCount(heat.regions.length);
  if (heat.regions.length) await expect(regions.first()).toContainText(heat.regions[0]!.name);
});

test('issue 15: 热力图 in English fits, and a range past the limit shows the server’s message', async ({ page, baseURL }) => {
  await chooseMall(page, () => signInIn(page, 'en', baseURL!, 'company@demo.local'));
  await page.goto('/statistics/heat-map');
  await expect.poll(() => drawn(page), { timeout: 20_000 }).toBeGreaterThan(0);
  await page.screenshot({ path: '.tmp/screens/heat-map-en.png' });
  await page.getByTestId('heat-from').fill('2026-01-01');
  await expect(page.getByTestId('heat-error')).toHaveText('From: The heat map spans at most 31 days; choose a shorter range');
  await page.screenshot({ path: '.tmp/screens/heat-map-error-en.png' });
});
