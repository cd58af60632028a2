import type { Order, PayOrderAnswer } from '@shop/core/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, useCartApp } from '#src/cart/cart-test-kit.ts';
import { stockOf } from '#src/checkout/checkout-test-kit.ts';
import { notifications, testPaymentSessions } from '#src/db/schema.ts';
import { freePort } from '#src/test/free-port.ts';
import {
  attemptOf,
  deliver,
  eventually,
  mailsTo,
  placeOnline,
  STOREFRONT,
  TEST_WEBHOOK_SECRET,
  testNotification,
} from './payments-test-kit.ts';

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const kit = useCartApp({
  payments: { storefrontUrl: STOREFRONT, apiBaseUrl: base, testWebhookSecret: TEST_WEBHOOK_SECRET },
});
beforeAll(async () => {
  await kit.app.listen({ host: '127.0.0.1', port });
});

async function ordersOf(token: string, orderId: number): Promise<Order> {
  const answer = await kit.call('GET', `Order/${orderId}`, { token });
  return answer.json<Order>();
}

/** The hosted page's path (the test reaches the API directly, not through the storefront). */
function pagePath(redirectUrl: string | null | undefined): string {
  if (!redirectUrl) throw new Error('no redirect URL');
  return new URL(redirectUrl).pathname;
}

async function press(redirectUrl: string | null | undefined, action: string) {
  return fetch(`${base}${pagePath(redirectUrl)}/${action}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
}

describe('card payment through the local test provider', () => {
  it('places the orders awaiting payment, then the hosted page approves: a signed webhook over HTTP marks them placed and paid', async () => {
    const { shopper, product, placed } = await placeOnline(kit, 'card');
    const [order] = placed.orders;
    expect(order).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'pending' });
    expect(Date.parse(order!.paymentDueAt!) - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(await stockOf(kit.db, product.id)).toBe(8);
    expect(placed.payment?.status).toBe('redirect');
    expect(placed.payment?.redirectUrl).toMatch(/^http:\/\/shop\.test\/api\/TestPayments\/tps_/);
    const [attempt] = await attemptOf(kit.db, order!.id);
    expect(attempt).toMatchObject({ status: 'initiated', amount: placed.total, currency: 'SAR' });
    // No notification and no mail before the payment is confirmed.
    expect(
      await kit.db.select().from(notifications).where(eq(notifications.customerId, shopper.id)),
    ).toEqual([]);

    const page = await fetch(`${base}${pagePath(placed.payment?.redirectUrl)}`, {
      headers: { 'accept-language': 'en' },
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('الموافقة على الدفع');
    expect(page.headers.get('content-security-policy')).toMatch(/sandbox allow-forms/);

    const approved = await press(placed.payment?.redirectUrl, 'approve');
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe(`${STOREFRONT}/checkout/order/${order!.id}`);
    expect(await ordersOf(shopper.token, order!.id)).toMatchObject({
      status: 'placed',
      paymentStatus: 'paid',
      paymentDueAt: null,
    });
    expect((await attemptOf(kit.db, order!.id))[0]?.status).toBe('paid');
    expect(await eventually(async () => (await mailsTo(kit.db, shopper.id)) === 1)).toBe(true);

    // Pressing again changes nothing and sends the shopper to the same place.
    const again = await press(placed.payment?.redirectUrl, 'decline');
    expect(again.headers.get('location')).toBe(`${STOREFRONT}/checkout/order/${order!.id}`);
    expect((await attemptOf(kit.db, order!.id))[0]?.status).toBe('paid');
  });

  it('declines: the attempt fails, the order keeps waiting, the shopper goes to the failure page', async () => {
    const { shopper, placed } = await placeOnline(kit, 'card');
    const [order] = placed.orders;
    const declined = await press(placed.payment?.redirectUrl, 'decline');
    expect(declined.headers.get('location')).toBe(
      `${STOREFRONT}/checkout/order-failure/${order!.id}`,
    );
    expect((await attemptOf(kit.db, order!.id))[0]?.status).toBe('failed');
    expect(await ordersOf(shopper.token, order!.id)).toMatchObject({ status: 'awaiting_payment' });
  });

  it('aborts: back to the cancel page, nothing paid, the attempt cancelled, the order waiting', async () => {
    const { shopper, placed } = await placeOnline(kit, 'card');
    const [order] = placed.orders;
    const aborted = await press(placed.payment?.redirectUrl, 'abort');
    expect(aborted.headers.get('location')).toBe(
      `${STOREFRONT}/checkout/order-cancel/${order!.id}`,
    );
    expect(await ordersOf(shopper.token, order!.id)).toMatchObject({ status: 'awaiting_payment' });
    const [session] = await kit.db
      .select()
      .from(testPaymentSessions)
      .where(eq(testPaymentSessions.id, pagePath(placed.payment?.redirectUrl).split('/').pop()!));
    expect(session?.status).toBe('cancelled');
    expect((await attemptOf(kit.db, order!.id))[0]?.status).toBe('cancelled');
  });

  it('the browser coming back to the success page marks nothing paid', async () => {
    const { shopper, placed } = await placeOnline(kit, 'card');
    const [order] = placed.orders;
    const back = await fetch(`${base}/checkout/order/${order!.id}`);
    expect(back.status).toBe(404);
    const read = await ordersOf(shopper.token, order!.id);
    expect(read).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'pending' });
  });

  it('a repeated placement with the same key answers the same open attempt, never a second session', async () => {
    const first = await placeOnline(kit, 'card');
    const repeats = await Promise.all(
      Array.from({ length: 5 }, () =>
        kit.call('POST', 'Checkout/Place', {
          token: first.shopper.token,
          body: first.body,
          headers: { 'idempotency-key': first.key },
        }),
      ),
    );
    for (const repeat of repeats) {
      expect(repeat.json<{ payment: unknown }>().payment).toEqual(first.placed.payment);
    }
    expect(await attemptOf(kit.db, first.placed.orders[0]!.id)).toHaveLength(1);
  });
});

describe('the webhook', () => {
  it('refuses forged, altered, stale and malformed notifications; a genuine one delivered three times has one effect and sends one e-mail', async () => {
    const { shopper, placed } = await placeOnline(kit, 'card');
    const [order] = placed.orders;
    const [attempt] = await attemptOf(kit.db, order!.id);
    const genuine = testNotification({ providerRef: attempt!.providerRef!, amount: placed.total });

    const forged = testNotification(
      { providerRef: attempt!.providerRef!, amount: placed.total },
      { secret: 'not-the-secret' },
    );
    const altered = { ...genuine, body: genuine.body.replace('"paid"', '"PAID"') };
    const stale = testNotification(
      { providerRef: attempt!.providerRef!, amount: placed.total },
      { at: Date.now() - 6 * 60_000 },
    );
    const unsigned = { body: genuine.body, headers: { 'content-type': 'application/json' } };
    for (const refused of [forged, altered, stale, unsigned]) {
      const answer = await deliver(kit, refused);
      expect(answer.statusCode).toBe(400);
      expect(errorsOf(answer)[0]?.code).toBe('payment_webhook_refused');
    }
    expect(await ordersOf(shopper.token, order!.id)).toMatchObject({ status: 'awaiting_payment' });

    const answers = await Promise.all([1, 2, 3].map(() => deliver(kit, genuine)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await ordersOf(shopper.token, order!.id)).toMatchObject({
      status: 'placed',
      paymentStatus: 'paid',
    });
    const placedNotes = await kit.db
      .select()
      .from(notifications)
      .where(eq(notifications.customerId, shopper.id));
    expect(placedNotes).toHaveLength(1);
    expect(await eventually(async () => (await mailsTo(kit.db, shopper.id)) === 1)).toBe(true);
    // A later repeat (and a decline after paid) change nothing; still one e-mail.
    expect((await deliver(kit, genuine)).statusCode).toBe(200);
    const lateDecline = testNotification({
      providerRef: attempt!.providerRef!,
      amount: placed.total,
      status: 'failed',
    });
    expect((await deliver(kit, lateDecline)).statusCode).toBe(200);
    expect((await attemptOf(kit.db, order!.id))[0]?.status).toBe('paid');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailsTo(kit.db, shopper.id)).toBe(1);
  });

  it('refuses a notification whose amount, currency or reference match no attempt', async () => {
    const { shopper, placed } = await placeOnline(kit, 'card');
    const [order] = placed.orders;
    const [attempt] = await attemptOf(kit.db, order!.id);
    for (const fields of [
      { providerRef: attempt!.providerRef!, amount: placed.total - 1 },
      { providerRef: attempt!.providerRef!, amount: placed.total, currency: 'USD' },
      { providerRef: 'tps_unknown', amount: placed.total },
    ]) {
      const answer = await deliver(kit, testNotification(fields));
      expect(answer.statusCode).toBe(400);
      expect(errorsOf(answer)[0]?.code).toBe('payment_mismatch');
    }
    expect(await ordersOf(shopper.token, order!.id)).toMatchObject({ status: 'awaiting_payment' });
  });

  it('out of order: a decline after the payment, and a payment after a decline, end paid once', async () => {
    const { shopper, placed } = await placeOnline(kit, 'card');
    const [order] = placed.orders;
    const [attempt] = await attemptOf(kit.db, order!.id);
    const ref = attempt!.providerRef!;
    expect(
      (
        await deliver(
          kit,
          testNotification({ providerRef: ref, amount: placed.total, status: 'failed' }),
        )
      ).statusCode,
    ).toBe(200);
    expect((await attemptOf(kit.db, order!.id))[0]?.status).toBe('failed');
    expect(
      (await deliver(kit, testNotification({ providerRef: ref, amount: placed.total }))).statusCode,
    ).toBe(200);
    expect(await ordersOf(shopper.token, order!.id)).toMatchObject({
      status: 'placed',
      paymentStatus: 'paid',
    });
    expect(
      (await deliver(kit, testNotification({ providerRef: ref, amount: placed.total }))).statusCode,
    ).toBe(200);
    expect(
      await kit.db.select().from(notifications).where(eq(notifications.customerId, shopper.id)),
    ).toHaveLength(1);
  });

  it('a payment confirmed after its orders failed is recorded, the orders stay failed', async () => {
    const { shopper, product, placed } = await placeOnline(kit, 'card');
    const [order] = placed.orders;
    const cancelled = await kit.call('POST', `Order/${order!.id}/Cancel`, { token: shopper.token });
    expect(cancelled.statusCode).toBe(200);
    expect(await stockOf(kit.db, product.id)).toBe(10);
    const [attempt] = await attemptOf(kit.db, order!.id);
    expect(
      (
        await deliver(
          kit,
          testNotification({ providerRef: attempt!.providerRef!, amount: placed.total }),
        )
      ).statusCode,
    ).toBe(200);
    expect((await attemptOf(kit.db, order!.id))[0]?.status).toBe('paid');
    expect(await ordersOf(shopper.token, order!.id)).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(kit.db, product.id)).toBe(10);
  });

  it('abuse: an unknown provider is 404, a huge body 413, garbage 400, and no 500', async () => {
    expect(
      (await deliver(kit, testNotification({ providerRef: 'x', amount: 1 }), 'nobody')).statusCode,
    ).toBe(404);
    expect(
      (await deliver(kit, testNotification({ providerRef: 'x', amount: 1 }), 'Bad_Name'))
        .statusCode,
    ).toBe(400);
    const huge = { body: 'x'.repeat(200_000), headers: { 'content-type': 'application/json' } };
    expect((await deliver(kit, huge)).statusCode).toBe(413);
    const garbage = { body: '\u0000{', headers: { 'content-type': 'text/plain' } };
    expect((await deliver(kit, garbage)).statusCode).toBe(400);
    const page = await kit.app.inject({
      method: 'GET',
      url: '/api/TestPayments/tps_000000000000000000000000',
    });
    expect(page.statusCode).toBe(404);
    const button = await kit.app.inject({
      method: 'POST',
      url: '/api/TestPayments/tps_000000000000000000000000/steal',
    });
    expect(button.statusCode).toBe(400);
  });
});

describe('pay again (R4.21)', () => {
  it('card aborted, card again, then cash on delivery: the orders are placed, the open attempt cancelled, one e-mail', async () => {
    const { shopper, placed } = await placeOnline(kit, 'card');
    const [order] = placed.orders;
    await press(placed.payment?.redirectUrl, 'abort');
    const again = await kit.call('POST', `Order/${order!.id}/Pay`, {
      token: shopper.token,
      body: { paymentMethod: 'card' },
    });
    expect(again.statusCode).toBe(200);
    const answer = again.json<PayOrderAnswer>();
    expect(answer.payment?.status).toBe('redirect');
    expect(answer.payment?.redirectUrl).not.toBe(placed.payment?.redirectUrl);
    expect((await attemptOf(kit.db, order!.id)).map((row) => row.status)).toEqual([
      'cancelled',
      'initiated',
    ]);
    // Another method replaces the open attempt at once.
    const bnpl = await kit.call('POST', `Order/${order!.id}/Pay`, {
      token: shopper.token,
      body: { paymentMethod: 'bnpl' },
    });
    expect(bnpl.json<PayOrderAnswer>().orders[0]?.paymentMethod).toBe('bnpl');
    expect((await attemptOf(kit.db, order!.id)).map((row) => row.status)).toEqual([
      'cancelled',
      'cancelled',
      'initiated',
    ]);

    const cod = await kit.call('POST', `Order/${order!.id}/Pay`, {
      token: shopper.token,
      body: { paymentMethod: 'cod' },
    });
    expect(cod.statusCode).toBe(200);
    expect(cod.json<PayOrderAnswer>()).toMatchObject({
      payment: null,
      orders: [{ status: 'placed', paymentMethod: 'cod', paymentStatus: 'pending' }],
    });
    expect((await attemptOf(kit.db, order!.id)).map((row) => row.status)).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    expect(await eventually(async () => (await mailsTo(kit.db, shopper.id)) === 1)).toBe(true);

    // Now placed: paying again is refused.
    const refused = await kit.call('POST', `Order/${order!.id}/Pay`, {
      token: shopper.token,
      body: { paymentMethod: 'card' },
    });
    expect(refused.statusCode).toBe(409);
    expect(errorsOf(refused)[0]?.code).toBe('order_status_conflict');
  });

  it('concurrent pay-again calls make one attempt', async () => {
    const { shopper, placed } = await placeOnline(kit, 'card');
    const [order] = placed.orders;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        kit.call('POST', `Order/${order!.id}/Pay`, {
          token: shopper.token,
          body: { paymentMethod: 'bnpl' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    const urls = new Set(
      answers.map((answer) => answer.json<PayOrderAnswer>().payment?.redirectUrl),
    );
    expect(urls.size).toBe(1);
    const rows = await attemptOf(kit.db, order!.id);
    expect(rows.filter((row) => row.status === 'initiated')).toHaveLength(1);
    expect(rows).toHaveLength(2);
  });

  it("another customer's order is a 404; a bad method is a 400", async () => {
    const mine = await placeOnline(kit, 'card');
    const theirs = await placeOnline(kit, 'card');
    const stolen = await kit.call('POST', `Order/${theirs.placed.orders[0]!.id}/Pay`, {
      token: mine.shopper.token,
      body: { paymentMethod: 'cod' },
    });
    expect(stolen.statusCode).toBe(404);
    const bad = await kit.call('POST', `Order/${mine.placed.orders[0]!.id}/Pay`, {
      token: mine.shopper.token,
      body: { paymentMethod: 'gold', amount: 0 },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('"Pay in 4"', () => {
  it('rejects the demo shopper up front: the order keeps waiting and can be paid another way (R8.09)', async () => {
    const { shopper, placed } = await placeOnline(kit, 'bnpl', {
      email: `bnpl.rejected+${Date.now()}@example.com`,
    });
    expect(placed.payment).toEqual({ status: 'rejected', redirectUrl: null });
    const [order] = placed.orders;
    expect((await attemptOf(kit.db, order!.id))[0]?.status).toBe('rejected');
    expect(await ordersOf(shopper.token, order!.id)).toMatchObject({ status: 'awaiting_payment' });
    const card = await kit.call('POST', `Order/${order!.id}/Pay`, {
      token: shopper.token,
      body: { paymentMethod: 'card' },
    });
    expect(card.json<PayOrderAnswer>().payment?.status).toBe('redirect');
  });
});

describe('placement with cash on delivery', () => {
  it('is placed at once and its confirmation e-mail is sent once, also when the placement is repeated', async () => {
    const { shopper, placed, body, key } = await placeOnline(kit, 'cod');
    expect(placed.payment).toBeNull();
    expect(placed.orders[0]).toMatchObject({ status: 'placed', paymentDueAt: null });
    const repeat = await kit.call('POST', 'Checkout/Place', {
      token: shopper.token,
      body,
      headers: { 'idempotency-key': key },
    });
    expect(repeat.statusCode).toBe(200);
    expect(await eventually(async () => (await mailsTo(kit.db, shopper.id)) === 1)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailsTo(kit.db, shopper.id)).toBe(1);
    expect(await attemptOf(kit.db, placed.orders[0]!.id)).toEqual([]);
  });
});
