import type { OrderLine, QuotedOrder } from '@shop/core/checkout-schemas';
import { localizedName, type Locale } from '@shop/core/i18n';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The amounts of one order as the API computed them (minor units of the store currency). */
export type OrderAmounts = Pick<
  QuotedOrder,
  'subtotal' | 'deliveryFee' | 'discount' | 'points' | 'wallet' | 'vat' | 'total'
>;

/** One label and its value in a `<dl>`. Internal. */
export function AmountRow({
  label,
  children,
  strong = false,
  stacked = false,
}: {
  label: string;
  children: ReactNode;
  /** The total: larger, after a rule. */
  strong?: boolean;
  /** The value under its label, from the start (an address), not across from it. */
  stacked?: boolean;
}) {
  return (
    <div
      className={`flex flex-wrap gap-x-4 py-1 ${
        stacked ? 'flex-col gap-y-1' : 'items-baseline justify-between'
      } ${strong ? 'border-t border-line pt-2 text-lg font-semibold' : ''}`}
    >
      <dt className={strong ? 'text-ink' : 'text-ink-muted'}>{label}</dt>
      <dd className={`text-ink ${stacked ? 'text-start' : 'text-end'}`}>{children}</dd>
    </div>
  );
}

/**
 * The amount labels of an order (R3.17), in the order a receipt reads: subtotal, delivery fee
 * ("Free" at 0), coupon discount, points, wallet balance (those three subtracted, so shown
 * negative), tax ("VAT included": prices include it; the rate is the API's, so not repeated here, which
 * also keeps the schemas' zod out of these pages) and total. Rows of a `<dl>`. Internal.
 */
export function AmountRows({
  amounts,
  money,
  couponCode,
}: {
  amounts: OrderAmounts;
  /** Formats minor units for display (`showMoney` with the page's currencies). */
  money: (amount: number) => string;
  /** The coupon's code, named beside its discount ("Coupon discount (WELCOME10)"). */
  couponCode?: string | null | undefined;
}) {
  const { t } = useTranslation('checkout');
  const deduction = (amount: number) => <bdi>{money(amount > 0 ? -amount : 0)}</bdi>;
  return (
    <>
      <AmountRow label={t('summary.subtotal')}>
        <bdi>{money(amounts.subtotal)}</bdi>
      </AmountRow>
      <AmountRow label={t('summary.deliveryFee')}>
        {amounts.deliveryFee === 0 ? t('summary.free') : <bdi>{money(amounts.deliveryFee)}</bdi>}
      </AmountRow>
      <AmountRow
        label={couponCode ? t('summary.discountCode', { code: couponCode }) : t('summary.discount')}
      >
        {deduction(amounts.discount)}
      </AmountRow>
      <AmountRow label={t('summary.points')}>{deduction(amounts.points)}</AmountRow>
      <AmountRow label={t('summary.wallet')}>{deduction(amounts.wallet)}</AmountRow>
      <AmountRow label={t('summary.tax')}>
        <span className="grid">
          <bdi>{money(amounts.vat)}</bdi>{' '}
          <span className="text-sm text-ink-muted">{t('summary.vatIncluded')}</span>
        </span>
      </AmountRow>
      <AmountRow label={t('summary.total')} strong>
        <bdi>{money(amounts.total)}</bdi>
      </AmountRow>
    </>
  );
}

/** An order's products: name, quantity and line total, as a list. Internal. */
export function OrderLines({
  lines,
  money,
  lang,
  label,
}: {
  lines: readonly OrderLine[];
  money: (amount: number) => string;
  lang: Locale;
  /** Names the list (e.g. "Chilled items", "Products"). */
  label?: string | undefined;
}) {
  const { t } = useTranslation('checkout');
  return (
    <ul aria-label={label} className="grid divide-y divide-line">
      {lines.map((line) => (
        <li
          key={line.productId}
          className="flex flex-wrap items-baseline justify-between gap-x-4 py-2"
        >
          <span className="grid">
            <span className="font-medium text-ink">{localizedName(line, lang)}</span>{' '}
            <span className="text-sm text-ink-muted">
              {t('summary.quantity', { quantity: line.quantity })}
            </span>
          </span>{' '}
          <bdi className="text-ink">{money(line.lineTotal)}</bdi>
        </li>
      ))}
    </ul>
  );
}
