import i18next, { type i18n as I18n, type Module } from 'i18next';
import arAccount from '#i18n/locales/ar/account.json';
import arCatalog from '#i18n/locales/ar/catalog.json';
import arCommon from '#i18n/locales/ar/common.json';
import arErrors from '#i18n/locales/ar/errors.json';
import arHome from '#i18n/locales/ar/home.json';
import arPages from '#i18n/locales/ar/pages.json';
import arValidation from '#i18n/locales/ar/validation.json';
import enAccount from '#i18n/locales/en/account.json';
import enCatalog from '#i18n/locales/en/catalog.json';
import enCommon from '#i18n/locales/en/common.json';
import enErrors from '#i18n/locales/en/errors.json';
import enHome from '#i18n/locales/en/home.json';
import enPages from '#i18n/locales/en/pages.json';
import enValidation from '#i18n/locales/en/validation.json';

/** Interface languages: English (default) and Arabic (spec §4). */
export const locales = ['en', 'ar'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The translation catalogue: `locales/{en,ar}/<namespace>.json`. */
export const resources = {
  en: {
    common: enCommon,
    catalog: enCatalog,
    errors: enErrors,
    home: enHome,
    pages: enPages,
    validation: enValidation,
    account: enAccount,
  },
  ar: {
    common: arCommon,
    catalog: arCatalog,
    errors: arErrors,
    home: arHome,
    pages: arPages,
    validation: arValidation,
    account: arAccount,
  },
} as const;
export const namespaces = Object.keys(resources.en) as (keyof typeof resources.en)[];
export const defaultNamespace = 'common';

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

/**
 * A new, initialised i18next instance (one per server request, one in the browser).
 * Pass plugins such as react-i18next's `initReactI18next`.
 */
export function createI18n(lng: Locale = defaultLocale, plugins: Module[] = []): I18n {
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
