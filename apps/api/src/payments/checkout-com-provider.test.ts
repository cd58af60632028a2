import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Order } from '@shop/core/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { errorsOf, useCartApp } from '#src/cart/cart-test-kit.ts';
import { customers, orders, payments } from '#src/db/schema.ts';
import { CHECKOUT_COM_PROVIDER, signCheckoutComBody } from '#src/payments/checkout-com-provider.ts';
import { createPaymentProviders, type PaymentSettings } from '#src/payments/payment-providers.ts';
import { reconcilePayments } from '#src/payments/payments-service.ts';
import {
  attemptOf,
  deliver,
  eventually,
  mailsTo,
  placeOnline,
  STOREFRONT,
  TEST_WEBHOOK_SECRET,
} from './payments-test-kit.ts';
import { refundRequests } from '#src/db/schema.ts';
import { payDueRefunds } from '#src/refunds/refunds-service.ts';
import {
  askRefund,
  deliveredOrder,
  refundOf,
  staffMember,
  staffRefundOf,
} from '#src/refunds/refunds-test-kit.ts';

// Checkout.com's card adapter against a stand-in that speaks its API as its documentation and
// official SDK show it: POST /hosted-payments (bearer secret key) → 201 {id, _links.redirect},
// GET /payments?reference= → {data: [payment]}, and webhooks signed by `Cko-Signature`
// (HMAC-SHA256 of the raw body with the webhook action's key); for refunds (issue 15)
// POST /payments/{id}/refunds with `Cko-Idempotency-Key` → 202 {action_id} (422 beyond the
// captured balance) and GET /payments/{id}/actions.

const SECRET_KEY = 'sk_sbox_stand_in_secret_key_0123456789';
const WEBHOOK_KEY = 'cko-webhook-signature-key-of-the-tests';

interface StandInPayment {
  id: string;
  reference: string;
  status: string;
  amount: number;
  currency: string;
}

interface StandInAction {
  id: string;
  type: string;
  amount: number;
  approved: boolean;
  reference: string;
  response_code: string;
}

/** The stand-in Checkout.com: what it was sent, what it holds, and whether it hangs. */
const standIn = {
  requests: [] as { method: string; url: string; authorization?: string; body: unknown }[],
  sessions: new Map<string, Record<string, unknown>>(),
  payments: [] as StandInPayment[],
  /** Actions per payment id, and the refund answered per idempotency key. */
  actions: new Map<string, StandInAction[]>(),
  refundKeys: new Map<string, { action_id: string; reference: string }>(),
  /** The issuer declines refunds (the action is there, not approved). */
  declineRefunds: false,
  /** Refund actions appear only later (accepted, outcome not known yet). */
  slowRefunds: false,
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
    const body: unknown = text ? JSON.parse(text) : undefined;
    const url = new URL(request.url ?? '/', 'http://stand-in');
    standIn.requests.push({
      method: request.method ?? '',
      url: url.pathname + url.search,
      authorization: request.headers.authorization,
      body,
    });
    if (standIn.hang) return; // never answers: the adapter's deadline must end the call
    if (request.headers.authorization !== `Bearer ${SECRET_KEY}`) {
      return answer(response, 401, {});
    }
    if (request.method === 'POST' && url.pathname === '/hosted-payments') {
      const hosted = body as Record<string, unknown>;
      const billing = hosted.billing as { address?: { country?: string } } | undefined;
      const missing = [
        'amount',
        'currency',
        'reference',
        'success_url',
        'cancel_url',
        'failure_url',
      ]
        .filter((field) => hosted[field] === undefined)
        .concat(billing?.address?.country ? [] : ['billing_address_country_required']);
      if (missing.length > 0 || !Number.isInteger(hosted.amount)) {
        return answer(response, 422, {
          request_id: randomUUID(),
          error_type: 'request_invalid',
          error_codes: missing,
        });
      }
      const id = `hpp_${randomBytes(9).toString('base64url')}`;
      standIn.sessions.set(String(hosted.reference), { id, ...hosted });
      return answer(response, 201, {
        id,
        reference: hosted.reference,
        _links: {
          self: { href: `http://stand-in/hosted-payments/${id}` },
          redirect: { href: `https://pay.sandbox.checkout.com/page/${id}` },
        },
      });
    }
    if (request.method === 'GET' && url.pathname === '/payments') {
      const reference = url.searchParams.get('reference');
      const data = standIn.payments.filter((payment) => payment.reference === reference);
      return answer(response, 200, { limit: 10, skip: 0, total_count: data.length, data });
    }
    const refundPath = /^\/payments\/([^/]+)\/refunds$/.exec(url.pathname);
    const refunded = refundPath
      ? standIn.payments.find((payment) => payment.id === refundPath[1])
      : undefined;
    if (request.method === 'POST' && refundPath && refunded) {
      const key = String(request.headers['cko-idempotency-key'] ?? '');
      const known = standIn.refundKeys.get(key);
      if (known) return answer(response, 202, known);
      const { amount, reference } = body as { amount: number; reference: string };
      const actions = standIn.actions.get(refunded.id) ?? [];
      const done = actions
        .filter((action) => action.type === 'Refund' && action.approved)
        .reduce((sum, action) => sum + action.amount, 0);
      if (refunded.status !== 'Captured' || done + amount > refunded.amount) {
        return answer(response, 422, {
          request_id: randomUUID(),
          error_type: 'request_invalid',
          error_codes: ['refund_amount_exceeds_balance'],
        });
      }
      const accepted = { action_id: `act_${randomBytes(13).toString('hex')}`, reference };
      if (key) standIn.refundKeys.set(key, accepted);
      const action = {
        id: accepted.action_id,
        type: 'Refund',
        amount,
        approved: !standIn.declineRefunds,
        reference,
        response_code: standIn.declineRefunds ? '20005' : '10000',
      };
      // A slow refund shows among the actions only once it is processed.
      if (!standIn.slowRefunds) standIn.actions.set(refunded.id, [...actions, action]);
      return answer(response, 202, accepted);
    }
    const actionsPath = /^\/payments\/([^/]+)\/actions$/.exec(url.pathname);
    if (request.method === 'GET' && actionsPath?.[1]) {
      return answer(response, 200, standIn.actions.get(actionsPath[1]) ?? []);
    }
    return answer(response, 404, {});
  })();
});

await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const settings: PaymentSettings = {
  storefrontUrl: STOREFRONT,
  apiBaseUrl: 'http://127.0.0.1:9',
  testWebhookSecret: TEST_WEBHOOK_SECRET,
  checkoutCom: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_KEY, apiUrl },
  providerTimeoutMs: 400,
};
const kit = useCartApp({ payments: settings });
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

beforeEach(() => {
  standIn.hang = false;
  standIn.declineRefunds = false;
  standIn.slowRefunds = false;
  standIn.requests.length = 0;
});

/** A Checkout.com event about the attempt `reference`, signed with `key` (the right one). */
function ckoEvent(
  type: string,
  data: { reference: string; amount: number; currency?: string },
  { key = WEBHOOK_KEY, at = Date.now(), id = `evt_${randomBytes(13).toString('hex')}` } = {},
) {
  const body = JSON.stringify({
    id,
    type,
    version: '1.0.29',
    created_on: new Date(at).toISOString().replace('Z', '1234Z'),
    data: {
      id: `pay_${randomBytes(13).toString('hex')}`,
      action_id: `act_${randomBytes(13).toString('hex')}`,
      currency: 'SAR',
      response_code: '10000',
      response_summary: 'Approved',
      ...data,
    },
    _links: { self: { href: `${apiUrl}/workflows/events/${id}` } },
  });
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'cko-signature': signCheckoutComBody(key, body),
    },
  };
}

async function placeByCard() {
  const placement = await placeOnline(kit, 'card');
  const order = placement.placed.orders[0] as Order;
  const [attempt] = await attemptOf(kit.db, order.id);
  if (!attempt?.providerRef) throw new Error('no Checkout.com attempt');
  return { ...placement, order, attempt, reference: attempt.providerRef };
}

async function emailOf(customerId: number) {
  const [row] = await kit.db
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.email;
}

async function statusOf(orderId: number) {
  const [row] = await kit.db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

describe('Checkout.com card adapter (stand-in)', () => {
  it('serves card, and no method is left to the local test provider beside a real one', () => {
    const providers = createPaymentProviders(kit.db, settings);
    expect(providers.forMethod('card')?.name).toBe(CHECKOUT_COM_PROVIDER);
    expect(providers.forMethod('bnpl')).toBeUndefined();
    expect(createPaymentProviders(kit.db, {}).forMethod('bnpl')?.name).toBe('test');
  });

  it('opens a hosted payment for the placement and sends the shopper to its page', async () => {
    const { placed, order, attempt, reference, shopper } = await placeByCard();
    expect(placed.payment?.status).toBe('redirect');
    expect(placed.payment?.redirectUrl).toMatch(
      /^https:\/\/pay\.sandbox\.checkout\.com\/page\/hpp_/,
    );
    expect(attempt).toMatchObject({ provider: 'checkout-com', status: 'initiated' });
    const created = standIn.requests.find((request) => request.url === '/hosted-payments');
    expect(created?.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(created?.body).toMatchObject({
      amount: placed.total,
      currency: 'SAR',
      reference,
      capture: true,
      description: order.number,
      customer: { email: (await emailOf(shopper.id)) ?? 'missing' },
      success_url: `${STOREFRONT}/checkout/order/${order.id}`,
      cancel_url: `${STOREFRONT}/checkout/order-cancel/${order.id}`,
      failure_url: `${STOREFRONT}/checkout/order-failure/${order.id}`,
    });
    // The stand-in refuses a hosted payment without a billing country, as Checkout.com does.
    const { billing } = created?.body as { billing: { address: { country: string } } };
    expect(billing.address.country).toMatch(/^[A-Z]{2}$/);
    expect(reference).toMatch(new RegExp(`^P${attempt.id}-[0-9a-f]{12}$`));
  });

  it('a signed payment_approved places and pays the orders once, however often it comes', async () => {
    const { placed, order, reference, shopper } = await placeByCard();
    const approved = ckoEvent('payment_approved', { reference, amount: placed.total });
    for (const delivery of [approved, approved, approved]) {
      expect((await deliver(kit, delivery, 'checkout-com')).statusCode).toBe(200);
    }
    const captured = ckoEvent('payment_captured', { reference, amount: placed.total });
    expect((await deliver(kit, captured, 'checkout-com')).statusCode).toBe(200);
    expect(await statusOf(order.id)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    expect((await attemptOf(kit.db, order.id)).map((row) => row.status)).toEqual(['paid']);
    expect(await eventually(async () => (await mailsTo(kit.db, shopper.id)) === 1)).toBe(true);
    // A decline arriving after the payment changes nothing.
    const late = ckoEvent('payment_declined', { reference, amount: placed.total });
    expect((await deliver(kit, late, 'checkout-com')).statusCode).toBe(200);
    expect((await attemptOf(kit.db, order.id))[0]?.status).toBe('paid');
  });

  it('refuses forged, altered, stale, unsigned and unknown notifications: nothing moves', async () => {
    const { placed, order, reference } = await placeByCard();
    const fields = { reference, amount: placed.total };
    const forged = ckoEvent('payment_captured', fields, { key: 'not-the-key' });
    const genuine = ckoEvent('payment_captured', fields);
    const altered = { ...genuine, body: genuine.body.replace('"SAR"', '"USD"') };
    const stale = ckoEvent('payment_captured', fields, { at: Date.now() - 10 * 60_000 });
    const unsigned = { body: genuine.body, headers: { 'content-type': 'application/json' } };
    const unknown = ckoEvent('dispute_received', fields);
    for (const notification of [forged, altered, stale, unsigned, unknown]) {
      const refused = await deliver(kit, notification, 'checkout-com');
      expect(refused.statusCode).toBe(400);
      expect(errorsOf(refused)[0]?.code).toBe('payment_webhook_refused');
    }
    // Signed right but for another amount: refused as a mismatch.
    const mismatch = ckoEvent('payment_captured', { reference, amount: placed.total + 1 });
    const refused = await deliver(kit, mismatch, 'checkout-com');
    expect(refused.statusCode).toBe(400);
    expect(errorsOf(refused)[0]?.code).toBe('payment_mismatch');
    expect(await statusOf(order.id)).toMatchObject({ status: 'awaiting_payment' });
    expect((await attemptOf(kit.db, order.id))[0]?.status).toBe('initiated');
  });

  it('a decline fails the attempt and the order keeps waiting; the browser return pays nothing', async () => {
    const { placed, order, reference } = await placeByCard();
    const declined = ckoEvent('payment_declined', { reference, amount: placed.total });
    expect((await deliver(kit, declined, 'checkout-com')).statusCode).toBe(200);
    expect((await attemptOf(kit.db, order.id))[0]?.status).toBe('failed');
    expect(await statusOf(order.id)).toMatchObject({
      status: 'awaiting_payment',
      paymentStatus: 'pending',
    });
  });

  it('reconciliation asks the payments list by reference and applies a capture no webhook told', async () => {
    const { placed, order, reference } = await placeByCard();
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
        .where(eq(payments.providerRef, reference));
    // Nothing paid yet at Checkout.com: still pending.
    await age();
    await reconcilePayments(context);
    expect(standIn.requests.map((request) => request.url)).toContain(
      `/payments?reference=${reference}`,
    );
    expect((await statusOf(order.id))?.status).toBe('awaiting_payment');

    standIn.payments.push(
      { id: 'pay_declined', reference, status: 'Declined', amount: placed.total, currency: 'SAR' },
      { id: 'pay_captured', reference, status: 'Captured', amount: placed.total, currency: 'SAR' },
    );
    await age();
    await reconcilePayments(context);
    expect(await statusOf(order.id)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    expect((await attemptOf(kit.db, order.id))[0]?.status).toBe('paid');
  });

  it('a Checkout.com that does not answer in time: the attempt is unavailable, the order waits', async () => {
    standIn.hang = true;
    const started = Date.now();
    const { placed, shopper } = await placeOnline(kit, 'card');
    expect(Date.now() - started).toBeLessThan(5_000);
    const order = placed.orders[0] as Order;
    expect(placed.payment).toEqual({ status: 'unavailable', redirectUrl: null });
    expect(await statusOf(order.id)).toMatchObject({ status: 'awaiting_payment' });
    expect(await attemptOf(kit.db, order.id)).toMatchObject([
      { status: 'failed', failureCode: 'unavailable', providerRef: null },
    ]);
    // The shopper pays again once Checkout.com answers.
    standIn.hang = false;
    const again = await kit.call('POST', `Order/${order.id}/Pay`, {
      token: shopper.token,
      body: { paymentMethod: 'card' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ payment: { status: string } }>().payment.status).toBe('redirect');
  });

  it('refunds part of a captured payment once per idempotency key, and reads how it went', async () => {
    const { placed, reference } = await placeByCard();
    const paymentId = `pay_${randomBytes(8).toString('hex')}`;
    standIn.payments.push({
      id: paymentId,
      reference,
      status: 'Captured',
      amount: placed.total,
      currency: 'SAR',
    });
    const provider = createPaymentProviders(kit.db, settings).byName.get(CHECKOUT_COM_PROVIDER)!;
    const refund = (amount: number, key: string) =>
      provider.refund({
        providerRef: reference,
        amount,
        currency: 'SAR',
        idempotencyKey: key,
        reason: 'Spoilt',
      });
    const first = await refund(1_000, 'refund-41');
    expect(first.state).toBe('refunded');
    expect('refundRef' in first ? first.refundRef : '').toMatch(/^act_/);
    const sent = standIn.requests.find(
      (request) => request.url === `/payments/${paymentId}/refunds`,
    );
    expect(sent?.body).toMatchObject({ amount: 1_000, reference: 'refund-41' });
    // Asked again with the same key (an answer lost on the way): the same refund, not a second.
    expect(await refund(1_000, 'refund-41')).toEqual(first);
    expect(standIn.actions.get(paymentId)).toHaveLength(1);
    // Beyond what is left: refused for good.
    expect(await refund(placed.total, 'refund-42')).toEqual({
      state: 'refused',
      reason: 'checkout-com:refund_amount_exceeds_balance',
    });
    // Declined by the issuer, or not processed yet.
    standIn.declineRefunds = true;
    expect(await refund(100, 'refund-43')).toEqual({
      state: 'refused',
      reason: 'checkout-com:20005',
    });
    standIn.declineRefunds = false;
    standIn.slowRefunds = true;
    expect(await refund(100, 'refund-44')).toMatchObject({ state: 'pending' });
  });

  it('a card refund approved by staff goes to Checkout.com and is retried by the job until done', async () => {
    const delivered = await deliveredOrder(kit, {
      method: 'card',
      pay: async ({ providerRef, amount }) => {
        const captured = ckoEvent('payment_captured', { reference: providerRef, amount });
        expect((await deliver(kit, captured, 'checkout-com')).statusCode).toBe(200);
      },
    });
    const attempt = (await attemptOf(kit.db, delivered.order.id))[0]!;
    const paymentId = `pay_${randomBytes(8).toString('hex')}`;
    standIn.payments.push({
      id: paymentId,
      reference: attempt.providerRef!,
      status: 'Captured',
      amount: attempt.amount,
      currency: 'SAR',
    });
    const refund = refundOf(await askRefund(kit, delivered, { destination: 'original' }));
    const staff = await staffMember(kit);
    // Checkout.com does not answer in time: approved, the money not back yet.
    standIn.hang = true;
    const approved = staffRefundOf(
      await kit.call('POST', `Staff/Refund/${refund.id}/Approve`, { token: staff.token, body: {} }),
    );
    expect(approved).toMatchObject({
      status: 'approved',
      attempts: 1,
    });
    expect(approved.lastError).toContain('could not be reached');
    standIn.hang = false;
    const context = { db: kit.db, providers: createPaymentProviders(kit.db, settings), log: quiet };
    // Not due yet: the job leaves it.
    expect(await payDueRefunds(context)).toBe(0);
    await kit.db
      .update(refundRequests)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(refundRequests.id, refund.id));
    expect(await payDueRefunds(context)).toBe(1);
    const [row] = await kit.db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.id, refund.id));
    expect(row).toMatchObject({ status: 'refunded', attempts: 2 });
    // One refund at Checkout.com, under the refund's own key.
    expect(standIn.actions.get(paymentId)).toEqual([
      expect.objectContaining({
        type: 'Refund',
        amount: approved.parts!.destination,
        reference: `refund-${refund.id}`,
      }),
    ]);
  });
});
