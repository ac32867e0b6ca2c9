import { expect, test, type Page } from '@playwright/test';
import { CONSOLE_HEADERS, loginAs, signInIn, openBuilding } from './support';
import { sourceApi } from '#contract/endpoints/source';

/** Issue 13: 导航链接配置 (spec §2 source-config, VIEW_SOURCE / EDIT_SOURCE): links of each kind, drag and keyboard ordering, the preview, delete. */

const MALL = '环球购物中心';
const OFFICE = '科技园办公楼';

async function openLinks(page: Page, building = MALL) {
  await openBuilding(page, building);
  await page
    .getByTestId('app-menu')
    .getByRole('link', { name: /导航链接配置|Navigation links/ })
    .click();
  await expect(page).toHaveURL(/\/source$/);
  await expect(page.getByTestId('source-list').or(page.getByTestId('source-empty'))).toBeVisible();
}

const titles = (page: Page) => page.getByTestId('source-row-title').allInnerTexts();
const preview = (page: Page) => page.getByTestId('source-preview-item').allInnerTexts();

async function addLink(page: Page, type: string, fill: () => Promise<void>) {
  await page.getByTestId('source-add').click();
  const dialog = page.getByRole('dialog', { name: '添加链接' });
  await dialog.getByTestId('source-type').locator('..').click();
  await page.getByRole('option', { name: type, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await fill();
  await dialog.getByTestId('source-save').click();
  return dialog;
}

test('issue 13: add a link of each kind, reorder by drag and by keyboard, reload, the preview follows, delete — as the company admin', async ({ page }) => {
  await loginAs(page, 'company@demo.local');
  await openLinks(page);
  const before = await titles(page);
  expect(before.length).toBeGreaterThanOrEqual(6);
  // The preview lists the enabled links in order (the demo's 停车缴费 is switched off).
  const hidden = await page.getByTestId('source-row').filter({ hasText: '已隐藏' }).getByTestId('source-row-title').allInnerTexts();
  expect(hidden).toContain('停车缴费');
  expect(await preview(page)).toEqual(before.filter((t) => !hidden.includes(t)));
  // This run's own titles (the spec may run again on the same database).
  const tag = String(Date.now()).slice(-5);
  const [FLAGSHIP, ATRIUM, POINTS, SITE] = ['优衣库旗舰店', '中庭', '积分商城', '官网'].map((t) => `${t} ${tag}`);

  // A POI: picked from the building's POIs; the title follows the POI's name.
  let dialog = await addLink(page, '兴趣点', async () => {
    await page.getByTestId('source-poi').fill('优衣');
    await page
      .getByRole('option', { name: /^优衣库 · / })
      .first()
      .click();
    await page.getByTestId('source-title').fill(FLAGSHIP);
  });
  await expect(dialog).toBeHidden();
  // A place: the server refuses a point outside the level, on the fields; then the building's centre is accepted.
  dialog = await addLink(page, '地图位置', async () => {
    await page.getByTestId('source-title').fill(ATRIUM);
    await page.getByTestId('source-lng').fill('0');
    await page.getByTestId('source-lat').fill('0');
  });
  await expect(dialog.getByText(/位置 \[0, 0\] 不在楼层 .+ 范围内/).first()).toBeVisible();
  await expect(dialog.getByTestId('source-lng')).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: '.tmp/source-error-zh.png' });
  const anchor = await page.evaluate(
    () => JSON.parse(localStorage.getItem('buildingList') ?? '[]').find((b: { name: string }) => b.name === '环球购物中心').anchor,
  );
  await dialog.getByTestId('source-levelId').locator('..').click();
  await page.getByRole('option', { name: /^1F/ }).click();
  await dialog.getByTestId('source-lng').fill(String(anchor.lng));
  await dialog.getByTestId('source-lat').fill(String(anchor.lat));
  await dialog.getByTestId('source-save').click();
  await expect(dialog).toBeHidden();
  // A mini-program page: the console's own check first (no leading slash).
  dialog = await addLink(page, '小程序页面', async () => {
    await page.getByTestId('source-title').fill(POINTS);
    await page.getByTestId('source-path').fill('/pages/points/index');
  });
  await expect(dialog.getByText('不能以 / 开头：字母、数字、_ - . /，可带 ?参数')).toBeVisible();
  await dialog.getByTestId('source-path').fill('pages/points/index');
  await dialog.getByTestId('source-save').click();
  await expect(dialog).toBeHidden();
  // A web page.
  dialog = await addLink(page, '网页', async () => {
    await page.getByTestId('source-title').fill(SITE);
    await page.getByTestId('source-url').fill('https://www.example.com/');
  });
  await expect(dialog).toBeHidden();
  const added = await titles(page);
  expect(added).toEqual([...before, FLAGSHIP, ATRIUM, POINTS, SITE]);
  expect((await preview(page)).at(-1)).toBe(SITE);

  // Drag the last link onto the first.
  await page.getByTestId('source-row').last().dragTo(page.getByTestId('source-row').first());
  await expect.poll(() => titles(page)).toEqual([SITE, ...added.slice(0, -1)]);
  // The keyboard: move it down one with its button (Enter).
  const down = page.getByRole('button', { name: `下移: ${SITE}` });
  await expect(down).toBeEnabled();
  await down.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => titles(page)).toEqual([added[0], SITE, ...added.slice(1, -1)]);
  // The focus stays on the moved link's button: the keyboard can go on moving it.
  await expect(down).toBeFocused();
  await expect.poll(() => preview(page)).toEqual([added[0], SITE, ...added.slice(1, -1)].filter((t) => !hidden.includes(t)));

  // Reload: the order was saved.
  await page.reload();
  await expect.poll(() => titles(page)).toEqual([added[0], SITE, ...added.slice(1, -1)]);
  expect((await preview(page)).slice(0, 2)).toEqual([added[0], SITE]);

  // Switching a link off takes it out of the preview.
  await page.getByRole('switch', { name: `在应用中显示: ${SITE}` }).click();
  await expect.poll(() => preview(page)).not.toContain(SITE);
  await page.screenshot({ path: '.tmp/source-data-zh.png' });

  // Delete, with confirmation.
  await page.getByRole('button', { name: `删除: ${POINTS}` }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确认|确定/ })
    .click();
  await expect.poll(() => titles(page)).not.toContain(POINTS);
  await page.reload();
  await expect(page.getByTestId('source-row')).toHaveCount(before.length + 3);
  expect(await titles(page)).not.toContain(POINTS);
});

test('issue 13: the floor operator (VIEW_SOURCE without EDIT_SOURCE) sees the links and the preview, and no edit control', async ({ page }) => {
  await loginAs(page, 'business@demo.local');
  await openLinks(page);
  // The run's other tests may have changed the mall's links: every row is listed, the preview has the shown ones.
  await expect(page.getByTestId('source-row').first()).toBeVisible();
  const rows = await page.getByTestId('source-row').count();
  expect(rows).toBeGreaterThanOrEqual(6);
  const hidden = await page.getByTestId('source-list').getByText('已隐藏', { exact: true }).count();
  await expect(page.getByTestId('source-preview-item')).toHaveCount(rows - hidden);
  await expect(page.getByText('您可以查看这些链接；修改需要“编辑来源”权限。')).toBeVisible();
  await expect(page.getByTestId('source-add')).toHaveCount(0);
  await expect(page.getByTestId('source-drag')).toHaveCount(0);
  await expect(page.getByRole('switch')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /上移|下移|删除|编辑/ })).toHaveCount(0);
  expect(await page.getByTestId('source-row').first().getAttribute('draggable')).toBe('false');
});

for (const lang of ['zh', 'en'] as const) {
  test(`issue 13: 导航链接配置 screenshots in ${lang} — with data, empty, with an error`, async ({ page, baseURL }) => {
    await signInIn(page, lang, baseURL!, 'company@demo.local');
    await openLinks(page);
    await expect(page.getByTestId('source-preview-item').first()).toBeVisible();
    await page.screenshot({ path: `.tmp/source-page-${lang}.png` });

    // Empty: the office without links (deleted through the API as this admin).
    const building = await page.evaluate(
      (name) => JSON.parse(localStorage.getItem('buildingList') ?? '[]').find((b: { name: string }) => b.name === name),
      OFFICE,
    );
    const list = await (await page.request.get(`${sourceApi.list.path}?appId=${building.appId}&buildingId=${building.id}`)).json();
    const ids = (list.data as Array<{ id: number }>).map((s) => s.id);
    if (ids.length) expect((await page.request.post(sourceApi.delete.path, { data: { ids }, headers: CONSOLE_HEADERS })).ok()).toBe(true);
    await openLinks(page, OFFICE);
    await expect(page.getByTestId('source-empty')).toBeVisible();
    await expect(page.getByTestId('source-preview')).toContainText(lang === 'zh' ? '没有显示的链接' : 'No link is shown');
    await page.screenshot({ path: `.tmp/source-empty-${lang}.png` });

    // An error: the list call fails.
    await page.route(`**${sourceApi.list.path}**`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, code: 10000, error: lang === 'zh' ? '服务器内部错误' : 'Internal server error' }),
      }),
    );
    await page.reload();
    await expect(page.getByTestId('source-error')).toBeVisible();
    await page.screenshot({ path: `.tmp/source-error-page-${lang}.png` });
  });
}
