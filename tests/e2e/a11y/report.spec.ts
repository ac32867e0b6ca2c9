import AxeBuilder from '@axe-core/playwright';
import { test, type Page } from '@playwright/test';
import { A11Y_ADMINS, consolePages, publicPages, recordPageOf, settle, signIn, type WalkPage } from './pages';
import { readParts, totalsText, writePart, writeReport, type Impact, type PageResult } from './summary';

/**
 * Issue 12 (the measuring step): axe over every page each demo admin can open, in Chinese and in
 * English. A report, not an assertion: violations are collected into .tmp/a11y-report.{json,md}.
 * The signed-out pages (login and its links) are measured once per language, with the first admin.
 */
const LANGUAGES = ['zh', 'en'] as const;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function audit(page: Page, admin: string, lang: string, target: WalkPage): Promise<PageResult> {
  const result: PageResult = { admin, lang, ...target, url: target.path, rules: [], minor: 0 };
  const started = Date.now();
  try {
    await page.goto(target.path);
    await settle(page);
    result.url = new URL(page.url()).pathname + new URL(page.url()).search;
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    for (const v of violations) {
      if (v.impact === 'critical' || v.impact === 'serious') result.rules.push({ id: v.id, impact: v.impact as Impact, nodes: v.nodes.length, help: v.help });
      else result.minor += 1;
    }
  } catch (error) {
    result.error = String(error instanceof Error ? error.message : error).split('\n')[0];
  }
  console.log(
    `${admin.split('@')[0]}/${lang} ${target.path}: ${result.rules.length} rules, ${Date.now() - started} ms${result.error ? ` (${result.error})` : ''}`,
  );
  return result;
}

for (const lang of LANGUAGES) {
  for (const admin of A11Y_ADMINS) {
    test(`axe report: ${admin} in ${lang}`, async ({ page, context, baseURL }) => {
      page.setDefaultTimeout(10_000);
      await context.addCookies([{ name: 'language', value: lang, url: baseURL! }]);
      const results: PageResult[] = [];
      if (admin === A11Y_ADMINS[0]) {
        for (const target of await publicPages(page)) results.push(await audit(page, '(signed out)', lang, target));
      }
      await page.goto('/login');
      await signIn(page, admin);
      const queue = await consolePages(page);
      console.log(`${admin} ${lang}: ${queue.length} pages from the navigation`);
      const seen = new Set(queue.map((p) => p.path));
      for (let i = 0; i < queue.length; i++) {
        const target = queue[i]!;
        const result = await audit(page, admin, lang, target);
        results.push(result);
        if (target.kind === 'record' || result.error) continue;
        const record = await recordPageOf(page, result.url).catch(() => null);
        if (record && !seen.has(record.path)) {
          seen.add(record.path);
          queue.push(record);
        }
      }
      writePart(admin, lang, results);
      console.log(totalsText(results));
    });
  }
}

test.afterAll(() => {
  const results = readParts();
  if (results.length === 0) return;
  writeReport(results);
  console.log(`\n${totalsText(results).split('\n').at(-1)}\nwritten: .tmp/a11y-report.json, .tmp/a11y-report.md`);
});
