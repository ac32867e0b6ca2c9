import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { resources } from '../../../src/resources';
import { SHELL_PAGES } from '../../../src/shell/pages';
import { declarationsOf, registryMismatches, type DeclarationModules } from '../../../src/shell/registry';

/** The folders of a registry, as the file system lists them. */
const foldersIn = (dir: string, besides: readonly string[] = []): string[] =>
  readdirSync(resolve(dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !besides.includes(entry.name))
    .map((entry) => entry.name);

/** Globbed modules keyed as the registry beside the folders sees them (`./<folder>/index.ts`). */
const asSeenFrom = <T>(modules: DeclarationModules<T>, prefix: string): DeclarationModules<T> =>
  Object.fromEntries(Object.entries(modules).map(([file, module]) => [file.replace(prefix, './'), module]));

describe('one registry mechanism: a folder per part, its index.ts default-exporting the declaration', () => {
  it('a folder without a declaration, a declaration without a folder, an index.ts without a default export: each fails', () => {
    const about = { default: { path: '/about' } };
    expect(registryMismatches(['about'], { './about/index.ts': about })).toEqual([]);
    expect(registryMismatches(['about', 'help'], { './about/index.ts': about })).toEqual(['help/ declares nothing']);
    expect(registryMismatches(['about'], { './about/index.ts': about, './help/index.ts': about })).toEqual(["./help/index.ts is not a folder's index.ts"]);
    expect(registryMismatches(['about'], { './about/index.ts': {} })).toEqual(['about/ declares nothing', './about/index.ts has no default export']);
    expect(() => declarationsOf({ './about/index.ts': about, './help/index.ts': {} })).toThrow('./help/index.ts has no declaration');
    expect(declarationsOf({ './about/index.ts': about })).toEqual([about.default]);
  });

  it('the shell pages: every folder of src/shell/pages/ is one page, found by the registry', () => {
    const modules = import.meta.glob<{ default?: unknown }>('../../../src/shell/pages/*/index.ts', { eager: true });
    const folders = foldersIn('src/shell/pages');
    expect(registryMismatches(folders, asSeenFrom(modules, '../../../src/shell/pages/'))).toEqual([]);
    expect(SHELL_PAGES).toHaveLength(folders.length);
    const paths = SHELL_PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of SHELL_PAGES) expect(page.public ? page.title : typeof page.title, page.path).toBe(page.public ? undefined : 'string');
  });

  it('the resources: every folder of src/resources/ (shared/ holds pieces) is one resource, found the same way', () => {
    const modules = import.meta.glob<{ default?: unknown }>('../../../src/resources/*/index.ts', { eager: true });
    const folders = foldersIn('src/resources', ['shared']);
    expect(registryMismatches(folders, asSeenFrom(modules, '../../../src/resources/'))).toEqual([]);
    expect(resources).toHaveLength(folders.length);
  });
});
