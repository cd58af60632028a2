import type { OrderStatus } from '@shop/core/checkout-schemas';
import { useTranslation } from 'react-i18next';

/**
 * Each status's tone: a tinted background with dark text of the same hue (at least 4.5:1) and a
 * dot; the label says the status, so colour is never the only cue.
 */
const tones: Record<OrderStatus, { badge: string; dot: string }> = {
  awaiting_payment: { badge: 'bg-amber-50 text-amber-900 border-amber-200', dot: 'bg-amber-600' },
  placed: { badge: 'bg-sky-50 text-sky-900 border-sky-200', dot: 'bg-sky-600' },
  preparing: { badge: 'bg-indigo-50 text-indigo-900 border-indigo-200', dot: 'bg-indigo-600' },
  out_for_delivery: { badge: 'bg-brand-50 text-brand-800 border-brand-100', dot: 'bg-brand-600' },
  delivered: { badge: 'bg-green-50 text-green-900 border-green-200', dot: 'bg-green-700' },
  cancelled: { badge: 'bg-slate-100 text-slate-800 border-slate-300', dot: 'bg-slate-500' },
  payment_failed: { badge: 'bg-red-50 text-red-800 border-red-200', dot: 'bg-red-700' },
};

/** Props of {@link OrderStatusBadge}. */
export interface OrderStatusBadgeProps {
  /** The order's status (one of `orderStatuses`, R4.23). */
  status: OrderStatus;
  /** Extra classes (placement). */
  className?: string;
}

/**
 * An order's status as a translated label in a tinted pill (R4.23): "Awaiting payment",
 * "Placed", "Preparing", "Out for delivery", "Delivered", "Cancelled", "Payment failed".
 *
 * @example
 * ```tsx
 * <OrderStatusBadge status={order.status} />
 * ```
 */
export function OrderStatusBadge({ status, className = '' }: OrderStatusBadgeProps) {
  const { t } = useTranslation('checkout');
  const tone = tones[status];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-semibold ${tone.badge} ${className}`}
    >
      <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${tone.dot}`} />
      {t(`status.${status}`)}
    </span>
  );
}
