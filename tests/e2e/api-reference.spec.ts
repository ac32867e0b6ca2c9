import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support';
import { systemApi } from '#contract/endpoints/system';

// Issue 34 §7: /api/docs, the interactive reference (Swagger UI from the server's own files). "Try it out" of a changing
// call works once the X-Requested-With scheme is authorized there; the session is the browser's own cookie.

/** Runs "Try it out" → "Execute" on the operation (Swagger UI's id: operations-<tag>-<operationId>) and answers the body shown. */
async function execute(page: Page, operation: string): Promise<string> {
  const block = page.locator(`#operations-${operation}`);
  if (!(await block.locator('.opblock-body').isVisible())) await block.locator('.opblock-summary').click();
  const tryIt = block.getByRole('button', { name: 'Try it out' });
  if (await tryIt.isVisible()) await tryIt.click();
  const clear = block.getByRole('button', { name: 'Clear' });
  if (await clear.isVisible()) await clear.click();
  await block.getByRole('button', { name: 'Execute' }).click();
  const body = block.locator('.live-responses-table .response-col_description pre').first();
  await expect(body).toBeVisible();
  return body.innerText();
}

test('issue 34 §7: /api/docs tries a changing call: refused (10003) without X-Requested-With, answered once it is authorized', async ({ page }) => {
  await loginAs(page, 'platform@demo.local');
  await page.goto(systemApi.docs.path);
  await expect(page.locator('#operations-admin-accountLoginToken')).toBeVisible();

  expect(JSON.parse(await execute(page, 'admin-accountLoginToken'))).toMatchObject({ code: 10003 });

  await page.locator('.btn.authorize').first().click();
  const scheme = page.locator('.auth-container').filter({ hasText: 'consoleHeader' });
  await scheme.locator('input').fill('indoor-console');
  await scheme.getByRole('button', { name: 'Apply credentials' }).click();
  await scheme.getByRole('button', { name: 'Close' }).click();

  const answered = JSON.parse(await execute(page, 'admin-accountLoginToken')) as { code: number; data: { token: string } };
  expect(answered.code).toBe(0);
  expect(answered.data.token).toEqual(expect.any(String));
});
