import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gatherCatalogs, pickLanguage, translate, type Language, type MessageKey } from '../../../server/src/errors/messages.js';

/**
 * The server's messages live in one file per entity, `server/src/errors/parts/<entity>.ts`, which messages.ts finds
 * by itself (no list of parts). This reads the folder on its own, so a part the catalog misses is caught too.
 */
const PARTS_DIR = fileURLToPath(new URL('../../../server/src/errors/parts/', import.meta.url));
const LANGUAGES: Language[] = ['en', 'zh'];

const partFiles = (): string[] =>
  readdirSync(PARTS_DIR)
    .filter((file) => /\.(ts|js)$/.test(file) && !file.endsWith('.d.ts'))
    .sort();

async function parts(): Promise<{ file: string; module: Record<string, unknown> }[]> {
  return Promise.all(partFiles().map(async (file) => ({ file, module: (await import(`${PARTS_DIR}${file}`)) as Record<string, unknown> })));
}

const texts = (module: Record<string, unknown>, language: Language): Record<string, string> => (module[language] ?? {}) as Record<string, string>;

describe('the server messages, one part per entity found by convention', () => {
  it('every part file exports English and Chinese messages, with the same keys in both', async () => {
    const found = await parts();
    expect(found.length).toBeGreaterThan(1);
    for (const { file, module } of found) {
      for (const language of LANGUAGES) {
        expect(module[language], `${file} exports \`${language}\``).toBeTypeOf('object');
        expect(Object.keys(texts(module, language)).length, `${file}: \`${language}\` has messages`).toBeGreaterThan(0);
        for (const text of Object.values(texts(module, language))) expect(text, file).toBeTypeOf('string');
      }
      expect(Object.keys(texts(module, 'zh')).sort(), `${file}: Chinese names every English key`).toEqual(Object.keys(texts(module, 'en')).sort());
    }
  });

  it('no key is defined by two parts', async () => {
    const owners = new Map<string, string[]>();
    for (const { file, module } of await parts()) {
      for (const key of Object.keys(texts(module, 'en'))) owners.set(key, [...(owners.get(key) ?? []), file]);
    }
    const shared = [...owners].filter(([, files]) => files.length > 1).map(([key, files]) => `${key}: ${files.join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('every key of every part reaches its own text through the loaded catalog, in each language', async () => {
    for (const { file, module } of await parts()) {
      for (const language of LANGUAGES) {
        for (const [key, text] of Object.entries(texts(module, language))) {
          // Each placeholder filled with itself, so the lookup answers the part's text unchanged.
          const params = Object.fromEntries([...text.matchAll(/\{(\w+)\}/g)].map(([placeholder, name]) => [name, placeholder]));
          expect(translate(language, key as MessageKey, params), `${file}: ${language} ${key}`).toBe(text);
        }
      }
    }
  });

  it('every part adds its keys to the MessageKey type under its own name, so a misspelt key fails the type check', () => {
    for (const file of partFiles()) {
      const name = file.replace(/\.(ts|js)$/, '');
      const source = readFileSync(`${PARTS_DIR}${file}`, 'utf8');
      expect(source, file).toMatch(new RegExp(`declare module '\\.\\./messages\\.js' \\{\\s*interface MessageParts \\{\\s*${name}: typeof en;`));
    }
  });

  it('the catalog refuses a part without messages, without a language, with other keys in Chinese, or with a key another part has', () => {
    const poi = { file: 'poi.ts', module: { en: { 'poi.a': 'A' }, zh: { 'poi.a': '甲' } } };
    expect(gatherCatalogs([poi]).zh).toEqual({ 'poi.a': '甲' });
    expect(() => gatherCatalogs([poi, { file: 'empty.ts', module: {} }])).toThrow(/empty\.ts exports no `en` messages/);
    expect(() => gatherCatalogs([{ file: 'bare.ts', module: { en: {}, zh: {} } }])).toThrow(/bare\.ts exports no `en`/);
    expect(() => gatherCatalogs([{ file: 'half.ts', module: { en: { 'half.a': 'A' } } }])).toThrow(/half\.ts exports no `zh`/);
    expect(() => gatherCatalogs([{ file: 'odd.ts', module: { en: { 'odd.a': 'A' }, zh: { 'odd.b': '乙' } } }])).toThrow(
      /odd\.ts: its `zh` messages have other keys/,
    );
    expect(() => gatherCatalogs([poi, { file: 'beacon.ts', module: { en: { 'poi.a': 'B' }, zh: { 'poi.a': '乙' } } }])).toThrow(
      /beacon\.ts: the key “poi\.a” is in errors\/parts\/poi\.ts already/,
    );
  });

  it('fills placeholders, names a {type} in the language, and picks the language from the cookie or Accept-Language', () => {
    expect(translate('en', 'field.minLength', { limit: 8 })).toBe('Must be at least 8 characters');
    expect(translate('zh', 'field.type', { type: 'integer' })).toBe('必须是有效的整数');
    expect(translate('en', 'field.type', { type: 'integer' })).toBe('Must be a valid integer');
    expect(pickLanguage('zh-CN', 'en')).toBe('zh');
    expect(pickLanguage(undefined, 'en;q=0.5, zh-TW')).toBe('zh');
    expect(pickLanguage(undefined, undefined)).toBe('en');
  });
});
