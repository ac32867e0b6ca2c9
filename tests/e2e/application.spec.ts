import { expect, test } from '@playwright/test';
import { loginAs } from './support';

test('spec §2: / lists the usable buildings; choosing one opens the building view with its floors', async ({ page }) => {
  await loginAs(page, 'company@demo.local');
  await expect(page).toHaveURL(/\/application$/);
  await expect(page.getByText('环球购物中心')).toBeVisible();
  await expect(page.getByText('Other Co Tower')).toHaveCount(0);
  await page.getByRole('button', { name: /环球购物中心/ }).click();
  await expect(page).toHaveURL(/\/building\/building-view$/);
  await expect(page.getByTestId('building-name')).toHaveText('环球购物中心');
  for (const level of ['B1', '1F', '2F', '3F']) await expect(page.getByRole('cell', { name: level, exact: true })).toBeVisible();
  const stored = await page.evaluate(() => Object.keys(window.localStorage));
  expect(stored.join(' ')).toMatch(/building/i);
});

test('spec §2: another company admin sees only its own building', async ({ page }) => {
  await loginAs(page, 'other@demo.local');
  await expect(page.getByText('Other Co Tower')).toBeVisible();
  await expect(page.getByText('环球购物中心')).toHaveCount(0);
});
