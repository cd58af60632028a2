import {
  createLoadedI18n,
  isLanguageLoaded,
  loadLanguage,
  type Locale,
} from '@shop/core/i18n-loader';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
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

/**
 * i18next in `lang`, for a shop front's root (its `I18nextProvider`). A switch normally loads the
 * translations first; if not, the texts stay in the language shown so far until they have loaded.
 *
 * @example
 * const i18n = useShopI18n(useSelector(selectLocale));
 * return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
 */
export function useShopI18n(lang: Locale): I18n {
  const [i18n, setI18n] = useState(() => i18nIn(lang));
  const loaded = isLanguageLoaded(lang);
  if (i18n.language !== lang && loaded) setI18n(i18nIn(lang));
  useEffect(() => {
    if (!loaded) void loadLanguage(lang).then(() => setI18n(i18nIn(lang)));
  }, [lang, loaded]);
  return i18n;
}
