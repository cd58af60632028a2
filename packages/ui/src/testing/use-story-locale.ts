import { defaultLocale, isLocale, type Locale } from '@shop/core/i18n';
import { useTranslation } from 'react-i18next';

/**
 * The language of the i18n instance around a story (Storybook's locale toolbar). Stories pass it
 * as `lang`, so each copy in "both side by side" gets its own language.
 */
export function useStoryLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : defaultLocale;
}
