import { expect, test, type Page } from '@playwright/test';
import { sidebarItems, signInIn, unfoldSidebar } from './support';

/**
 * Issue 12: every language fits at 1280×800 — a sidebar entry cut with an ellipsis shows its whole
 * text on hover and on keyboard focus and is announced in full; map labels are never clipped at the
 * plan's edge. (The top navigation in every language: keyboard.spec.ts.)
 */
const LANGUAGES = ['zh', 'en', 'es', 'ja'] as const;
/** One page per area: the sidebar the walk reads is that area's (location needs a building: the mall). */
const AREA_PAGES = ['/building/building-view', '/statistics/application/user-tendency', '/role', '/company'];
/** Languages whose sidebars have entries too long for 210 px (the check must find some to check). */
const CUT_EXPECTED = new Set(['en', 'es', 'ja']);

async function signInAtTheMall(page: Page, lang: string, baseURL: string) {
  await signInIn(page, lang, baseURL);
  await page.goto('/application');
  await page.getByTestId('building-card-1').click();
  await expect(page).toHaveURL(/\/building\/building-view/);
}

/** Opens every folded section of the sidebar; returns its entries (links and section buttons). */
async function unfoldedSidebarItems(page: Page) {
  const menu = page.getByTestId('app-menu');
  await expect(menu.locator('li').first()).toBeVisible();
  await unfoldSidebar(page);
  return sidebarItems(page).all();
}

for (const lang of LANGUAGES) {
  test(`issue 12: ${lang} at 1280×800: a cut sidebar entry shows its whole text on hover and focus and is read in full`, async ({ page, baseURL }) => {
    await signInAtTheMall(page, lang, baseURL!);
    let cut = 0;
    for (const path of AREA_PAGES) {
      await page.goto(path);
      await expect(page.getByTestId('app-menu')).toBeVisible();
      const entries = await unfoldedSidebarItems(page);
      expect(entries.length, `${path} has a sidebar`).toBeGreaterThan(2);
      // No tooltip left open by the clicks that unfolded the sections.
      await page.mouse.move(700, 700);
      await expect(page.getByRole('tooltip')).toHaveCount(0);
      for (const entry of entries) {
        const text = entry.locator('[data-fit-text]');
        const full = (await text.textContent())!;
        await expect(entry).toHaveAccessibleName(full);
        const isCut = await text.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
        if (!isCut) continue;
        cut += 1;
        await entry.hover();
        await expect(page.getByRole('tooltip')).toHaveText(full);
        await page.mouse.move(700, 700);
        await expect(page.getByRole('tooltip')).toHaveCount(0);
        // A key press first: focus then counts as keyboard focus (:focus-visible), as after a Tab.
        await page.keyboard.press('Shift');
        await entry.focus();
        await expect(page.getByRole('tooltip')).toHaveText(full);
        await entry.blur();
        await expect(page.getByRole('tooltip')).toHaveCount(0);
        if (cut === 1) await page.screenshot({ path: `.tmp/fitting-sidebar-${lang}.png`, clip: { x: 0, y: 0, width: 640, height: 800 } });
      }
    }
    if (CUT_EXPECTED.has(lang)) expect(cut, `${lang} has entries longer than the sidebar`).toBeGreaterThan(0);
  });

  test(`issue 12: ${lang} at 1280×800: no map label on the building view reaches past the map's edge`, async ({ page, baseURL }) => {
    await signInAtTheMall(page, lang, baseURL!);
    const map = page.getByTestId('indoor-map');
    await expect(map).toBeVisible();
    const labels = page.locator('[data-testid="map-label"]');
    await expect.poll(() => labels.count()).toBeGreaterThan(0);
    // Zoomed in, the plan is wider than the map: labels at its edges would be cut.
    const box = (await map.boundingBox())!;
    for (const zoom of [0, 2]) {
      for (let i = 0; i < zoom; i++) await page.mouse.dblclick(box.x + box.width * 0.3, box.y + box.height * 0.5);
      await page.waitForTimeout(800);
      const { shown, outside } = await page.evaluate(() => {
        const container = document.querySelector('[data-testid="indoor-map"]')!.getBoundingClientRect();
        const visible = [...document.querySelectorAll<HTMLElement>('[data-testid="map-label"]')].filter((label) => label.style.visibility === 'visible');
        const out = visible.filter((label) => {
          const r = label.getBoundingClientRect();
          return r.left < container.left - 0.5 || r.top < container.top - 0.5 || r.right > container.right + 0.5 || r.bottom > container.bottom + 0.5;
        });
        return { shown: visible.length, outside: out.map((label) => label.textContent) };
      });
      expect(shown, 'some labels are shown').toBeGreaterThan(0);
      expect(outside).toEqual([]);
    }
    if (lang === 'en') await map.screenshot({ path: `.tmp/fitting-map-${lang}.png` });
  });
}
