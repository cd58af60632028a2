import type { QuotedOrder } from '@shop/core/checkout-schemas';
import type { Locale } from '@shop/core/i18n';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showMoney, type MoneyDisplay } from '#cart-parts/money.ts';
import {
  AmountRow,
  AmountRows,
  OrderLines,
  type OrderAmounts,
} from '#checkout-parts/order-parts.tsx';

/** What {@link OrderSummary} reads of an order: a quoted order's or a placed `Order`'s fields. */
export type OrderSummaryOrder = OrderAmounts & Pick<QuotedOrder, 'storage' | 'lines'>;

/** Props of {@link OrderSummary}. */
export interface OrderSummaryProps extends MoneyDisplay {
  /** The orders of the quote (`CheckoutQuote.orders`) or of the placement: one, or cold + dry. */
  orders: readonly OrderSummaryOrder[];
  /** What the shopper pays for all of them (the API's `total`); the sum of the orders without it. */
  total?: number | undefined;
  /** The page's language. */
  lang: Locale;
  /** The applied coupon's code (`CheckoutQuote.coupon.code`), named beside its discount. */
  couponCode?: string | null | undefined;
  /** A heading of this level names the summary ("Order summary"); without it, a label does. */
  headingLevel?: 2 | 3;
  /** What follows the figures, e.g. the "Place order" button. */
  children?: ReactNode;
}

/**
 * The checkout's figures (`/checkout/summary`), one block per order: with two (a cold and dry
 * basket, spec §4) each is titled "Chilled items" / "Dry items" and a note says they come as
 * two orders. Each block lists its lines (name, quantity, line total) and the amount labels of
 * R3.17: subtotal, delivery fee, coupon discount (with the coupon's code), points, wallet balance, tax (VAT included)
 * and total; then the grand total when there are two. Amounts are the API's.
 *
 * @example
 * ```tsx
 * <OrderSummary orders={quote.orders} total={quote.total} lang={lang} storeCurrency={sar} headingLevel={2}>
 *   <PlaceOrderButton />
 * </OrderSummary>
 * ```
 */
export function OrderSummary({
  orders,
  total,
  lang,
  storeCurrency,
  currency,
  headingLevel,
  couponCode,
  children,
}: OrderSummaryProps) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const money = (amount: number) => showMoney(amount, { lang, storeCurrency, currency });
  const Heading = headingLevel ? (`h${headingLevel}` as const) : null;
  const BlockHeading = headingLevel === 2 ? 'h3' : 'h4';
  const split = orders.length > 1;
  const grandTotal = total ?? orders.reduce((sum, order) => sum + order.total, 0);

  return (
    <section
      aria-labelledby={Heading ? `${id}-heading` : undefined}
      aria-label={Heading ? undefined : t('summary.label')}
      className="flex flex-col gap-4 text-start"
    >
      {Heading ? (
        <Heading id={`${id}-heading`} className="text-lg font-semibold text-ink">
          {t('summary.label')}
        </Heading>
      ) : null}
      {split ? <p className="text-sm text-ink-muted">{t('summary.split')}</p> : null}
      {orders.map((order, index) => {
        const title = t(`summary.storage.${order.storage}`);
        const titleId = `${id}-${index}`;
        return (
          <section
            key={`${order.storage}-${index}`}
            aria-labelledby={split ? titleId : undefined}
            className={split ? 'grid gap-2 rounded-lg border border-line p-3' : 'grid gap-2'}
          >
            {split ? (
              <BlockHeading id={titleId} className="font-semibold text-ink">
                {title}
              </BlockHeading>
            ) : null}
            <OrderLines lines={order.lines} money={money} lang={lang} />
            <dl>
              <AmountRows amounts={order} money={money} couponCode={couponCode} />
            </dl>
          </section>
        );
      })}
      {split ? (
        <dl>
          <AmountRow label={t('summary.grandTotal')} strong>
            <bdi>{money(grandTotal)}</bdi>
          </AmountRow>
        </dl>
      ) : null}
      {children}
    </section>
  );
}
