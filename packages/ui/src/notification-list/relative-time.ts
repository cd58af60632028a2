import { intlLocale, type Locale } from '@shop/core/i18n';

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

const formatters = new Map<Locale, Intl.RelativeTimeFormat>();

/**
 * How long ago (or until) `date` was, seen from `now`, in the largest whole unit: "5 minutes
 * ago", "yesterday", "قبل ساعتين". Only the difference matters, so server and client agree when
 * they get the same `now` (no time zone involved). Under 45 seconds reads "now".
 */
export function relativeTime(
  date: Date | string | number,
  now: Date | string | number,
  lang: Locale,
): string {
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(intlLocale(lang), { numeric: 'auto' });
    formatters.set(lang, formatter);
  }
  const seconds = (new Date(date).getTime() - new Date(now).getTime()) / 1000;
  if (Math.abs(seconds) < 45) return formatter.format(0, 'second');
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return formatter.format(Math.round(seconds / size), unit);
  }
  return formatter.format(0, 'second');
}
