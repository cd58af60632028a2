import { orderStatuses, type OrderStatus, type PlacedCheckout } from '@shop/core/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useCartApp } from '#src/cart/cart-test-kit.ts';
import {
  checkoutBody,
  createCheckoutBrand,
  createShopper,
  createSlot,
  createStoredProduct,
  place,
  stockOf,
} from '#src/checkout/checkout-test-kit.ts';
import { orders } from '#src/db/schema.ts';
import { ApiHttpError } from '#src/http/api-errors.ts';
import { canTransition, orderTransitions, transitionOrder } from '#src/orders/order-status.ts';

const kit = useCartApp();

const pairs = orderStatuses.flatMap((from) => orderStatuses.map((to) => [from, to] as const));
const disallowed = pairs.filter(([from, to]) => !orderTransitions[from].includes(to));
const allowed = pairs.filter(([from, to]) => orderTransitions[from].includes(to));

describe('the order status machine', () => {
  it('allows exactly the moves of its table', () => {
    expect(allowed).toEqual([
      ['awaiting_payment', 'placed'],
      ['awaiting_payment', 'cancelled'],
      ['awaiting_payment', 'payment_failed'],
      ['placed', 'preparing'],
      ['placed', 'cancelled'],
      ['preparing', 'out_for_delivery'],
      ['out_for_delivery', 'delivered'],
    ]);
    for (const [from, to] of disallowed) expect(canTransition(from, to)).toBe(false);
  });

  it('refuses every move not in the table with 409 order_status_conflict, changing nothing', async () => {
    const brand = await createCheckoutBrand(kit.db);
    const product = await createStoredProduct(kit.db, { brandId: brand.id, storage: 'dry' });
    const slotId = await createSlot(kit.db, brand.id);
    const shopper = await createShopper(kit, brand, [{ product }], slotId);
    const placed = await place(kit, shopper, checkoutBody(shopper, slotId, brand.standardId));
    const orderId = placed.json<PlacedCheckout>().orders[0]!.id;
    const setStatus = (status: OrderStatus) =>
      kit.db.update(orders).set({ status }).where(eq(orders.id, orderId));

    for (const [from, to] of disallowed) {
      await setStatus(from);
      const refused = await transitionOrder(kit.db, orderId, from, to).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refused, `${from} → ${to}`).toBeInstanceOf(ApiHttpError);
      expect((refused as ApiHttpError).statusCode).toBe(409);
      expect((refused as ApiHttpError).errors[0]?.code).toBe('order_status_conflict');
      const [row] = await kit.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, orderId));
      expect(row?.status).toBe(from);
    }
    for (const [from, to] of allowed) {
      await setStatus(from);
      await transitionOrder(kit.db, orderId, from, to);
      // A move from a status the order has left is refused (the UPDATE is conditional).
      await expect(transitionOrder(kit.db, orderId, from, to)).rejects.toBeInstanceOf(ApiHttpError);
    }
  });

  it('lets the shopper cancel a placed order: stock and slot place come back; a delivered one is 409', async () => {
    const brand = await createCheckoutBrand(kit.db);
    const product = await createStoredProduct(kit.db, {
      brandId: brand.id,
      stock: 4,
      storage: 'dry',
    });
    const slotId = await createSlot(kit.db, brand.id, 1);
    const shopper = await createShopper(kit, brand, [{ product, quantity: 3 }], slotId);
    const placed = await place(kit, shopper, checkoutBody(shopper, slotId, brand.standardId));
    const orderId = placed.json<PlacedCheckout>().orders[0]!.id;
    expect(await stockOf(kit.db, product.id)).toBe(1);
    // The one place is the order's: another shopper cannot hold the slot.
    const next = await createShopper(kit, brand, [{ product }]);
    const hold = () => kit.call('POST', 'Checkout/Hold', { token: next.token, body: { slotId } });
    expect((await hold()).statusCode).toBe(409);

    const cancelled = await kit.call('POST', `Order/${orderId}/Cancel`, { token: shopper.token });

    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ id: orderId, status: 'cancelled' });
    expect(await stockOf(kit.db, product.id)).toBe(4);
    expect((await hold()).statusCode).toBe(200);
    const again = await kit.call('POST', `Order/${orderId}/Cancel`, { token: shopper.token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject([{ code: 'order_status_conflict' }]);

    await kit.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, orderId));
    expect(
      (await kit.call('POST', `Order/${orderId}/Cancel`, { token: shopper.token })).statusCode,
    ).toBe(409);
  });
});
