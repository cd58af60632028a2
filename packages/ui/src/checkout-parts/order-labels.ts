import type { Order } from '@shop/core/checkout-schemas';
import type { Locale } from '@shop/core/i18n';
import type { TFunction } from 'i18next';
import { formatDay, formatTimeRange } from '#checkout-parts/delivery-time.ts';

/** "Cash on delivery · Pending": an order's payment mode and status (one R3.17 label). */
export function paymentModeAndStatus(
  t: TFunction<'checkout'>,
  order: Pick<Order, 'paymentMethod' | 'paymentStatus'>,
): string {
  return `${t(`paymentMethod.${order.paymentMethod}`)} · ${t(`paymentStatus.${order.paymentStatus}`)}`;
}

/** An order's delivery slot: its day, and its window to be shown left to right. */
export function slotParts(
  slot: NonNullable<Order['slot']>,
  lang: Locale,
): { day: string; window: string } {
  return {
    day: formatDay(slot.startsAt, lang),
    window: formatTimeRange(slot.startsAt, slot.endsAt, lang),
  };
}

/** Order statuses a shopper may still cancel (R4.21: a waiting order, or one just placed). */
export const cancellableStatuses: readonly Order['status'][] = ['awaiting_payment', 'placed'];
