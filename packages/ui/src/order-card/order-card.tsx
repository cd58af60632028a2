import type { Order } from '@shop/core/checkout-schemas';
import type { Locale } from '@shop/core/i18n';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { showMoney, type MoneyDisplay } from '#cart-parts/money.ts';
import { formatDateTime } from '#checkout-parts/delivery-time.ts';
import { cancellableStatuses, paymentModeAndStatus } from '#checkout-parts/order-labels.ts';
import { primaryButtonClass, secondaryButtonClass, textLinkClass } from '#form-fields/styles.ts';
import { Link } from '#link/link-context.tsx';
import { OrderStatusBadge } from '#order-status-badge/order-status-badge.tsx';

/** What {@link OrderCard} reads of an order. */
export type OrderCardOrder = Pick<
  Order,
  | 'id'
  | 'number'
  | 'placedAt'
  | 'status'
  | 'paymentMethod'
  | 'paymentStatus'
  | 'paymentDueAt'
  | 'total'
  | 'lines'
>;

/** Props of {@link OrderCard}. */
export interface OrderCardProps extends MoneyDisplay {
  /** The order as `GET Order` lists it. */
  order: OrderCardOrder;
  /** Where its details are (Order Details, R2.45). */
  href: string;
  /** The page's language. */
  lang: Locale;
  /** Given, a "Cancel" button shows while the order is placed or awaiting payment. */
  onCancel?: ((order: OrderCardOrder) => void) | undefined;
  /** The order's cancellation is under way: "Cancel" is `aria-disabled`. */
  cancelling?: boolean;
  /** Given, "Continue payment" shows while the order awaits payment (R4.21). */
  onContinuePayment?: ((order: OrderCardOrder) => void) | undefined;
  /** Heading level of the card's title (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * One order on My Orders (R2.44): "Order SO-…" as its heading, then a `<dl>` of its date,
 * amount, status (a translated badge, R4.23), payment mode and status (and, while it awaits
 * payment, the time to pay by), and how many items; a "View details" link (named with the
 * number), "Continue payment" while it awaits payment (R4.21) and, while it may be cancelled,
 * "Cancel".
 *
 * @example
 * ```tsx
 * <OrderCard order={order} href={`/my-orders/${order.id}`} lang={lang} storeCurrency={sar}
 *   onCancel={(o) => cancelOrder(o.id)} />
 * ```
 */
export function OrderCard({
  order,
  href,
  lang,
  storeCurrency,
  currency,
  onCancel,
  cancelling = false,
  onContinuePayment,
  headingLevel = 3,
}: OrderCardProps) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const items = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const canCancel = onCancel && cancellableStatuses.includes(order.status);
  const waiting = order.status === 'awaiting_payment';
  const row = 'flex flex-wrap items-baseline justify-between gap-x-4';

  return (
    <article
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-lg border border-brand-100 bg-surface-raised p-4 text-start"
    >
      <Heading id={`${id}-title`} className="text-lg font-semibold text-ink">
        {t('order.title', { number: order.number })}
      </Heading>
      <dl className="grid gap-1 text-sm">
        <div className={row}>
          <dt className="text-ink-muted">{t('order.date')}</dt>
          <dd className="text-ink">{formatDateTime(order.placedAt, lang)}</dd>
        </div>
        <div className={row}>
          <dt className="text-ink-muted">{t('order.amount')}</dt>
          <dd className="font-semibold text-ink">
            <bdi>{showMoney(order.total, { lang, storeCurrency, currency })}</bdi>{' '}
            <span className="font-normal text-ink-muted">
              ({t('order.items', { count: items })})
            </span>
          </dd>
        </div>
        <div className={row}>
          <dt className="text-ink-muted">{t('order.status')}</dt>
          <dd>
            <OrderStatusBadge status={order.status} />
          </dd>
        </div>
        <div className={row}>
          <dt className="text-ink-muted">{t('order.paymentModeAndStatus')}</dt>
          <dd className="text-ink">{paymentModeAndStatus(t, order)}</dd>
        </div>
        {waiting && order.paymentDueAt ? (
          <div className={row}>
            <dt className="text-ink-muted">{t('order.paymentDue')}</dt>
            <dd className="font-semibold text-ink">{formatDateTime(order.paymentDueAt, lang)}</dd>
          </div>
        ) : null}
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <Link
          href={href}
          aria-label={t('order.detailsLabel', { number: order.number })}
          className={textLinkClass}
        >
          {t('order.details')}
        </Link>
        {waiting && onContinuePayment ? (
          <button
            type="button"
            aria-label={t('order.continuePaymentLabel', { number: order.number })}
            aria-haspopup="dialog"
            onClick={() => onContinuePayment(order)}
            className={`${primaryButtonClass} min-h-10 text-sm`}
          >
            {t('order.continuePayment')}
          </button>
        ) : null}
        {canCancel ? (
          <button
            type="button"
            aria-label={t('order.cancelLabel', { number: order.number })}
            aria-disabled={cancelling || undefined}
            onClick={() => {
              if (!cancelling) onCancel(order);
            }}
            className={`${secondaryButtonClass} min-h-10 border-danger-700 text-sm text-danger-700 hover:bg-danger-50`}
          >
            {t('order.cancel')}
          </button>
        ) : null}
      </div>
    </article>
  );
}
