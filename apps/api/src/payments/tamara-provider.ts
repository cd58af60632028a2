import { createHmac } from 'node:crypto';
import { z } from 'zod';
import {
  callProvider,
  headerOf,
  providerAnswer,
  ProviderUnavailable,
  sameHex,
  WEBHOOK_TOLERANCE_MS,
  WebhookRefused,
  type PaymentNotification,
  type PaymentProvider,
  type PaymentSessionRequest,
  type PaymentSessionResult,
  type ProviderPaymentState,
  type ProviderPaymentStatus,
  type ProviderRefundRequest,
  type ProviderRefundResult,
} from '#src/payments/payment-provider.ts';

// Tamara, "Pay in 4" (issue 14). A checkout session opens Tamara's page; Tamara refuses a
// consumer it does not accept by an error at creation (R8.09). Its notification is signed by a
// JWT (HS256, the notification key) in `Authorization: Bearer …`; an `approved` order counts as
// paid only once we have authorised it (POST /orders/{id}/authorise), so the adapter does that
// before it reports paid, for a notification and for reconciliation alike. A refund (issue 15)
// goes through the simplified refund (POST /payments/simplified-refund/{id}, keyed by our
// `merchant_refund_id`), which needs the order captured: an order still only authorised when
// its refund comes (it was delivered) is captured in full first (POST /payments/capture).

export const TAMARA_PROVIDER = 'tamara';
export const TAMARA_SANDBOX_URL = 'https://api-sandbox.tamara.co';

export interface TamaraOptions {
  /** The merchant API token (bearer). */
  apiToken: string;
  /** The notification key: the HS256 secret of the notifications' JWT. */
  notificationKey: string;
  apiUrl: string;
  /** The API's own base URL: Tamara's notifications go to its webhook route. */
  apiBaseUrl: string;
  timeoutMs?: number;
}

/** Digits after the point of a currency (SAR 2, KWD 3): Tamara speaks in major units. */
function exponentOf(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

/** Minor units as Tamara's `{amount, currency}` (4600 SAR minor → 46). */
export function tamaraMoney(minor: number, currency: string) {
  return { amount: minor / 10 ** exponentOf(currency), currency };
}

/** Tamara's major units back to minor units; a figure with more digits than the currency is refused. */
export function minorOf(amount: number, currency: string): number {
  const scaled = amount * 10 ** exponentOf(currency);
  const minor = Math.round(scaled);
  if (Math.abs(scaled - minor) > 1e-6) throw new Error(`${amount} ${currency} is no exact amount`);
  return minor;
}

const moneySchema = z.object({
  amount: z.number().nonnegative(),
  currency: z.string().length(3),
});
const checkoutAnswer = z.object({
  order_id: z.string().min(1).max(100),
  checkout_url: z.url().max(2000),
});
const refusalAnswer = z.object({
  message: z.string().max(500).optional(),
  errors: z.array(z.object({ error_code: z.string().max(100).optional() })).optional(),
});
const orderAnswer = z.object({
  order_id: z.string().min(1).max(100),
  status: z.string().max(50),
  total_amount: moneySchema,
});
const authoriseAnswer = z.object({
  order_id: z.string().min(1).max(100),
  status: z.string().max(50),
  authorized_amount: moneySchema,
});
const notificationSchema = z.object({
  order_id: z.string().min(1).max(100),
  order_status: z.string().min(1).max(50),
});
const captureAnswer = z.object({ capture_id: z.string().min(1).max(100) });
const simplifiedRefundAnswer = z.object({
  refund_id: z.string().min(1).max(100),
  status: z.string().max(50),
});

/** Order statuses with a capture to refund from. */
const capturedStatuses = new Set([
  'fully_captured',
  'partially_captured',
  'partially_refunded',
  'fully_refunded',
]);
const tokenClaims = z.object({
  iat: z.number().int().positive(),
  exp: z.number().int().positive().optional(),
});

const orderStates: Record<string, ProviderPaymentState> = {
  authorised: 'paid',
  partially_captured: 'paid',
  fully_captured: 'paid',
  partially_refunded: 'paid',
  fully_refunded: 'paid',
  declined: 'failed',
  expired: 'cancelled',
  canceled: 'cancelled',
};

/** An HS256 JWT over `claims` (what Tamara sends; the tests sign with it too). */
export function signTamaraToken(key: string, claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${unsigned}.${createHmac('sha256', key).update(unsigned).digest('base64url')}`;
}

/**
 * The claims of an HS256 JWT signed with `key`, else WebhookRefused: the algorithm is pinned
 * (no `none`, no other), the signature compared in constant time, `iat` within the tolerance
 * and `exp`, when present, not past.
 */
export function verifyTamaraToken(key: string, token: string, now: Date) {
  const [header = '', payload = '', signature = ''] = token.split('.');
  let claims: z.infer<typeof tokenClaims>;
  try {
    const { alg } = z
      .object({ alg: z.string() })
      .parse(JSON.parse(Buffer.from(header, 'base64url').toString('utf8')));
    if (alg !== 'HS256') throw new Error('algorithm');
    const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest('hex');
    if (!sameHex(expected, Buffer.from(signature, 'base64url').toString('hex'))) {
      throw new Error('signature');
    }
    claims = tokenClaims.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    throw new WebhookRefused('bad token');
  }
  const seconds = now.getTime() / 1000;
  if (Math.abs(seconds - claims.iat) * 1000 > WEBHOOK_TOLERANCE_MS) {
    throw new WebhookRefused('stale notification');
  }
  if (claims.exp !== undefined && claims.exp < seconds) {
    throw new WebhookRefused('expired token');
  }
  return claims;
}

export class TamaraProvider implements PaymentProvider {
  readonly name = TAMARA_PROVIDER;
  readonly methods = ['bnpl'] as const;

  constructor(private readonly options: TamaraOptions) {}

  private call(path: string, init: RequestInit): Promise<Response> {
    return callProvider(
      new URL(path, this.options.apiUrl).href,
      {
        ...init,
        headers: {
          authorization: `Bearer ${this.options.apiToken}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
      },
      this.options.timeoutMs,
    );
  }

  async createSession(request: PaymentSessionRequest): Promise<PaymentSessionResult> {
    const { currency, customer, shippingAddress: address } = request;
    const money = (minor: number) => tamaraMoney(minor, currency);
    const [firstName = '', ...rest] = customer.name.trim().split(/\s+/);
    const lastName = rest.join(' ') || firstName;
    const phone = `+${customer.phoneCode}${customer.phone}`;
    const answer = await this.call('/checkout', {
      method: 'POST',
      body: JSON.stringify({
        order_reference_id: `P${request.paymentId}`,
        order_number: request.orderNumbers.join(', ').slice(0, 100),
        total_amount: money(request.amount),
        description: request.orderNumbers.join(', ').slice(0, 256),
        country_code: address.countryCode,
        payment_type: 'PAY_BY_INSTALMENTS',
        instalments: 4,
        locale: request.locale === 'ar' ? 'ar_SA' : 'en_US',
        items: request.items.map((item) => ({
          reference_id: item.reference,
          type: 'Physical',
          name: item.name.slice(0, 255),
          sku: item.reference,
          quantity: item.quantity,
          unit_price: money(item.unitPrice),
          total_amount: money(item.total),
        })),
        consumer: {
          first_name: firstName,
          last_name: lastName,
          email: customer.email,
          phone_number: phone,
        },
        shipping_address: {
          first_name: address.receiverName || firstName,
          last_name: address.receiverName ? '-' : lastName,
          line1: address.line1,
          city: address.city,
          postal_code: address.postalCode,
          country_code: address.countryCode,
          phone_number: address.phone || phone,
        },
        // Prices include VAT and the delivery fee is inside the total: the parts are not split.
        tax_amount: money(0),
        shipping_amount: money(0),
        merchant_url: {
          success: request.returnUrls.success,
          failure: request.returnUrls.failure,
          cancel: request.returnUrls.cancel,
          notification: new URL(`/api/Payments/Webhook/${TAMARA_PROVIDER}`, this.options.apiBaseUrl)
            .href,
        },
      }),
    });
    // Tamara refuses a consumer (or basket) it does not accept with a client error.
    if (answer.status === 400 || answer.status === 422) {
      const refusal = refusalAnswer.safeParse(await answer.json().catch(() => ({})));
      const reason = refusal.success
        ? (refusal.data.errors?.[0]?.error_code ?? refusal.data.message)
        : undefined;
      return { kind: 'rejected', reason: `tamara:${reason ?? answer.status}` };
    }
    const created = await providerAnswer(answer, checkoutAnswer, 'tamara checkout');
    return { kind: 'redirect', providerRef: created.order_id, redirectUrl: created.checkout_url };
  }

  /** Authorises an approved order: only its answer makes the payment count. */
  private async authorise(orderId: string): Promise<ProviderPaymentStatus> {
    const answer = await this.call(`/orders/${encodeURIComponent(orderId)}/authorise`, {
      method: 'POST',
      body: JSON.stringify({ order_id: orderId }),
    });
    const authorised = await providerAnswer(answer, authoriseAnswer, 'tamara authorise');
    if (authorised.order_id !== orderId || orderStates[authorised.status] !== 'paid') {
      throw new ProviderUnavailable(`tamara authorise answered ${authorised.status}`);
    }
    const { amount, currency } = authorised.authorized_amount;
    return { providerRef: orderId, state: 'paid', amount: minorOf(amount, currency), currency };
  }

  async fetchStatus(providerRef: string): Promise<ProviderPaymentStatus> {
    const answer = await this.call(`/merchants/orders/${encodeURIComponent(providerRef)}`, {
      method: 'GET',
    });
    const order = await providerAnswer(answer, orderAnswer, 'tamara order');
    if (order.status === 'approved') return this.authorise(providerRef);
    const { amount, currency } = order.total_amount;
    return {
      providerRef,
      state: orderStates[order.status] ?? 'pending',
      amount: minorOf(amount, currency),
      currency,
    };
  }

  /**
   * Refunds part of a captured order (an authorised one, delivered by now, is captured in full
   * first). `merchant_refund_id` is our idempotency key: the same key again is the same refund.
   */
  async refund(request: ProviderRefundRequest): Promise<ProviderRefundResult> {
    const orderId = encodeURIComponent(request.providerRef);
    const order = await providerAnswer(
      await this.call(`/merchants/orders/${orderId}`, { method: 'GET' }),
      orderAnswer,
      'tamara order',
    );
    if (order.status === 'authorised') {
      await providerAnswer(
        await this.call('/payments/capture', {
          method: 'POST',
          body: JSON.stringify({
            order_id: request.providerRef,
            total_amount: order.total_amount,
            shipping_info: { shipped_at: new Date().toISOString(), shipping_company: 'Souq' },
          }),
        }),
        captureAnswer,
        'tamara capture',
      );
    } else if (!capturedStatuses.has(order.status)) {
      return { state: 'refused', reason: `tamara:order_${order.status}` };
    }
    const answer = await this.call(`/payments/simplified-refund/${orderId}`, {
      method: 'POST',
      body: JSON.stringify({
        total_amount: tamaraMoney(request.amount, request.currency),
        comment: request.reason.slice(0, 255) || 'Refund',
        merchant_refund_id: request.idempotencyKey,
      }),
    });
    if (answer.status === 400 || answer.status === 409 || answer.status === 422) {
      const refusal = refusalAnswer.safeParse(await answer.json().catch(() => ({})));
      const reason = refusal.success
        ? (refusal.data.errors?.[0]?.error_code ?? refusal.data.message)
        : undefined;
      return { state: 'refused', reason: `tamara:${reason ?? answer.status}` };
    }
    const refunded = await providerAnswer(answer, simplifiedRefundAnswer, 'tamara refund');
    return { state: 'refunded', refundRef: refunded.refund_id };
  }

  async verifyWebhook(
    headers: Record<string, string | string[] | undefined>,
    rawBody: Buffer,
    now = new Date(),
  ): Promise<PaymentNotification> {
    const bearer = /^Bearer\s+(\S+)$/.exec(headerOf(headers, 'authorization') ?? '');
    if (!bearer?.[1]) throw new WebhookRefused('unsigned notification');
    verifyTamaraToken(this.options.notificationKey, bearer[1], now);
    let event: z.infer<typeof notificationSchema>;
    try {
      event = notificationSchema.parse(JSON.parse(rawBody.toString('utf8')));
    } catch {
      throw new WebhookRefused('malformed notification');
    }
    // Tamara's notifications have no id of their own: one order reaches one status once.
    const eventId = `${event.order_id}:${event.order_status}`;
    let status: ProviderPaymentStatus;
    try {
      // The token does not cover the body: what counts is Tamara's own answer about the order
      // (authorised by us first when approved), never the notification's words.
      status = await this.fetchStatus(event.order_id);
    } catch (error) {
      // Tamara sends it again, and reconciliation asks meanwhile.
      throw new WebhookRefused(
        `order not confirmed at Tamara: ${error instanceof Error ? error.message : 'error'}`,
      );
    }
    if (status.state === 'pending') throw new WebhookRefused(`order ${event.order_status}`);
    return { eventId, ...status, state: status.state, occurredAt: now };
  }
}
