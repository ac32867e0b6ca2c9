import { expect, test, type Page } from '@playwright/test';
import { apiGet, loginAs, metres, openMenu, openBuilding } from './support';
import { mapApi } from '#contract/endpoints/map';
import { roadApi } from '#contract/endpoints/road';
import { fillPath } from '#contract/endpoints/endpoint';

const SHOTS = '.tmp/shots';
const MALL = '环球购物中心';

type Position = [number, number];
interface RoadFeature {
  id: string;
  geometry: { coordinates: Position[] };
  properties: { levelId: number | null; category?: string; status?: string; featureType: string };
}

const topNav = (page: Page) => page.getByRole('navigation', { name: '顶部导航' });

test('issue 10 slip 1: /document/document opened by its address (and reloaded) selects help, with its own sidebar', async ({ page }) => {
  await loginAs(page, 'platform@demo.local');
  await page.goto('/company');
  await expect(topNav(page).getByTestId('area-nav-platform')).toHaveAttribute('aria-current', 'page');

  await page.goto('/document/document');
  await expect(page.getByTestId('user-guide')).toBeVisible();
  await expect(topNav(page).getByTestId('area-nav-help')).toHaveAttribute('aria-current', 'page');
  await expect(topNav(page).getByTestId('area-nav-platform')).not.toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('app-menu')).toHaveAttribute('data-area', 'help');
  await page.screenshot({ path: `${SHOTS}/slips-help.png` });

  await page.reload();
  await expect(page.getByTestId('user-guide')).toBeVisible();
  await expect(topNav(page).getByTestId('area-nav-help')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('app-menu')).toHaveAttribute('data-area', 'help');

  // And back: a platform page opened by its address selects platform again.
  await page.goto('/location-app/list');
  await expect(topNav(page).getByTestId('area-nav-platform')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('app-menu')).toHaveAttribute('data-area', 'platform');
});

test('issue 10 slip 2: /role/role-user without an id explains and links to the role list, with no call; an unknown id is not found', async ({ page }) => {
  await loginAs(page, 'platform@demo.local');
  // Calls for one role (the start-up's permission calls are the session's, not the page's), and any failure.
  const roleCalls: string[] = [];
  const failed: string[] = [];
  page.on('response', (response) => {
    if (/\/api\/admin\/role\/(detail|admin-role\/)/.test(response.url())) roleCalls.push(new URL(response.url()).pathname);
    // eslint-disable-next-line no-restricted-syntax -- any call of the API, whichever it is
    if (response.url().includes('/api/') && response.status() >= 400) failed.push(response.url());
  });

  await page.goto('/role/role-user');
  await expect(page.getByRole('heading', { name: '请选择一个角色' })).toBeVisible();
  await expect(page.getByTestId('app-menu')).toHaveAttribute('data-area', 'user');
  await page.screenshot({ path: `${SHOTS}/slips-role-user-no-id.png` });
  expect(roleCalls).toEqual([]);
  expect(failed).toEqual([]);
  await page.getByRole('link', { name: '返回角色列表' }).click();
  await expect(page).toHaveURL(/\/role$/);

  await page.goto('/role/role-user/99999');
  await expect(page.getByRole('heading', { name: '角色不存在' })).toBeVisible();
  await expect(page.getByText('未找到 ID 为 99999 的角色', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: '返回角色列表' })).toHaveAttribute('href', '/role');
  await page.screenshot({ path: `${SHOTS}/slips-role-user-unknown.png` });
});

test('issue 10 slip 3: the location-app list shows each app’s company by name', async ({ page }) => {
  await loginAs(page, 'platform@demo.local');
  await page.goto('/location-app/list');
  await expect(page.getByRole('columnheader', { name: '公司' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'demo-malls' })).toContainText('Demo Malls');
  await expect(page.getByRole('row').filter({ hasText: 'other-co' })).toContainText('Other Co');
  await page.screenshot({ path: `${SHOTS}/slips-location-apps.png` });
});

test('issue 10 slip 4: the building view and both editors say what the draft holds unpublished, refresh after a save, and publish', async ({ page }) => {
  await loginAs(page, 'platform@demo.local');
  const bar = page.getByTestId('draft-status');
  const headline = page.getByTestId('draft-status-headline');
  const quiet = page.getByTestId('draft-status-published');
  const preview = () => page.waitForResponse((r) => r.url().includes(mapApi.publishPreview.path));

  // Start from a published draft (earlier specs of the suite may have left changes).
  const first = preview();
  await page.getByRole('button', { name: new RegExp(MALL) }).click();
  await expect(page).toHaveURL(/\/building\/building-view$/);
  const { changes } = ((await (await first).json()) as { data: { changes: Record<string, number> } }).data;
  if (Object.values(changes).some((count) => count > 0)) {
    await bar.getByRole('button', { name: '发布…' }).click();
    await page.getByRole('dialog', { name: '发布草稿' }).getByRole('button', { name: '确认发布' }).click();
  }
  await expect(quiet).toHaveText(/已发布：草稿没有未发布的修改/);
  await expect(page.getByTestId('version-toggle').getByRole('button', { name: '已发布' })).toHaveAttribute('aria-pressed', 'true');
  const buildingId = await page.evaluate(() => Number(JSON.parse(localStorage.getItem('buildingId') ?? 'null')));

  // The POI editor: nothing unpublished; a rename saved makes one change.
  const inEditor = preview();
  await openMenu(page, '区域管理', 'POI管理');
  await inEditor;
  await expect(quiet).toBeVisible();
  await expect(bar).toHaveCount(0);
  const row = page.getByTestId('poi-row').first();
  await row.click();
  const name = page.getByTestId('poi-panel').getByRole('textbox', { name: '名称（中文）' });
  await name.fill(`${await name.inputValue()}（改）`);
  await page.getByTestId('poi-save').click();
  await expect(page.getByText('已保存 1 项修改')).toBeVisible();
  await expect(headline).toHaveText('草稿有 1 处未发布的修改（新增 0 · 修改 1 · 删除 0）');
  await expect(bar.getByRole('link', { name: '查看草稿' })).toHaveAttribute('href', '/building/building-view?version=draft');
  await page.screenshot({ path: `${SHOTS}/slips-draft-poi.png` });

  // The road status editor: the same count; closing an open corridor segment makes two.
  await openMenu(page, '路网管理', '道路状态管理');
  await expect(headline).toHaveText('草稿有 1 处未发布的修改（新增 0 · 修改 1 · 删除 0）');
  const map = page.getByTestId('indoor-map');
  await expect.poll(async () => Number((await map.getAttribute('data-idle')) ?? 0), { timeout: 30_000 }).toBeGreaterThan(0);
  await expect.poll(() => page.evaluate(() => typeof window.__roadMap)).toBe('object');
  const { levels } = await apiGet<{ levels: { id: number; name: string }[] }>(page, `${fillPath(mapApi.json.path, { buildingId })}?version=draft`);
  const ground = levels.find((level) => level.name === '1F')!;
  const roads = await apiGet<{ features: RoadFeature[] }>(page, fillPath(roadApi.json.path, { buildingId }));
  const length = (road: RoadFeature) => metres(road.geometry.coordinates[0]!, road.geometry.coordinates[1]!);
  const corridor = roads.features
    .filter(
      (road) =>
        road.properties.featureType === 'road' &&
        road.properties.levelId === ground.id &&
        road.properties.category === 'corridor' &&
        road.properties.status !== 'closed',
    )
    .sort((a, b) => length(b) - length(a))[0]!;
  const [p, q] = corridor.geometry.coordinates as [Position, Position];
  const middle = await page.evaluate(([x, y]) => window.__roadMap!.project(x, y), [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2] as Position);
  await page.mouse.click(middle.x, middle.y);
  const panel = page.getByTestId('selection-panel');
  await expect(panel.getByTestId('selected-segment')).toHaveAttribute('data-id', corridor.id);
  await panel.getByRole('button', { name: '关闭（1）' }).click();
  await page.getByTestId('close-reason').fill('临时施工');
  await page.getByRole('dialog').getByRole('button', { name: '关闭' }).click();
  await expect(page.getByText('已关闭 1 个路段')).toBeVisible();
  await expect(headline).toHaveText('草稿有 2 处未发布的修改（新增 0 · 修改 2 · 删除 0）');
  await page.mouse.move(10, 10);
  await page.screenshot({ path: `${SHOTS}/slips-draft-road.png` });

  // The building view: the published map by default, the draft through the bar's link or the toggle.
  const draftMap = page.waitForResponse((r) => /\/api\/location\/map\/map-json\/\d+\?version=draft/.test(r.url()));
  await bar.getByRole('link', { name: '查看草稿' }).click();
  await expect(page).toHaveURL(/\/building\/building-view\?version=draft$/);
  expect((await draftMap).status()).toBe(200);
  await expect(page.getByTestId('version-toggle').getByRole('button', { name: '草稿' })).toHaveAttribute('aria-pressed', 'true');
  await expect(headline).toHaveText('草稿有 2 处未发布的修改（新增 0 · 修改 2 · 删除 0）');
  await expect(bar.getByRole('link', { name: '查看草稿' })).toHaveCount(0);
  await expect.poll(async () => Number((await page.getByTestId('indoor-map').getAttribute('data-idle')) ?? 0), { timeout: 30_000 }).toBeGreaterThan(0);
  await page.screenshot({ path: `${SHOTS}/slips-draft-building-view.png` });
  await page.getByTestId('version-toggle').getByRole('button', { name: '已发布' }).click();
  await expect(page).toHaveURL(/\/building\/building-view$/);

  // Publishing from the bar clears it.
  await bar.getByRole('button', { name: '发布…' }).click();
  const dialog = page.getByRole('dialog', { name: '发布草稿' });
  await expect(dialog.getByTestId('publish-changed')).toHaveText('修改 2');
  await dialog.getByRole('button', { name: '确认发布' }).click();
  await expect(page.getByText(/^已发布版本 \d+$/)).toBeVisible();
  await expect(bar).toHaveCount(0);
  await expect(quiet).toBeVisible();
});

test('issue 10 slip 4: a POI editor without EDIT_BUILDING sees the unpublished saves, no publish button and no refused call', async ({ page }) => {
  const refused: string[] = [];
  const previews: string[] = [];
  page.on('response', (response) => {
    // eslint-disable-next-line no-restricted-syntax -- any call of the API, whichever it is
    if (response.url().includes('/api/') && response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
    if (response.url().includes('/publish-preview')) previews.push(response.url());
  });
  await loginAs(page, 'business@demo.local');
  await openBuilding(page, MALL);
  await openMenu(page, '区域管理', 'POI管理');
  const row = page.getByTestId('poi-row').first();
  await row.click();
  const name = page.getByTestId('poi-panel').getByRole('textbox', { name: '名称（中文）' });
  await name.fill(`${await name.inputValue()}（运营）`);
  await page.getByTestId('poi-save').click();
  await expect(page.getByText('已保存 1 项修改')).toBeVisible();
  const bar = page.getByTestId('draft-status');
  await expect(page.getByTestId('draft-status-headline')).toHaveText(/^上次发布后，草稿已保存 \d+ 次，尚未发布$/);
  await expect(bar).toContainText('发布需要“编辑建筑”权限。');
  await expect(bar.getByRole('button', { name: '发布…' })).toHaveCount(0);
  await expect(bar.getByRole('link', { name: '查看草稿' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/slips-draft-operator.png` });
  expect(previews).toEqual([]);
  expect(refused).toEqual([]);
});
