import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { A11Y_ADMINS, consolePages, publicPages, recordPageOf, settle, signIn, visit, type WalkPage } from './a11y/pages';
import { readParts, totalsText, writePart, writeReport, type Impact, type PageResult } from './a11y/summary';

/**
 * Issue 12: axe over every page each demo admin can open, in Chinese and in English — 0 critical and
 * 0 serious. The pages come from the rendered navigation (a11y/pages.ts), not a list: a new page is
 * checked without anyone adding it. The signed-out pages (login and its links) are checked once per
 * language, with the first admin. Every run also writes .tmp/a11y-report.{json,md} (npm run a11y:report).
 */
const LANGUAGES = ['zh', 'en'] as const;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function audit(page: Page, admin: string, lang: string, target: WalkPage): Promise<PageResult> {
  const result: PageResult = { admin, lang, ...target, url: target.path, rules: [], minor: 0 };
  try {
    // Signed out, each page is loaded; signed in, each is opened inside the console, as its links open it.
    if (target.kind === 'public') {
      await page.goto(target.path);
      await settle(page);
    } else await visit(page, target.path);
    result.url = new URL(page.url()).pathname + new URL(page.url()).search;
    // One axe.run in the page (legacy mode: the console has no frames), reporting violations only. By default the
    // builder opened a second page for every check to merge per-frame results, and gathered every passing node too.
    const { violations } = await new AxeBuilder({ page })
      .options({ resultTypes: ['violations'] })
      .withTags(TAGS)
      .setLegacyMode()
      .analyze();
    for (const v of violations) {
      if (v.impact === 'critical' || v.impact === 'serious') {
        result.rules.push({
          id: v.id,
          impact: v.impact as Impact,
          nodes: v.nodes.length,
          help: v.help,
          targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
        });
      } else result.minor += 1;
    }
  } catch (error) {
    result.error = String(error instanceof Error ? error.message : error).split('\n')[0];
  }
  return result;
}

/** What failed, one line per page and rule, with up to three of its elements. */
const failures = (results: PageResult[]) =>
  results.flatMap((r) => [
    ...(r.error ? [`${r.path}: ${r.error}`] : []),
    ...r.rules.map((rule) => `${r.path} (${r.kind} via ${r.via}): ${rule.impact} ${rule.id} ×${rule.nodes} — ${rule.help} — ${rule.targets?.join(' | ')}`),
  ]);

test.describe.configure({ mode: 'serial' });

for (const lang of LANGUAGES) {
  for (const admin of A11Y_ADMINS) {
    test(`issue 12: axe finds 0 critical and 0 serious on every page ${admin} can open, in ${lang}`, async ({ page, context, baseURL }) => {
      // A guard against a hung walk, not a speed check: the platform admin's walk is 59 pages and took 2.5 min here.
      test.setTimeout(12 * 60_000);
      page.setDefaultTimeout(10_000);
      await context.addCookies([{ name: 'language', value: lang, url: baseURL! }]);
      const results: PageResult[] = [];
      if (admin === A11Y_ADMINS[0]) {
        for (const target of await publicPages(page)) results.push(await audit(page, '(signed out)', lang, target));
      }
      await page.goto('/login');
      await signIn(page, admin);
      const queue = await consolePages(page);
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
      console.log(`${admin} in ${lang}: ${totalsText(results).split('\n').at(-1)}`);
      // The walk found the pages the navigation offers (a broken walk must not pass by checking nothing).
      expect(results.filter((r) => r.kind === 'sidebar').length).toBeGreaterThan(0);
      expect(failures(results)).toEqual([]);
    });
  }
}

test.afterAll(() => {
  const results = readParts();
  if (results.length > 0) writeReport(results);
});
