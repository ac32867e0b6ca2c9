import { expect, test, type Page } from '@playwright/test';
import { DEMO_APP_KEYS } from '../../server/src/db/seed/appKeys';
import type { Track, TrackPage } from '#contract/schemas/tracks';
import { apiGet, chooseArea, chooseMall, openMenu, signInIn } from './support';
import { buildingApi } from '#contract/endpoints/building';
import { beaconApi } from '#contract/endpoints/beacon';
import { usageApi } from '#contract/endpoints/usage';
import { trackApi } from '#contract/endpoints/tracks';

/**
 * Issue 15 用户轨迹 / 轨迹回放 (spec §2 /location track-list and tracking, VIEW_USER_TRACK), as the demo company
 * admin on the mall: the list holds the simulator's sessions and one the test reports through /api/collect;
 * its row opens the playback, which draws the path on the plan, follows the user to the next level, and plays.
 */

const MINUTE = 60_000;

interface Beacon {
  levelId: number;
  lng: number;
  lat: number;
}

/** A visit on two levels, walked between beacons' places (they lie on the plan), reported as the mall's app does. */
async function reportVisit(page: Page, buildingId: number, session: string): Promise<void> {
  const levels = (await apiGet<{ levels: Array<{ id: number; ordinal: number }> }>(page, `${buildingApi.one.path}?id=${buildingId}`)).levels
    .sort((a, b) => Math.abs(a.ordinal) - Math.abs(b.ordinal))
    .slice(0, 2);
  const places = async (levelId: number) =>
    (await apiGet<{ records: Beacon[] }>(page, `${beaconApi.page.path}?buildingId=${buildingId}&levelId=${levelId}&size=4&sort=name`)).records;
  const [first, second] = [await places(levels[0]!.id), await places(levels[1]!.id)];
  const start = Date.now() - 50 * MINUTE;
  let n = 0;
  const event = (at: number, type: string, data?: Record<string, unknown>) => ({
    ...{ id: `${session}-${n++}`, type, time: new Date(at).toISOString(), buildingId, userId: `user-${session}`, sessionId: session },
    ...{ platform: 'wechat', appVersion: '3.2.0', brand: 'Huawei', model: 'Mate 60 Pro', os: 'HarmonyOS', osVersion: '4.2', network: 'wifi' },
    ...(data ? { data } : {}),
  });
  const fix = (at: number, b: Beacon) => event(at, 'location', { levelId: b.levelId, lng: b.lng, lat: b.lat, accuracy: 3, beacons: [] });
  const events = [
    event(start, 'app_open'),
    ...first.map((b, i) => fix(start + (i + 1) * MINUTE, b)),
    event(start + 2 * MINUTE + 5000, 'search', { query: '咖啡', results: 2 }),
    ...second.map((b, i) => fix(start + (first.length + i + 2) * MINUTE, b)),
    event(start + (first.length + second.length + 2) * MINUTE, 'qr_scan', { scene: 'e2e-scene' }),
    event(start + 15 * MINUTE, 'app_close', { durationSec: 900 }),
  ];
  const res = await page.request.post(usageApi.collect.path, { data: { events }, headers: { 'x-app-key': DEMO_APP_KEYS['demo-malls'] } });
  expect((await res.json()).data).toMatchObject({ accepted: events.length, rejected: [] });
}

const drawn = (page: Page) => page.evaluate(() => window.__trackMap?.drawn() ?? {});

test('issue 15: 用户轨迹 lists the sessions (the simulator’s and one reported now); a row plays it back on the plan, level by level', async ({ page }) => {
  const buildingId = await chooseMall(page);
  const session = `e2e-${Date.now().toString(36)}`;
  await reportVisit(page, buildingId, session);

  await chooseArea(page, '数据分析');
  await openMenu(page, '定位分析', '用户轨迹');
  await expect(page).toHaveURL(/\/statistics\/location\/track-list/);
  await expect(page.getByTestId('coming-page')).toHaveCount(0);
  const rows = page.locator('#main-content tbody tr');
  // The simulator's history holds many sessions in the last seven days (the default range).
  await expect(rows.nth(5)).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: '.tmp/screens/track-list-zh.png' });

  await page.getByRole('textbox', { name: '用户', exact: true }).fill(`user-${session}`);
  await expect(rows).toHaveCount(1);
  const api = await apiGet<TrackPage>(page, `${trackApi.page.path}?buildingId=${buildingId}&userId=user-${session}`);
  const listed = api.records[0]!;
  await expect(rows.first()).toContainText(listed.startedLocal);
  await expect(rows.first()).toContainText(`${new Intl.NumberFormat('zh', { maximumFractionDigits: listed.distance < 100 ? 1 : 0 }).format(listed.distance)}`);
  for (const level of listed.levels) await expect(rows.first()).toContainText(level.name);

  await rows.first().click();
  await expect(page).toHaveURL(new RegExp(`/statistics/location/tracking\\?sessionId=${session}`));
  const track = await apiGet<Track>(page, `${trackApi.one.path}?buildingId=${buildingId}&sessionId=${session}`);
  await expect(page.getByTestId('track-summary')).toContainText(`user-${session}`);
  // At the start: the whole path of the first level still ahead, nothing walked.
  const map = page.getByTestId('track-map');
  await expect(map).toHaveAttribute('data-level', String(track.points[0]!.levelId));
  await expect.poll(async () => (await drawn(page)).ahead ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);

  // The QR scan at the end: the map has followed the user to the second level, the path there walked, the user on it.
  await page.getByTestId('track-events').getByText('扫码').click();
  await expect(map).toHaveAttribute('data-level', String(track.points.at(-1)!.levelId));
  await expect.poll(async () => drawn(page)).toMatchObject({ walked: expect.any(Number), now: 1 });
  await expect(page.getByTestId('track-clock')).toContainText(`第 ${track.points.length} / ${track.points.length} 个定位点`);
  await page.screenshot({ path: '.tmp/screens/tracking-zh.png' });

  // Play from the start at 300×: the clock moves on by itself.
  await page.getByTestId('track-events').getByText('打开应用').click();
  await page.getByRole('button', { name: '300×' }).click();
  const before = await page.getByTestId('track-clock').textContent();
  await page.getByRole('button', { name: '播放' }).click();
  await expect(page.getByTestId('track-clock')).not.toHaveText(before!);
  await page.getByRole('button', { name: '暂停' }).click();
});

test('issue 15: 轨迹回放 without a session points to the list; an unknown session shows the server’s message', async ({ page }) => {
  await chooseMall(page);
  await page.goto('/statistics/location/tracking');
  await expect(page.getByText('未选择轨迹，请从轨迹列表打开。')).toBeVisible();
  await expect(page.getByRole('link', { name: '轨迹列表' })).toHaveAttribute('href', '/statistics/location/track-list');
  await page.goto('/statistics/location/tracking?sessionId=no-such-session');
  await expect(page.getByRole('alert')).toContainText(/不存在|找不到|not found/i);
  await page.screenshot({ path: '.tmp/screens/tracking-unknown-zh.png' });
});

test('issue 15: 用户轨迹 in English fits, and a range past the limit shows the server’s message', async ({ page, baseURL }) => {
  await chooseMall(page, () => signInIn(page, 'en', baseURL!, 'company@demo.local'));
  await page.goto('/statistics/location/track-list');
  await expect(page.locator('#main-content tbody tr').first()).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: '.tmp/screens/track-list-en.png' });
  await page.getByLabel('Started from').fill('2026-01-01');
  await expect(page.getByTestId('track-list-error')).toHaveText('Started from: The track list spans at most 92 days; choose a shorter range');
  await page.screenshot({ path: '.tmp/screens/track-list-error-en.png' });
});
