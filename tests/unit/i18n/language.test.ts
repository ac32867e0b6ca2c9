import { detectLanguage } from '../../../src/i18n/language';

describe('spec §9: language detection', () => {
  it.each([
    ['zh', ['en-US'], 'zh'],
    ['ja', [], 'ja'],
    [undefined, ['zh-CN', 'en'], 'zh'],
    [undefined, ['fr-FR', 'es-ES', 'en'], 'es'],
    [undefined, ['de', 'ja-JP'], 'ja'],
    [undefined, ['fr', 'de'], 'en'],
    [undefined, [], 'en'],
    ['klingon', ['zh-TW'], 'zh'],
    ['EN', ['zh'], 'en'],
  ] as const)('spec §9: cookie %s, browser %j -> %s', (cookie, languages, expected) => {
    expect(detectLanguage(cookie, languages)).toBe(expected);
  });
});
