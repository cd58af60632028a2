import { intlLocale, type Locale } from '@shop/core/i18n';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats a number in the page's language with the same locale tag as money (Latin digits), so
 * server and client render the same text. Formatters are cached per language and options.
 */
export function formatNumber(
  value: number,
  lang: Locale,
  options: Intl.NumberFormatOptions = {},
): string {
  const key = `${lang}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale(lang), options);
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}

/** A discount as a localised percentage ("20%"), from a whole number of percent. */
export function formatPercent(percent: number, lang: Locale): string {
  return formatNumber(percent / 100, lang, { style: 'percent', maximumFractionDigits: 0 });
}
