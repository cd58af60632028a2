import type { Database } from '#src/db/database.ts';
import { serverSecret } from '#src/db/server-secrets.ts';
import { LocalTestPaymentProvider } from '#src/payments/local-test-provider.ts';
import {
  CHECKOUT_COM_SANDBOX_URL,
  CheckoutComProvider,
} from '#src/payments/checkout-com-provider.ts';
import {
  paymentProviders,
  type PaymentProvider,
  type PaymentProviders,
} from '#src/payments/payment-provider.ts';
import { TAMARA_SANDBOX_URL, TamaraProvider } from '#src/payments/tamara-provider.ts';

/** Where the payment providers are and the keys that enable the real ones (from config). */
export interface PaymentSettings {
  /** The storefront's origin: return pages and the local test provider's page (via `/api`). */
  storefrontUrl?: string;
  /** The API's own base URL, where the local test provider delivers its webhooks. */
  apiBaseUrl?: string;
  /** The local test provider's webhook secret (else generated once, kept in the database). */
  testWebhookSecret?: string | undefined;
  /** Checkout.com (card), when its keys are set. */
  checkoutCom?: { secretKey: string; webhookSecret: string; apiUrl?: string } | undefined;
  /** Tamara ("Pay in 4"), when its keys are set. */
  tamara?: { apiToken: string; notificationKey: string; apiUrl?: string } | undefined;
  /** How long a call to a real provider may take (PROVIDER_TIMEOUT_MS by default). */
  providerTimeoutMs?: number | undefined;
}

export const DEFAULT_STOREFRONT_URL = 'http://127.0.0.1:3000';
export const DEFAULT_API_BASE_URL = 'http://127.0.0.1:8080';

/**
 * The providers configured: the real adapters whose keys are set; with none, the local test
 * provider (the embedded default). Never both: a store that takes real money never offers a page
 * where a shopper could approve a test payment, so a method no real adapter serves is then
 * unavailable.
 */
export function createPaymentProviders(db: Database, settings: PaymentSettings): PaymentProviders {
  const timeoutMs = settings.providerTimeoutMs;
  const real: PaymentProvider[] = [];
  if (settings.checkoutCom) {
    real.push(
      new CheckoutComProvider({
        ...settings.checkoutCom,
        apiUrl: settings.checkoutCom.apiUrl ?? CHECKOUT_COM_SANDBOX_URL,
        timeoutMs,
      }),
    );
  }
  if (settings.tamara) {
    real.push(
      new TamaraProvider({
        ...settings.tamara,
        apiUrl: settings.tamara.apiUrl ?? TAMARA_SANDBOX_URL,
        apiBaseUrl: settings.apiBaseUrl ?? DEFAULT_API_BASE_URL,
        timeoutMs,
      }),
    );
  }
  if (real.length > 0) return paymentProviders(real);
  const secret = settings.testWebhookSecret;
  return paymentProviders([
    ...real,
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
