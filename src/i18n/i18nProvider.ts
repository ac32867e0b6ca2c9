import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import chineseMessages from '@haxqer/ra-language-chinese';
import spanishMessages from '@blackbox-vision/ra-language-spanish/dist-web/index.js';
import japaneseMessages from '@bicstone/ra-language-japanese';
import { en } from './en';
import { es, esRaMissing } from './es';
import { ja, jaRaMissing } from './ja';
import { AVAILABLE_LOCALES, currentLanguage, type Locale } from './language';
import type { TranslationMessages } from 'react-admin';
import { mergeMessages } from './merge';
import { messageParts } from './parts';
import { zh, zhRaMissing } from './zh';

/** A CommonJS language pack can arrive wrapped in `default` in the production bundle (interop differs from Vitest). */
const pack = (module: object): object => ('ra' in module ? module : ((module as { default?: object }).default ?? module));

/** Each pack merged over English so a key the pack lacks still reads in English, then ours on top. */
const overEnglish = (...sources: object[]): TranslationMessages => mergeMessages(pack(englishMessages), ...sources) as TranslationMessages;

export const messages: Record<Locale, TranslationMessages> = {
  en: overEnglish(en, ...messageParts.map((p) => p.en)),
  zh: overEnglish(pack(chineseMessages), zhRaMissing, zh, ...messageParts.map((p) => p.zh)),
  es: overEnglish(pack(spanishMessages), esRaMissing, es, ...messageParts.map((p) => p.es)),
  ja: overEnglish(pack(japaneseMessages), jaRaMissing, ja, ...messageParts.map((p) => p.ja)),
};

export const createI18nProvider = (locale: Locale = currentLanguage()) =>
  polyglotI18nProvider((requested) => messages[requested as Locale] ?? messages.en, locale, AVAILABLE_LOCALES, {
    allowMissing: true,
  });
