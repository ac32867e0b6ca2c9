import { loadMessages } from '../../../src/i18n/i18nProvider';
import { LOCALES } from '../../../src/i18n/language';
import { flattenKeys, mergeMessages } from '../../../src/i18n/merge';

const keysOf = (tree: object) => flattenKeys(mergeMessages(tree));
const messages = Object.fromEntries(await Promise.all(LOCALES.map(async (locale) => [locale, await loadMessages(locale)] as const)));
/** English defines the keys: react-admin's pack, ours and every feature part's `en.ts`. */
const required = keysOf(messages.en!);

describe('spec §1: translations in English, Chinese, Spanish and Japanese', () => {
  it.each(['en', 'zh', 'es', 'ja'] as const)('no react-admin or app key is missing in %s', (locale) => {
    const present = new Set(keysOf(messages[locale]));
    expect(required.filter((key) => !present.has(key))).toEqual([]);
  });

  it('spec §8: the expired-session dialog reads exactly as specified in Chinese', () => {
    const zh = mergeMessages(messages.zh!) as { app: { session: Record<string, string> } };
    expect(zh.app.session).toEqual({ title: '确认退出', text: '登录过期，你可以退出系统或者重新登录', relogin: '重新登录', cancel: '取消' });
  });

  it('the Chinese pack is really Chinese (merged over English, not replaced by it)', () => {
    const zh = mergeMessages(messages.zh!) as { ra: { action: Record<string, string> } };
    expect(zh.ra.action.save).not.toBe('Save');
  });
});

describe('issue 19: one catalog per language, made of the feature parts', () => {
  const files = import.meta.glob<object>('../../../src/i18n/parts/*/*.ts', { eager: true });
  const parts = [...new Set(Object.keys(files).map((path) => path.split('/').at(-2)!))];

  it('every feature part has its four language files, and each language catalog holds its part', () => {
    expect(parts.length).toBeGreaterThan(30);
    for (const part of parts) {
      for (const locale of LOCALES) {
        const file = files[`../../../src/i18n/parts/${part}/${locale}.ts`] as Record<string, object> | undefined;
        expect(file?.[locale], `${part}/${locale}.ts`).toBeDefined();
        const present = new Set(keysOf(messages[locale]!));
        expect(
          keysOf(file![locale]!).filter((key) => !present.has(key)),
          `${part}/${locale}.ts`,
        ).toEqual([]);
      }
    }
  });
});
