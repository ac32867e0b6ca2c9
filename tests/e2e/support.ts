import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#contract/schemas/csrfHeader';
import { buildingApi } from '#contract/endpoints/building';

export const demoPassword = 'demo1234';
export const demoAdmins = ['platform@demo.local', 'company@demo.local', 'business@demo.local', 'other@demo.local'];

/** Fills the login form (zh-CN browser, so the labels are Chinese) and submits it. */
export async function submitLogin(page: Page, email: string, password = demoPassword) {
  await page.getByLabel('邮箱').fill(email);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** Signs in through the form by its autocomplete fields, whatever the console's language. */
export async function signIn(page: Page, email: string, password = demoPassword) {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await page.locator('input[autocomplete="username"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await expect(page.getByTestId('header-display-name')).toHaveText(email.split('@')[0]!);
}

/** Signs in with the console in `lang` (the language cookie) at `width`×800. */
export async function signInIn(page: Page, lang: string, baseURL: string, email = 'platform@demo.local', width = 1280) {
  await page.context().addCookies([{ name: 'language', value: lang, url: baseURL }]);
  await page.setViewportSize({ width, height: 800 });
  await signIn(page, email);
}

export async function loginAs(page: Page, email: string) {
  await page.goto('/login');
  await submitLogin(page, email);
  await expect(page.getByTestId('header-display-name')).toHaveText(email.split('@')[0]);
  // Until the landing page: `/` redirects to the application list, and that navigation would close a sidebar
  // opened meanwhile (spec §4) or land after a click.
  await page.waitForURL((url) => url.pathname !== '/' && url.pathname !== '/login');
}

/** Distinct colours and a hash of the map's WebGL canvas, read back through toDataURL (preserveDrawingBuffer). */
export const canvasPixels = (page: Page) =>
  page
    .getByTestId('indoor-map')
    .locator('canvas.maplibregl-canvas')
    .evaluate(async (canvas: HTMLCanvasElement) => {
      const image = new Image();
      image.src = canvas.toDataURL('image/png');
      await image.decode();
      const copy = document.createElement('canvas');
      copy.width = image.width;
      copy.height = image.height;
      const context = copy.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, copy.width, copy.height);
      const colours = new Set<number>();
      let hash = 0;
      for (let i = 0; i < data.length; i += 4) {
        const colour = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
        colours.add(colour);
        hash = (Math.imul(hash, 31) + colour) | 0;
      }
      return { distinct: colours.size, hash };
    });

/** The header the console's HTTP client sends; state-changing calls without it are refused (issue 10, CSRF). */
export const CONSOLE_HEADERS = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

/**
 * Chooses an area in the top navigation (the location and statistics areas sit under 应用管理).
 * With `gated`, the expected outcome is the application-selection gate (spec §4) instead of the area.
 */
export async function chooseArea(page: Page, label: string, { gated = false } = {}) {
  const nav = page.getByRole('navigation', { name: '顶部导航' });
  const group = nav.getByRole('button', { name: new RegExp(`^${label}`) });
  const application = nav.getByRole('button', { name: /^应用管理/ });
  const item = page.getByRole('menuitem', { name: label });
  const gate = page.getByRole('dialog', { name: '提示' });
  // Until the area is the current one (or the gate shows): a click while the shell still renders can be lost.
  await expect(async () => {
    if (gated && (await gate.isVisible())) return;
    if ((await group.count()) > 0) {
      await group.click({ timeout: 3_000 });
      if (gated) await expect(gate).toBeVisible({ timeout: 3_000 });
      else await expect(group).toHaveAttribute('aria-current', 'page', { timeout: 3_000 });
      return;
    }
    // Location and statistics share the 应用管理 entry, which then reads 应用管理 · <area>.
    if (!(await item.isVisible())) await application.click({ timeout: 3_000 });
    await item.click({ timeout: 3_000 });
    if (gated) await expect(gate).toBeVisible({ timeout: 3_000 });
    else await expect(application).toContainText(`· ${label}`, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Unfolds every folded section of the sidebar (bounded: a section that never unfolds fails later, not here).
 * Each click is bounded too: right after a navigation the sidebar can still render the previous page, and the
 * section holding the new one unfolds by itself between the count and the click — an unbounded click then
 * waits for a folded section that no longer exists (a clean-clone run met it on /role).
 */
export async function unfoldSidebar(page: Page) {
  const closed = page.getByTestId('app-menu').locator('[data-testid^="menu-section-"][aria-expanded="false"]');
  for (let guard = 0; guard < 10 && (await closed.count()) > 0; guard++) {
    await closed
      .first()
      .click({ timeout: 1_000 })
      .catch(() => undefined);
  }
}

/** The sidebar's section buttons and links, in document order. */
export const sidebarItems = (page: Page) => page.getByTestId('app-menu').locator('[data-testid^="menu-section-"], li a[href]');

/** The sidebar's sections and links in order, every section unfolded first (use it in expect.poll). */
export async function sidebarEntries(page: Page): Promise<string[]> {
  await unfoldSidebar(page);
  return (await sidebarItems(page).allInnerTexts()).map((text) => text.trim());
}

/** Opens a sidebar link, opening its section first when it is folded. */
export async function openMenu(page: Page, section: string, label: string) {
  const sidebar = page.getByTestId('app-menu');
  const link = sidebar.getByRole('link', { name: label, exact: true });
  // Until the entry is the active one: a click on a section still unfolding can land beside its entry.
  // Each step is bounded, so a section folded again by a re-render is unfolded on the next round.
  await expect(async () => {
    if (!(await link.isVisible())) await sidebar.getByText(section, { exact: true }).click({ timeout: 3_000 });
    await link.click({ timeout: 3_000 });
    await expect(link).toHaveAttribute('aria-current', 'page', { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Picks `option` in a select opened by `opener`, until its list closes on it and the select shows it: a click while
 * the list is still opening can go astray (two clean-clone runs met it, in the WeChat and push specs). `opener` must
 * still find the select once it shows the option (a select's accessible name includes what it shows).
 */
export async function pickOption(page: Page, opener: Locator, option: string | RegExp, shown: string | RegExp = option) {
  await expect(async () => {
    if (!(await page.getByRole('listbox').isVisible())) await opener.click({ timeout: 3_000 });
    await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click({ timeout: 2_000 });
    await expect(page.getByRole('listbox')).toBeHidden({ timeout: 2_000 });
    await expect(opener).toContainText(shown, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** The `data` of a GET through the page's session. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  return ((await (await page.request.get(path)).json()) as { data: T }).data;
}

/** Metres between two WGS84 positions (equirectangular: exact enough within a building). */
export const metres = (a: [number, number], b: [number, number]) =>
  Math.hypot((a[0] - b[0]) * 111_320 * Math.cos((a[1] * Math.PI) / 180), (a[1] - b[1]) * 110_540);

/**
 * Chooses a building on the application page (spec §2/§4) and waits until its view is rendered: the browser's
 * address changes before the lazy page arrives, and the sidebar unfolds 建筑管理 only then, moving the entries
 * below it; a click on one of them before that can land on its neighbour.
 */
export async function openBuilding(page: Page, name: string) {
  // Again from the list when the click opened something else: a clean-clone run on a busy machine landed on /region.
  await expect(async () => {
    await page.goto('/application');
    await page.getByRole('button', { name: new RegExp(name) }).click({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/building\/building-view$/, { timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
  await expect(page.getByTestId('app-menu').getByRole('link', { name: /建筑预览|Building preview/ })).toHaveAttribute('aria-current', 'page');
}

/** Signs in (as the demo company admin unless `signIn` says otherwise), chooses the demo mall as the application and answers its id. */
export async function chooseMall(page: Page, signIn = () => loginAs(page, 'company@demo.local')): Promise<number> {
  const mall = '环球购物中心';
  await signIn();
  await openBuilding(page, mall);
  const buildings = await apiGet<{ records: Array<{ id: number; name: string }> }>(page, `${buildingApi.page.path}?page=1&size=20`);
  return buildings.records.find((b) => b.name === mall)!.id;
}

/** The e2e server's mail outbox (E2E_OUTBOX when the specs run against another server). */
const outbox = process.env.E2E_OUTBOX ?? join(`.tmp/e2e-data-${Number(process.env.E2E_PORT ?? 8181)}`, 'outbox');

/** The path of the reset link in the newest mail sent to `email` in the e2e server's outbox (the mail has the path alone without PUBLIC_URL, issue 31 §3). */
export const newestResetLink = (email: string): string | null => {
  let files: string[];
  try {
    files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return null;
  }
  const mails = files
    .map((name) => join(outbox, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    .map((path) => readFileSync(path, 'utf8'))
    .filter((text) => text.includes(`To: ${email}`));
  return mails[0]?.match(/(?:https?:\/\/[^/\s]+)?(\/find-password\?token=[\w-]+)/)?.[1] ?? null;
};
