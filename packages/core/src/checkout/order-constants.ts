// The statuses and payment kinds of an order, without zod: screens that list or filter orders
// need these names and nothing of the schemas (checkout-schemas.ts re-exports them).

/** Statuses of an order; the allowed moves between them are the API's (orders/order-status.ts). */
export const orderStatuses = [
  'awaiting_payment',
  'placed',
  'preparing',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'payment_failed',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The kinds of payment an order may carry: cash on delivery, online card, "Pay in 4". */
export const paymentMethods = ['cod', 'card', 'bnpl'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
/** The methods paid through a provider's hosted page (the order awaits payment until then). */
export const onlinePaymentMethods = ['card', 'bnpl'] as const;
export type OnlinePaymentMethod = (typeof onlinePaymentMethods)[number];

export const paymentStatuses = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
