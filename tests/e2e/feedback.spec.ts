import { expect, test, type Page } from '@playwright/test';
import { DEMO_APP_KEYS } from '../../server/src/db/seed/appKeys';
import { apiGet, chooseMall } from './support';
import { beaconApi } from '#contract/endpoints/beacon';
import { feedbackAppApi } from '#contract/endpoints/feedback';

/**
 * Issue 18, done when: feedback sent through the app call (authenticated by the location app's key) appears in
 * 用户反馈 with its place on the map, and raises a message whose badge the company admin sees.
 */

const badgeCount = async (page: Page) => Number(await page.getByTestId('message-badge').getAttribute('data-count'));

test('issue 18: feedback sent through the app call appears with its place on the map and raises a message with a badge', async ({ page }) => {
  const buildingId = await chooseMall(page);
  await expect(page.getByTestId('message-badge')).toHaveAttribute('data-count', /\d+/);
  const before = await badgeCount(page);

  // Where the user stood: a deployed beacon's spot on its level.
  const beacons = await apiGet<{ records: Array<{ levelId: number; lng: number; lat: number; name: string }> }>(
    page,
    `${beaconApi.page.path}?buildingId=${buildingId}&page=1&size=5&lifecycle=deployed`,
  );
  const spot = beacons.records[0];
  const text = `e2e 反馈：在 ${spot.name} 附近定位漂移 ${Date.now()}`;
  const sent = await page.request.post(feedbackAppApi.add.path, {
    headers: { 'X-App-Key': DEMO_APP_KEYS['demo-malls'] },
    data: {
      buildingId,
      userId: 'u_e2e_feedback',
      category: 'inaccurateLocation',
      text,
      contact: '138****0000',
      device: { platform: 'wechat', appVersion: '3.2.0', brand: 'Huawei', model: 'Mate 60', os: 'HarmonyOS', osVersion: '4.2' },
      place: { levelId: spot.levelId, lng: spot.lng, lat: spot.lat },
    },
  });
  const added = (await sent.json()) as { code: number; data: { id: number } };
  expect(added.code).toBe(0);

  // The message centre's badge moves by itself (a reload stands in for its minute's refresh).
  await page.reload();
  // (At least one more: a beacon-alert round of the server may raise its own message meanwhile.)
  await expect.poll(() => badgeCount(page)).toBeGreaterThan(before);

  await page.goto('/message');
  const row = page.getByTestId('message-row').filter({ hasText: '新的用户反馈' }).first();
  await row.click();
  await expect(page.getByTestId('message-content').first()).toContainText('定位漂移');
  await page.getByTestId('message-link').first().click();
  await expect(page).toHaveURL(new RegExp(`/feedback/feedback-detail/${added.data.id}$`));

  // The detail: the report, the place on its level's map (drawn and idle), the beacons around it.
  await expect(page.getByTestId('feedback-report')).toContainText(text);
  await expect(page.getByTestId('feedback-report')).toContainText(`${spot.lng.toFixed(6)}`);
  await expect.poll(async () => Number((await page.getByTestId('indoor-map').getAttribute('data-idle')) ?? 0), { timeout: 30_000 }).toBeGreaterThan(0);
  await expect(page.getByTestId('feedback-beacons')).toContainText(spot.name);

  // It stands in the inbox, filtered by its category.
  await page.goto('/feedback/feedback-list');
  await expect(page.getByText(text.slice(0, 20)).first()).toBeVisible();
});
