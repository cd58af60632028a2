import type { RegionTree } from '@shop/core/catalog';
import type { Order } from '@shop/core/checkout-schemas';
import { localizedName, type Locale } from '@shop/core/i18n';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressLines } from '#address-list/address-lines.tsx';
import { formatDateTime } from '#checkout-parts/delivery-time.ts';
import { paymentModeAndStatus, slotParts } from '#checkout-parts/order-labels.ts';
import { AmountRow, AmountRows } from '#checkout-parts/order-parts.tsx';
import { OrderStatusBadge } from '#order-status-badge/order-status-badge.tsx';

/**
 * Every order label of R3.17 with its value, as the rows of a `<dl>`: order number, date,
 * amount, status, payment mode and status (and the time to pay by while it awaits payment),
 * delivery slot and speed, billing and shipping address, then the amounts. Order Details and the
 * invoice show the same. Internal.
 */
export function OrderLabelRows({
  order,
  lang,
  regions,
  money,
}: {
  order: Order;
  lang: Locale;
  regions?: RegionTree | undefined;
  /** Formats minor units for display. */
  money: (amount: number) => string;
}) {
  const { t } = useTranslation('checkout');
  const slot = order.slot ? slotParts(order.slot, lang) : null;
  const address = (copy: Order['shippingAddress']): ReactNode =>
    Object.keys(copy).length > 0 ? (
      <AddressLines address={copy} lang={lang} regions={regions} />
    ) : (
      t('order.notChosen')
    );
  return (
    <>
      <AmountRow label={t('order.number')}>
        <bdi dir="ltr">{order.number}</bdi>
      </AmountRow>
      <AmountRow label={t('order.date')}>{formatDateTime(order.placedAt, lang)}</AmountRow>
      <AmountRow label={t('order.amount')}>
        <bdi>{money(order.total)}</bdi>
      </AmountRow>
      <AmountRow label={t('order.status')}>
        <OrderStatusBadge status={order.status} />
      </AmountRow>
      <AmountRow label={t('order.paymentModeAndStatus')}>
        {paymentModeAndStatus(t, order)}
      </AmountRow>
      {order.status === 'awaiting_payment' && order.paymentDueAt ? (
        <AmountRow label={t('order.paymentDue')}>
          {formatDateTime(order.paymentDueAt, lang)}
        </AmountRow>
      ) : null}
      <AmountRow label={t('order.deliverySlot')}>
        {slot ? (
          <>
            {slot.day} · <bdi dir="ltr">{slot.window}</bdi>
          </>
        ) : (
          t('order.notChosen')
        )}
      </AmountRow>
      <AmountRow label={t('order.deliverySpeed')}>
        {order.deliverySpeed ? localizedName(order.deliverySpeed, lang) : t('order.notChosen')}
      </AmountRow>
      <AmountRow label={t('order.billingAddress')} stacked>
        {address(order.billingAddress)}
      </AmountRow>
      <AmountRow label={t('order.shippingAddress')} stacked>
        {address(order.shippingAddress)}
      </AmountRow>
      <AmountRows amounts={order} money={money} couponCode={order.couponCode} />
    </>
  );
}
