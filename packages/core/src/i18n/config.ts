import i18next, { type i18n as I18n, type Module } from 'i18next';

/** Interface languages: English (default) and Arabic (spec §4). */
export const locales = ['en', 'ar'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Text direction of a language, from i18next's own list of right-to-left languages. */
export function directionOf(lng: string): 'ltr' | 'rtl' {
  return i18next.dir(lng);
}

/**
 * Locale tag for `Intl` formatting, the same on server and client so hydration never differs:
 * Latin digits and the Gregorian calendar in Arabic (a decision; change here for Arabic-Indic).
 */
export function intlLocale(lng: Locale): string {
  return lng === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-US';
}

/** Picks the display text of bilingual API data: `name` is Arabic, `nameEn` English. */
export function localizedName(entity: { name: string; nameEn: string }, lng: Locale): string {
  return lng === 'ar' ? entity.name : entity.nameEn;
}

/** The namespaces of the catalogue, the same in every language. */
export const namespaces = [
  'common',
  'catalog',
  'errors',
  'home',
  'pages',
  'validation',
  'account',
  'cart',
  'checkout',
  'refunds',
  'wallet',
  'feedback',
  'content',
  'contact',
  'newsletter',
] as const;
export type Namespace = (typeof namespaces)[number];
/** The translations of one language, by namespace: `locales/<lng>/<namespace>.json`. */
export type LanguageResources = Record<Namespace, object>;
export const defaultNamespace = 'common';

/**
 * A new, initialised i18next instance in `lng` with the given translations (at least those of
 * `lng`). Pass plugins such as react-i18next's `initReactI18next`.
 */
export function createI18nWith(
  lng: Locale,
  resources: Partial<Record<Locale, LanguageResources>>,
  plugins: Module[] = [],
): I18n {
  const instance = i18next.createInstance();
  for (const plugin of plugins) instance.use(plugin);
  void instance.init({
    lng,
    fallbackLng: false,
    supportedLngs: locales,
    resources,
    ns: namespaces,
    defaultNS: defaultNamespace,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
