import type { Locale } from '@shop/core/i18n';
import { convertFromStore, formatMoney, type CurrencyInfo } from '@shop/core/money';

/** How the cart components show money: amounts in the store currency, shown in `currency`. */
export interface MoneyDisplay {
  /** The page's language (number format and currency symbol). */
  lang: Locale;
  /** The currency the store prices in; every amount is in its minor units. */
  storeCurrency: CurrencyInfo;
  /** The currency to show (defaults to `storeCurrency`): converted for display only. */
  currency?: CurrencyInfo;
}

/**
 * Formats an amount in minor units of the store currency in the display currency, as `Price`
 * does (display only: the API computes every total).
 */
export function showMoney(amount: number, { lang, storeCurrency, currency }: MoneyDisplay): string {
  const shown = currency ?? storeCurrency;
  return formatMoney(convertFromStore(amount, storeCurrency, shown), shown, lang);
}
