import { expect, test, type Locator, type Page } from '@playwright/test';
import { CONSOLE_HEADERS, loginAs, openMenu } from './support';
import { poiApi } from '#contract/endpoints/poi';
import { mapApi } from '#contract/endpoints/map';

const SHOTS = '.tmp/shots';

interface ApiPoi {
  id: string;
  name: string;
  levelId: number;
  point: [number, number];
}

const mapOf = (page: Page) => page.getByTestId('indoor-map');

/** The map has drawn (idle) and the editor's layer holds the level's POIs. */
async function mapIdle(page: Page) {
  await expect.poll(async () => Number((await mapOf(page).getAttribute('data-idle')) ?? 0), { timeout: 30_000 }).toBeGreaterThan(0);
  await expect.poll(async () => Number((await mapOf(page).getAttribute('data-poi-count')) ?? 0)).toBeGreaterThan(0);
}

/** The selected POI's position on the screen (the editor writes it on the map container once the map is idle). */
async function selectedOnScreen(map: Locator, id: string) {
  await expect(map).toHaveAttribute('data-selected-poi', id);
  const box = (await map.boundingBox())!;
  const x = Number(await map.getAttribute('data-selected-x'));
  const y = Number(await map.getAttribute('data-selected-y'));
  return { x: box.x + x, y: box.y + y };
}

async function apiList(page: Page, buildingId: number, levelId: number) {
  const response = await page.request.get(`${poiApi.list.path}?buildingId=${buildingId}&levelId=${levelId}`);
  return (await response.json()).data as { records: ApiPoi[]; revision: number };
}

/** Selects a POI through the list's search (the row selects it on the map). */
async function pick(page: Page, name: string) {
  await page.getByRole('searchbox', { name: '按名称搜索' }).fill(name);
  const row = page.getByTestId('poi-row').filter({ hasText: name }).first();
  await row.click();
  await expect(page.getByTestId('poi-panel')).toBeVisible();
  return (await row.getAttribute('data-poi-id'))!;
}

test('issue 6: POI editor — drag a POI, save, reload and find it moved; rename it and see it in the history; a concurrent save is told', async ({ page }) => {
  await loginAs(page, 'platform@demo.local');
  await page.getByRole('button', { name: /环球购物中心/ }).click();
  await expect(page).toHaveURL(/\/building\/building-view$/);
  const buildingId = await page.evaluate(() => Number(JSON.parse(localStorage.getItem('buildingId') ?? 'null')));

  await openMenu(page, '区域管理', 'POI管理');
  await expect(page).toHaveURL(/\/region\/poi-edit$/);
  await mapIdle(page);
  const map = mapOf(page);
  await expect(page.getByTestId('poi-row').first()).toBeVisible();

  // Drag the first POI of the list 60 px right and 30 px down.
  const firstName = (await page.getByTestId('poi-row').first().locator('.MuiListItemText-primary').textContent())!;
  const id = await pick(page, firstName);
  const levelId = Number(await map.getAttribute('data-level'));
  const before = (await apiList(page, buildingId, levelId)).records.find((poi) => poi.id === id)!;
  await expect.poll(async () => Number(await map.getAttribute('data-idle'))).toBeGreaterThan(1);
  const from = await selectedOnScreen(map, id);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= 6; step++) await page.mouse.move(from.x + 10 * step, from.y + 5 * step);
  await page.mouse.up();
  await expect(page.getByTestId('poi-save')).toHaveText('保存（1 项修改）');
  await page.screenshot({ path: `${SHOTS}/poi-editor.png` });
  await page.getByTestId('poi-save').click();
  await expect(page.getByText('已保存 1 项修改')).toBeVisible();
  const after = (await apiList(page, buildingId, levelId)).records.find((poi) => poi.id === id)!;
  expect(after.point).not.toEqual(before.point);
  expect(after.point[0]).toBeGreaterThan(before.point[0]);
  expect(after.point[1]).toBeLessThan(before.point[1]);

  // After a reload the POI is drawn at its new place.
  await page.reload();
  await mapIdle(page);
  await pick(page, after.name);
  await expect(page.getByTestId('poi-point')).toHaveText(`位置：${after.point[0].toFixed(7)}, ${after.point[1].toFixed(7)}`);
  await expect.poll(async () => Number(await map.getAttribute('data-idle'))).toBeGreaterThan(1);
  const moved = await selectedOnScreen(map, id);
  expect(Math.abs(moved.x - (from.x + 60))).toBeLessThanOrEqual(3);
  expect(Math.abs(moved.y - (from.y + 30))).toBeLessThanOrEqual(3);

  // Rename it in the panel; the history names the change.
  const newName = `${after.name}（新）`;
  const nameField = page.getByTestId('poi-panel').getByRole('textbox', { name: '名称（中文）' });
  await nameField.fill(newName);
  await expect(page.getByTestId('poi-save')).toHaveText('保存（1 项修改）');
  await page.getByTestId('poi-save').click();
  await expect(page.getByText('已保存 1 项修改')).toBeVisible();
  await page.getByRole('button', { name: '修改记录' }).click();
  const latest = page.getByTestId('history-patch').first();
  await expect(latest).toContainText('platform@demo.local');
  await expect(latest.getByTestId('history-change').first()).toContainText(newName);
  await expect(latest.getByTestId('history-change').first()).toContainText('重命名');
  await page.getByTestId('poi-history').getByRole('switch').check();
  await expect(page.getByTestId('history-patch')).toHaveCount(2);
  await expect(page.getByTestId('history-patch').nth(1)).toContainText('移动');
  await page.screenshot({ path: `${SHOTS}/poi-history.png` });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('poi-history')).toBeHidden();

  // The POI types dialog.
  await page.getByRole('button', { name: 'POI 类型' }).click();
  const types = page.getByRole('dialog', { name: 'POI 类型' });
  await expect(types.getByTestId('poi-type-row').first()).toBeVisible();
  await types.getByTestId('poi-type-row').first().getByRole('button', { name: /^删除/ }).click();
  await types.getByRole('button', { name: '确认删除' }).click();
  await expect(types.getByTestId('poi-types-error')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/poi-types.png` });
  await types.getByRole('button', { name: '关闭' }).last().click();
  await expect(types).toBeHidden();

  // Someone else saves the draft meanwhile: the save is refused, the change kept, reload and re-apply saves it.
  await nameField.fill(`${newName}2`);
  const current = await apiList(page, buildingId, levelId);
  const other = current.records.find((poi) => poi.id !== id)!;
  const saved = await page.request.post(poiApi.save.path, {
    headers: CONSOLE_HEADERS,
    data: { buildingId, baseRevision: current.revision, changes: [{ op: 'update', id: other.id, set: { openingHours: '09:00-21:00' } }] },
  });
  expect((await saved.json()).code).toBe(0);
  await page.getByTestId('poi-save').click();
  const conflict = page.getByTestId('poi-conflict');
  await expect(conflict).toContainText('其他人已在此期间保存了草稿');
  await expect(page.getByTestId('poi-save')).toHaveText('保存（1 项修改）');
  await page.screenshot({ path: `${SHOTS}/poi-conflict.png` });
  await conflict.getByRole('button', { name: '重新加载并重新应用' }).click();
  await expect(conflict).toBeHidden();
  await expect(nameField).toHaveValue(`${newName}2`);
  await page.getByTestId('poi-save').click();
  await expect(page.getByText('已保存 1 项修改')).toBeVisible();
  const final = (await apiList(page, buildingId, levelId)).records;
  expect(final.find((poi) => poi.id === id)!.name).toBe(`${newName}2`);
});

test('issue 6: POI editor states — no map, a map that fails, a level without POIs, placing a new POI', async ({ page }) => {
  await loginAs(page, 'platform@demo.local');
  await page.getByRole('button', { name: /环球购物中心/ }).click();
  await expect(page).toHaveURL(/\/building\/building-view$/);

  // Answers shaped in the browser (nothing leaves the machine): the building's draft has no map, then fails.
  let mapAnswer: 'empty' | 'error' | 'real' = 'empty';
  await page.route(`**${mapApi.json.path.replace(':buildingId', '**')}`, async (route) => {
    if (mapAnswer === 'real') return route.continue();
    const body = mapAnswer === 'empty' ? { success: false, code: 10004, error: '未找到' } : { success: false, code: 10000, error: '服务器内部错误' };
    return route.fulfill({ status: mapAnswer === 'empty' ? 404 : 500, contentType: 'application/json', body: JSON.stringify(body) });
  });
  await openMenu(page, '区域管理', 'POI管理');
  await expect(page.getByTestId('map-empty')).toContainText('该建筑还没有地图');
  await page.screenshot({ path: `${SHOTS}/poi-state-no-map.png` });

  mapAnswer = 'error';
  await page.reload();
  await expect(page.getByTestId('map-error')).toContainText('地图加载失败：服务器内部错误');
  await page.screenshot({ path: `${SHOTS}/poi-state-error.png` });

  // A level whose POI calls answer nothing.
  mapAnswer = 'real';
  await page.route(`**${poiApi.list.path}?*`, async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    return route.fulfill({ response, json: { ...json, data: { ...json.data, records: [] } } });
  });
  await page.route(`**${poiApi.page.path}?*`, async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    return route.fulfill({ response, json: { ...json, data: { ...json.data, records: [], total: 0 } } });
  });
  await page.getByTestId('map-error').getByRole('button', { name: '重试' }).click();
  await expect(page.getByTestId('poi-level-empty')).toContainText('该楼层还没有 POI');
  await expect(page.getByTestId('poi-list-empty')).toContainText('该楼层还没有 POI。');
  await expect.poll(async () => Number((await mapOf(page).getAttribute('data-idle')) ?? 0), { timeout: 30_000 }).toBeGreaterThan(0);
  await page.screenshot({ path: `${SHOTS}/poi-state-empty-level.png` });

  // 新增, then a click on the map places a POI in the room under the pointer.
  await page.getByTestId('poi-add').click();
  await expect(page.getByTestId('poi-placing')).toBeVisible();
  const box = (await mapOf(page).boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByTestId('poi-row')).toHaveCount(1);
  await expect(page.getByTestId('poi-row')).toHaveAttribute('data-status', 'new');
  await expect(page.getByTestId('poi-save')).toHaveText('保存（1 项修改）');
  await page.screenshot({ path: `${SHOTS}/poi-state-new.png` });
  await page.keyboard.press('Delete');
  await expect(page.getByTestId('poi-save')).toHaveText('保存（0 项修改）');
});
