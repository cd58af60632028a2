// Formatting helpers the components use, for apps that show the same values: money that has
// moved (in its own currency), numbers, and dates and times in the shop's time zone.
export { currencyInfoOf, formatAmount } from '#format/format-amount.ts';
export { formatAge } from '#format/format-age.ts';
export { formatNumber, formatPercent } from '#format/format-number.ts';
export {
  deliveryTimeZone,
  formatDateTime,
  formatDay,
  formatTimeRange,
} from '#checkout-parts/delivery-time.ts';
