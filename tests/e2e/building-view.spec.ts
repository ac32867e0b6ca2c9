import { expect, test, type Page } from '@playwright/test';
import { canvasPixels, loginAs } from './support';

/** Once idle, the map writes on its container what the canvas shows: an idle count, the level id and the pitch. */
const mapState = async (page: Page) => {
  const map = page.getByTestId('indoor-map');
  return {
    idle: Number((await map.getAttribute('data-idle')) ?? 0),
    level: await map.getAttribute('data-level'),
    pitch: await map.getAttribute('data-pitch'),
  };
};

/** Waits for an idle map (after `since` idles) in the wanted state. */
const waitDrawn = async (page: Page, since: number, wanted: (state: Awaited<ReturnType<typeof mapState>>) => boolean) => {
  await expect
    .poll(
      async () => {
        const state = await mapState(page);
        return state.idle > since && wanted(state);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return mapState(page);
};

test('issue 5: the mall on the indoor map — drawn, levels, 3D, a shop clicked; nothing leaves the machine, maplibre only here', async ({ page }) => {
  const foreign: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.hostname !== '127.0.0.1') foreign.push(request.url());
    if (request.resourceType() === 'script') scripts.push(url.pathname);
  });

  await loginAs(page, 'platform@demo.local');
  await expect(page).toHaveURL(/\/application$/);
  // The login and list pages never download the map code.
  expect(scripts.filter((path) => /IndoorMap|maplibre/i.test(path))).toEqual([]);

  await page.getByRole('button', { name: /环球购物中心/ }).click();
  await expect(page).toHaveURL(/\/building\/building-view$/);
  await expect(page.getByTestId('building-name')).toHaveText('环球购物中心');
  const levels = page.getByRole('group', { name: '楼层' });
  await expect(levels.getByRole('button')).toHaveText(['3F', '2F', '1F', 'B1']);
  await expect(levels.getByRole('button', { name: '1F', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const first = await waitDrawn(page, 0, () => true);
  expect(scripts.some((path) => /IndoorMap/.test(path))).toBe(true);
  expect(scripts.some((path) => /maplibre-gl-csp-worker/.test(path))).toBe(true);

  const ground = await canvasPixels(page);
  expect(ground.distinct, 'the canvas is not blank').toBeGreaterThan(8);
  await expect(page.getByRole('region', { name: '图例' })).toContainText('商铺');
  await expect(page.locator('[data-testid="map-label"]').filter({ visible: true }).first()).toBeVisible();

  await levels.getByRole('button', { name: '2F', exact: true }).click();
  await expect(levels.getByRole('button', { name: '2F', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const upstairs = await waitDrawn(page, first.idle, (state) => state.level !== first.level);
  const second = await canvasPixels(page);
  expect(second.distinct).toBeGreaterThan(8);
  expect(second.hash, 'another level draws another floor').not.toBe(ground.hash);

  await page.getByRole('button', { name: '3D', exact: true }).click();
  await expect(page.getByRole('button', { name: '3D', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const tilted = await waitDrawn(page, upstairs.idle, (state) => state.pitch === '55');
  const raised = await canvasPixels(page);
  expect(raised.distinct).toBeGreaterThan(8);
  expect(raised.hash, '3D pitches the camera over extruded units').not.toBe(second.hash);

  await page.getByRole('button', { name: '2D', exact: true }).click();
  await levels.getByRole('button', { name: '1F', exact: true }).click();
  await waitDrawn(page, tilted.idle, (state) => state.pitch === '0' && state.level === first.level);

  // Labels let clicks through to the canvas: clicking a shop's name clicks the shop itself.
  const shop = page.locator('[data-testid="map-label"][data-category="retail"]').filter({ visible: true }).first();
  const name = (await shop.textContent())!;
  await shop.click({ force: true });
  const details = page.getByTestId('feature-details');
  await expect(details.getByTestId('feature-name')).toHaveText(name);
  await expect(details.getByTestId('feature-category')).toHaveText('商铺');
  await expect(details.getByTestId('feature-level')).toHaveText('1F');

  // The floor table stays under the map.
  const floors = page.getByRole('table', { name: '楼层' });
  for (const level of ['B1', '1F', '2F', '3F']) await expect(floors.getByRole('cell', { name: level, exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('building-view.png') });
  expect(foreign).toEqual([]);
});
