import { intlLocale, type Locale } from '#i18n/config.ts';

/** What formatting and conversion need to know of a currency. */
export interface CurrencyInfo {
  code: string;
  minorUnits: number;
  /** Units of this currency for one unit of the store currency (1 for the store currency). */
  rate: number;
}

/**
 * Converts an amount in minor units of the store currency into minor units of `to`, rounded to
 * the nearest minor unit. Display only: totals are always computed by the API.
 */
export function convertFromStore(
  amountMinor: number,
  store: CurrencyInfo,
  to: CurrencyInfo,
): number {
  if (store.code === to.code) return amountMinor;
  const major = amountMinor / 10 ** store.minorUnits;
  return Math.round(major * to.rate * 10 ** to.minorUnits);
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Formats minor units as money in the page's language, the same on server and client. */
export function formatMoney(
  amountMinor: number,
  currency: Pick<CurrencyInfo, 'code' | 'minorUnits'>,
  lang: Locale,
): string {
  const key = `${lang}|${currency.code}|${currency.minorUnits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale(lang), {
      style: 'currency',
      currency: currency.code,
      minimumFractionDigits: currency.minorUnits,
      maximumFractionDigits: currency.minorUnits,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amountMinor / 10 ** currency.minorUnits);
}

/**
 * Minor units of an amount a person typed in major units ("12.5", "12,50", "١٢٫٥"), or null when
 * it is not a positive amount with at most `minorUnits` digits after the point. Input only: the
 * API decides what the amount may be.
 */
export function minorUnitsFromText(text: string, minorUnits: number): number | null {
  const latin = text
    .trim()
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u066B,]/g, '.');
  const match = /^(\d{1,9})(?:\.(\d*))?$/.exec(latin);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > minorUnits) return null;
  const minor =
    Number(match[1]) * 10 ** minorUnits + Number(fraction.padEnd(minorUnits, '0') || '0');
  return minor > 0 && Number.isSafeInteger(minor) ? minor : null;
}
