import type { RegionTree } from '@shop/core/catalog';
import type { Order } from '@shop/core/checkout-schemas';
import type { Locale } from '@shop/core/i18n';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showMoney, type MoneyDisplay } from '#cart-parts/money.ts';
import { OrderLabelRows } from '#checkout-parts/order-label-rows.tsx';
import { OrderLines } from '#checkout-parts/order-parts.tsx';
import { primaryButtonClass } from '#form-fields/styles.ts';

/** Props of {@link OrderDetails}. */
export interface OrderDetailsProps extends MoneyDisplay {
  /** The order (`GET Order/{id}`). */
  order: Order;
  /** The page's language. */
  lang: Locale;
  /** Countries → states → cities, to name the addresses' places. */
  regions?: RegionTree | undefined;
  /** Heading level of the "Products" heading (default 2). */
  headingLevel?: 2 | 3;
  /** Given, "Continue payment" shows while the order awaits payment (R4.21). */
  onContinuePayment?: (() => void) | undefined;
  /** Actions after the details (e.g. "Pay again" or "Cancel" of a waiting order). */
  children?: ReactNode;
}

/**
 * Order Details (R2.45): every order label of R3.17 with its value, as a `<dl>`: order number,
 * date, amount, status (badge), payment mode and status (and the time to pay by while it awaits
 * payment), delivery slot (and speed), billing and shipping address, subtotal, delivery fee,
 * coupon discount (with its code), points, wallet balance, tax and total; then the products and
 * "Continue payment" while it awaits payment (R4.21). Amount is what the order costs, its total.
 *
 * @example
 * ```tsx
 * <OrderDetails order={order} lang={lang} storeCurrency={sar} regions={regions} />
 * ```
 */
export function OrderDetails({
  order,
  lang,
  storeCurrency,
  currency,
  regions,
  headingLevel = 2,
  onContinuePayment,
  children,
}: OrderDetailsProps) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const money = (amount: number) => showMoney(amount, { lang, storeCurrency, currency });
  const Heading = `h${headingLevel}` as const;
  const waiting = order.status === 'awaiting_payment';

  return (
    <div className="grid gap-6 text-start">
      <dl className="grid">
        <OrderLabelRows order={order} lang={lang} regions={regions} money={money} />
      </dl>
      <section aria-labelledby={`${id}-products`} className="grid gap-2">
        <Heading id={`${id}-products`} className="text-lg font-semibold text-ink">
          {t('order.products')}
        </Heading>
        <OrderLines lines={order.lines} money={money} lang={lang} />
      </section>
      {waiting && onContinuePayment ? (
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={onContinuePayment}
          className={`${primaryButtonClass} justify-self-start`}
        >
          {t('order.continuePayment')}
        </button>
      ) : null}
      {children}
    </div>
  );
}
