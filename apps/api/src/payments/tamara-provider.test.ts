import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Order } from '@shop/core/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { errorsOf, useCartApp } from '#src/cart/cart-test-kit.ts';
import { orders, payments } from '#src/db/schema.ts';
import { createPaymentProviders, type PaymentSettings } from '#src/payments/payment-providers.ts';
import { reconcilePayments } from '#src/payments/payments-service.ts';
import { ProviderUnavailable } from '#src/payments/payment-provider.ts';
import { minorOf, signTamaraToken, tamaraMoney } from '#src/payments/tamara-provider.ts';
import {
  attemptOf,
  deliver,
  eventually,
  mailsTo,
  placeOnline,
  STOREFRONT,
  TEST_WEBHOOK_SECRET,
} from './payments-test-kit.ts';

// Tamara's "Pay in 4" adapter against a stand-in speaking its merchant API as its docs and SDK
// show it: POST /checkout → {order_id, checkout_id, checkout_url} (or an error for a consumer
// it refuses), GET /merchants/orders/{id}, POST /orders/{id}/authorise, and notifications
// signed by an HS256 JWT (the notification key) in `Authorization: Bearer`; for refunds
// (issue 15) POST /payments/capture and POST /payments/simplified-refund/{id} (keyed by
// `merchant_refund_id`, never beyond what was captured).

const API_TOKEN = 'tamara-stand-in-api-token';
const NOTIFICATION_KEY = 'tamara-stand-in-notification-key';
const REFUSED_EMAIL = 'not.eligible@tamara.test';

interface StandInOrder {
  status: string;
  total: { amount: number; currency: string };
  captured?: number;
  /** Refunds by `merchant_refund_id`. */
  refunds?: Map<string, { refundId: string; amount: number }>;
}

const standIn = {
  requests: [] as { method: string; path: string; authorization?: string; body: unknown }[],
  orders: new Map<string, StandInOrder>(),
  hang: false,
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const server = createServer((request, response) => {
  void (async () => {
    const text = await readBody(request);
    const body = (text ? JSON.parse(text) : undefined) as Record<string, unknown> | undefined;
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    standIn.requests.push({
      method: request.method ?? '',
      path,
      authorization: request.headers.authorization,
      body,
    });
    if (standIn.hang) return;
    if (request.headers.authorization !== `Bearer ${API_TOKEN}`) return answer(response, 401, {});
    if (request.method === 'POST' && path === '/checkout' && body) {
      const consumer = body.consumer as { email?: string } | undefined;
      if (consumer?.email === REFUSED_EMAIL) {
        return answer(response, 400, {
          message: 'Consumer is not eligible',
          errors: [{ error_code: 'consumer_not_eligible' }],
        });
      }
      const orderId = randomUUID();
      standIn.orders.set(orderId, {
        status: 'new',
        total: body.total_amount as StandInOrder['total'],
      });
      return answer(response, 200, {
        order_id: orderId,
        checkout_id: randomUUID(),
        checkout_url: `https://checkout-sandbox.tamara.co/checkout/${orderId}`,
        status: 'new',
      });
    }
    const orderPath = /^\/merchants\/orders\/([^/]+)$/.exec(path);
    const order = orderPath?.[1] ? standIn.orders.get(orderPath[1]) : undefined;
    if (request.method === 'GET' && orderPath && order) {
      return answer(response, 200, {
        order_id: orderPath[1],
        order_reference_id: 'P1',
        status: order.status,
        total_amount: order.total,
        payment_type: 'PAY_BY_INSTALMENTS',
      });
    }
    const authorisePath = /^\/orders\/([^/]+)\/authorise$/.exec(path);
    const approved = authorisePath?.[1] ? standIn.orders.get(authorisePath[1]) : undefined;
    if (request.method === 'POST' && authorisePath && approved) {
      if (approved.status !== 'approved') {
        return answer(response, 409, { message: 'Order is not approved' });
      }
      approved.status = 'authorised';
      return answer(response, 200, {
        order_id: authorisePath[1],
        status: 'authorised',
        order_expiry_time: new Date(Date.now() + 86_400_000).toISOString(),
        payment_type: 'PAY_BY_INSTALMENTS',
        auto_captured: false,
        authorized_amount: approved.total,
        capture_id: null,
      });
    }
    if (request.method === 'POST' && path === '/payments/capture' && body) {
      const captured = standIn.orders.get(String(body.order_id));
      if (!captured || captured.status !== 'authorised') {
        return answer(response, 400, { message: 'Order is not authorised' });
      }
      captured.status = 'fully_captured';
      captured.captured = (body.total_amount as { amount: number }).amount;
      return answer(response, 200, {
        capture_id: randomUUID(),
        order_id: body.order_id,
        status: 'fully_captured',
        captured_amount: body.total_amount,
      });
    }
    const refundPath = /^\/payments\/simplified-refund\/([^/]+)$/.exec(path);
    const refunded = refundPath?.[1] ? standIn.orders.get(refundPath[1]) : undefined;
    if (request.method === 'POST' && refundPath && refunded && body) {
      refunded.refunds ??= new Map();
      const key = String(body.merchant_refund_id);
      const amount = (body.total_amount as { amount: number }).amount;
      const known = refunded.refunds.get(key);
      const done = () =>
        [...(refunded.refunds?.values() ?? [])].reduce((sum, one) => sum + one.amount, 0);
      if (!known) {
        if (refunded.captured === undefined) {
          return answer(response, 400, {
            message: 'Order is not captured',
            errors: [{ error_code: 'order_not_captured' }],
          });
        }
        if (Math.round((done() + amount) * 100) > Math.round(refunded.captured * 100)) {
          return answer(response, 400, {
            message: 'Refund amount exceeds the captured amount',
            errors: [{ error_code: 'total_amount_invalid_limit' }],
          });
        }
        refunded.refunds.set(key, { refundId: randomUUID(), amount });
      }
      const made = refunded.refunds.get(key)!;
      refunded.status =
        Math.round(done() * 100) === Math.round(refunded.captured! * 100)
          ? 'fully_refunded'
          : 'partially_refunded';
      return answer(response, 200, {
        order_id: refundPath[1],
        refund_id: made.refundId,
        capture_id: randomUUID(),
        comment: body.comment,
        status: refunded.status,
        refunded_amount: { amount: made.amount, currency: refunded.total.currency },
      });
    }
    return answer(response, 404, { message: 'Not found' });
  })();
});

await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const settings: PaymentSettings = {
  storefrontUrl: STOREFRONT,
  apiBaseUrl: 'http://api.test',
  testWebhookSecret: TEST_WEBHOOK_SECRET,
  tamara: { apiToken: API_TOKEN, notificationKey: NOTIFICATION_KEY, apiUrl },
  providerTimeoutMs: 400,
};
const kit = useCartApp({ payments: settings });
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

beforeEach(() => {
  standIn.hang = false;
  standIn.requests.length = 0;
});

/** Tamara's notification of `status` for `orderId`, with a token signed as given. */
function notification(
  orderId: string,
  status: string,
  {
    key = NOTIFICATION_KEY,
    iat = Math.floor(Date.now() / 1000),
    exp = undefined as number | undefined,
  } = {},
) {
  return {
    body: JSON.stringify({
      order_id: orderId,
      order_reference_id: 'P1',
      order_number: 'SO-1',
      order_status: status,
      data: [],
    }),
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${signTamaraToken(key, { iss: 'Tamara', iat, exp: exp ?? iat + 300 })}`,
    },
  };
}

async function placeByTamara(email?: string) {
  const placement = await placeOnline(kit, 'bnpl', email ? { email } : {});
  const order = placement.placed.orders[0] as Order;
  const [attempt] = await attemptOf(kit.db, order.id);
  return { ...placement, order, attempt, orderId: attempt?.providerRef ?? '' };
}

async function statusOf(orderId: number) {
  const [row] = await kit.db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

const authorised = () => standIn.requests.filter((request) => request.path.endsWith('/authorise'));

describe('Tamara "Pay in 4" adapter (stand-in)', () => {
  it('converts minor units to Tamara major units exactly, and back', () => {
    expect(tamaraMoney(4_646, 'SAR')).toEqual({ amount: 46.46, currency: 'SAR' });
    expect(tamaraMoney(1_005, 'KWD')).toEqual({ amount: 1.005, currency: 'KWD' });
    expect(minorOf(46.46, 'SAR')).toBe(4_646);
    expect(minorOf(0.29, 'SAR')).toBe(29);
    expect(() => minorOf(1.001, 'SAR')).toThrow();
  });

  it('serves "Pay in 4", and card is unavailable rather than left to the local test provider', () => {
    const providers = createPaymentProviders(kit.db, settings);
    expect(providers.forMethod('bnpl')?.name).toBe('tamara');
    expect(providers.forMethod('card')).toBeUndefined();
  });

  it('opens a Tamara checkout of 4 instalments and sends the shopper to it', async () => {
    const { placed, order, attempt, orderId } = await placeByTamara();
    expect(placed.payment?.status).toBe('redirect');
    expect(placed.payment?.redirectUrl).toBe(
      `https://checkout-sandbox.tamara.co/checkout/${orderId}`,
    );
    expect(attempt).toMatchObject({ provider: 'tamara', status: 'initiated' });
    const created = standIn.requests.find((request) => request.path === '/checkout');
    expect(created?.authorization).toBe(`Bearer ${API_TOKEN}`);
    expect(created?.body).toMatchObject({
      order_reference_id: `P${attempt?.id}`,
      total_amount: { amount: placed.total / 100, currency: 'SAR' },
      payment_type: 'PAY_BY_INSTALMENTS',
      instalments: 4,
      items: [{ quantity: 2, unit_price: { amount: 23, currency: 'SAR' } }],
      merchant_url: {
        success: `${STOREFRONT}/checkout/order/${order.id}`,
        failure: `${STOREFRONT}/checkout/order-failure/${order.id}`,
        cancel: `${STOREFRONT}/checkout/order-cancel/${order.id}`,
        notification: 'http://api.test/api/Payments/Webhook/tamara',
      },
    });
  });

  it('a consumer Tamara refuses at creation is answered rejected (R8.09), the order waits', async () => {
    const { placed, order } = await placeByTamara(REFUSED_EMAIL);
    expect(placed.payment).toEqual({ status: 'rejected', redirectUrl: null });
    expect(await attemptOf(kit.db, order.id)).toMatchObject([
      { status: 'rejected', failureCode: 'tamara:consumer_not_eligible' },
    ]);
    expect((await statusOf(order.id))?.status).toBe('awaiting_payment');
  });

  it('an approved notification is authorised first, then pays the orders once', async () => {
    const { order, orderId, shopper } = await placeByTamara();
    standIn.orders.get(orderId)!.status = 'approved';
    const approved = notification(orderId, 'approved');
    for (const delivery of [approved, approved, approved]) {
      expect((await deliver(kit, delivery, 'tamara')).statusCode).toBe(200);
    }
    expect(authorised()).toHaveLength(1);
    expect(authorised()[0]?.body).toEqual({ order_id: orderId });
    expect(await statusOf(order.id)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    expect((await attemptOf(kit.db, order.id))[0]?.status).toBe('paid');
    expect(await eventually(async () => (await mailsTo(kit.db, shopper.id)) === 1)).toBe(true);
  });

  it('an approved order Tamara will not authorise is not paid', async () => {
    const { order, orderId } = await placeByTamara();
    // The notification says approved, Tamara's own answer says new: nothing is authorised.
    const refused = await deliver(kit, notification(orderId, 'approved'), 'tamara');
    expect(refused.statusCode).toBe(400);
    expect(authorised()).toHaveLength(0);
    expect((await statusOf(order.id))?.status).toBe('awaiting_payment');
  });

  it('refuses forged, stale, expired, algorithm-less and unsigned notifications', async () => {
    const { order, orderId } = await placeByTamara();
    standIn.orders.get(orderId)!.status = 'approved';
    const now = Math.floor(Date.now() / 1000);
    const good = notification(orderId, 'approved');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ iat: now }),
    ).toString('base64url')}.`;
    for (const refused of [
      notification(orderId, 'approved', { key: 'not-the-key' }),
      notification(orderId, 'approved', { iat: now - 600, exp: now + 600 }),
      notification(orderId, 'approved', { iat: now - 60, exp: now - 1 }),
      { ...good, headers: { ...good.headers, authorization: `Bearer ${none}` } },
      { ...good, headers: { 'content-type': 'application/json' } },
    ]) {
      const answer = await deliver(kit, refused, 'tamara');
      expect(answer.statusCode).toBe(400);
      expect(errorsOf(answer)[0]?.code).toBe('payment_webhook_refused');
    }
    expect(authorised()).toHaveLength(0);
    expect((await statusOf(order.id))?.status).toBe('awaiting_payment');
  });

  it('a declined order fails the attempt; the order keeps waiting', async () => {
    const { order, orderId } = await placeByTamara();
    standIn.orders.get(orderId)!.status = 'declined';
    expect((await deliver(kit, notification(orderId, 'declined'), 'tamara')).statusCode).toBe(200);
    expect((await attemptOf(kit.db, order.id))[0]?.status).toBe('failed');
    expect((await statusOf(order.id))?.status).toBe('awaiting_payment');
  });

  it('reconciliation finds an approved order with no notification, authorises and pays it', async () => {
    const { order, orderId } = await placeByTamara();
    const context = {
      db: kit.db,
      providers: createPaymentProviders(kit.db, settings),
      storefrontUrl: STOREFRONT,
      sendMail: () => Promise.resolve(),
      log: quiet,
    };
    const age = () =>
      kit.db
        .update(payments)
        .set({ updatedAt: sql`now() - interval '5 minutes'` })
        .where(eq(payments.providerRef, orderId));
    await age();
    await reconcilePayments(context);
    expect((await statusOf(order.id))?.status).toBe('awaiting_payment');
    standIn.orders.get(orderId)!.status = 'approved';
    await age();
    await reconcilePayments(context);
    expect(authorised().map((request) => request.path)).toEqual([`/orders/${orderId}/authorise`]);
    expect(await statusOf(order.id)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
  });

  it('a Tamara that does not answer in time: the attempt is unavailable, the order waits', async () => {
    standIn.hang = true;
    const { placed } = await placeOnline(kit, 'bnpl');
    const order = placed.orders[0] as Order;
    expect(placed.payment).toEqual({ status: 'unavailable', redirectUrl: null });
    expect((await statusOf(order.id))?.status).toBe('awaiting_payment');
    expect((await attemptOf(kit.db, order.id))[0]).toMatchObject({
      status: 'failed',
      failureCode: 'unavailable',
    });
  });

  it('refunds a delivered order: captured in full first, then refunded once per key, never beyond', async () => {
    const { orderId } = await placeByTamara();
    const order = standIn.orders.get(orderId)!;
    order.status = 'authorised';
    const provider = createPaymentProviders(kit.db, settings).byName.get('tamara')!;
    const refund = (amount: number, key: string) =>
      provider.refund({
        providerRef: orderId,
        amount,
        currency: 'SAR',
        idempotencyKey: key,
        reason: 'Spoilt',
      });
    const first = await refund(1_000, 'refund-1');
    expect(first.state).toBe('refunded');
    expect('refundRef' in first && first.refundRef.length > 0).toBe(true);
    expect(
      standIn.requests.find((request) => request.path === '/payments/capture')?.body,
    ).toMatchObject({
      order_id: orderId,
      total_amount: order.total,
    });
    expect(
      standIn.requests.find((request) => request.path === `/payments/simplified-refund/${orderId}`)
        ?.body,
    ).toEqual({
      total_amount: { amount: 10, currency: 'SAR' },
      comment: 'Spoilt',
      merchant_refund_id: 'refund-1',
    });
    // The same key again is the same refund (a try after a lost answer), captured once.
    expect(await refund(1_000, 'refund-1')).toEqual(first);
    expect(standIn.requests.filter((request) => request.path === '/payments/capture')).toHaveLength(
      1,
    );
    expect(order.refunds?.size).toBe(1);
    // Beyond what was captured: refused for good.
    expect(await refund(Math.round(order.total.amount * 100), 'refund-2')).toEqual({
      state: 'refused',
      reason: 'tamara:total_amount_invalid_limit',
    });
    // An order that was never paid cannot be refunded.
    const unpaid = await placeByTamara();
    expect(
      await provider.refund({
        providerRef: unpaid.orderId,
        amount: 100,
        currency: 'SAR',
        idempotencyKey: 'refund-3',
        reason: 'x',
      }),
    ).toEqual({ state: 'refused', reason: 'tamara:order_new' });
  });

  it('a refund to a Tamara that does not answer in time is unavailable (tried again later)', async () => {
    const { orderId } = await placeByTamara();
    standIn.orders.get(orderId)!.status = 'fully_captured';
    standIn.hang = true;
    const provider = createPaymentProviders(kit.db, settings).byName.get('tamara')!;
    const started = Date.now();
    await expect(
      provider.refund({
        providerRef: orderId,
        amount: 100,
        currency: 'SAR',
        idempotencyKey: 'k',
        reason: 'x',
      }),
    ).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
