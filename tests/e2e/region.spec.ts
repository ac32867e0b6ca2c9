import { expect, test } from '@playwright/test';
import { canvasPixels, loginAs, openMenu } from './support';

test('issue 5: the mall’s regions — list by building, level filter, a region on its level with its POIs', async ({ page }) => {
  await loginAs(page, 'platform@demo.local');
  await page.getByRole('button', { name: /环球购物中心/ }).click();
  await expect(page).toHaveURL(/\/building\/building-view$/);

  await openMenu(page, '区域管理', '区域列表');
  await expect(page).toHaveURL(/\/region$/);
  const table = page.getByRole('table');
  // B1 zones A and B, north and south wings on 1F to 3F, the food court on 3F: by level, lowest first.
  await expect(table.locator('tbody tr')).toHaveCount(9);
  await expect(table.locator('tbody tr').first()).toContainText('停车场 A 区');
  const foodCourt = table.locator('tbody tr', { hasText: '美食广场' });
  await expect(foodCourt).toContainText('Food court');
  await expect(foodCourt).toContainText('3F');
  await expect(foodCourt).toContainText('餐饮');

  await page.getByRole('combobox', { name: '楼层' }).click();
  await page.getByRole('option', { name: '3F', exact: true }).click();
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await expect(table.locator('tbody tr')).toContainText(['美食广场', '北翼', '南翼']);
  await page.screenshot({ path: test.info().outputPath('region-list.png') });

  await table.locator('tbody tr', { hasText: '美食广场' }).click();
  await expect(page).toHaveURL(/\/region\/\d+\/show$/);
  await expect(page.getByTestId('region-name')).toHaveText('美食广场');
  await expect(page.getByTestId('region-facts')).toHaveText('Food court · 3F · 餐饮');
  const pois = page.getByTestId('region-pois');
  await expect(pois.locator('tbody tr').first()).toBeVisible();
  expect(await pois.locator('tbody tr').count()).toBeGreaterThan(3);
  await expect.poll(async () => Number((await page.getByTestId('indoor-map').getAttribute('data-idle')) ?? 0), { timeout: 30_000 }).toBeGreaterThan(0);
  expect((await canvasPixels(page)).distinct, 'the canvas is not blank').toBeGreaterThan(8);
  await page.screenshot({ path: test.info().outputPath('region-view.png') });

  // The spec's own paths still open the same pages.
  const id = /\/region\/(\d+)\/show$/.exec(page.url())![1];
  await page.goto(`/region/region-view/${id}`);
  await expect(page).toHaveURL(new RegExp(`/region/${id}/show$`));
  await expect(page.getByTestId('region-name')).toHaveText('美食广场');
  await page.goto('/region/region-list');
  await expect(page).toHaveURL(/\/region$/);
});
