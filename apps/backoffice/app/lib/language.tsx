import type { Locale } from '@shop/core/i18n-loader';
import { createContext, useContext } from 'react';

export interface BackOfficeLanguage {
  lang: Locale;
  /** Loads the other language's texts (once) and shows every screen in it. */
  switchLanguage: (next: Locale) => void;
}

export const LanguageContext = createContext<BackOfficeLanguage | null>(null);

/** The back office's language and how to change it (given by the root route). */
export function useBackOfficeLanguage(): BackOfficeLanguage {
  const language = useContext(LanguageContext);
  if (!language) throw new Error('useBackOfficeLanguage needs the root route');
  return language;
}
