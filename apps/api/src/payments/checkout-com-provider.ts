import { createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  callProvider,
  headerOf,
  providerAnswer,
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

// Checkout.com's Hosted Payments Page, the card gateway (issue 14). The attempt is known there
// by the `reference` we give it: webhooks carry it in `data.reference` and the payments list
// is searched by it, while the hosted page's own id (`hpp_…`) appears in neither. A refund
// (issue 15) goes to the paid payment found by that reference: POST /payments/{id}/refunds with
// `Cko-Idempotency-Key` answers 202 and an action id, whose outcome the payment's actions tell.

export const CHECKOUT_COM_PROVIDER = 'checkout-com';
export const CHECKOUT_COM_SANDBOX_URL = 'https://api.sandbox.checkout.com';
export const CHECKOUT_COM_SIGNATURE_HEADER = 'cko-signature';

export interface CheckoutComOptions {
  /** The secret API key (`sk_…`), sent as the bearer token. */
  secretKey: string;
  /** The signature key of the webhook (workflow) action: HMAC-SHA256 over the raw body. */
  webhookSecret: string;
  /** The API's base URL (the sandbox by default). */
  apiUrl: string;
  timeoutMs?: number;
}

const hostedPaymentAnswer = z.object({
  id: z.string().min(1).max(100),
  _links: z.object({ redirect: z.object({ href: z.url().max(2000) }) }),
});

const paymentSchema = z.object({
  id: z.string().max(100).optional(),
  status: z.string().max(50),
  amount: z.number().int().nonnegative(),
  currency: z.string().length(3),
  reference: z.string().max(100).optional(),
});
const paymentListAnswer = z.object({ data: z.array(paymentSchema).max(1000).default([]) });

const refundAnswer = z.object({ action_id: z.string().min(1).max(100) });
const refusalAnswer = z.object({ error_codes: z.array(z.string().max(100)).max(50).optional() });
const actionsAnswer = z
  .array(
    z.object({
      id: z.string().max(100),
      type: z.string().max(50),
      approved: z.boolean().optional(),
      response_code: z.string().max(20).optional(),
    }),
  )
  .max(1000);

const notificationSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.string().min(1).max(100),
  // The event's time: `created_on` on most events, `timestamp` on some (payment_captured).
  created_on: z.iso.datetime({ offset: true }).optional(),
  timestamp: z.iso.datetime({ offset: true }).optional(),
  data: z.object({
    reference: z.string().min(1).max(100),
    amount: z.number().int().positive(),
    currency: z.string().length(3),
  }),
});

/**
 * The webhook events that move an attempt. Approved counts as paid: the hosted page is opened
 * with `capture: true`, so the capture follows by itself (a second "paid" has no effect).
 */
const eventStates: Record<string, PaymentNotification['state']> = {
  payment_approved: 'paid',
  payment_captured: 'paid',
  payment_declined: 'failed',
  payment_canceled: 'cancelled',
  payment_expired: 'cancelled',
  payment_voided: 'cancelled',
};

/** A payment's `status` in Checkout.com's answers, as our states. */
const paymentStates: Record<string, ProviderPaymentState> = {
  Authorized: 'paid',
  Captured: 'paid',
  'Partially Captured': 'paid',
  'Partially Refunded': 'paid',
  Refunded: 'paid',
  Paid: 'paid',
  Declined: 'failed',
  Canceled: 'cancelled',
  Expired: 'cancelled',
  Voided: 'cancelled',
};

/** HMAC-SHA256 (hex) of the raw body: Checkout.com's `Cko-Signature`. */
export function signCheckoutComBody(secret: string, body: string | Buffer): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export class CheckoutComProvider implements PaymentProvider {
  readonly name = CHECKOUT_COM_PROVIDER;
  readonly methods = ['card'] as const;

  constructor(private readonly options: CheckoutComOptions) {}

  private call(
    path: string,
    init: RequestInit,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    return callProvider(
      new URL(path, this.options.apiUrl).href,
      {
        ...init,
        headers: {
          authorization: `Bearer ${this.options.secretKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
          ...headers,
        },
      },
      this.options.timeoutMs,
    );
  }

  /** The payments made under our reference (the attempt's). */
  private async paymentsOf(providerRef: string) {
    const answer = await this.call(`/payments?reference=${encodeURIComponent(providerRef)}`, {
      method: 'GET',
    });
    const { data } = await providerAnswer(answer, paymentListAnswer, 'checkout.com payments');
    return data.filter((payment) => payment.reference === providerRef);
  }

  /**
   * Refunds part of the paid payment of the attempt: once per idempotency key (Checkout.com
   * answers a repeated key with the first request's answer), then reads the refund action's
   * outcome from the payment's actions (approved, declined, or not there yet: pending).
   */
  async refund(request: ProviderRefundRequest): Promise<ProviderRefundResult> {
    const paid = (await this.paymentsOf(request.providerRef)).find(
      (payment) => paymentStates[payment.status] === 'paid' && payment.id,
    );
    if (!paid?.id) return { state: 'refused', reason: 'payment_not_captured' };
    const path = `/payments/${encodeURIComponent(paid.id)}`;
    const answer = await this.call(
      `${path}/refunds`,
      {
        method: 'POST',
        body: JSON.stringify({
          amount: request.amount,
          reference: request.idempotencyKey,
          metadata: { reason: request.reason.slice(0, 100) },
        }),
      },
      { 'cko-idempotency-key': request.idempotencyKey },
    );
    // A refund Checkout.com will not make (more than is left, not captured …): for good.
    if (answer.status === 403 || answer.status === 404 || answer.status === 422) {
      const refusal = refusalAnswer.safeParse(await answer.json().catch(() => ({})));
      const codes = refusal.success ? (refusal.data.error_codes ?? []) : [];
      return { state: 'refused', reason: `checkout-com:${codes[0] ?? answer.status}` };
    }
    const { action_id: actionId } = await providerAnswer(
      answer,
      refundAnswer,
      'checkout.com refund',
    );
    const actions = await providerAnswer(
      await this.call(`${path}/actions`, { method: 'GET' }),
      actionsAnswer,
      'checkout.com actions',
    );
    const action = actions.find((candidate) => candidate.id === actionId);
    if (action?.approved === true) return { state: 'refunded', refundRef: actionId };
    if (action?.approved === false) {
      return { state: 'refused', reason: `checkout-com:${action.response_code ?? 'declined'}` };
    }
    return { state: 'pending', refundRef: actionId };
  }

  async createSession(request: PaymentSessionRequest): Promise<PaymentSessionResult> {
    // Ours and unique: the attempt's id, and a random part so that two databases (staging and
    // production on one account) never share one.
    const reference = `P${request.paymentId}-${randomBytes(6).toString('hex')}`;
    const address = request.shippingAddress;
    const phone = request.customer.phone
      ? { country_code: `+${request.customer.phoneCode}`, number: request.customer.phone }
      : undefined;
    const answer = await this.call('/hosted-payments', {
      method: 'POST',
      body: JSON.stringify({
        amount: request.amount,
        currency: request.currency,
        reference,
        description: request.orderNumbers.join(', ').slice(0, 100),
        capture: true,
        customer: { email: request.customer.email, name: request.customer.name },
        billing: {
          address: {
            address_line1: address.line1.slice(0, 200) || undefined,
            city: address.city.slice(0, 50) || undefined,
            zip: address.postalCode.slice(0, 50) || undefined,
            country: address.countryCode || undefined,
          },
          phone,
        },
        locale: request.locale === 'ar' ? 'ar' : 'en-GB',
        success_url: request.returnUrls.success,
        cancel_url: request.returnUrls.cancel,
        failure_url: request.returnUrls.failure,
        metadata: { payment_id: request.paymentId },
      }),
    });
    const created = await providerAnswer(
      answer,
      hostedPaymentAnswer,
      'checkout.com hosted-payments',
    );
    return { kind: 'redirect', providerRef: reference, redirectUrl: created._links.redirect.href };
  }

  /**
   * The payments made on the attempt's hosted page: an approved one means paid; otherwise the
   * latest one's end (declined, cancelled); none yet means pending.
   */
  async fetchStatus(providerRef: string): Promise<ProviderPaymentStatus> {
    const mine = await this.paymentsOf(providerRef);
    const paid = mine.find((payment) => paymentStates[payment.status] === 'paid');
    const latest = paid ?? mine[0];
    if (!latest) return { providerRef, state: 'pending', amount: 0, currency: 'XXX' };
    return {
      providerRef,
      state: paymentStates[latest.status] ?? 'pending',
      amount: latest.amount,
      currency: latest.currency.toUpperCase(),
    };
  }

  /**
   * `Cko-Signature` over the exact bytes, then the event's own time (it is inside the signed
   * body) within the tolerance: a later retry of Checkout.com is refused and reconciliation,
   * which asks for the payment, covers it.
   */
  verifyWebhook(
    headers: Record<string, string | string[] | undefined>,
    rawBody: Buffer,
    now = new Date(),
  ): Promise<PaymentNotification> {
    const signature = (headerOf(headers, CHECKOUT_COM_SIGNATURE_HEADER) ?? '').trim();
    if (!sameHex(signCheckoutComBody(this.options.webhookSecret, rawBody), signature)) {
      return Promise.reject(new WebhookRefused('bad signature'));
    }
    let event: z.infer<typeof notificationSchema>;
    try {
      event = notificationSchema.parse(JSON.parse(rawBody.toString('utf8')));
    } catch {
      return Promise.reject(new WebhookRefused('malformed notification'));
    }
    const time = event.created_on ?? event.timestamp;
    const occurredAt = new Date(time ?? Number.NaN);
    if (
      Number.isNaN(occurredAt.getTime()) ||
      Math.abs(now.getTime() - occurredAt.getTime()) > WEBHOOK_TOLERANCE_MS
    ) {
      return Promise.reject(new WebhookRefused('stale notification'));
    }
    const state = eventStates[event.type];
    if (!state) return Promise.reject(new WebhookRefused(`unhandled event ${event.type}`));
    return Promise.resolve({
      eventId: event.id,
      providerRef: event.data.reference,
      state,
      amount: event.data.amount,
      currency: event.data.currency.toUpperCase(),
      occurredAt,
    });
  }
}
