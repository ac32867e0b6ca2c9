import englishMessages from 'ra-language-english';
import { en } from '../../../src/i18n/en';
import { messages } from '../../../src/i18n/i18nProvider';
import { flattenKeys, mergeMessages } from '../../../src/i18n/merge';
import { messageParts } from '../../../src/i18n/parts';

const keysOf = (tree: object) => flattenKeys(mergeMessages(tree));
const required = [...new Set([...keysOf(englishMessages), ...keysOf(en), ...messageParts.flatMap((p) => keysOf(p.en))])];

describe('spec §1: translations in English, Chinese, Spanish and Japanese', () => {
  it.each(['en', 'zh', 'es', 'ja'] as const)('no react-admin or app key is missing in %s', (locale) => {
    const present = new Set(keysOf(messages[locale]));
    expect(required.filter((key) => !present.has(key))).toEqual([]);
  });

  it('spec §8: the expired-session dialog reads exactly as specified in Chinese', () => {
    const zh = mergeMessages(messages.zh) as { app: { session: Record<string, string> } };
    expect(zh.app.session).toEqual({ title: '确认退出', text: '登录过期，你可以退出系统或者重新登录', relogin: '重新登录', cancel: '取消' });
  });

  it('the Chinese pack is really Chinese (merged over English, not replaced by it)', () => {
    const zh = mergeMessages(messages.zh) as { ra: { action: Record<string, string> } };
    expect(zh.ra.action.save).not.toBe('Save');
  });
});
