// Test helpers of the refund tests (not a test file itself): delivered orders paid in cash, by
// card through the local test provider, with a coupon, the wallet and points.
import type { Order, OrderStatus, Refund, StaffRefund } from '@shop/core/schemas';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  checkoutBody,
  createCheckoutBrand,
  createCoupon,
  createShopper,
  createSlot,
  createStoredProduct,
  grant,
  place,
  placedOf,
  type CartKit,
  type Shopper,
} from '#src/checkout/checkout-test-kit.ts';
import type { Database } from '#src/db/database.ts';
import { ledgerEntries, notifications, staffActions, testPaymentSessions } from '#src/db/schema.ts';
import { transitionOrder } from '#src/orders/order-status.ts';
import { attemptOf, deliver, testNotification } from '#src/payments/payments-test-kit.ts';
import { signInStaff } from '#src/staff/staff-test-kit.ts';

const path: OrderStatus[] = ['placed', 'preparing', 'out_for_delivery', 'delivered'];

/** Moves a placed order on to delivered through the status machine (staff's part, by hand). */
export async function deliverOrder(db: Database, orderId: number): Promise<void> {
  for (let step = 0; step < path.length - 1; step += 1) {
    await db.transaction((tx) => transitionOrder(tx, orderId, path[step]!, path[step + 1]!));
  }
}

export interface DeliveredOrder {
  shopper: Shopper;
  order: Order;
}

export interface OrderSpec {
  method?: 'cod' | 'card';
  /** Units of each product (one line per entry), at `price` minor units each. */
  lines?: { quantity: number; price: number }[];
  coupon?: { kind: 'percent' | 'fixed'; value: number };
  wallet?: number;
  points?: number;
  /** Leave the order as placed (not delivered). */
  undelivered?: boolean;
  /** How a card order gets paid (default: the local test provider's session and webhook). */
  pay?: (attempt: { providerRef: string; amount: number }) => Promise<void>;
}

/**
 * A shopper's order placed through the API and delivered: cash on delivery by default, or by
 * card (paid by the local test provider's signed webhook, its session approved).
 */
export async function deliveredOrder(kit: CartKit, spec: OrderSpec = {}): Promise<DeliveredOrder> {
  const brand = await createCheckoutBrand(kit.db);
  const products = await Promise.all(
    (spec.lines ?? [{ quantity: 2, price: 2_300 }]).map((line) =>
      createStoredProduct(kit.db, {
        brandId: brand.id,
        price: line.price,
        stock: 50,
        storage: 'dry',
      }),
    ),
  );
  const slotId = await createSlot(kit.db, brand.id);
  const shopper = await createShopper(
    kit,
    brand,
    products.map((product, index) => ({
      product,
      quantity: spec.lines?.[index]?.quantity ?? 2,
    })),
    slotId,
  );
  if (spec.wallet) await grant(kit.db, shopper.id, 'wallet', spec.wallet);
  if (spec.points) await grant(kit.db, shopper.id, 'points', spec.points);
  const coupon = spec.coupon ? await createCoupon(kit.db, spec.coupon) : undefined;
  const body = {
    ...checkoutBody(shopper, slotId, brand.standardId),
    paymentMethod: spec.method ?? 'cod',
    useWallet: Boolean(spec.wallet),
    usePoints: Boolean(spec.points),
    ...(coupon ? { couponCode: coupon.code } : {}),
  };
  const placed = placedOf(await place(kit, shopper, body));
  const [order] = placed.orders;
  if (!order) throw new Error('deliveredOrder: no order');
  if (order.status === 'awaiting_payment') {
    const [attempt] = await attemptOf(kit.db, order.id);
    if (!attempt?.providerRef) throw new Error('deliveredOrder: no payment attempt');
    const { providerRef, amount } = attempt;
    if (spec.pay) await spec.pay({ providerRef, amount });
    else {
      // The shopper approved on the hosted page: the session is approved, the webhook says paid.
      await kit.db
        .update(testPaymentSessions)
        .set({ status: 'approved' })
        .where(eq(testPaymentSessions.id, providerRef));
      const paid = await deliver(kit, testNotification({ providerRef, amount }));
      if (paid.statusCode !== 200) throw new Error(`deliveredOrder: webhook ${paid.statusCode}`);
    }
  }
  if (!spec.undelivered) await deliverOrder(kit.db, order.id);
  const read = await kit.call('GET', `Order/${order.id}`, { token: shopper.token });
  return { shopper, order: read.json<Order>() };
}

/** A client address of the shopper's own. */
export function clientOf(customerId: number): string {
  return `10.${(customerId >> 16) & 255}.${(customerId >> 8) & 255}.${customerId & 255}`;
}

/** `POST Refund` as the shopper: every line of the order in full unless `lines` says. */
export function askRefund(
  kit: CartKit,
  { shopper, order }: DeliveredOrder,
  fields: Partial<{
    lines: { orderLineId: number; quantity: number }[];
    reason: string;
    destination: string;
  }> = {},
): Promise<LightMyRequestResponse> {
  return kit.call('POST', 'Refund', {
    token: shopper.token,
    // Each shopper from an address of their own: the per-client limit is not what is tested.
    ip: clientOf(shopper.id),
    body: {
      orderId: order.id,
      lines:
        fields.lines ??
        order.lines.map((line) => ({ orderLineId: line.id, quantity: line.quantity })),
      reason: fields.reason ?? 'The milk was spoilt',
      destination: fields.destination ?? 'wallet',
    },
  });
}

export function refundOf(answer: LightMyRequestResponse): Refund {
  if (answer.statusCode !== 201) {
    throw new Error(`expected a refund, got ${answer.statusCode}: ${answer.body}`);
  }
  return answer.json<Refund>();
}

export function staffRefundOf(answer: LightMyRequestResponse): StaffRefund {
  if (answer.statusCode !== 200) {
    throw new Error(`expected a staff refund, got ${answer.statusCode}: ${answer.body}`);
  }
  return answer.json<StaffRefund>();
}

/** A signed-in staff member (support by default). */
export function staffMember(kit: CartKit, role: 'support' | 'moderator' | 'admin' = 'support') {
  return signInStaff(kit.db, (method, url, options) => kit.call(method, url, options), role);
}

/** The customer's ledger entries of one account, oldest first. */
export async function entriesOf(db: Database, customerId: number, account: 'wallet' | 'points') {
  return db
    .select({
      kind: ledgerEntries.kind,
      amount: ledgerEntries.amount,
      orderId: ledgerEntries.orderId,
      nameEn: ledgerEntries.nameEn,
      expiresAt: ledgerEntries.expiresAt,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.customerId, customerId), eq(ledgerEntries.account, account)))
    .orderBy(ledgerEntries.id);
}

export async function notificationsOf(db: Database, customerId: number) {
  return db
    .select({ nameEn: notifications.nameEn, bodyEn: notifications.bodyEn })
    .from(notifications)
    .where(eq(notifications.customerId, customerId))
    .orderBy(notifications.id);
}

export async function auditOf(db: Database, refundId: number) {
  return db
    .select({ action: staffActions.action, staffId: staffActions.staffId })
    .from(staffActions)
    .where(and(eq(staffActions.subjectType, 'refund'), eq(staffActions.subjectId, refundId)))
    .orderBy(staffActions.id);
}
