import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { AVAILABLE_LOCALES, currentLanguage, LOCALES, type Locale } from './language';

/**
 * Issue 19: each language is a chunk of its own, fetched when it is first shown; the page ships only the
 * language it opens in (`loadMessages` before the first render), and a switch fetches the next one.
 */
const catalogs: Record<Locale, () => Promise<{ messages: TranslationMessages }>> = {
  en: () => import('./catalogs/en'),
  zh: () => import('./catalogs/zh'),
  es: () => import('./catalogs/es'),
  ja: () => import('./catalogs/ja'),
};

const loaded = new Map<Locale, TranslationMessages>();

const asLocale = (requested: string): Locale => LOCALES.find((locale) => locale === requested) ?? 'en';

/** A language's messages (an unknown one reads English), fetched once. */
export const loadMessages = async (requested: string): Promise<TranslationMessages> => {
  const locale = asLocale(requested);
  const known = loaded.get(locale);
  if (known) return known;
  const { messages } = await catalogs[locale]();
  loaded.set(locale, messages);
  return messages;
};

/** The console's i18nProvider; the messages of `locale` must have been loaded (`await loadMessages(locale)`). */
export const createI18nProvider = (locale: Locale = currentLanguage()) => {
  if (!loaded.has(locale)) throw new Error(`The ${locale} messages are not loaded yet: await loadMessages('${locale}') first`);
  return polyglotI18nProvider((requested) => loaded.get(asLocale(requested)) ?? loadMessages(requested), locale, AVAILABLE_LOCALES, {
    allowMissing: true,
  });
};
