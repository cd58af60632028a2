// Test helpers of the payment tests (not a test file itself): a shopper with a basket and a
// held slot, placed with an online method, and the local provider's signed webhooks.
import { randomUUID } from 'node:crypto';
import type { PlacedCheckout } from '@shop/core/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { customers, outboxEmails, payments } from '#src/db/schema.ts';
import {
  checkoutBody,
  createCheckoutBrand,
  createShopper,
  createSlot,
  createStoredProduct,
  newKey,
  place,
  placedOf,
  type CartKit,
  type Shopper,
} from '#src/checkout/checkout-test-kit.ts';
import type { TestProduct } from '#src/cart/cart-test-kit.ts';
import {
  signTestNotification,
  TEST_SIGNATURE_HEADER,
  TEST_TIMESTAMP_HEADER,
} from '#src/payments/local-test-provider.ts';

export const TEST_WEBHOOK_SECRET = 'test-webhook-secret-of-the-payment-tests';
export const STOREFRONT = 'http://shop.test';

export interface OnlinePlacement {
  shopper: Shopper;
  product: TestProduct;
  placed: PlacedCheckout;
  key: string;
  body: ReturnType<typeof checkoutBody>;
}

/** A shopper who placed `quantity` of a new product (stock 10) with `method`. */
export async function placeOnline(
  kit: CartKit,
  method: 'card' | 'bnpl' | 'cod' = 'card',
  options: { email?: string; quantity?: number } = {},
): Promise<OnlinePlacement> {
  const brand = await createCheckoutBrand(kit.db);
  const product = await createStoredProduct(kit.db, {
    brandId: brand.id,
    price: 2_300,
    stock: 10,
    storage: 'dry',
  });
  const slotId = await createSlot(kit.db, brand.id);
  const shopper = await createShopper(
    kit,
    brand,
    [{ product, quantity: options.quantity ?? 2 }],
    slotId,
  );
  if (options.email) {
    await kit.db
      .update(customers)
      .set({ email: options.email })
      .where(eq(customers.id, shopper.id));
  }
  const body = { ...checkoutBody(shopper, slotId, brand.standardId), paymentMethod: method };
  const key = newKey();
  const placed = placedOf(await place(kit, shopper, body, key));
  return { shopper, product, placed, key, body };
}

/** The open (or latest) attempt of the placement's checkout. */
export async function attemptOf(db: Database, orderId: number) {
  const rows = await db
    .select()
    .from(payments)
    .where(sql`${payments.checkoutId} = (select checkout_id from orders where id = ${orderId})`)
    .orderBy(payments.id);
  return rows;
}

/** A local provider notification, signed (or not) as given. */
export function testNotification(
  fields: Partial<{
    eventId: string;
    providerRef: string;
    status: string;
    amount: number;
    currency: string;
    occurredAt: string;
  }>,
  { secret = TEST_WEBHOOK_SECRET, at = Date.now() }: { secret?: string; at?: number } = {},
) {
  const body = JSON.stringify({
    eventId: randomUUID(),
    status: 'paid',
    currency: 'SAR',
    occurredAt: new Date(at).toISOString(),
    ...fields,
  });
  const timestamp = String(Math.floor(at / 1000));
  return {
    body,
    headers: {
      'content-type': 'application/json',
      [TEST_TIMESTAMP_HEADER]: timestamp,
      [TEST_SIGNATURE_HEADER]: signTestNotification(secret, timestamp, body),
    },
  };
}

/** Delivers a notification to the webhook route (no storefront key: providers have none). */
export function deliver(
  kit: CartKit,
  notification: { body: string; headers: Record<string, string> },
  provider = 'test',
) {
  return kit.app.inject({
    method: 'POST',
    url: `/api/Payments/Webhook/${provider}`,
    headers: notification.headers,
    payload: notification.body,
  });
}

export async function mailsTo(db: Database, customerId: number): Promise<number> {
  const [customer] = await db
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId));
  const rows = await db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(eq(outboxEmails.to, customer?.email ?? ''));
  return rows.length;
}

/** Waits until `check` holds (the mail is sent after the answer), at most `ms`. */
export async function eventually(check: () => Promise<boolean>, ms = 3_000): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
