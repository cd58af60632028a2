import type { Order } from '@shop/core/schemas';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useCartApp } from '#src/cart/cart-test-kit.ts';
import { stockOf } from '#src/checkout/checkout-test-kit.ts';
import { orders, payments, testPaymentSessions } from '#src/db/schema.ts';
import { createPaymentProviders } from '#src/payments/payment-providers.ts';
import { reconcilePayments, type PaymentContext } from '#src/payments/payments-service.ts';
import {
  attemptOf,
  mailsTo,
  placeOnline,
  STOREFRONT,
  TEST_WEBHOOK_SECRET,
} from './payments-test-kit.ts';

// The API's base URL points nowhere: the local provider's webhooks are lost, as a real
// provider's may be, and only reconciliation can learn of the payment.
const settings = {
  storefrontUrl: STOREFRONT,
  apiBaseUrl: 'http://127.0.0.1:9',
  testWebhookSecret: TEST_WEBHOOK_SECRET,
};
const kit = useCartApp({ payments: settings });
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

function context(sent: number[] = []): PaymentContext {
  return {
    db: kit.db,
    providers: createPaymentProviders(kit.db, settings),
    storefrontUrl: STOREFRONT,
    sendMail: (job) => {
      if (job.kind === 'order_confirmed') sent.push(job.checkoutId);
      return Promise.resolve();
    },
    log: quiet,
  };
}

/** Makes the attempt (and its orders' due time) look this many seconds old. */
async function age(orderId: number, seconds: number, overdue = false) {
  const checkout = sql`(select checkout_id from orders where id = ${orderId})`;
  await kit.db
    .update(payments)
    .set({ updatedAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(sql`${payments.checkoutId} = ${checkout}`);
  if (overdue) {
    await kit.db
      .update(orders)
      .set({ paymentDueAt: sql`now() - interval '1 second'` })
      .where(sql`${orders.checkoutId} = ${checkout}`);
  }
}

async function orderRow(orderId: number) {
  const [row] = await kit.db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

describe('reconciliation', () => {
  it('applies a payment the provider confirms with no webhook, once', async () => {
    const { placed } = await placeOnline(kit, 'card');
    const order = placed.orders[0] as Order;
    const [attempt] = await attemptOf(kit.db, order.id);
    // The shopper approved; the webhook never arrived.
    await kit.db
      .update(testPaymentSessions)
      .set({ status: 'approved' })
      .where(eq(testPaymentSessions.id, attempt!.providerRef!));
    // Too recent to ask about yet.
    await reconcilePayments(context());
    expect((await orderRow(order.id))?.status).toBe('awaiting_payment');

    await age(order.id, 120);
    const sent: number[] = [];
    const first = await reconcilePayments(context(sent));
    expect(first.applied).toBeGreaterThanOrEqual(1);
    expect(await orderRow(order.id)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    expect(sent).toEqual([attempt!.checkoutId]);
    await reconcilePayments(context(sent));
    expect(sent).toHaveLength(1);
  });

  it('fails an order left unpaid past its due time: stock back, attempt expired', async () => {
    const { product, placed, shopper } = await placeOnline(kit, 'card', { quantity: 3 });
    const order = placed.orders[0] as Order;
    expect(await stockOf(kit.db, product.id)).toBe(7);
    await age(order.id, 120, true);
    const done = await reconcilePayments(context());
    expect(done.expired).toBeGreaterThanOrEqual(1);
    expect(await orderRow(order.id)).toMatchObject({
      status: 'payment_failed',
      paymentStatus: 'failed',
    });
    expect(await stockOf(kit.db, product.id)).toBe(10);
    expect((await attemptOf(kit.db, order.id)).map((row) => row.status)).toEqual(['expired']);
    // Failed: no confirmation, and paying again is refused.
    const again = await kit.call('POST', `Order/${order.id}/Pay`, {
      token: shopper.token,
      body: { paymentMethod: 'cod' },
    });
    expect(again.statusCode).toBe(409);
    expect(await mailsTo(kit.db, shopper.id)).toBe(0);
  });

  it('two reconciliations at once expire an order and give its stock back once', async () => {
    const { product, placed } = await placeOnline(kit, 'card', { quantity: 4 });
    const order = placed.orders[0] as Order;
    await age(order.id, 120, true);
    await Promise.all([reconcilePayments(context()), reconcilePayments(context())]);
    expect(await stockOf(kit.db, product.id)).toBe(10);
    expect((await orderRow(order.id))?.status).toBe('payment_failed');
  });

  it('the webhook lost on the way leaves the order waiting until reconciled (the return alone pays nothing)', async () => {
    const { placed } = await placeOnline(kit, 'card');
    const order = placed.orders[0] as Order;
    const path = new URL(placed.payment!.redirectUrl!).pathname;
    const pressed = await kit.app.inject({ method: 'POST', url: `${path}/approve` });
    expect(pressed.statusCode).toBe(303);
    expect((await orderRow(order.id))?.status).toBe('awaiting_payment');
    await age(order.id, 120);
    await reconcilePayments(context());
    expect((await orderRow(order.id))?.status).toBe('placed');
  });
});
