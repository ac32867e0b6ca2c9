import { readdirSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { loadMessages } from '../../../src/i18n/i18nProvider';
import { LOCALES } from '../../../src/i18n/language';
import { flattenKeys, mergeMessages, type Tree } from '../../../src/i18n/merge';
import { resources } from '../../../src/resources';

/**
 * An entity's messages, its menu and page titles included, live in parts named after its resource folder:
 * `parts/<resource>/`, or `parts/<resource>.<feature>/` when it has more than one. Any other part belongs to the
 * frame or to a feature several owners share, and its owner is found by who reads it.
 */
const files = import.meta.glob<Record<string, Tree>>('../../../src/i18n/parts/*/*.ts', { eager: true });
const partFile = (part: string, locale: string): Tree | undefined => files[`../../../src/i18n/parts/${part}/${locale}.ts`]?.[locale];
const parts = [...new Set(Object.keys(files).map((path) => path.split('/').at(-2)!))].sort();
const names = new Set(resources.map((r) => r.name));
const resourceOf = (part: string): string | undefined => (names.has(part.split('.')[0]!) ? part.split('.')[0] : undefined);

const keysOf = (tree: Tree | undefined) => (tree ? flattenKeys(mergeMessages(tree)) : []);
const titlesOf = (resource: (typeof resources)[number]) => [resource.section.title, ...resource.pages.map((page) => page.title)];
/** Keys a declaration reads: its titles and its react-admin messages. */
const entityKeys = new Set(resources.flatMap(titlesOf));
const isEntityKey = (key: string) => entityKeys.has(key) || (key.startsWith('resources.') && names.has(key.split('.')[1]!));

const src = resolve(__dirname, '../../../src');
const sources = (readdirSync(src, { recursive: true, encoding: 'utf8' }) as string[])
  .filter((path) => /\.tsx?$/.test(path) && !path.startsWith('i18n'))
  .map((path) => ({ path: relative(src, resolve(src, path)).replaceAll('\\', '/'), text: readFileSync(resolve(src, path), 'utf8') }));
/** Who reads a namespace `app.<ns>`: a resource folder's name, or the folder of the frame's file. */
const readersOf = (namespace: string): Set<string> => {
  const pattern = new RegExp(`\\bapp\\.${namespace}\\b`);
  return new Set(
    sources
      .filter(({ text }) => pattern.test(text))
      .map(({ path }) => (path.startsWith('resources/') ? `resource ${path.split('/')[1]}` : path.split('/')[0]!)),
  );
};

const catalogs = Object.fromEntries(await Promise.all(LOCALES.map(async (locale) => [locale, await loadMessages(locale)] as const)));
const lookUp = (tree: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, step) => (node as Record<string, unknown> | undefined)?.[step], tree);

describe("an entity's messages live in parts named after it", () => {
  it.each(resources.map((r) => r.name))('resource %s has a part of its name in every language', (name) => {
    for (const locale of LOCALES) expect(partFile(name, locale), `src/i18n/parts/${name}/${locale}.ts`).toBeDefined();
  });

  it.each(resources.map((r) => r.name))('resource %s: its menu and page titles are in its own parts and read in every language', (name) => {
    const resource = resources.find((r) => r.name === name)!;
    const own = new Set(parts.filter((part) => resourceOf(part) === name).flatMap((part) => keysOf(partFile(part, 'en'))));
    expect(
      titlesOf(resource).filter((key) => !own.has(key)),
      `titles of ${name} outside src/i18n/parts/${name}/`,
    ).toEqual([]);
    for (const locale of LOCALES) {
      const catalog = catalogs[locale]!;
      expect(
        titlesOf(resource).filter((key) => typeof lookUp(catalog, key) !== 'string' || lookUp(catalog, key) === ''),
        `titles of ${name} missing in ${locale}`,
      ).toEqual([]);
    }
  });

  it.each(parts.filter((part) => !resourceOf(part)))('part %s belongs to no entity: it holds none of their keys, and its owner reads it', (part) => {
    const tree = partFile(part, 'en')!;
    expect(keysOf(tree).filter(isEntityKey), `entity keys in src/i18n/parts/${part}/`).toEqual([]);
    expect(Object.keys(tree), `src/i18n/parts/${part}/ holds app.* namespaces only`).toEqual(['app']);
    const namespaces = Object.keys(tree.app as Tree);
    const readers = [...new Set(namespaces.flatMap((namespace) => [...readersOf(namespace)]))];
    // Read by nobody, the part has no owner; read by one resource alone, it is that entity's and takes its name.
    expect(readers.length, `src/i18n/parts/${part}/ (app.${namespaces.join(', app.')}) is read nowhere in src`).toBeGreaterThan(0);
    expect(
      readers.length === 1 && readers[0]!.startsWith('resource ') ? readers[0] : undefined,
      `src/i18n/parts/${part}/ is read by one resource only: name it after the resource (parts/<resource>.${part}/)`,
    ).toBeUndefined();
  });
});
