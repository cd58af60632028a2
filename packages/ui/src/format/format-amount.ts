import type { Locale } from '@shop/core/i18n';
import { formatMoney, type CurrencyInfo } from '@shop/core/money';

/** Digits after the point of a currency (SAR 2, KWD 3), as Intl knows it. */
function minorUnitsOf(code: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

/**
 * Minor units of `code` as money in the page's language: amounts that are money already moved
 * (refunds, the wallet), shown in their own currency, never converted.
 */
export function formatAmount(amountMinor: number, code: string, lang: Locale): string {
  return formatMoney(amountMinor, { code, minorUnits: minorUnitsOf(code) }, lang);
}

/**
 * A currency as the components' money props take it, for amounts kept in that currency (an
 * order's): its own digits, no conversion.
 */
export function currencyInfoOf(code: string): CurrencyInfo {
  return { code, minorUnits: minorUnitsOf(code), rate: 1 };
}
