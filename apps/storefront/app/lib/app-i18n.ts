import { createLoadedI18n, type Locale } from '@shop/core/i18n-loader';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * One i18next instance per language, shared by every render, server requests included: an
 * instance is only read once made (nothing changes its language or adds to it), and making one
 * per request was a measurable share of a page's server time. Code outside components (the
 * store's listeners) translates with the same instances.
 */
const i18nByLanguage = new Map<Locale, I18n>();
export function i18nIn(lang: Locale): I18n {
  let instance = i18nByLanguage.get(lang);
  if (!instance) {
    instance = createLoadedI18n(lang, [initReactI18next]);
    i18nByLanguage.set(lang, instance);
  }
  return instance;
}
