import { expect, test, type Page } from '@playwright/test';
import { CONSOLE_HEADERS, apiGet, chooseArea, loginAs, openMenu } from './support';
import { mapApi } from '#contract/endpoints/map';
import { buildingApi } from '#contract/endpoints/building';

/** Issue 16: 地图列表 (spec §2 /map): every building's map across companies, for platform admins. */

const MALL = '环球购物中心';
const OFFICE = '科技园办公楼';
const TOWER = 'Other Co Tower';
const NEW = 'E2E 地图列表测试楼';

const rows = (page: Page) => page.getByRole('table').locator('tbody tr');
const rowOf = (page: Page, name: string) => rows(page).filter({ hasText: name });

test('issue 16: the platform admin lists every company’s maps, filters them, and opens one in the building view', async ({ page }) => {
  await loginAs(page, 'platform@demo.local');
  await chooseArea(page, '平台管理');
  await openMenu(page, '地图管理', '地图列表');
  await expect(page).toHaveURL(/\/map$/);
  await expect(page.getByTestId('breadcrumbs')).toHaveText(/平台管理.*地图列表/);

  // The demo buildings of both companies, each with its company, floors and a published version.
  await expect(rowOf(page, MALL)).toContainText('Demo Malls');
  await expect(rowOf(page, OFFICE)).toContainText('Demo Malls');
  await expect(rowOf(page, TOWER)).toContainText('Other Co');
  await expect(rowOf(page, MALL).locator('td').nth(2)).toHaveText('4');
  await expect(rowOf(page, MALL)).toContainText(/v\d+ · /);
  await expect(rowOf(page, MALL)).toContainText(/\d+(\.\d)? (kB|MB)/);

  // The company filter keeps that company's buildings only.
  await page.getByRole('combobox', { name: '公司' }).click();
  await page.getByRole('option', { name: 'Other Co', exact: true }).click();
  await expect(rowOf(page, MALL)).toHaveCount(0);
  await expect(rowOf(page, TOWER)).toHaveCount(1);
  for (const text of await rows(page).locator('td:nth-child(2)').allInnerTexts()) expect(text.trim()).toBe('Other Co');

  // A search that matches nothing: the empty state, and the way back.
  await page.getByPlaceholder('建筑名称').fill('没有这样的建筑');
  await expect(page.getByTestId('map-list-no-match')).toBeVisible();
  await page.getByRole('button', { name: '清除筛选' }).click();
  await expect(rowOf(page, MALL)).toHaveCount(1);
  await expect(page.getByPlaceholder('建筑名称')).toHaveValue('');

  // The name search, then open the building: its view, with it as the selected building.
  await page.getByPlaceholder('建筑名称').fill('购物');
  await expect(rows(page)).toHaveCount(1);
  await expect(rowOf(page, MALL)).toHaveCount(1);
  // Export its newest published version as IMDF.
  const version = (await rowOf(page, MALL).innerText()).match(/v(\d+) · /)![1];
  const download = page.waitForEvent('download');
  await rowOf(page, MALL).getByTestId('map-export').click();
  expect((await download).suggestedFilename()).toBe(`${MALL}-v${version}.imdf.zip`);
  await rowOf(page, MALL).getByTestId('map-open').click();
  await expect(page).toHaveURL(/\/building\/building-view$/);
  await expect(page.getByTestId('building-name')).toHaveText(MALL);
  await expect(page.getByTestId('building-switcher')).toContainText(MALL);
});

test('issue 16: the unpublished-changes filter keeps the maps whose draft holds changes apps do not have', async ({ page }) => {
  await loginAs(page, 'platform@demo.local');
  // A building of its own (in no app, so no other spec sees it) with a draft never published.
  const companies = await apiGet<{ records: Array<{ companyId: number; buildingName: string }> }>(page, `${mapApi.page.path}?size=200`);
  const companyId = companies.records.find((r) => r.buildingName === TOWER)!.companyId;
  const added = await page.request.post(buildingApi.add.path, {
    headers: CONSOLE_HEADERS,
    data: { name: NEW, companyId, appId: null, anchor: { lng: 121.5, lat: 31.2 }, levels: [{ ordinal: 0, name: 'G' }] },
  });
  const building = ((await added.json()) as { data: { id: number; levels: Array<{ id: number }> } }).data;
  try {
    const ring = [
      [121.5, 31.2],
      [121.5002, 31.2],
      [121.5002, 31.2002],
      [121.5, 31.2],
    ];
    const unit = {
      type: 'Feature',
      id: 'unit-e2e',
      geometry: { type: 'Polygon', coordinates: [ring] },
      properties: { featureType: 'unit', levelId: building.levels[0]!.id, name: 'Hall' },
    };
    const saved = await page.request.post(buildingApi.saveVersion.path, {
      headers: CONSOLE_HEADERS,
      data: { buildingId: building.id, baseRevision: 0, features: [unit] },
    });
    expect(saved.status()).toBe(200);

    await page.goto('/map');
    await expect(rowOf(page, NEW).getByTestId('map-status-never')).toBeVisible();
    await expect(rowOf(page, MALL)).toHaveCount(1);
    await page.getByLabel('仅看有未发布修改的').check();
    await expect(page).toHaveURL(/unpublished/);
    await expect(rowOf(page, NEW)).toHaveCount(1);
    // Every row left holds unpublished changes: none says published.
    await expect(page.getByTestId('map-status-published')).toHaveCount(0);
    await expect
      .poll(async () => (await rows(page).count()) - (await page.locator('[data-testid="map-status-unpublished"], [data-testid="map-status-never"]').count()))
      .toBe(0);
    await page.getByLabel('仅看有未发布修改的').uncheck();
    await expect(rowOf(page, MALL)).toHaveCount(1);
  } finally {
    await page.request.get(`${buildingApi.delete.path}?id=${building.id}`, { headers: CONSOLE_HEADERS });
  }
});

test('issue 16: the map list is platform management: a company admin is refused', async ({ page }) => {
  await loginAs(page, 'company@demo.local');
  await page.goto('/map');
  await expect(page.getByTestId('status-page-403')).toBeVisible();
  await expect(page.getByTestId('map-open')).toHaveCount(0);
});
