import type { CheckoutOptions, CheckoutQuote, Order } from '@shop/core/schemas';
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useCartApp } from '#src/cart/cart-test-kit.ts';
import { settleOrderSpends } from '#src/checkout/checkout-settlement.ts';
import {
  checkoutBody,
  createCheckoutBrand,
  createShopper,
  createSlot,
  createStoredProduct,
  grant,
  place,
  placedOf,
  type Shopper,
  type TestBrand,
} from '#src/checkout/checkout-test-kit.ts';
import { brands, currencies, ledgerEntries } from '#src/db/schema.ts';
import { balanceOf } from '#src/ledgers/ledgers.ts';
import { eventually, mailsTo } from '#src/payments/payments-test-kit.ts';
import { transitionOrder } from '#src/orders/order-status.ts';

const kit = useCartApp();
const { call } = kit;

/** A shopper holding a slot with 2 × 100.00 SAR in the basket (subtotal 20000, delivery 1500). */
async function scenario(): Promise<{ brand: TestBrand; shopper: Shopper; slotId: number }> {
  const brand = await createCheckoutBrand(kit.db);
  const product = await createStoredProduct(kit.db, {
    brandId: brand.id,
    price: 10_000,
    storage: 'dry',
  });
  const slotId = await createSlot(kit.db, brand.id);
  const shopper = await createShopper(kit, brand, [{ product, quantity: 2 }], slotId);
  return { brand, shopper, slotId };
}

async function entriesOf(customerId: number) {
  return kit.db
    .select({
      account: ledgerEntries.account,
      kind: ledgerEntries.kind,
      amount: ledgerEntries.amount,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.customerId, customerId), ne(ledgerEntries.kind, 'credit')))
    .orderBy(ledgerEntries.id);
}

describe('wallet and points', () => {
  it('the options answer the balances; points then the wallet pay the order; cancelling gives them back', async () => {
    const { brand, shopper, slotId } = await scenario();
    await grant(kit.db, shopper.id, 'wallet', 5_000);
    await grant(kit.db, shopper.id, 'points', 2_000);
    const options = (
      await call('GET', 'Checkout/Options', { token: shopper.token })
    ).json<CheckoutOptions>();
    expect(options.wallet).toEqual({ balance: 5_000, currency: 'SAR' });
    expect(options.points).toEqual({ balance: 2_000, worth: 2_000 });

    const body = {
      ...checkoutBody(shopper, slotId, brand.standardId),
      useWallet: true,
      usePoints: true,
    };
    const quote = (
      await call('POST', 'Checkout/Quote', { token: shopper.token, body })
    ).json<CheckoutQuote>();
    expect(quote.orders[0]).toMatchObject({
      subtotal: 20_000,
      deliveryFee: 1_500,
      discount: 0,
      points: 2_000,
      wallet: 5_000,
      // Points and wallet pay; they do not lower the VAT.
      vat: Math.round((21_500 * 15) / 115),
      total: 14_500,
    });
    const [order] = placedOf(await place(kit, shopper, body)).orders as [Order];
    expect(order).toMatchObject({ points: 2_000, wallet: 5_000, total: 14_500 });
    expect(await balanceOf(kit.db, shopper.id, 'wallet')).toBe(0);
    expect(await balanceOf(kit.db, shopper.id, 'points')).toBe(0);

    // Settled twice (two deliveries of one confirmation): one capture each.
    await kit.db.transaction((tx) => settleOrderSpends(tx, order.id, 'capture'));
    await kit.db.transaction((tx) => settleOrderSpends(tx, order.id, 'capture'));
    expect(await entriesOf(shopper.id)).toEqual([
      { account: 'points', kind: 'hold', amount: -2_000 },
      { account: 'wallet', kind: 'hold', amount: -5_000 },
      { account: 'points', kind: 'capture', amount: 0 },
      { account: 'wallet', kind: 'capture', amount: 0 },
    ]);

    expect(
      (await call('POST', `Order/${order.id}/Cancel`, { token: shopper.token })).statusCode,
    ).toBe(200);
    // Released again, several at once (a retried job): refunded once.
    await Promise.all(
      Array.from({ length: 3 }, () =>
        kit.db.transaction((tx) => settleOrderSpends(tx, order.id, 'release')),
      ),
    );
    expect(await balanceOf(kit.db, shopper.id, 'wallet')).toBe(5_000);
    expect(await balanceOf(kit.db, shopper.id, 'points')).toBe(2_000);
  });

  it('a basket the wallet pays in full is placed at once with any method, and confirmed by one e-mail', async () => {
    const { brand, shopper, slotId } = await scenario();
    await grant(kit.db, shopper.id, 'wallet', 30_000);
    const body = {
      ...checkoutBody(shopper, slotId, brand.standardId),
      paymentMethod: 'card' as const,
      useWallet: true,
    };
    const placed = placedOf(await place(kit, shopper, body));
    const [order] = placed.orders as [Order];
    // Nothing is left for the card: no payment page, the order is placed and paid.
    expect(placed.payment).toBeNull();
    expect(order).toMatchObject({
      status: 'placed',
      paymentStatus: 'paid',
      wallet: 21_500,
      total: 0,
    });
    expect(await balanceOf(kit.db, shopper.id, 'wallet')).toBe(30_000 - 21_500);
    expect(await eventually(async () => (await mailsTo(kit.db, shopper.id)) === 1)).toBe(true);
  });

  it('a hold released before its capture is released once, and a later capture changes nothing', async () => {
    const { brand, shopper, slotId } = await scenario();
    await grant(kit.db, shopper.id, 'wallet', 1_000);
    // Paid by card, the order awaits its payment: the wallet's part is held, not yet captured.
    const body = {
      ...checkoutBody(shopper, slotId, brand.standardId),
      paymentMethod: 'card',
      useWallet: true,
    };
    const [order] = placedOf(await place(kit, shopper, body)).orders as [Order];
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      wallet: 1_000,
      total: 20_500,
      points: 0,
    });
    await Promise.all(
      Array.from({ length: 3 }, () =>
        kit.db.transaction((tx) => settleOrderSpends(tx, order.id, 'release')),
      ),
    );
    await kit.db.transaction((tx) => settleOrderSpends(tx, order.id, 'capture'));
    expect(await entriesOf(shopper.id)).toEqual([
      { account: 'wallet', kind: 'hold', amount: -1_000 },
      { account: 'wallet', kind: 'release', amount: 1_000 },
    ]);
    expect(await balanceOf(kit.db, shopper.id, 'wallet')).toBe(1_000);
  });

  it('credits the points of a delivered order once: per whole riyal paid by the method and the wallet', async () => {
    const { brand, shopper, slotId } = await scenario();
    await grant(kit.db, shopper.id, 'wallet', 1_050);
    await grant(kit.db, shopper.id, 'points', 500);
    const body = {
      ...checkoutBody(shopper, slotId, brand.standardId),
      useWallet: true,
      usePoints: true,
    };
    const [order] = placedOf(await place(kit, shopper, body)).orders as [Order];
    expect(order).toMatchObject({ points: 500, wallet: 1_050, total: 19_950 });
    for (const [from, to] of [
      ['placed', 'preparing'],
      ['preparing', 'out_for_delivery'],
      ['out_for_delivery', 'delivered'],
    ] as const) {
      await kit.db.transaction((tx) => transitionOrder(tx, order.id, from, to));
    }
    // (19950 + 1050) / 100 = 210 points; the 500 points spent earn none.
    expect(await balanceOf(kit.db, shopper.id, 'points')).toBe(210);
    await expect(
      kit.db.transaction((tx) => transitionOrder(tx, order.id, 'out_for_delivery', 'delivered')),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(await balanceOf(kit.db, shopper.id, 'points')).toBe(210);
  });

  it('refuses the wallet and points for a basket in another currency with 409 wallet_currency', async () => {
    const { brand, shopper, slotId } = await scenario();
    const [other] = await kit.db
      .select({ code: currencies.code })
      .from(currencies)
      .where(ne(currencies.code, 'SAR'))
      .limit(1);
    await kit.db.update(brands).set({ currency: other!.code }).where(eq(brands.id, brand.id));
    await grant(kit.db, shopper.id, 'wallet', 5_000);
    const base = checkoutBody(shopper, slotId, brand.standardId);
    for (const spend of [{ useWallet: true }, { usePoints: true }]) {
      const answer = await place(kit, shopper, { ...base, ...spend });
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject([{ code: 'wallet_currency' }]);
    }
    expect(placedOf(await place(kit, shopper, base)).orders[0]).toMatchObject({
      currency: other!.code,
      wallet: 0,
    });
    expect(await balanceOf(kit.db, shopper.id, 'wallet')).toBe(5_000);
  });

  it('the ledger refuses an UPDATE of any entry', async () => {
    const { shopper } = await scenario();
    await grant(kit.db, shopper.id, 'wallet', 100);
    await expect(
      kit.db
        .update(ledgerEntries)
        .set({ amount: 1_000_000 })
        .where(eq(ledgerEntries.customerId, shopper.id)),
    ).rejects.toThrow();
    expect(await balanceOf(kit.db, shopper.id, 'wallet')).toBe(100);
  });
});
