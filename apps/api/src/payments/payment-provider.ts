import { timingSafeEqual } from 'node:crypto';
import type { OnlinePaymentMethod } from '@shop/core/schemas';

// The one interface every online payment provider is reached through (issue 14): the API's own
// local test provider and the real adapters beside it. Cash on delivery is the third kind of
// payment and has no provider.

/** What a hosted-payment session is opened for: one attempt to pay a placement's orders. */
export interface PaymentSessionRequest {
  /** Our attempt's id (`payments.id`): the provider keeps it as the merchant reference. */
  paymentId: number;
  method: OnlinePaymentMethod;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  orderNumbers: string[];
  customer: { email: string; name: string; phoneCode: string; phone: string };
  /** Where the orders go (a "Pay in 4" provider scores it; a card gateway bills to it). */
  shippingAddress: PaymentAddress;
  /** The lines of the orders, for providers that show or score them. */
  items: PaymentItem[];
  locale: 'en' | 'ar';
  /** Storefront pages the provider sends the shopper back to. */
  returnUrls: { success: string; cancel: string; failure: string };
}

export interface PaymentAddress {
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  city: string;
  line1: string;
  postalCode: string;
  receiverName: string;
  phone: string;
}

export interface PaymentItem {
  /** Our product id, as the provider's SKU. */
  reference: string;
  name: string;
  quantity: number;
  /** Minor units of the session's currency. */
  unitPrice: number;
  total: number;
}

export type PaymentSessionResult =
  | { kind: 'redirect'; providerRef: string; redirectUrl: string }
  /** Refused up front (a "Pay in 4" provider's pre-scoring). */
  | { kind: 'rejected'; reason: string };

/** Where a payment stands at the provider (`pending`: nothing final yet). */
export type ProviderPaymentState = 'pending' | 'paid' | 'failed' | 'cancelled';

export interface ProviderPaymentStatus {
  providerRef: string;
  state: ProviderPaymentState;
  amount: number;
  currency: string;
}

/** A verified provider notification about one payment. */
export interface PaymentNotification {
  /** The provider's id of this notification (replays carry the same). */
  eventId: string;
  providerRef: string;
  state: Exclude<ProviderPaymentState, 'pending'>;
  amount: number;
  currency: string;
  occurredAt: Date;
}

/** A refund of (part of) a paid payment (issue 15). */
export interface ProviderRefundRequest {
  /** The payment's reference at the provider (`payments.provider_ref`). */
  providerRef: string;
  /** Minor units of `currency`, at most what the payment has left. */
  amount: number;
  currency: string;
  /**
   * Ours, the same for every try of one refund (`refund-{id}`): a provider that sees it again
   * answers the refund it made, never a second one.
   */
  idempotencyKey: string;
  /** Why, for the provider's records (the shopper's reason, shortened). */
  reason: string;
}

/**
 * How a refund stands at the provider: `refunded` (done), `pending` (accepted, the outcome not
 * known yet: ask again with the same key), `refused` (for good: nothing was or will be paid).
 */
export type ProviderRefundResult =
  { state: 'refunded' | 'pending'; refundRef: string } | { state: 'refused'; reason: string };

/** A notification that is not the provider's, was altered, is stale or is malformed. */
export class WebhookRefused extends Error {}

/** A provider that did not answer in time or answered an error: the attempt cannot start. */
export class ProviderUnavailable extends Error {}

/** How long a call to a provider may take before it is given up. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** How old a signed notification may be (by its own time) before it is refused as stale. */
export const WEBHOOK_TOLERANCE_MS = 5 * 60_000;

export interface PaymentProvider {
  /** The name in `payments.provider` and in the webhook route (`/Payments/Webhook/{name}`). */
  readonly name: string;
  readonly methods: readonly OnlinePaymentMethod[];
  /** Opens a hosted-payment session (throws ProviderUnavailable). */
  createSession(request: PaymentSessionRequest): Promise<PaymentSessionResult>;
  /** Asks the provider how the payment stands, for reconciliation (throws ProviderUnavailable). */
  fetchStatus(providerRef: string): Promise<ProviderPaymentStatus>;
  /**
   * Refunds (part of) a paid payment under the caller's idempotency key; asking again with the
   * same key answers how that refund stands (throws ProviderUnavailable: try again later).
   */
  refund(request: ProviderRefundRequest): Promise<ProviderRefundResult>;
  /** Verifies and reads a notification (throws WebhookRefused); nothing is trusted before. */
  verifyWebhook(
    headers: Record<string, string | string[] | undefined>,
    rawBody: Buffer,
    now?: Date,
  ): Promise<PaymentNotification>;
}

/** Every provider configured, by name, and which serves each online method. */
export interface PaymentProviders {
  byName: ReadonlyMap<string, PaymentProvider>;
  forMethod(method: OnlinePaymentMethod): PaymentProvider | undefined;
}

export function paymentProviders(list: readonly PaymentProvider[]): PaymentProviders {
  const byName = new Map(list.map((provider) => [provider.name, provider]));
  return {
    byName,
    // The first one listed that serves the method: real adapters come before the local one.
    forMethod: (method) => list.find((provider) => provider.methods.includes(method)),
  };
}

/**
 * A fetch with the provider deadline; a network failure or timeout is ProviderUnavailable (its
 * message names the host only: never a key, never a body).
 */
export async function callProvider(
  url: string,
  init: RequestInit,
  timeoutMs = PROVIDER_TIMEOUT_MS,
): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new ProviderUnavailable(
      `${new URL(url).host} could not be reached: ${error instanceof Error ? error.name : 'error'}`,
    );
  }
}

/** Header value as one string (the first when repeated). */
export function headerOf(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** The JSON answer of a provider call, parsed by `schema`; anything else is ProviderUnavailable. */
export async function providerAnswer<T>(
  answer: Response,
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  what: string,
): Promise<T> {
  const text = await answer.text().catch(() => '');
  if (!answer.ok) throw new ProviderUnavailable(`${what} answered ${answer.status}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ProviderUnavailable(`${what} answered no JSON`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ProviderUnavailable(`${what} answered an unexpected shape`);
  return parsed.data;
}

/** Whether a hex signature equals the expected one, in constant time (any length). */
export function sameHex(expected: string, given: string): boolean {
  if (!/^[0-9a-f]+$/i.test(given) || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}
