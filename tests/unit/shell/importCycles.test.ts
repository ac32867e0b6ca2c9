import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The console has no import cycle: no module reaches itself again through static imports, `import()` (the lazy
 * views) or `import.meta.glob` (the registries). A cycle is how the frame and the resources came to load each other
 * half-initialised; resources reach the frame through its session, access and layout, never the other way round.
 */
const ROOT = resolve('.');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });

const isFile = (path: string): boolean => existsSync(path) && statSync(path).isFile();

/** A specifier as the bundler resolves it: relative, or '#contract/...' (package.json "imports"); packages are left out. */
const resolveSpecifier = (from: string, specifier: string): string | undefined => {
  const base = specifier.startsWith('.')
    ? resolve(dirname(from), specifier)
    : specifier.startsWith('#contract/')
      ? join(ROOT, 'contract', specifier.slice('#contract/'.length))
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(isFile);
};

/** The files one `import.meta.glob` pattern finds: `<dir>/<any folder>/<rest>`, the registries' only form. */
const globbed = (from: string, pattern: string): string[] => {
  const [dir, rest] = pattern.split('/*/');
  const folder = resolve(dirname(from), dir ?? '.');
  if (rest === undefined || !existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(folder, entry.name, rest))
    .filter(isFile);
};

const SPECIFIERS = [/\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g];
const GLOBS = /import\.meta\.glob[^(]*\(\s*['"]([^'"]+)['"]/g;

/** The modules a source file imports (types included), by any of the three ways. */
const importsOf = (file: string, text: string): string[] => {
  const found = SPECIFIERS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => resolveSpecifier(file, match[1] ?? '')));
  const globs = [...text.matchAll(GLOBS)].flatMap((match) => globbed(file, match[1] ?? ''));
  return [...new Set([...found, ...globs].filter((path): path is string => path !== undefined))];
};

/** The first cycle a depth-first walk finds, as the files along it (the first one again at the end), or none. */
const findCycle = (graph: ReadonlyMap<string, readonly string[]>): string[] | undefined => {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): string[] | undefined => {
    const at = path.indexOf(file);
    if (at >= 0) return [...path.slice(at), file];
    if (done.has(file)) return undefined;
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(file);
    return undefined;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return undefined;
};

/** The import graph from src/ outwards (the contract's files it reaches included). */
const consoleGraph = (): Map<string, string[]> => {
  const graph = new Map<string, string[]>();
  const pending = sourceFiles(join(ROOT, 'src'));
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (graph.has(file)) continue;
    const imports = importsOf(file, readFileSync(file, 'utf8'));
    graph.set(file, imports);
    pending.push(...imports.filter((next) => !graph.has(next)));
  }
  return graph;
};

/** Relative specifiers of src/ that name no file (a `?raw` or `?url` import is checked without its query). */
const unresolved = (): string[] =>
  sourceFiles(join(ROOT, 'src')).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return SPECIFIERS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1] ?? ''))
      .filter((specifier) => specifier.startsWith('.'))
      .filter((specifier) => resolveSpecifier(file, specifier.replace(/\?.*$/, '')) === undefined)
      .map((specifier) => `${relative(ROOT, file)}: ${specifier}`);
  });

describe('the console imports without a cycle', () => {
  it('finds every kind of import: static, type-only, re-exported, lazy and globbed', () => {
    const from = join(ROOT, 'src/App.tsx');
    const text = [
      "import { a } from './shell/areas';",
      "import type { B } from './resources/types';",
      "export { c } from './shell/access';",
      "const View = lazyView(() => import('./shell/pages/about/AboutPage'), 'AboutPage');",
      "const all = import.meta.glob<{ default?: X }>('./resources/*/index.ts', { eager: true });",
      "import { d } from 'react';",
    ].join('\n');
    const imports = importsOf(from, text).map((file) => relative(ROOT, file));
    expect(imports).toEqual(
      expect.arrayContaining(['src/shell/areas.ts', 'src/resources/types.ts', 'src/shell/access.ts', 'src/shell/pages/about/AboutPage.tsx']),
    );
    expect(imports).toContain('src/resources/building/index.ts');
    expect(imports.some((file) => file.includes('node_modules'))).toBe(false);
  });

  it('finds a cycle, a lazy one too, and nothing where there is none', () => {
    expect(
      findCycle(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toBeUndefined();
    expect(
      findCycle(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual(['a', 'b', 'c', 'a']);
    const lazy = new Map([
      [join(ROOT, 'src/x.ts'), importsOf(join(ROOT, 'src/x.ts'), "const Y = lazy(() => import('./shell/areas'));")],
      [join(ROOT, 'src/shell/areas.ts'), [join(ROOT, 'src/x.ts')]],
    ]);
    expect(findCycle(lazy)).toHaveLength(3);
  });

  it('every relative import of src/ names a file (the graph misses none)', () => {
    expect(unresolved()).toEqual([]);
  });

  it('src/ (and the contract it reaches) has none', () => {
    const graph = consoleGraph();
    expect(graph.size).toBeGreaterThan(500);
    const cycle = findCycle(graph);
    expect(cycle?.map((file) => relative(ROOT, file)).join(' -> ')).toBeUndefined();
  });
});
