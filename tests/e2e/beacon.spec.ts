import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiGet, loginAs, openMenu, openBuilding } from './support';
import { repeatedDeflated, xlsxOf } from '../support/zipCraft.mjs';
import { buildingApi } from '#contract/endpoints/building';
import { beaconApi } from '#contract/endpoints/beacon';

/** Issue 13: 信标列表 (spec §2 beacon-list) with the demo deployment; add, retire and delete as the company admin. */

const MALL = '环球购物中心';

interface BeaconRow {
  id: number;
  name: string;
  levelId: number;
  levelName: string;
  lng: number;
  lat: number;
}

async function openBeacons(page: Page, email: string) {
  await loginAs(page, email);
  await openBuilding(page, MALL);
  await openMenu(page, '信标管理', '信标列表');
  await expect(page).toHaveURL(/\/beacon$/);
}

const rows = (page: Page) => page.getByRole('table').locator('tbody tr');

test('issue 13: the mall’s beacons as the business admin — health, battery, last seen, filters, read only', async ({ page }) => {
  await openBeacons(page, 'business@demo.local');
  await expect(page.getByTestId('beacon-summary')).toContainText(/共 \d{3} 个信标/);
  await expect(rows(page)).toHaveCount(10);
  // By name: 1F-001 first (digits before letters).
  await expect(rows(page).first()).toContainText('1F-001');
  // VIEW_BEACON_LIST only: no add, retire or delete.
  await expect(page.getByRole('link', { name: /新建|创建/ })).toHaveCount(0);
  await expect(page.getByTestId('beacon-retire')).toHaveCount(0);

  await page.getByRole('combobox', { name: '楼层' }).click();
  await page.getByRole('option', { name: '3F', exact: true }).click();
  await expect(rows(page).first()).toContainText('3F-0');
  for (const text of await rows(page).allInnerTexts()) expect(text).toContain('3F');

  await page.getByRole('combobox', { name: '健康状况' }).click();
  await page.getByRole('option', { name: '电量低', exact: true }).click();
  await expect(rows(page).first()).toContainText('电量低');
  for (const text of await rows(page).allInnerTexts()) expect(text).toMatch(/3F[\s\S]*电量低[\s\S]*\d+%/);

  // The summary's counts filter too (toggling a health count replaces the filter's value).
  await page.getByTestId('beacon-summary-unseen').click();
  await expect(page.getByRole('combobox', { name: '健康状况' })).toContainText('24 小时未上报');
  await expect(rows(page).first()).toContainText('24 小时未上报');
  for (const text of await rows(page).allInnerTexts()) expect(text).toMatch(/(\d+\s*天前|昨天|前天)/);
});

test('issue 13: add with the server’s field errors under the fields, then retire and delete, as the company admin', async ({ page, context }) => {
  await openBeacons(page, 'company@demo.local');
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByTestId('beacon-summary')).toBeVisible();
  await page.screenshot({ path: '.tmp/beacon-list-zh.png' });
  const buildingId = (await apiGet<{ records: Array<{ id: number; name: string }> }>(page, `${buildingApi.page.path}?page=1&size=20`)).records.find(
    (b) => b.name === MALL,
  )!.id;
  const [anchor] = (await apiGet<{ records: BeaconRow[] }>(page, `${beaconApi.page.path}?buildingId=${buildingId}&q=2F-0&size=1`)).records;

  await page.getByRole('link', { name: /新建|创建/ }).click();
  await expect(page).toHaveURL(/\/beacon\/create$/);
  // The list stays mounted behind (tags view): address the form's own fields.
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: '保存' }) });
  await form.getByRole('textbox', { name: '名称' }).fill('东门测试信标');
  await form.getByRole('textbox', { name: 'UUID' }).fill('not-a-uuid');
  await form.getByRole('spinbutton', { name: 'Major' }).fill('9');
  await form.getByRole('spinbutton', { name: 'Minor' }).fill('901');
  await form.getByRole('combobox', { name: '楼层' }).click();
  await page.getByRole('option', { name: anchor.levelName, exact: true }).click();
  await form.getByRole('spinbutton', { name: '经度' }).fill('0.5');
  await form.getByRole('spinbutton', { name: '纬度' }).fill('0.5');
  await page.getByRole('button', { name: '保存' }).click();
  // The server's 10005 message, under the field it names (the field's accessible description).
  await expect(form.getByRole('textbox', { name: 'UUID' })).toHaveAccessibleDescription(/UUID 须为 8-4-4-4-12 格式/);

  await form.getByRole('textbox', { name: 'UUID' }).fill('B9407F30-F5F8-466E-AFF9-25556B57FE6D');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(form.getByRole('spinbutton', { name: '经度' })).toHaveAccessibleDescription(new RegExp(`不在楼层 ${anchor.levelName} 的范围内`));
  await expect(form.getByRole('spinbutton', { name: '纬度' })).toHaveAccessibleDescription(/不在楼层/);
  await expect(form.getByRole('textbox', { name: 'UUID' })).toHaveAccessibleDescription('32 位十六进制，8-4-4-4-12 格式');
  await page.screenshot({ path: '.tmp/beacon-create-error.png' });

  await form.getByRole('spinbutton', { name: '经度' }).fill(String(anchor.lng));
  await form.getByRole('spinbutton', { name: '纬度' }).fill(String(anchor.lat));
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/beacon$/);

  await page.getByPlaceholder('名称、UUID、MAC、Major 或 Minor').fill('东门测试信标');
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row).toContainText('待部署');
  await expect(row).toContainText('从未上报');

  await row.getByTestId('beacon-retire').click();
  await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
  await expect(row).toContainText('已退役');
  await expect(row.getByTestId('beacon-retire')).toHaveCount(0);
  // The retire dialog gone first: a confirm click while it is still closing lands on it, not on the delete's.
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await row.getByRole('button', { name: '删除' }).click();
  const deleted = page.waitForResponse((res) => res.url().includes(beaconApi.delete.path));
  await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
  expect((await (await deleted).json()).code).toBe(0);
  await expect(rows(page)).toHaveCount(0);
  expect((await apiGet<{ total: number }>(page, `${beaconApi.page.path}?buildingId=${buildingId}&q=${encodeURIComponent('东门测试信标')}`)).total).toBe(0);

  // The same list in English fits.
  await context.addCookies([{ name: 'language', value: 'en', url: page.url() }]);
  await page.goto('/beacon?filter=%7B%7D');
  await expect(page.getByTestId('beacon-summary')).toContainText(/\d{3} beacons/);
  await expect(rows(page)).toHaveCount(10);
  await page.screenshot({ path: '.tmp/beacon-list-en.png' });
});

test('issue 13: upload a CSV — the dry run lists the refused rows, a fixed file imports whole; a spreadsheet bomb is refused naming its limit (issue 31); the export writes ids as they are', async ({
  page,
}) => {
  await openBeacons(page, 'company@demo.local');
  const buildingId = (await apiGet<{ records: Array<{ id: number; name: string }> }>(page, `${buildingApi.page.path}?page=1&size=20`)).records.find(
    (b) => b.name === MALL,
  )!.id;
  const [anchor] = (await apiGet<{ records: BeaconRow[] }>(page, `${beaconApi.page.path}?buildingId=${buildingId}&q=2F-0&size=1`)).records;
  const before = (await apiGet<{ total: number }>(page, `${beaconApi.page.path}?buildingId=${buildingId}&size=1`)).total;
  const line = (minor: number, level = anchor.levelName) =>
    `${level},E2C56DB5-DFFB-48D2-B060-D0F5A71096E0,31,${minor},,上传信标 ${minor},${anchor.lng},${anchor.lat},77,deployed`;
  const file = (...lines: string[]) => ({
    name: 'beacons.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`level,uuid,major,minor,mac,name,lng,lat,battery,lifecycle\n${lines.join('\n')}\n`),
  });

  await page.getByTestId('beacon-import').click();
  const dialog = page.getByRole('dialog', { name: '从 CSV 或 Excel 导入信标' });
  await dialog.getByTestId('beacon-import-input').setInputFiles(file(line(5101), line(5102, '9F'), line(5101)));
  await expect(dialog.getByTestId('beacon-import-summary')).toHaveText(/3 行中有 2 行将被拒绝/);
  const problems = dialog.getByTestId('beacon-import-problems').locator('tbody tr');
  await expect(problems).toHaveCount(2);
  await expect(problems.nth(0)).toContainText(/^3\s*level.*9F/);
  await expect(problems.nth(1)).toContainText(/^4\s*minor.*第 2 行/);
  await expect(dialog.getByTestId('beacon-import-confirm')).toBeDisabled();
  await page.screenshot({ path: '.tmp/beacon-import-problems.png' });
  expect((await apiGet<{ total: number }>(page, `${beaconApi.page.path}?buildingId=${buildingId}&size=1`)).total).toBe(before);

  // Issue 31 §1: a spreadsheet bomb (XML nested a million levels deep) is refused naming the limit, shown in the dialog.
  const bomb = xlsxOf({ 'xl/worksheets/sheet1.xml': repeatedDeflated('<worksheet><sheetData>', '<a>', 8, '') });
  await dialog.getByTestId('beacon-import-input').setInputFiles({ name: 'bomb.xlsx', mimeType: 'application/octet-stream', buffer: bomb });
  await expect(problems).toHaveCount(1);
  await expect(problems.first()).toContainText(/file.*XML 嵌套超过 32 层/);
  await page.screenshot({ path: '.tmp/beacon-import-bomb.png' });

  await dialog.getByTestId('beacon-import-input').setInputFiles(file(line(5101), line(5102)));
  await expect(dialog.getByTestId('beacon-import-summary')).toHaveText('全部 2 行可以导入');
  await dialog.getByTestId('beacon-import-confirm').click();
  await expect(page.getByText('已导入 2 个信标')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect((await apiGet<{ total: number }>(page, `${beaconApi.page.path}?buildingId=${buildingId}&size=1`)).total).toBe(before + 2);
  await page.getByPlaceholder('名称、UUID、MAC、Major 或 Minor').fill('上传信标');
  await expect(rows(page)).toHaveCount(2);

  const downloading = page.waitForEvent('download');
  await page.getByTestId('beacon-export').click();
  const download = await downloading;
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(download.suggestedFilename()).toMatch(/^beacons-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.split('\r\n')[0]).toBe(
    '\uFEFFid,level,uuid,major,minor,mac,name,lng,lat,measuredPower,txPower,intervalMs,firmware,battery,batteryReadAt,externalPower,lifecycle,installedOn,installedBy,lastSeenAt,health',
  );
  // Issue 31 §2: ids are written as they are (the old ="…" guard was itself a formula).
  expect(csv).toMatch(/,e2c56db5-dffb-48d2-b060-d0f5a71096e0,31,5101,/);
});

test('issue 13: 信标分布 — the level’s beacons on the plan by health, counted in the legend; a click on one shows it, so does picking it by name', async ({
  page,
}) => {
  await loginAs(page, 'company@demo.local');
  await openBuilding(page, MALL);
  await openMenu(page, '信标管理', '信标分布');
  await expect(page).toHaveURL(/\/beacon\/beacon-distribution$/);
  await expect(page.getByTestId('coming-page')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => typeof window.__beaconMap)).toBe('object');
  await expect.poll(async () => Number((await page.getByTestId('indoor-map').getAttribute('data-idle')) ?? 0)).toBeGreaterThan(0);

  const buildingId = (await apiGet<{ records: Array<{ id: number; name: string }> }>(page, `${buildingApi.page.path}?page=1&size=20`)).records.find(
    (b) => b.name === MALL,
  )!.id;
  const levelId = Number(await page.getByTestId('indoor-map').getAttribute('data-level'));
  const stats = await apiGet<{ levels: Array<{ levelId: number; health: Record<string, number>; lifecycle: Record<string, number> }> }>(
    page,
    `${beaconApi.statistics.path}?buildingId=${buildingId}`,
  );
  const level = stats.levels.find((l) => l.levelId === levelId)!;
  const legend = page.getByTestId('beacon-distribution-legend');
  await expect(legend.locator('[data-state="healthy"]')).toContainText(String(level.health.healthy));
  await expect(legend.locator('[data-state="batteryLow"]')).toContainText(String(level.health.batteryLow));
  await expect(legend.locator('[data-state="retired"]')).toContainText(String(level.lifecycle.retired));

  // A click on a beacon's dot (its position projected to the screen) shows that beacon.
  const [one] = (await apiGet<{ records: BeaconRow[] }>(page, `${beaconApi.page.path}?buildingId=${buildingId}&levelId=${levelId}&health=batteryLow&size=1`))
    .records;
  await expect.poll(() => page.evaluate((id) => window.__beaconMap!.drawn(id), one!.id)).toBe(true);
  const at = await page.evaluate(([lng, lat]) => window.__beaconMap!.project(lng!, lat!), [one!.lng, one!.lat]);
  await page.mouse.click(at.x, at.y);
  const details = page.getByTestId('beacon-details');
  await expect(details.getByRole('heading')).toHaveText(one!.name);
  await expect(details).toContainText('电量低');
  // UPLOAD_BEACON: its edit page is a link away.
  await expect(details.getByRole('link', { name: '编辑' })).toHaveAttribute('href', `/beacon/${one!.id}`);
  await page.screenshot({ path: '.tmp/beacon-distribution-zh.png' });

  // By keyboard: the picker names the level's beacons.
  const picker = page.getByRole('combobox', { name: '查找信标' });
  await picker.fill('-002');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(details.getByRole('heading')).toContainText('-002');
});

test('issue 13: 信标分布 — drag a beacon to move it (a drop outside the level is refused), the coverage estimate, the health board', async ({ page }) => {
  await loginAs(page, 'company@demo.local');
  await openBuilding(page, MALL);
  await openMenu(page, '信标管理', '信标分布');
  await expect.poll(() => page.evaluate(() => typeof window.__beaconMap)).toBe('object');
  await expect.poll(async () => Number((await page.getByTestId('indoor-map').getAttribute('data-idle')) ?? 0)).toBeGreaterThan(0);
  await expect(page.getByText('拖动信标可移动其位置，松开鼠标即保存。')).toBeVisible();

  const buildingId = (await apiGet<{ records: Array<{ id: number; name: string }> }>(page, `${buildingApi.page.path}?page=1&size=20`)).records.find(
    (b) => b.name === MALL,
  )!.id;
  const levelId = Number(await page.getByTestId('indoor-map').getAttribute('data-level'));
  const [moved, other] = (
    await apiGet<{ records: BeaconRow[] }>(page, `${beaconApi.page.path}?buildingId=${buildingId}&levelId=${levelId}&health=healthy&size=2&sort=id`)
  ).records;
  const project = (lng: number, lat: number) => page.evaluate(([x, y]) => window.__beaconMap!.project(x!, y!), [lng, lat]);
  const drag = async (from: { x: number; y: number }, to: { x: number; y: number }) => {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 5 });
    await page.mouse.move(to.x, to.y, { steps: 5 });
    await page.mouse.up();
  };
  const saved = () => apiGet<BeaconRow>(page, `${beaconApi.one.path}?id=${moved!.id}`);

  const drawn = (id: number) => expect.poll(() => page.evaluate((beacon) => window.__beaconMap!.drawn(beacon), id)).toBe(true);
  // Dropped a few pixels beside another beacon of the level: saved there.
  await drawn(moved!.id);
  const target = await project(other!.lng, other!.lat);
  await drag(await project(moved!.lng, moved!.lat), { x: target.x + 6, y: target.y + 6 });
  await expect(page.getByText(`信标“${moved!.name}”已移动。`)).toBeVisible();
  const after = await saved();
  expect(Math.abs(after.lng - other!.lng)).toBeLessThan(0.0002);
  expect(Math.abs(after.lat - other!.lat)).toBeLessThan(0.0002);
  expect(after.lng).not.toBe(moved!.lng);

  // Dropped outside the level (the map's corner, beyond the framed plan): the server's message, the beacon stays.
  const box = (await page.getByTestId('indoor-map').boundingBox())!;
  await drawn(moved!.id);
  await drag(await project(after.lng, after.lat), { x: box.x + 12, y: box.y + box.height - 12 });
  await expect(page.getByText(/不在楼层 .+ 的范围内，请将信标放在该楼层平面内/)).toBeVisible();
  const kept = await saved();
  expect([kept.lng, kept.lat]).toEqual([after.lng, after.lat]);

  // The coverage estimate: off until switched on, then the share of the level hearing fewer than 3.
  await expect(page.getByTestId('beacon-coverage-weak')).toHaveCount(0);
  await page.getByRole('switch', { name: '覆盖估算' }).check();
  const weak = page.getByTestId('beacon-coverage-weak');
  await expect(weak).toContainText('的区域可接收到的信标少于 3 个');
  const percent = Number(await weak.getAttribute('data-percent'));
  expect(percent).toBeGreaterThan(0);
  expect(percent).toBeLessThan(100);

  // The health board: the building's counts and the forecast, soonest first.
  const forecast = await apiGet<{ counts: { overdue: number; within30: number }; items: Array<{ name: string }> }>(
    page,
    `${beaconApi.forecast.path}?buildingId=${buildingId}&days=365`,
  );
  const board = page.getByTestId('beacon-health-board');
  await expect(board.getByRole('heading', { name: '健康看板' })).toBeVisible();
  await expect(board.getByTestId('board-overdue')).toContainText(String(forecast.counts.overdue));
  await expect(board.getByTestId('board-due30')).toContainText(String(forecast.counts.within30));
  await expect(board.getByTestId('beacon-forecast-row').first()).toContainText(forecast.items[0]!.name);
  await page.screenshot({ path: '.tmp/beacon-coverage-zh.png', fullPage: true });
});
