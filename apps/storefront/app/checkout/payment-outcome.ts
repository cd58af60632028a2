import type { Order } from '@shop/core/checkout-schemas';
import type { PaymentOutcome } from '@shop/ui/payment-result';

/**
 * What the page says of the order as the API has it now, not of the URL alone: a waiting order
 * was aborted (R8.06) or declined (R8.07) and can be paid again; a failed or cancelled one is
 * "Order failed" (R8.08); one paid meanwhile (a late webhook) is a success.
 */
export function outcomeOf(status: Order['status'], aborted: boolean): PaymentOutcome {
  if (status === 'awaiting_payment') return aborted ? 'cancelled' : 'failed';
  if (status === 'payment_failed' || status === 'cancelled') return 'orderFailed';
  return 'success';
}
