import type { Page } from '@playwright/test';
import { unfoldSidebar } from '../support';

export { signIn } from '../support';

/**
 * Issue 12: every page a demo admin can open, collected from what the console renders — the login
 * page and its links, the top navigation (each area, dropdown entries included), each area's sidebar
 * (sections unfolded), the header's links and the user menu — never from a hand-written list, so a
 * new page is walked without anyone listing it. Selectors avoid translated text: the walk works in
 * every language. Record pages (a list's first row) are found per list by `recordPageOf`.
 */

type PageKind = 'public' | 'landing' | 'sidebar' | 'header' | 'record';
export interface WalkPage {
  path: string;
  kind: PageKind;
  /** Where the walk found it (area key, sidebar, header, list path). */
  via: string;
}

export const A11Y_ADMINS = ['platform@demo.local', 'company@demo.local', 'business@demo.local'] as const;

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

/** Same-origin hrefs of the anchors a locator selector matches, as paths. */
async function hrefs(page: Page, selector: string): Promise<string[]> {
  const all = await page.locator(selector).evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return all.filter((href) => href.startsWith(origin)).map(pathOf);
}

/** Network idle and no skeleton or spinner left (bounded: a page that never settles is measured as it is). */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
  await spinnersGone(page);
}

/**
 * No skeleton or spinner left (bounded), then no transition running (a dialog or a page fading in is checked for
 * contrast at its final opacity) and two frames for the last render. A fixed 300 ms here cost the walk a minute.
 */
async function spinnersGone(page: Page) {
  await page
    .waitForFunction(() => !document.querySelector('.MuiSkeleton-root, .MuiCircularProgress-root, .MuiLinearProgress-root'), undefined, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, { timeout: 2_000 })
    .catch(() => undefined);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * Opens `path` inside the running console, as a click on one of its links would (history.pushState and the
 * popstate event react-router listens to), then waits until the console's calls are over (no request in flight
 * for 400 ms, bounded) and no skeleton or spinner is left. A page load for every page (page.goto) cost 2.2 s a
 * visit in this walk, this 0.5 s, for the same page: the walk visits over 200.
 */
export async function visit(page: Page, path: string) {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => ((inFlight += 1), (lastChange = Date.now()));
  const ended = () => ((inFlight = Math.max(0, inFlight - 1)), (lastChange = Date.now()));
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    const deadline = Date.now() + 8_000;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < 400)) await page.waitForTimeout(50);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
  await spinnersGone(page);
}

/** The login page's own links (find-password…), read before signing in. */
export async function publicPages(page: Page): Promise<WalkPage[]> {
  await page.goto('/login');
  await settle(page);
  const found: WalkPage[] = [{ path: '/login', kind: 'public', via: 'login' }];
  for (const path of await hrefs(page, 'a[href]')) found.push({ path, kind: 'public', via: '/login' });
  return dedupe(found);
}

const areaButtons = (page: Page) => page.locator('[data-testid^="area-nav-"]');
const gateConfirm = (page: Page) => page.locator('[role="dialog"][aria-labelledby="application-gate-title"] button').last();

/**
 * A menu left open (its backdrop would take the next click) is closed by Escape. A clean-clone run
 * met one still open after its entry had been picked, the next area button under its backdrop.
 */
async function closeMenus(page: Page) {
  const menu = page.locator('.MuiMenu-root >> visible=true');
  const gone = () =>
    menu
      .first()
      .waitFor({ state: 'hidden', timeout: 2_000 })
      .then(() => true)
      .catch(() => false);
  // A picked entry closes its menu (the exit transition first): Escape only for one that stays.
  for (let tries = 0; tries < 3 && !(await gone()); tries++) await page.keyboard.press('Escape');
}

/** Opens the area at (button, menu entry); the gate (no building chosen) leads to the application list, where the first building is chosen. */
async function openArea(page: Page, button: number, entry: number | null) {
  const click = async () => {
    await closeMenus(page);
    await areaButtons(page).nth(button).click();
    if (entry === null) return;
    await page.locator('.MuiMenu-root [role="menuitem"]').nth(entry).click();
    await closeMenus(page);
  };
  const before = page.url();
  await click();
  await page.waitForURL((url) => url.href !== before, { timeout: 3_000 }).catch(() => undefined);
  if (await gateConfirm(page).isVisible()) {
    await gateConfirm(page).click();
    const card = page.locator('[data-testid^="building-card-"]').first();
    await card.waitFor({ timeout: 10_000 }).catch(() => undefined);
    if ((await card.count()) === 0) return;
    await card.click();
    await page.waitForURL((url) => !url.pathname.startsWith('/application'), { timeout: 10_000 }).catch(() => undefined);
    await click();
  }
  await settle(page);
}

/** The links of the current area's sidebar, every folded section opened first. */
async function sidebarLinks(page: Page): Promise<string[]> {
  await unfoldSidebar(page);
  return hrefs(page, '[data-testid="app-menu"] a[href]');
}

/** The header's links (messages, logo) and the user menu's (account, about). */
async function headerLinks(page: Page): Promise<string[]> {
  const links = await hrefs(page, '[data-testid="app-header"] a[href]');
  await page.getByTestId('header-display-name').click();
  await page.locator('#header-user-menu [role="menuitem"]').first().waitFor();
  links.push(...(await hrefs(page, '#header-user-menu a[href]')));
  await page.keyboard.press('Escape');
  await page.locator('#header-user-menu [role="menuitem"]').first().waitFor({ state: 'hidden' });
  return links;
}

/** Every page the signed-in admin can open from the rendered navigation, deduplicated by path. */
export async function consolePages(page: Page): Promise<WalkPage[]> {
  await settle(page);
  const found: WalkPage[] = [{ path: pathOf(page.url()), kind: 'landing', via: 'sign-in' }];
  for (const path of await headerLinks(page)) found.push({ path, kind: 'header', via: 'header' });
  const buttons = await areaButtons(page).count();
  for (let button = 0; button < buttons; button++) {
    const key = (await areaButtons(page).nth(button).getAttribute('data-testid'))!.replace('area-nav-', '');
    let entries: (number | null)[] = [null];
    if ((await areaButtons(page).nth(button).getAttribute('aria-haspopup')) === 'menu') {
      await areaButtons(page).nth(button).click();
      const items = page.locator('.MuiMenu-root [role="menuitem"]');
      await items.first().waitFor();
      entries = [...Array(await items.count()).keys()];
      await page.keyboard.press('Escape');
      await items.first().waitFor({ state: 'hidden' });
    }
    for (const entry of entries) {
      await openArea(page, button, entry);
      const via = entry === null ? key : `${key}[${entry}]`;
      found.push({ path: pathOf(page.url()), kind: 'landing', via });
      for (const path of await sidebarLinks(page)) found.push({ path, kind: 'sidebar', via });
    }
  }
  return dedupe(found.filter((p) => p.path !== '/' && p.path !== '/login'));
}

/**
 * On a list page that has clickable rows, the page its first row opens (react-admin's rowClick): a cell with
 * nothing interactive in it is clicked, so no button (delete…) is ever pressed. Returns to the list.
 */
export async function recordPageOf(page: Page, listPath: string): Promise<WalkPage | null> {
  // Only a row react-admin made clickable (rowClick) opens a page: the others are not waited on.
  const row = page.locator('#main-content tbody tr.RaDataTable-clickableRow, #main-content tbody tr.RaDatagrid-clickableRow').first();
  if ((await row.count()) === 0) return null;
  const index = await row
    .locator('td')
    .evaluateAll((cells) => cells.findIndex((cell) => cell.textContent?.trim() && !cell.querySelector('button, input, a, [role="button"], [role="checkbox"]')));
  if (index < 0) return null;
  const before = page.url();
  await row.locator('td').nth(index).click();
  const moved = await page
    .waitForURL((url) => url.href !== before, { timeout: 3_000 })
    .then(() => true)
    .catch(() => false);
  if (!moved) return null;
  const path = pathOf(page.url());
  return path === listPath ? null : { path, kind: 'record', via: listPath };
}

function dedupe(pages: WalkPage[]): WalkPage[] {
  const seen = new Set<string>();
  return pages.filter((p) => !seen.has(p.path) && seen.add(p.path));
}
