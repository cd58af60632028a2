import type { Database } from '#src/db/database.ts';
import { serverSecret } from '#src/db/server-secrets.ts';
import { LocalTestPaymentProvider } from '#src/payments/local-test-provider.ts';
import { paymentProviders, type PaymentProviders } from '#src/payments/payment-provider.ts';

/** Where the payment providers are and the keys that enable the real ones (from config). */
export interface PaymentSettings {
  /** The storefront's origin: return pages and the local test provider's page (via `/api`). */
  storefrontUrl?: string;
  /** The API's own base URL, where the local test provider delivers its webhooks. */
  apiBaseUrl?: string;
  /** The local test provider's webhook secret (else generated once, kept in the database). */
  testWebhookSecret?: string | undefined;
}

export const DEFAULT_STOREFRONT_URL = 'http://127.0.0.1:3000';
export const DEFAULT_API_BASE_URL = 'http://127.0.0.1:8080';

/**
 * The providers configured: the real adapters whose keys are set, else the local test provider
 * (the embedded default, serving card and "Pay in 4").
 */
export function createPaymentProviders(db: Database, settings: PaymentSettings): PaymentProviders {
  const secret = settings.testWebhookSecret;
  return paymentProviders([
    new LocalTestPaymentProvider({
      db,
      secret: secret
        ? () => Promise.resolve(secret)
        : () => serverSecret(db, 'test-payment-webhook'),
      pageBaseUrl: settings.storefrontUrl ?? DEFAULT_STOREFRONT_URL,
      apiBaseUrl: settings.apiBaseUrl ?? DEFAULT_API_BASE_URL,
    }),
  ]);
}
