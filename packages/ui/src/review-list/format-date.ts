import { intlLocale, type Locale } from '@shop/core/i18n';

const formatters = new Map<Locale, Intl.DateTimeFormat>();

/** "Mar 14, 2026": the day something was written, in the shop's time (same on server and client). */
export function formatDate(iso: string, lang: Locale): string {
  let format = formatters.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(lang), {
      dateStyle: 'medium',
      timeZone: 'Asia/Riyadh',
    });
    formatters.set(lang, format);
  }
  return format.format(new Date(iso));
}
