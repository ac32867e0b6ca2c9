import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Issue 12's report: per page the critical and serious axe rules with their element counts. */
export type Impact = 'critical' | 'serious';
interface RuleHit {
  id: string;
  impact: Impact;
  nodes: number;
  help: string;
  /** Up to three of its elements (CSS selectors). */
  targets?: string[];
}
export interface PageResult {
  admin: string;
  lang: string;
  path: string;
  /** Where the page ended up (a redirect shows here). */
  url: string;
  kind: string;
  via: string;
  rules: RuleHit[];
  /** Moderate and minor rules, counted only. */
  minor: number;
  error?: string;
}

/** This run's parts (A11Y_RUN is set once per run by playwright.config.ts). */
const PARTS_DIR = `.tmp/a11y-parts/${process.env.A11Y_RUN ?? 'run'}`;
const REPORT = '.tmp/a11y-report';

export function writePart(admin: string, lang: string, results: PageResult[]) {
  mkdirSync(PARTS_DIR, { recursive: true });
  writeFileSync(join(PARTS_DIR, `${admin.split('@')[0]}-${lang}.json`), JSON.stringify(results, null, 1));
}

export function readParts(): PageResult[] {
  if (!existsSync(PARTS_DIR)) return [];
  return readdirSync(PARTS_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) => JSON.parse(readFileSync(join(PARTS_DIR, name), 'utf8')) as PageResult[]);
}

interface Tally {
  hits: number;
  elements: number;
}
const tally = (results: PageResult[], impact: Impact): Tally => {
  const rules = results.flatMap((r) => r.rules.filter((rule) => rule.impact === impact));
  return { hits: rules.length, elements: rules.reduce((sum, rule) => sum + rule.nodes, 0) };
};

/** Rules by how many page visits they hit, with elements and impact. */
function topRules(results: PageResult[]) {
  const rules = new Map<string, { id: string; impact: Impact; help: string; pages: number; elements: number }>();
  for (const rule of results.flatMap((r) => r.rules)) {
    const entry = rules.get(rule.id) ?? { id: rule.id, impact: rule.impact, help: rule.help, pages: 0, elements: 0 };
    entry.pages += 1;
    entry.elements += rule.nodes;
    rules.set(rule.id, entry);
  }
  return [...rules.values()].sort((a, b) => b.pages - a.pages || b.elements - a.elements);
}

const commit = () => {
  try {
    return execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
};

/** Writes .tmp/a11y-report.{json,md} from every part and returns the Markdown. */
export function writeReport(results: PageResult[]): string {
  const critical = tally(results, 'critical');
  const serious = tally(results, 'serious');
  const rules = topRules(results);
  const distinctPaths = new Set(results.map((r) => r.path)).size;
  const admins = [...new Set(results.map((r) => r.admin))];
  const langs = [...new Set(results.map((r) => r.lang))];
  const head = {
    commit: commit(),
    generatedAt: new Date().toISOString(),
    visits: results.length,
    distinctPaths,
    admins,
    langs,
    critical,
    serious,
  };
  writeFileSync(`${REPORT}.json`, JSON.stringify({ ...head, rules, pages: results }, null, 1));

  const lines = [
    `# axe report (issue 12) at ${head.commit}, ${head.generatedAt}`,
    '',
    `${results.length} page visits (${distinctPaths} distinct paths; admins ${admins.join(', ')}; languages ${langs.join(', ')}); tags wcag2a, wcag2aa, wcag21a, wcag21aa.`,
    '',
    '| impact | rule hits | elements |',
    '|---|---:|---:|',
    `| critical | ${critical.hits} | ${critical.elements} |`,
    `| serious | ${serious.hits} | ${serious.elements} |`,
    '',
    '## Rules',
    '',
    '| rule | impact | page visits | elements | help |',
    '|---|---|---:|---:|---|',
    ...rules.map((r) => `| ${r.id} | ${r.impact} | ${r.pages} | ${r.elements} | ${r.help} |`),
    '',
    '## Pages',
    '',
    '| admin | lang | path | kind | critical | serious | rules |',
    '|---|---|---|---|---:|---:|---|',
    ...results.map((r) => {
      const c = tally([r], 'critical');
      const s = tally([r], 'serious');
      const ids = r.error ? `error: ${r.error}` : r.rules.map((rule) => `${rule.id}×${rule.nodes}`).join(', ');
      return `| ${r.admin.split('@')[0]} | ${r.lang} | ${r.path}${r.url !== r.path ? ` → ${r.url}` : ''} | ${r.kind} | ${c.hits}/${c.elements} | ${s.hits}/${s.elements} | ${ids} |`;
    }),
    '',
  ];
  const markdown = lines.join('\n');
  writeFileSync(`${REPORT}.md`, markdown);
  return markdown;
}

/** One line per page and the totals, for the console. */
export function totalsText(results: PageResult[]): string {
  const line = (r: PageResult) => {
    const c = tally([r], 'critical');
    const s = tally([r], 'serious');
    return `${r.admin.split('@')[0]}/${r.lang} ${r.path}: critical ${c.hits}/${c.elements}, serious ${s.hits}/${s.elements}${r.error ? ` (error: ${r.error})` : ''}`;
  };
  const c = tally(results, 'critical');
  const s = tally(results, 'serious');
  return [
    ...results.map(line),
    `TOTAL ${results.length} visits: critical ${c.hits} rule hits / ${c.elements} elements, serious ${s.hits} / ${s.elements}`,
  ].join('\n');
}
