import Cookies from 'js-cookie';

export const LOCALES = ['en', 'zh', 'es', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];

/** For the language menu (issue 3): each locale in its own language. */
export const AVAILABLE_LOCALES: { locale: Locale; name: string }[] = [
  { locale: 'zh', name: '中文' },
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
  { locale: 'ja', name: '日本語' },
];

const LANGUAGE_COOKIE = 'language';

const normalize = (tag: string | undefined): Locale | null => {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((locale) => locale === base) ?? null;
};

/** Spec §9: the `language` cookie, else the first supported browser language, else en. */
export const detectLanguage = (cookie: string | undefined, browserLanguages: readonly string[]): Locale =>
  normalize(cookie) ?? browserLanguages.map(normalize).find((locale) => locale !== null) ?? 'en';

export const currentLanguage = (): Locale => {
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return detectLanguage(Cookies.get(LANGUAGE_COOKIE), languages);
};

export const setLanguageCookie = (locale: Locale): void => {
  Cookies.set(LANGUAGE_COOKIE, locale, { path: '/', expires: 365, sameSite: 'Lax' });
};
