import { expect, test, type Page } from '@playwright/test';
import type { LocationQuality } from '#contract/schemas/locationQuality';
import { apiGet, chooseArea, chooseMall, openMenu, signInIn } from './support';
import { locationQualityApi } from '#contract/endpoints/locationQuality';

/**
 * Issue 15 定位功能 location quality (spec §6 VIEW_LOCATION_FUNCTION, in the location statistics section), on the
 * mall over the simulator's history: every level's figures are the server's, the chosen level's cells are drawn on
 * the plan beside the beacons' coverage estimate, a row or the level switcher chooses another level; in English the
 * page fits, and a range past the limit shows the server's message.
 */

/** The cells in the quality map's source once the map is at rest (null while it moves or loads). */
const drawn = (page: Page) => page.evaluate(() => window.__qualityMap?.drawn() ?? null);

const quality = (page: Page, buildingId: number, levelId: number) =>
  apiGet<LocationQuality>(page, `${locationQualityApi.quality.path}?buildingId=${buildingId}&levelId=${levelId}`);

/** A level's row as the page should show it: fixes, users, poor share, P50, P90, P95 (a held-back level: one cell saying so). */
function expectedCells(answer: LocationQuality, levelId: number, locale: string, held: string): string[] {
  const row = answer.levels.find((l) => l.levelId === levelId)!;
  if (row.fixes === null || row.users === null) return [held];
  const open = answer.openMetres;
  const metres = (value: number | null) => {
    const unit = (m: number) => new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter', maximumFractionDigits: 1 }).format(m);
    return value === null ? '—' : value >= open ? `≥ ${unit(open)}` : unit(value);
  };
  const share = row.fixes ? new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(row.poor! / row.fixes) : '—';
  return [row.fixes.toLocaleString(locale), row.users.toLocaleString(locale), share, metres(row.p50), metres(row.p90), metres(row.p95)];
}

const levelRow = (page: Page, levelId: number) => page.locator(`[data-testid="quality-level-row"][data-level="${levelId}"]`);

test('issue 15: 定位功能 shows every level’s figures as the server counts them, draws the chosen level’s cells over the coverage estimate, and switches level', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const buildingId = await chooseMall(page);
  await chooseArea(page, '数据分析');
  await openMenu(page, '定位分析', '定位功能');
  await expect(page).toHaveURL(/\/statistics\/location\/location-quality/);
  await expect(page.getByTestId('coming-page')).toHaveCount(0);

  const map = page.getByTestId('quality-map');
  const levelId = Number(await map.getAttribute('data-level'));
  const answer = await quality(page, buildingId, levelId);
  expect(answer.cells.length).toBeGreaterThan(0);
  expect(answer.levels.some((l) => (l.fixes ?? 0) > 0)).toBe(true);

  // Every level, with the server's figures; the chosen one marked.
  const rows = page.getByTestId('quality-levels').locator('tbody tr');
  await expect(rows).toHaveCount(answer.levels.length);
  for (const level of answer.levels) {
    await expect(levelRow(page, level.levelId).locator('td')).toHaveText(expectedCells(answer, level.levelId, 'zh', `少于 ${answer.minUsers} 人`));
  }
  await expect(levelRow(page, levelId)).toHaveAttribute('aria-current', 'true');
  const chosen = answer.levels.find((l) => l.levelId === levelId)!;
  await expect(page.getByTestId('quality-count')).toHaveText(`此楼层 ${chosen.fixes!.toLocaleString('zh')} 个定位点`);
  await expect(page.getByTestId('quality-p50')).toHaveText(expectedCells(answer, levelId, 'zh', '')[3]!);
  await expect(page.getByTestId('quality-histogram').locator('.recharts-bar-rectangle').first()).toBeVisible();

  // The cells on the plan, the coverage estimate with them (its share of weak cells said), the beacons' legend.
  await expect.poll(() => drawn(page), { timeout: 20_000 }).toBe(answer.cells.length);
  await expect(page.getByTestId('beacon-coverage-weak')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('quality-legend')).toBeVisible();
  await page.screenshot({ path: '/tmp/quality-zh.png', fullPage: true });

  // The coverage estimate hidden, in the URL.
  await page.getByRole('switch', { name: '覆盖估算' }).click();
  await expect(page).toHaveURL(/coverage=off/);
  await expect(page.getByTestId('beacon-coverage-weak')).toHaveCount(0);
  await expect(page.getByRole('switch', { name: '覆盖估算' })).not.toBeChecked();

  // Another level with fixes, chosen by its row: the URL, the map, the count and the cells follow.
  const other = answer.levels.find((l) => l.levelId !== levelId && (l.fixes ?? 0) > 0)!;
  expect(other).toBeDefined();
  await levelRow(page, other.levelId).getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`level=${other.levelId}`));
  await expect(map).toHaveAttribute('data-level', String(other.levelId));
  await expect(levelRow(page, other.levelId)).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('quality-count')).toHaveText(`此楼层 ${other.fixes!.toLocaleString('zh')} 个定位点`);
  const otherAnswer = await quality(page, buildingId, other.levelId);
  await expect.poll(() => drawn(page), { timeout: 20_000 }).toBe(otherAnswer.cells.length);
  await page.screenshot({ path: '/tmp/quality-level-zh.png', fullPage: true });

  // Back through the level switcher beside the map.
  await page.locator(`button[value="${levelId}"]`).click();
  await expect(map).toHaveAttribute('data-level', String(levelId));
  await expect(levelRow(page, levelId)).toHaveAttribute('aria-current', 'true');
});

test('issue 15: 定位功能 in English fits, and a range past the limit shows the server’s message', async ({ page, baseURL }) => {
  await chooseMall(page, () => signInIn(page, 'en', baseURL!, 'platform@demo.local'));
  await page.goto('/statistics/location/location-quality');
  await expect(page.getByTestId('quality-levels')).toBeVisible();
  await expect.poll(() => drawn(page), { timeout: 20_000 }).toBeGreaterThan(0);
  await expect(page.getByTestId('quality-count')).toHaveText(/^[\d,]+ location fixes on this level$/);
  // Nothing runs past the window or out of the level table.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  const table = page.getByTestId('quality-levels');
  expect(await table.evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth)).toBe(true);
  await page.screenshot({ path: '/tmp/quality-en.png', fullPage: true });

  // 40 days up to the answered last day: past the 31-day limit.
  const to = await page.getByTestId('quality-to').inputValue();
  const before = (days: number) => new Date(Date.parse(`${to}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
  await page.getByTestId('quality-from').fill(before(40));
  await expect(page.getByTestId('quality-error')).toHaveText('From: The location quality view spans at most 31 days; choose a shorter range');
  await expect(page.getByTestId('quality-levels')).toHaveCount(0);
  // The day not touched keeps the last answered one.
  await expect(page.getByTestId('quality-to')).toHaveValue(to);
  await page.screenshot({ path: '/tmp/quality-error-en.png', fullPage: true });

  // A week before the simulator's history (32 days): no fix on any level — the empty note, no cell drawn.
  // Both days one after the other (the second set before the page has rendered the first): the URL keeps both.
  await page.getByTestId('quality-from').fill(before(46));
  await page.getByTestId('quality-to').fill(before(40));
  await expect(page).toHaveURL(new RegExp(`from=${before(46)}&to=${before(40)}`));
  await expect(page.getByTestId('quality-empty')).toHaveText('No location fixes with an estimated error on this level in this range.');
  await expect(page.getByTestId('quality-count')).toHaveText('0 location fixes on this level');
  await expect.poll(() => drawn(page), { timeout: 20_000 }).toBe(0);
  await page.screenshot({ path: '/tmp/quality-empty-en.png', fullPage: true });
});
