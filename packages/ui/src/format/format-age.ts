import { intlLocale, type Locale } from '@shop/core/i18n';

const formats = new Map<Locale, Intl.RelativeTimeFormat>();

/**
 * How long ago `iso` was, in the page's language ("3 days ago", "منذ 3 أيام"): minutes under an
 * hour, hours under a day, then days. A queue shows it so the oldest waits are seen first.
 */
export function formatAge(iso: string, lang: Locale, now: number = Date.now()): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.RelativeTimeFormat(intlLocale(lang), { numeric: 'auto' });
    formats.set(lang, format);
  }
  const minutes = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return format.format(-hours, 'hour');
  return format.format(-Math.floor(hours / 24), 'day');
}
