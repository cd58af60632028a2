import { intlLocale, type Locale } from '@shop/core/i18n';

/** Every delivery time is the shop's local time, whatever the shopper's device says. */
export const deliveryTimeZone = 'Asia/Riyadh';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A cached formatter in the page's language (Latin digits, Gregorian) and Riyadh time. */
function formatter(lang: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(lang), { ...options, timeZone: deliveryTimeZone });
    formatters.set(key, format);
  }
  return format;
}

/** "09:00" (24-hour clock, the same on server and client). */
export function formatTime(iso: string, lang: Locale): string {
  return formatter(lang, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );
}

/** "09:00–12:00": a window's start and end, en dash between. */
export function formatTimeRange(startsAt: string, endsAt: string, lang: Locale): string {
  return `${formatTime(startsAt, lang)}–${formatTime(endsAt, lang)}`;
}

/** "Sat, Mar 14": the day of a window. */
export function formatDay(iso: string, lang: Locale): string {
  return formatter(lang, { weekday: 'short', day: 'numeric', month: 'short' }).format(
    new Date(iso),
  );
}

/** "Mar 14, 2026, 10:05": when an order was placed. */
export function formatDateTime(iso: string, lang: Locale): string {
  return formatter(lang, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' }).format(
    new Date(iso),
  );
}

/** Riyadh's offset from UTC: +03:00 all year (Saudi Arabia keeps no daylight saving time). */
const riyadhOffsetMs = 3 * 60 * 60 * 1000;

/** The calendar day of an instant in Riyadh ("2026-03-14"), to group windows by day. */
export function dayKey(iso: string): string {
  // Arithmetic rather than Intl: the slot picker groups every window while the page hydrates,
  // and a time-zone formatter costs a phone tens of milliseconds to make and use. The offset
  // is fixed, so this gives the day `deliveryTimeZone` does.
  return new Date(Date.parse(iso) + riyadhOffsetMs).toISOString().slice(0, 10);
}
