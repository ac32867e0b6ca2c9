import { expect, test, type Page } from '@playwright/test';
import { DEMO_APP_KEYS } from '../../server/src/db/seed/appKeys';
import type { AppUserPage } from '#contract/schemas/appUser';
import { CONSOLE_HEADERS, apiGet, chooseArea, loginAs, openMenu } from './support';
import { usageApi } from '#contract/endpoints/usage';
import { buildingApi } from '#contract/endpoints/building';
import { appUserApi } from '#contract/endpoints/appUser';

/**
 * Issue 16 用户列表 (spec §2 /user): the platform admin finds a demo app user and opens its activity, then erases another
 * user (sent as events through POST /api/collect with the demo mall app's key) with a reason, and it is gone.
 */

/** Two sessions of one user at the demo mall, sent as the mall's app sends them. */
async function sendUser(page: Page, userId: string, buildingId: number) {
  const now = Date.now();
  let n = 0;
  const event = (session: string, at: number, type: string, data: Record<string, unknown> = {}) => ({
    ...{ id: `${userId}-${n++}`, type, time: new Date(at).toISOString(), buildingId, userId, sessionId: `${userId}-${session}` },
    ...{ platform: 'android', appVersion: '3.2.0', brand: 'Xiaomi', model: '14', os: 'Android', osVersion: '14', network: 'wifi' },
    data,
  });
  const events = [
    event('a', now - 7_200_000, 'app_open', { firstOpen: true }),
    event('a', now - 7_100_000, 'search', { query: '咖啡', results: 3 }),
    event('a', now - 7_000_000, 'feature_click', { feature: 'coupon' }),
    event('a', now - 6_900_000, 'app_close', { durationSec: 300 }),
    event('b', now - 600_000, 'app_open'),
    event('b', now - 500_000, 'app_close', { durationSec: 100 }),
  ];
  const res = await page.request.post(usageApi.collect.path, { data: { events }, headers: { 'X-App-Key': DEMO_APP_KEYS['demo-malls'] } });
  expect((await res.json()).data).toMatchObject({ accepted: events.length, rejected: [] });
}

const search = async (page: Page, text: string) => {
  const box = page.getByPlaceholder('用户 ID 开头…');
  await box.fill(text);
  await expect(box).toHaveValue(text);
};

test('issue 16: 用户列表 finds an app user, shows its activity, and erases another user with a reason', async ({ page }) => {
  await loginAs(page, 'platform@demo.local');
  const buildings = await apiGet<{ records: Array<{ id: number; name: string }> }>(page, `${buildingApi.page.path}?page=1&size=200`);
  const mall = buildings.records.find((b) => b.name === '环球购物中心')!.id;
  const gone = `e2e-gone-${Date.now().toString(36)}`;
  await sendUser(page, gone, mall);

  // A demo user (the seeded history), found by the start of its id.
  const demo = (await apiGet<AppUserPage>(page, `${appUserApi.page.path}?page=1&size=1&q=u_&sort=lastSeen&order=desc`)).records[0]!;
  await chooseArea(page, '平台管理');
  await openMenu(page, '用户管理', '用户列表');
  await expect(page).toHaveURL(/\/user/);
  await expect(page.getByTestId('coming-page')).toHaveCount(0);
  await search(page, demo.userId);
  const row = page.locator('tbody tr').filter({ hasText: demo.userId });
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(row).toHaveCount(1);
  await page.screenshot({ path: '.tmp/screens/hC-user-list-zh.png' });
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/user/user-activity/${encodeURIComponent(demo.userId)}`));
  await expect(page.getByTestId('user-activity-id')).toHaveText(demo.userId);
  await expect(page.getByTestId('user-summary')).toContainText(String(demo.sessions));
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByTestId('user-sessions').locator('tbody tr').first()).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/hC-user-activity-zh.png' });

  // Another user: erased with a reason, after a refusal without one.
  await page.getByRole('link', { name: '应用用户' }).click();
  await search(page, gone);
  await page.locator('tbody tr').filter({ hasText: gone }).click();
  await expect(page.getByTestId('user-summary')).toContainText('2');
  await page.getByTestId('erase-user').click();
  const dialog = page.getByTestId('erase-dialog');
  await expect(dialog).toContainText('6 条原始事件');
  await page.getByTestId('erase-confirm').click();
  await expect(dialog).toContainText('请填写删除原因');
  await page.getByTestId('erase-reason').fill('用户来电要求删除个人信息（工单 E2E）');
  await page.screenshot({ path: '.tmp/screens/hC-user-erase-zh.png' });
  await page.getByTestId('erase-confirm').click();
  await expect(page.getByText(`已删除用户 ${gone}（删除 6 条事件）`)).toBeVisible();
  await expect(page).toHaveURL(/\/user(\?|$)/);
  await search(page, gone);
  await expect(page.getByTestId('user-list-no-match')).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/hC-user-list-nomatch-zh.png' });
  const after = await page.request.get(`${appUserApi.detail.path}?userId=${gone}`, { headers: CONSOLE_HEADERS });
  expect((await after.json()).code).toBe(10004);
  // Its activity page says so.
  await page.goto(`/user/user-activity/${gone}`);
  await expect(page.getByText('该用户不存在：从未出现或已被删除。')).toBeVisible();
});
