import type {
  CheckoutOptions,
  PickingList,
  StaffActionPage,
  StaffSlot,
  StaffSlotPage,
} from '@shop/core/schemas';
import { storeDayOf } from '@shop/core/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, useCartApp } from '#src/cart/cart-test-kit.ts';
import {
  checkoutBody,
  createCheckoutBrand,
  createShopper,
  createSlot,
  createStoredProduct,
  place,
  placedOf,
  type TestBrand,
} from '#src/checkout/checkout-test-kit.ts';
import { deliverySlots, products } from '#src/db/schema.ts';
import {
  createSellerWorld,
  sharedCategoryId,
  slotBody,
  type SellerWorld,
} from '#src/sellers/seller-test-kit.ts';
import { signInStaff } from '#src/staff/staff-test-kit.ts';

// Staff (and sellers, for their own brands) run delivery slots (issue 17): a brand's day of
// slots with places held and booked, capacity never below the places in use, closing a slot
// (offered to no shopper, held by none, its orders stay), and a slot's picking list.

const kit = useCartApp();
const { call } = kit;

let support: string;
let moderator: string;
let a: SellerWorld;
let b: SellerWorld;

beforeAll(async () => {
  support = (await signInStaff(kit.db, call, 'support')).token;
  moderator = (await signInStaff(kit.db, call, 'moderator')).token;
  const categoryId = await sharedCategoryId(kit.db);
  a = await createSellerWorld(kit, categoryId);
  b = await createSellerWorld(kit, categoryId);
});

async function brandWithSlot(capacity = 20) {
  const brand = await createCheckoutBrand(kit.db);
  const product = await createStoredProduct(kit.db, {
    brandId: brand.id,
    price: 10_000,
    storage: 'dry',
  });
  const slotId = await createSlot(kit.db, brand.id, capacity);
  return { brand, product, slotId };
}

async function slotOf(slotId: number): Promise<StaffSlot> {
  const [row] = await kit.db
    .select({ startsAt: deliverySlots.startsAt, brandId: deliverySlots.brandId })
    .from(deliverySlots)
    .where(eq(deliverySlots.id, slotId));
  const page = (
    await call('GET', `Staff/Slot?brandId=${row!.brandId}&date=${storeDayOf(row!.startsAt)}`, {
      token: support,
    })
  ).json<StaffSlotPage>();
  const slot = page.items.find((item) => item.id === slotId);
  if (!slot) throw new Error(`slot ${slotId} not on its day`);
  return slot;
}

async function offered(shopperToken: string): Promise<number[]> {
  const options = (
    await call('GET', 'Checkout/Options', { token: shopperToken })
  ).json<CheckoutOptions>();
  return options.slots.map((slot) => slot.id);
}

describe('Staff/Slot', () => {
  it("lists a brand's day with places held and booked, and changes a capacity never below them", async () => {
    const { brand, product, slotId } = await brandWithSlot(5);
    const buyer = await createShopper(kit, brand, [{ product }], slotId);
    placedOf(await place(kit, buyer, checkoutBody(buyer, slotId, brand.standardId)));
    await createShopper(kit, brand, [{ product }], slotId);

    expect(await slotOf(slotId)).toMatchObject({
      capacity: 5,
      taken: 2,
      held: 1,
      booked: 1,
      closedAt: null,
    });

    const below = await call('PATCH', `Staff/Slot/${slotId}`, {
      token: support,
      body: { capacity: 1 },
    });
    expect(below.statusCode).toBe(409);
    expect(below.json()).toMatchObject([{ code: 'slot_capacity_below_taken' }]);
    const set = await call('PATCH', `Staff/Slot/${slotId}`, {
      token: support,
      body: { capacity: 2 },
    });
    expect(set.json<StaffSlot>()).toMatchObject({ capacity: 2, taken: 2 });
    const audit = (
      await call('GET', `Staff/Actions?subjectType=delivery_slot&subjectId=${slotId}`, {
        token: (await signInStaff(kit.db, call, 'admin')).token,
      })
    ).json<StaffActionPage>();
    expect(audit.items.map((item) => [item.action, item.detail])).toEqual([
      ['slot.capacity', { from: 5, to: 2 }],
    ]);
  });

  it('opens a slot for any brand (409 for a start taken), support staff only', async () => {
    const { brand } = await brandWithSlot();
    const body = slotBody(brand.id, 7);
    const opened = await call('POST', 'Staff/Slot', { token: support, body });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json<StaffSlot>()).toMatchObject({ brandId: brand.id, capacity: 7, taken: 0 });
    expect((await call('POST', 'Staff/Slot', { token: support, body })).statusCode).toBe(409);
  });

  it('closing a slot: offered to no shopper, held by none, a live hold is refused at placement, its orders stay; reopening gives it back', async () => {
    const { brand, product, slotId } = await brandWithSlot();
    const buyer = await createShopper(kit, brand, [{ product }], slotId);
    const order = placedOf(await place(kit, buyer, checkoutBody(buyer, slotId, brand.standardId)))
      .orders[0]!;
    const holder = await createShopper(kit, brand, [{ product }], slotId);
    const later = await createShopper(kit, brand, [{ product }]);
    expect(await offered(later.token)).toContain(slotId);

    const closed = await call('POST', `Staff/Slot/${slotId}/Close`, { token: support });
    expect(closed.statusCode).toBe(200);
    expect(closed.json<StaffSlot>().closedAt).not.toBeNull();

    expect(await offered(later.token)).not.toContain(slotId);
    const hold = await call('POST', 'Checkout/Hold', {
      token: later.token,
      body: { slotId },
    });
    expect(hold.statusCode).toBe(409);
    expect(hold.json()).toMatchObject([{ code: 'slot_closed', field: 'body.slotId' }]);
    const placing = await place(kit, holder, checkoutBody(holder, slotId, brand.standardId));
    expect(placing.statusCode).toBe(409);
    expect(placing.json()).toMatchObject([{ code: 'slot_closed' }]);
    // The order placed before stays in it, and on its picking list.
    const picking = (
      await call('GET', `Staff/PickingList?slotId=${slotId}`, { token: support })
    ).json<PickingList>();
    expect(picking.orders.map((item) => item.id)).toEqual([order.id]);

    const reopened = await call('POST', `Staff/Slot/${slotId}/Reopen`, { token: support });
    expect(reopened.json<StaffSlot>().closedAt).toBeNull();
    expect(await offered(later.token)).toContain(slotId);
    const again = await call('POST', 'Checkout/Hold', { token: holder.token, body: { slotId } });
    expect(again.statusCode).toBe(200);
    const placed = placedOf(
      await place(kit, holder, checkoutBody(holder, slotId, brand.standardId)),
    );
    expect(placed.orders).toHaveLength(1);
  });

  it('never leaves a hold taken after a close, nor more places taken than the capacity, when holds, closes and capacities race', async () => {
    const { brand, product, slotId } = await brandWithSlot(10);
    const shoppers = await Promise.all(
      Array.from({ length: 8 }, () => createShopper(kit, brand, [{ product }])),
    );
    const closedAt: number[] = [];
    const holds = shoppers.map((shopper) =>
      call('POST', 'Checkout/Hold', { token: shopper.token, body: { slotId } }),
    );
    const changes = [
      call('PATCH', `Staff/Slot/${slotId}`, { token: support, body: { capacity: 4 } }),
      call('POST', `Staff/Slot/${slotId}/Close`, { token: support }).then((answer) => {
        closedAt.push(Date.now());
        return answer;
      }),
      call('PATCH', `Staff/Slot/${slotId}`, { token: support, body: { capacity: 3 } }),
    ];
    const [held, changed] = await Promise.all([Promise.all(holds), Promise.all(changes)]);
    for (const answer of held) expect([200, 409]).toContain(answer.statusCode);
    for (const answer of changed) expect([200, 409]).toContain(answer.statusCode);
    const after = await slotOf(slotId);
    expect(after.closedAt).not.toBeNull();
    expect(after.taken).toBe(held.filter((answer) => answer.statusCode === 200).length);
    expect(after.taken).toBeLessThanOrEqual(after.capacity);
    // Once closed, no new hold is taken.
    const late = await createShopper(kit, brand, [{ product }]);
    const refused = await call('POST', 'Checkout/Hold', { token: late.token, body: { slotId } });
    expect(refused.json()).toMatchObject([{ code: 'slot_closed' }]);
    expect((await slotOf(slotId)).taken).toBe(after.taken);
  });
});

describe('picking lists', () => {
  it("sums the products of a slot's orders to prepare, dry before cold, with customized units per order", async () => {
    const brand: TestBrand = await createCheckoutBrand(kit.db);
    const dry = await createStoredProduct(kit.db, {
      brandId: brand.id,
      price: 4_000,
      storage: 'dry',
    });
    const cold = await createStoredProduct(kit.db, {
      brandId: brand.id,
      price: 6_000,
      storage: 'cold',
    });
    await kit.db.update(products).set({ nameEn: 'Zaatar' }).where(eq(products.id, dry.id));
    await kit.db.update(products).set({ nameEn: 'Apples' }).where(eq(products.id, cold.id));
    const slotId = await createSlot(kit.db, brand.id);
    const first = await createShopper(
      kit,
      brand,
      [{ product: dry, quantity: 2 }, { product: cold }],
      slotId,
    );
    const firstOrders = placedOf(
      await place(kit, first, checkoutBody(first, slotId, brand.standardId)),
    ).orders;
    const second = await createShopper(kit, brand, [{ product: dry, quantity: 3 }], slotId);
    placedOf(await place(kit, second, checkoutBody(second, slotId, brand.standardId)));
    const third = await createShopper(kit, brand, [{ product: cold, quantity: 4 }], slotId);
    const cancelled = placedOf(
      await place(kit, third, checkoutBody(third, slotId, brand.standardId)),
    ).orders[0]!;
    expect(
      (await call('POST', `Order/${cancelled.id}/Cancel`, { token: third.token })).statusCode,
    ).toBe(200);

    const list = await call('GET', `Staff/PickingList?slotId=${slotId}`, { token: support });
    expect(list.statusCode, list.body).toBe(200);
    const picking = list.json<PickingList>();
    expect(picking.slot.id).toBe(slotId);
    expect(picking.orders).toHaveLength(firstOrders.length + 1);
    expect(picking.orders.every((order) => order.status === 'placed')).toBe(true);
    expect(
      picking.products.map(({ productId, storage, quantity }) => ({
        productId,
        storage,
        quantity,
      })),
    ).toEqual([
      { productId: dry.id, storage: 'dry', quantity: 5 },
      { productId: cold.id, storage: 'cold', quantity: 1 },
    ]);
    expect(picking.products[0]).toMatchObject({ nameEn: 'Zaatar', customized: [] });
    expect(typeof picking.products[0]?.sku).toBe('string');
  });

  it('a seller reads and closes their own slots only; moderators, customers and strangers are refused', async () => {
    const own = await call('GET', `Seller/PickingList?slotId=${a.slot.id}`, { token: a.token });
    expect(own.statusCode).toBe(200);
    expect(own.json<PickingList>().orders.map((order) => order.id)).toContain(a.orderId);
    expect(
      (await call('GET', `Seller/PickingList?slotId=${b.slot.id}`, { token: a.token })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `Seller/Slot/${b.slot.id}/Close`, { token: a.token })).statusCode,
    ).toBe(404);
    const closed = await call('POST', `Seller/Slot/${a.slot.id}/Close`, { token: a.token });
    expect(closed.json<StaffSlot>().closedAt).not.toBeNull();
    const reopened = await call('POST', `Seller/Slot/${a.slot.id}/Reopen`, { token: a.token });
    expect(reopened.json<StaffSlot>().closedAt).toBeNull();

    const customer = (await createCustomer(kit.db)).token;
    for (const token of [moderator, customer, a.token]) {
      expect(
        (await call('GET', `Staff/PickingList?slotId=${a.slot.id}`, { token })).statusCode,
      ).toBe(403);
      expect((await call('POST', `Staff/Slot/${b.slot.id}/Close`, { token })).statusCode).toBe(403);
      expect(
        (
          await call('GET', `Staff/Slot?brandId=${b.brandId}&date=${storeDayOf(new Date())}`, {
            token,
          })
        ).statusCode,
      ).toBe(403);
    }
    expect((await call('GET', `Staff/PickingList?slotId=${a.slot.id}`)).statusCode).toBe(401);
    expect(
      (await call('GET', `Seller/PickingList?slotId=${a.slot.id}`, { token: support })).statusCode,
    ).toBe(403);
    const [slot] = await kit.db
      .select({ closedAt: deliverySlots.closedAt })
      .from(deliverySlots)
      .where(eq(deliverySlots.id, b.slot.id));
    expect(slot?.closedAt).toBeNull();
  });

  it('answers bad input with 400/404 and changes nothing', async () => {
    for (const query of [
      'brandId=1&date=2026-02-30',
      'brandId=1&date=tomorrow',
      'brandId=0&date=2026-03-01',
      'date=2026-03-01',
      'brandId=1&date=2026-03-01&extra=1',
    ]) {
      expect((await call('GET', `Staff/Slot?${query}`, { token: support })).statusCode, query).toBe(
        400,
      );
    }
    expect(
      (await call('GET', 'Staff/Slot?brandId=2000000000&date=2026-03-01', { token: support }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', 'Staff/PickingList?slotId=2000000000', { token: support })).statusCode,
    ).toBe(404);
    expect((await call('GET', 'Staff/PickingList?slotId=x', { token: support })).statusCode).toBe(
      400,
    );
    const { slotId } = await brandWithSlot(3);
    for (const body of [{ capacity: 0 }, { capacity: 10_001 }, { capacity: '3' }, {}]) {
      expect(
        (await call('PATCH', `Staff/Slot/${slotId}`, { token: support, body })).statusCode,
      ).toBe(400);
    }
    expect(
      (await call('PATCH', 'Staff/Slot/2000000000', { token: support, body: { capacity: 3 } }))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', 'Staff/Slot/2000000000/Close', { token: support })).statusCode).toBe(
      404,
    );
    const { brand } = await brandWithSlot();
    const past = {
      ...slotBody(brand.id),
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    };
    past.endsAt = new Date(Date.now() + 3_600_000).toISOString();
    expect((await call('POST', 'Staff/Slot', { token: support, body: past })).statusCode).toBe(400);
    expect(
      (await call('POST', 'Staff/Slot', { token: support, body: slotBody(2_000_000_000) }))
        .statusCode,
    ).toBe(404);
    const [row] = await kit.db
      .select({ capacity: deliverySlots.capacity, closedAt: deliverySlots.closedAt })
      .from(deliverySlots)
      .where(eq(deliverySlots.id, slotId));
    expect(row).toEqual({ capacity: 3, closedAt: null });
  });
});
