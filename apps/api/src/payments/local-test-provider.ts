import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '#src/db/database.ts';
import { testPaymentRefunds, testPaymentSessions } from '#src/db/schema.ts';
import {
  callProvider,
  headerOf,
  WEBHOOK_TOLERANCE_MS,
  WebhookRefused,
  type PaymentNotification,
  type PaymentProvider,
  type PaymentSessionRequest,
  type PaymentSessionResult,
  type ProviderPaymentStatus,
  type ProviderRefundRequest,
  type ProviderRefundResult,
} from '#src/payments/payment-provider.ts';

// The local test payment provider: the default when no real provider's keys are set. It is
// served by the API itself and behaves as a real one does: a hosted page (payments-routes.ts)
// where the shopper approves, declines or aborts, a signed webhook over HTTP for each, a status
// to ask for, a "Pay in 4" pre-scoring that refuses the demo shopper `bnpl.rejected@…`, and
// refunds of approved sessions (by idempotency key, never beyond what was paid).

export const LOCAL_TEST_PROVIDER = 'test';
export const TEST_SIGNATURE_HEADER = 'x-test-signature';
export const TEST_TIMESTAMP_HEADER = 'x-test-timestamp';

/** The e-mail local part "Pay in 4" refuses up front (the demo shopper of R8.09). */
export const BNPL_REJECTED_LOCAL_PART = 'bnpl.rejected';

export type TestSessionStatus = 'open' | 'approved' | 'declined' | 'cancelled';

const notificationSchema = z.strictObject({
  eventId: z.string().min(1).max(100),
  providerRef: z.string().min(1).max(100),
  status: z.enum(['paid', 'failed', 'cancelled']),
  amount: z.number().int().positive(),
  currency: z.string().length(3),
  occurredAt: z.iso.datetime(),
});

/** HMAC-SHA256 (hex) over `timestamp.body`, as the provider signs its notifications. */
export function signTestNotification(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export interface LocalTestProviderOptions {
  db: Database;
  /** The webhook secret (config, else generated once and kept in `server_secrets`). */
  secret: () => Promise<string>;
  /** Where the shopper's browser reaches the API (`…/api/TestPayments/{id}`): the storefront. */
  pageBaseUrl: string;
  /** Where the provider delivers its webhooks: the API's own base URL. */
  apiBaseUrl: string;
}

export class LocalTestPaymentProvider implements PaymentProvider {
  readonly name = LOCAL_TEST_PROVIDER;
  readonly methods = ['card', 'bnpl'] as const;

  constructor(private readonly options: LocalTestProviderOptions) {}

  async createSession(request: PaymentSessionRequest): Promise<PaymentSessionResult> {
    // `bnpl.rejected@…`, or with a tag (`bnpl.rejected+2@…`), as many demo accounts as needed.
    const localPart = request.customer.email.split('@')[0]?.toLowerCase().split('+')[0];
    if (request.method === 'bnpl' && localPart === BNPL_REJECTED_LOCAL_PART) {
      return { kind: 'rejected', reason: 'pre_scoring_rejected' };
    }
    const id = `tps_${randomBytes(18).toString('base64url')}`;
    await this.options.db.insert(testPaymentSessions).values({
      id,
      method: request.method,
      amount: request.amount,
      currency: request.currency,
      description: request.orderNumbers.join(', '),
      locale: request.locale,
      successUrl: request.returnUrls.success,
      cancelUrl: request.returnUrls.cancel,
      failureUrl: request.returnUrls.failure,
    });
    return {
      kind: 'redirect',
      providerRef: id,
      redirectUrl: new URL(`/api/TestPayments/${id}`, this.options.pageBaseUrl).href,
    };
  }

  async fetchStatus(providerRef: string): Promise<ProviderPaymentStatus> {
    const [session] = await this.options.db
      .select()
      .from(testPaymentSessions)
      .where(eq(testPaymentSessions.id, providerRef));
    if (!session) return { providerRef, state: 'failed', amount: 0, currency: 'XXX' };
    const states: Record<TestSessionStatus, ProviderPaymentStatus['state']> = {
      open: 'pending',
      approved: 'paid',
      declined: 'failed',
      cancelled: 'cancelled',
    };
    return {
      providerRef,
      state: states[session.status as TestSessionStatus],
      amount: session.amount,
      currency: session.currency,
    };
  }

  /**
   * Refunds part of an approved session, once per idempotency key (a key seen before answers
   * its refund), never more in all than the session's amount: the session's row is locked
   * while the refunds are added up, so refunds at once take turns (on PGlite as well).
   */
  async refund(request: ProviderRefundRequest): Promise<ProviderRefundResult> {
    return this.options.db.transaction(async (tx) => {
      const [session] = await tx
        .select()
        .from(testPaymentSessions)
        .where(eq(testPaymentSessions.id, request.providerRef))
        .for('update');
      if (!session || session.status !== 'approved') {
        return { state: 'refused', reason: 'payment_not_captured' };
      }
      const [known] = await tx
        .select()
        .from(testPaymentRefunds)
        .where(eq(testPaymentRefunds.idempotencyKey, request.idempotencyKey));
      if (known) {
        return known.sessionId === session.id && known.amount === request.amount
          ? { state: 'refunded', refundRef: known.id }
          : { state: 'refused', reason: 'idempotency_key_reused' };
      }
      if (request.currency !== session.currency) {
        return { state: 'refused', reason: 'currency_mismatch' };
      }
      const [refunded] = await tx
        .select({ sum: sql<number>`coalesce(sum(${testPaymentRefunds.amount}), 0)::int` })
        .from(testPaymentRefunds)
        .where(eq(testPaymentRefunds.sessionId, session.id));
      if ((refunded?.sum ?? 0) + request.amount > session.amount) {
        return { state: 'refused', reason: 'refund_exceeds_payment' };
      }
      const id = `tpr_${randomBytes(12).toString('base64url')}`;
      await tx.insert(testPaymentRefunds).values({
        id,
        sessionId: session.id,
        idempotencyKey: request.idempotencyKey,
        amount: request.amount,
      });
      return { state: 'refunded', refundRef: id };
    });
  }

  async verifyWebhook(
    headers: Record<string, string | string[] | undefined>,
    rawBody: Buffer,
    now = new Date(),
  ): Promise<PaymentNotification> {
    const timestamp = headerOf(headers, TEST_TIMESTAMP_HEADER) ?? '';
    const signature = headerOf(headers, TEST_SIGNATURE_HEADER) ?? '';
    if (!/^\d{1,13}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) {
      throw new WebhookRefused('unsigned notification');
    }
    const expected = signTestNotification(
      await this.options.secret(),
      timestamp,
      rawBody.toString('utf8'),
    );
    if (!timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(signature, 'hex'))) {
      throw new WebhookRefused('bad signature');
    }
    if (Math.abs(now.getTime() - Number(timestamp) * 1000) > WEBHOOK_TOLERANCE_MS) {
      throw new WebhookRefused('stale notification');
    }
    let parsed: z.infer<typeof notificationSchema>;
    try {
      parsed = notificationSchema.parse(JSON.parse(rawBody.toString('utf8')));
    } catch {
      throw new WebhookRefused('malformed notification');
    }
    return {
      eventId: parsed.eventId,
      providerRef: parsed.providerRef,
      state: parsed.status,
      amount: parsed.amount,
      currency: parsed.currency,
      occurredAt: new Date(parsed.occurredAt),
    };
  }

  /**
   * The shopper pressed a button of the hosted page: the session ends once (a second press
   * changes nothing), approve and decline notify the API by a signed webhook, and the answer is
   * where the browser goes back to. Undefined for an unknown session.
   */
  async finish(
    id: string,
    action: 'approve' | 'decline' | 'abort',
    log: { warn: (object: object, message: string) => void },
  ): Promise<string | undefined> {
    const next = { approve: 'approved', decline: 'declined', abort: 'cancelled' } as const;
    const { db } = this.options;
    const [session] = await db
      .select()
      .from(testPaymentSessions)
      .where(eq(testPaymentSessions.id, id));
    if (!session) return undefined;
    // Conditional on `open`: two presses (or two processes) end the session once.
    const [ended] = await db
      .update(testPaymentSessions)
      .set({ status: next[action], updatedAt: new Date() })
      .where(and(eq(testPaymentSessions.id, id), eq(testPaymentSessions.status, 'open')))
      .returning({ status: testPaymentSessions.status });
    const status = (ended?.status ?? session.status) as TestSessionStatus;
    const notified = { approved: 'paid', declined: 'failed', cancelled: 'cancelled' } as const;
    if (ended && status !== 'open') await this.notify(session.id, notified[status], session, log);
    if (status === 'approved') return session.successUrl;
    if (status === 'declined') return session.failureUrl;
    return session.cancelUrl;
  }

  private async notify(
    providerRef: string,
    status: 'paid' | 'failed' | 'cancelled',
    session: { amount: number; currency: string },
    log: { warn: (object: object, message: string) => void },
  ): Promise<void> {
    const body = JSON.stringify({
      eventId: randomUUID(),
      providerRef,
      status,
      amount: session.amount,
      currency: session.currency,
      occurredAt: new Date().toISOString(),
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = signTestNotification(await this.options.secret(), timestamp, body);
    const url = new URL(`/api/Payments/Webhook/${LOCAL_TEST_PROVIDER}`, this.options.apiBaseUrl);
    try {
      const answer = await callProvider(url.href, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [TEST_TIMESTAMP_HEADER]: timestamp,
          [TEST_SIGNATURE_HEADER]: signature,
        },
        body,
      });
      await answer.body?.cancel();
      if (!answer.ok) log.warn({ status: answer.status }, 'test provider webhook refused');
    } catch (error) {
      // As with a real provider, reconciliation asks for the status later.
      log.warn({ err: error }, 'test provider webhook not delivered');
    }
  }
}
