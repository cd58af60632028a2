import type { i18n as I18n, Module } from 'i18next';
import { createI18nWith, type LanguageResources, type Locale } from '#i18n/config.ts';

// One dynamic import per language, so a page loads the translations of its own language only;
// the other comes when the shopper switches.
const importers: Record<Locale, () => Promise<{ default: LanguageResources }>> = {
  en: () => import('#i18n/locales/en.ts'),
  ar: () => import('#i18n/locales/ar.ts'),
};
const loaded: Partial<Record<Locale, LanguageResources>> = {};

/** Loads the translations of `lng` (once); await it before {@link createLoadedI18n}. */
export async function loadLanguage(lng: Locale): Promise<void> {
  loaded[lng] ??= (await importers[lng]()).default;
}

/**
 * Gives `i18n` a namespace its pages bring along (the developers' pages' `developer`), for its
 * language, once; call it before rendering what uses the namespace. The language chunk every
 * page loads leaves such namespaces out.
 *
 * @example
 * provideNamespace(useTranslation().i18n, 'developer', developerTexts);
 */
export function provideNamespace(i18n: I18n, ns: string, texts: Record<Locale, object>): void {
  const lng = i18n.language as Locale;
  if (texts[lng] && !i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, texts[lng]);
}

/** Whether the translations of `lng` have loaded. */
export function isLanguageLoaded(lng: Locale): boolean {
  return loaded[lng] !== undefined;
}

/**
 * A new, initialised i18next instance in `lng`, whose translations must have loaded
 * ({@link loadLanguage}). Pass plugins such as react-i18next's `initReactI18next`.
 */
export function createLoadedI18n(lng: Locale, plugins: Module[] = []): I18n {
  const resources = loaded[lng];
  if (!resources) throw new Error(`The translations of "${lng}" have not loaded (loadLanguage).`);
  return createI18nWith(lng, { [lng]: resources }, plugins);
}

const emptyResources: LanguageResources = {
  common: {},
  catalog: {},
  errors: {},
  home: {},
  pages: {},
  validation: {},
  account: {},
  cart: {},
  checkout: {},
  refunds: {},
  wallet: {},
  feedback: {},
  content: {},
  contact: {},
  newsletter: {},
};

/**
 * Gives `lng` the few texts the server put in the page, when its translations could not load:
 * enough for the generic error page that reports the failure (spec §8). Missing namespaces are
 * empty.
 */
export function provideFallbackTexts(lng: Locale, texts: Partial<LanguageResources>): void {
  loaded[lng] ??= { ...emptyResources, ...texts };
}
