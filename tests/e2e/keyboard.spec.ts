import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginAs, signInIn } from './support';

const SHOTS = '.tmp';
const MALL = /环球购物中心/;

/** Presses Tab (or Shift+Tab) until `target` has the focus; returns how many presses it took. */
async function tabTo(page: Page, target: Locator, max: number, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let stops = 1; stops <= max; stops++) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) return stops;
  }
  throw new Error(`not reached in ${max} ${key} stops`);
}

/** The next Tab stop after the page (re)loaded: the skip link, visible once focused; Enter focuses the main content. */
async function skipToMain(page: Page) {
  const skip = page.getByRole('link', { name: '跳到主要内容' });
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  expect((await skip.boundingBox())!.width, 'the skip link shows once focused').toBeGreaterThan(40);
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();
}

test('issue 12: keys only from the login form (show-password button included) through the skip link to the POI editor', async ({ page }) => {
  await page.goto('/login');
  const email = page.getByLabel('邮箱');
  // The e-mail field has the focus from the start (autofocus).
  await expect(email).toBeFocused();
  await page.keyboard.type('platform@demo.local');
  await page.keyboard.press('Tab');
  const password = page.getByLabel('密码', { exact: true });
  await expect(password).toBeFocused();
  await page.keyboard.type('demo1234');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: '显示密码' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(password).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: '隐藏密码' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(password).toHaveAttribute('type', 'password');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/application$/);
  await expect(page.getByTestId('header-display-name')).toHaveText('platform');

  await page.reload();
  await expect(page.getByRole('button', { name: MALL })).toBeVisible();
  await skipToMain(page);
  expect(await tabTo(page, page.getByRole('button', { name: MALL }), 10), 'the first building is a few stops into the page').toBeLessThanOrEqual(10);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/building\/building-view$/);

  // Back to the sidebar: its folded 区域管理 section opens with Enter, then POI管理.
  const section = page.getByTestId('app-menu').getByRole('button', { name: '区域管理' });
  await tabTo(page, section, 40, 'Shift+Tab');
  await page.keyboard.press('Enter');
  const poi = page.getByTestId('app-menu').getByRole('link', { name: 'POI管理', exact: true });
  await expect(poi).toBeVisible();
  await tabTo(page, poi, 5);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/region\/poi-edit$/);
  await expect(page.getByTestId('indoor-map')).toBeVisible();
});

test('issue 12: on the building view the level switcher and 2D/3D are a few Tab stops after the skip link and work by keys', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, 'platform@demo.local');
  await page.getByRole('button', { name: MALL }).click();
  await expect(page).toHaveURL(/\/building\/building-view$/);
  await page.reload();
  const map = page.getByTestId('indoor-map');
  await expect.poll(async () => Number((await map.getAttribute('data-idle')) ?? 0), { timeout: 30_000 }).toBeGreaterThan(0);
  const firstLevel = await map.getAttribute('data-level');
  await skipToMain(page);

  const levels = page.getByRole('group', { name: '楼层' });
  const ground = levels.getByRole('button', { name: '1F', exact: true });
  expect(await tabTo(page, ground, 4), 'the lift panel is within 4 stops of the main content').toBeLessThanOrEqual(4);
  await page.screenshot({ path: `${SHOTS}/keyboard-level-focused.png` });
  // One Tab stop: ↑ moves to 2F, Enter shows it.
  await page.keyboard.press('ArrowUp');
  const upstairs = levels.getByRole('button', { name: '2F', exact: true });
  await expect(upstairs).toBeFocused();
  await expect(upstairs).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Enter');
  await expect(upstairs).toHaveAttribute('aria-pressed', 'true');
  await expect(ground).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => map.getAttribute('data-level')).not.toBe(firstLevel);

  // The next stop is 2D / 3D (one stop, arrows between them, Space picks).
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: '2D', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const raised = page.getByRole('button', { name: '3D', exact: true });
  await expect(raised).toBeFocused();
  await page.keyboard.press('Space');
  await expect(raised).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => map.getAttribute('data-pitch'), { timeout: 30_000 }).toBe('55');

  // The legend folds and unfolds from its heading button.
  const legend = page.getByRole('button', { name: '图例' });
  await tabTo(page, legend, 8);
  await page.keyboard.press('Enter');
  await expect(legend).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('legend-entry').first()).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(legend).toHaveAttribute('aria-expanded', 'true');

  // Rooms and POIs are announced by the names they show.
  const labels = page.locator('[data-testid="map-label"]').filter({ visible: true });
  await expect(labels.first()).toBeVisible();
  for (const label of (await labels.all()).slice(0, 10)) {
    const text = ((await label.textContent()) ?? '').replace(/\s+/g, ' ').trim();
    const name = ((await label.getAttribute('aria-label')) ?? '').replace(/\s+/g, ' ').trim();
    expect(name.replace(/\s/g, '')).toContain(text.replace(/\s/g, ''));
  }
});

const AREAS: Record<string, string[]> = {
  zh: ['室内定位', '数据分析', '用户与权限管理', '平台管理', '帮助与文档'],
  en: ['Indoor positioning', 'Data analysis', 'Users and permissions', 'Platform', 'Help and documentation'],
  es: ['Posicionamiento interior', 'Análisis de datos', 'Usuarios y permisos', 'Plataforma', 'Ayuda y documentación'],
  ja: ['屋内測位', 'データ分析', 'ユーザーと権限', 'プラットフォーム管理', 'ヘルプとドキュメント'],
};
const GROUPS: Record<string, string[]> = {
  zh: ['应用管理', '用户与权限管理', '平台管理', '帮助与文档'],
  en: ['Applications', 'Users and permissions', 'Platform', 'Help and documentation'],
  es: ['Aplicaciones', 'Usuarios y permisos', 'Plataforma', 'Ayuda y documentación'],
  ja: ['アプリ管理', 'ユーザーと権限', 'プラットフォーム管理', 'ヘルプとドキュメント'],
};

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5;

for (const lang of Object.keys(AREAS)) {
  test(`issue 12: ${lang} at 1280×800 shows every area in full in the top navigation; at 1100 px one menu lists them all`, async ({ page, baseURL }) => {
    await signInIn(page, lang, baseURL!);

    const header = page.getByTestId('app-header');
    const items = page.locator('[data-testid^="area-nav-"]');
    await expect(items).toHaveCount(4);
    const texts = await items.allInnerTexts();
    GROUPS[lang]!.forEach((group, index) => expect(texts[index]).toContain(group));
    const headerBox = (await header.boundingBox())!;
    const others = [page.getByTestId('header-brand'), page.getByTestId('language-button'), page.getByTestId('fullscreen-button')];
    const otherBoxes = await Promise.all(others.map(async (other) => (await other.boundingBox())!));
    const boxes: Box[] = [];
    for (const item of await items.all()) {
      await expect(item).toBeVisible();
      const { scroll, client } = await item.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
      expect(scroll, `${await item.innerText()} is not clipped`).toBeLessThanOrEqual(client);
      const box = (await item.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(headerBox.x);
      expect(box.x + box.width).toBeLessThanOrEqual(headerBox.x + headerBox.width);
      for (const other of [...boxes, ...otherBoxes]) expect(overlap(box, other), `${await item.innerText()} overlaps`).toBe(false);
      boxes.push(box);
    }
    if (lang === 'en' || lang === 'es') await header.screenshot({ path: `${SHOTS}/keyboard-header-${lang}.png` });

    await page.setViewportSize({ width: 1100, height: 800 });
    const menuButton = page.getByTestId('area-nav-areas');
    await expect(menuButton).toBeVisible();
    await expect(items).toHaveCount(1);
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const entries = page.getByRole('menu').getByRole('menuitem');
    await expect(entries).toHaveText(AREAS[lang]!);
    await expect(entries.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(entries.nth(1)).toBeFocused();
    // Once the menu's opening transition is over.
    await expect.poll(() => page.getByRole('menu').evaluate((menu) => getComputedStyle(menu.closest('.MuiPaper-root')!).opacity)).toBe('1');
    if (lang === 'en') await page.screenshot({ path: `${SHOTS}/keyboard-menu-1100-en.png`, clip: { x: 0, y: 0, width: 1100, height: 320 } });
    await page.keyboard.press('Escape');
    await expect(menuButton).toBeFocused();
  });
}

test('issue 12: the skip link focused (screenshot)', async ({ page }) => {
  await loginAs(page, 'platform@demo.local');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(page.getByTestId('header-display-name')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: '跳到主要内容' })).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/keyboard-skip-link.png`, clip: { x: 0, y: 0, width: 1280, height: 200 } });
});
