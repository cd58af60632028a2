import type { OrderStatus } from '@shop/core/checkout-schemas';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '#status-badge/status-badge.tsx';

/** Each status's tone (the label says the status, so colour is never the only cue). */
const tones: Record<OrderStatus, StatusTone> = {
  awaiting_payment: 'warning',
  placed: 'info',
  preparing: 'progress',
  out_for_delivery: 'brand',
  delivered: 'success',
  cancelled: 'neutral',
  payment_failed: 'danger',
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
  return (
    <StatusBadge tone={tones[status]} className={className}>
      {t(`status.${status}`)}
    </StatusBadge>
  );
}
