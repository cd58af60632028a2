// The shopper's simplified tax invoice (R2.68): every R3.17 amount, the seller's VAT number and
// the ZATCA phase-1 QR text, for the order's owner only.
import { parseZatcaQrValue, type ApiError, type OrderInvoice } from '@shop/core/schemas';
import { eq, notLike } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCustomer, useCartApp } from '#src/cart/cart-test-kit.ts';
import {
  checkoutBody,
  createCheckoutBrand,
  createShopper,
  createSlot,
  createStoredProduct,
  grant,
  place,
  placedOf,
} from '#src/checkout/checkout-test-kit.ts';
import { brands } from '#src/db/schema.ts';

const kit = useCartApp();
const { call } = kit;

async function placedWith(vatNumber: string | null, wallet = 0) {
  const brand = await createCheckoutBrand(kit.db);
  await kit.db.update(brands).set({ vatNumber }).where(eq(brands.id, brand.id));
  const product = await createStoredProduct(kit.db, {
    brandId: brand.id,
    price: 2_300,
    stock: 10,
    storage: 'dry',
  });
  const slotId = await createSlot(kit.db, brand.id);
  const shopper = await createShopper(kit, brand, [{ product, quantity: 2 }], slotId);
  if (wallet > 0) await grant(kit.db, shopper.id, 'wallet', wallet);
  const placed = placedOf(
    await place(kit, shopper, {
      ...checkoutBody(shopper, slotId, brand.standardId),
      useWallet: wallet > 0,
    }),
  );
  const [seller] = await kit.db
    .select({ name: brands.name, nameEn: brands.nameEn })
    .from(brands)
    .where(eq(brands.id, brand.id));
  return { shopper, order: placed.orders[0]!, seller: seller! };
}

describe('GET Order/{id}/Invoice', () => {
  it('answers the order, the seller with its VAT number and the ZATCA QR text of the total and VAT', async () => {
    const { shopper, order, seller } = await placedWith('310122393500003', 500);
    const answer = await call('GET', `Order/${order.id}/Invoice`, { token: shopper.token });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toContain('no-store');
    const invoice = answer.json<OrderInvoice>();
    expect(invoice.order).toMatchObject({ id: order.id, number: order.number, status: 'placed' });
    expect(invoice.seller).toEqual({ ...seller, vatNumber: '310122393500003' });
    // 2 × 23.00 + 15.00 delivery: the wallet pays 5.00 of it, the invoice is for all of it.
    expect(order.wallet).toBe(500);
    expect(invoice.totalWithVat).toBe(6_100);
    expect(invoice.totalWithVat).toBe(order.total + order.wallet + order.points);
    expect(invoice.issuedAt).toBe(order.placedAt);
    const fields = parseZatcaQrValue(invoice.qrValue!);
    expect([...fields.keys()]).toEqual([1, 2, 3, 4, 5]);
    expect(fields.get(1)).toBe(seller.name);
    expect(fields.get(2)).toBe('310122393500003');
    expect(fields.get(3)).toBe(new Date(order.placedAt).toISOString().replace(/\.\d{3}Z$/, 'Z'));
    expect(fields.get(4)).toBe('61.00');
    expect(fields.get(5)).toBe((order.vat / 100).toFixed(2));
    expect(order.vat).toBe(Math.round((6_100 * 15) / 115));
  });

  it('has no QR code while the seller has no VAT number', async () => {
    const { shopper, order } = await placedWith(null);
    const invoice = (
      await call('GET', `Order/${order.id}/Invoice`, { token: shopper.token })
    ).json<OrderInvoice>();
    expect(invoice.seller.vatNumber).toBeNull();
    expect(invoice.qrValue).toBeNull();
  });

  it('is the owner’s only: 404 for another customer, 401 without a token, 404 once cancelled', async () => {
    const { shopper, order } = await placedWith('300000000000003');
    const stranger = await createCustomer(kit.db);
    const theirs = await call('GET', `Order/${order.id}/Invoice`, { token: stranger.token });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json<ApiError[]>()).toMatchObject([{ code: 'not_found' }]);
    expect((await call('GET', `Order/${order.id}/Invoice`)).statusCode).toBe(401);
    expect((await call('GET', 'Order/abc/Invoice', { token: shopper.token })).statusCode).toBe(400);
    expect(
      (await call('POST', `Order/${order.id}/Cancel`, { token: shopper.token })).statusCode,
    ).toBe(200);
    expect(
      (await call('GET', `Order/${order.id}/Invoice`, { token: shopper.token })).statusCode,
    ).toBe(404);
  });

  it('every demo brand has a Saudi VAT number: 15 digits, first and last a 3', async () => {
    const rows = await kit.db
      .select({ vatNumber: brands.vatNumber })
      .from(brands)
      .where(notLike(brands.slug, 'test-%'));
    const numbers = rows.map((row) => row.vatNumber);
    expect(numbers.length).toBeGreaterThan(5);
    for (const number of numbers) expect(number).toMatch(/^3\d{13}3$/);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
