import type { i18n as I18n, Module } from 'i18next';
import { createI18nWith, defaultLocale, type Locale } from '#i18n/config.ts';
import ar from '#i18n/locales/ar.ts';
import backoffice from '#i18n/locales/backoffice.ts';
import delivery from '#i18n/locales/delivery.ts';
import developer from '#i18n/locales/developer.ts';
import en from '#i18n/locales/en.ts';
import seller from '#i18n/locales/seller.ts';

/**
 * The whole translation catalogue: `locales/{en,ar}/<namespace>.json`, the namespaces pages load
 * on demand included. A browser build loads one language at a time instead (loader.ts), and an
 * on-demand namespace with the pages that use it (`provideNamespace`).
 */
export const resources = {
  en: {
    ...en,
    developer: developer.en,
    seller: seller.en,
    backoffice: backoffice.en,
    delivery: delivery.en,
  },
  ar: {
    ...ar,
    developer: developer.ar,
    seller: seller.ar,
    backoffice: backoffice.ar,
    delivery: delivery.ar,
  },
} as const;

/**
 * A new, initialised i18next instance with every language at hand (server code, tests,
 * Storybook). Pass plugins such as react-i18next's `initReactI18next`.
 */
export function createI18n(lng: Locale = defaultLocale, plugins: Module[] = []): I18n {
  return createI18nWith(lng, resources, plugins);
}
