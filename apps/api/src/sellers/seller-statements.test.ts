import {
  commissionOf,
  type SellerProduct,
  type SellerSlot,
  type SellerStatement,
  type SellerStatementPeriods,
  type StaffSellerCommission,
} from '@shop/core/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCartApp } from '#src/cart/cart-test-kit.ts';
import { checkoutBody, createShopper, place, placedOf } from '#src/checkout/checkout-test-kit.ts';
import {
  brands,
  orders,
  orderStatusEvents,
  refundRequests,
  sellerCommissionRates,
  sellers,
  staffActions,
} from '#src/db/schema.ts';
import { deliverOrder } from '#src/refunds/refunds-test-kit.ts';
import { signInStaff } from '#src/staff/staff-test-kit.ts';
import { periodBounds } from './seller-statements.ts';
import {
  createSellerWorld,
  productBody,
  sharedCategoryId,
  slotBody,
  testBrandOf,
  type SellerWorld,
} from './seller-test-kit.ts';

// A seller's statement (issue 17): sales of the month's deliveries, the marketplace's
// commission at the seller's rate (per order, half up), refunds paid in the month and the
// payout, reconciling to the orders in the database to the minor unit; and the rate staff set.

const kit = useCartApp();
const { call } = kit;

let categoryId: number;
let a: SellerWorld;
let b: SellerWorld;
let adminToken: string;
let supportToken: string;

/** The shop's month (Riyadh) of an instant. */
const periodOf = (date: Date) => new Date(date.getTime() + 3 * 3_600_000).toISOString().slice(0, 7);
const thisPeriod = () => periodOf(new Date());
const lastPeriod = () => {
  const now = new Date(Date.now() + 3 * 3_600_000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15))
    .toISOString()
    .slice(0, 7);
};

/** An order of `quantity` units of a new product of the seller's at `price`, placed (cash). */
async function sellerOrder(world: SellerWorld, price: number, quantity = 1): Promise<number> {
  const created = await call('POST', 'Seller/Product', {
    token: world.token,
    body: { ...productBody(world.brandId, categoryId, `Item ${price}`), price, maxPerOrder: 10 },
  });
  const product = created.json<SellerProduct>();
  const slot = (
    await call('POST', 'Seller/Slot', { token: world.token, body: slotBody(world.brandId) })
  ).json<SellerSlot>();
  const brand = await testBrandOf(kit.db, world);
  const shopper = await createShopper(
    kit,
    brand,
    [{ product: { id: product.id, brandId: world.brandId, price, options: [] }, quantity }],
    slot.id,
  );
  const placed = placedOf(
    await place(kit, shopper, checkoutBody(shopper, slot.id, brand.standardId)),
  );
  const id = placed.orders[0]?.id;
  if (id === undefined) throw new Error('sellerOrder: no order');
  return id;
}

/** A refund of `amount` of the order, paid back now (as the refund flow leaves it). */
async function paidRefund(orderId: number, amount: number) {
  const [order] = await kit.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error('paidRefund: no order');
  await kit.db.insert(refundRequests).values({
    orderId,
    customerId: order.customerId,
    status: 'refunded',
    reason: 'Spoilt',
    destination: 'wallet',
    currency: order.currency,
    requestedAmount: amount,
    approvedAmount: amount,
    destinationAmount: amount,
    walletAmount: 0,
    pointsAmount: 0,
    refundedAt: new Date(),
  });
}

const statementOf = async (token: string, query: string) => {
  const answer = await call('GET', `Seller/Statement?${query}`, { token });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<SellerStatement>();
};

const setRate = (id: number, rateBps: unknown, token = adminToken) =>
  call('PATCH', `Staff/SellerApplication/${id}/Commission`, { token, body: { rateBps } });

let soldEarlier: number;
let atDefault: number;
let atNewRate: number;

beforeAll(async () => {
  categoryId = await sharedCategoryId(kit.db);
  a = await createSellerWorld(kit, categoryId);
  b = await createSellerWorld(kit, categoryId);
  adminToken = (await signInStaff(kit.db, call, 'admin')).token;
  supportToken = (await signInStaff(kit.db, call, 'support')).token;
  // Small baskets, to see the commission's rounding.
  await kit.db.update(brands).set({ minimumOrder: 0 }).where(eq(brands.id, a.brandId));

  // Delivered last month, refunded this month: its refund is this month's, its sale is not.
  soldEarlier = await sellerOrder(a, 4_000);
  await deliverOrder(kit.db, soldEarlier);
  await kit.db
    .update(orderStatusEvents)
    .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
    .where(
      and(eq(orderStatusEvents.orderId, soldEarlier), eq(orderStatusEvents.status, 'delivered')),
    );
  await paidRefund(soldEarlier, 1_500);
  // At the default 10 %: 1,234 × 2 = 2,468 → 246.8 → 247; the world's order 5,000 → 500.
  atDefault = await sellerOrder(a, 1_234, 2);
  await deliverOrder(kit.db, atDefault);
  await deliverOrder(kit.db, a.orderId);
  await paidRefund(atDefault, 1_000);
  // At 12.5 %: 1,236 → 154.5 → 155 (half up).
  expect((await setRate(a.applicationId, 1_250)).statusCode).toBe(200);
  atNewRate = await sellerOrder(a, 1_236);
  await deliverOrder(kit.db, atNewRate);
  // Placed but not delivered: no sale.
  await sellerOrder(a, 9_999);
  // Seller B's delivered order is never A's.
  await deliverOrder(kit.db, b.orderId);
});

describe('GET Seller/Statement', () => {
  it('answers the month’s sales, commission per order rounded half up, refunds and payout', async () => {
    const statement = await statementOf(a.token, `period=${thisPeriod()}`);
    const { from, to } = periodBounds(thisPeriod());
    expect(statement).toMatchObject({
      period: thisPeriod(),
      from: from.toISOString(),
      to: to.toISOString(),
      timeZone: 'Asia/Riyadh',
      rateBps: 1_250,
    });
    const lines = new Map(statement.lines.items.map((line) => [line.orderId, line]));
    expect([...lines.keys()].sort()).toEqual([soldEarlier, atDefault, a.orderId, atNewRate].sort());
    expect(lines.get(atDefault)).toMatchObject({
      sold: true,
      rateBps: 1_000,
      commission: 247,
      refunds: 1_000,
    });
    expect(lines.get(a.orderId)).toMatchObject({
      sold: true,
      rateBps: 1_000,
      goods: 5_000,
      commission: 500,
    });
    expect(lines.get(atNewRate)).toMatchObject({
      sold: true,
      rateBps: 1_250,
      goods: 1_236,
      commission: 155,
    });
    expect(lines.get(soldEarlier)).toMatchObject({
      sold: false,
      goods: 0,
      deliveryFee: 0,
      sales: 0,
      commission: 0,
      refunds: 1_500,
      payout: -1_500,
    });
    for (const line of statement.lines.items) {
      expect(line.sales).toBe(line.goods + line.deliveryFee);
      expect(line.commission).toBe(line.sold ? commissionOf(line.goods, line.rateBps) : 0);
      expect(line.payout).toBe(line.sales - line.commission - line.refunds);
    }
  });

  it('has totals that are the sums of the lines and of the orders in the database', async () => {
    const statement = await statementOf(a.token, `period=${thisPeriod()}`);
    const sum = (key: 'goods' | 'deliveryFee' | 'sales' | 'commission' | 'refunds' | 'payout') =>
      statement.lines.items.reduce((total, line) => total + line[key], 0);
    const [currency] = new Set(statement.lines.items.map((line) => line.currency));
    expect(statement.totals).toEqual([
      {
        currency,
        orders: 3,
        goods: sum('goods'),
        deliveryFee: sum('deliveryFee'),
        sales: sum('sales'),
        commission: sum('commission'),
        refunds: sum('refunds'),
        payout: sum('payout'),
      },
    ]);
    // The ledger: the store's orders delivered this month and the refunds paid this month.
    const sold = await kit.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [atDefault, a.orderId, atNewRate]));
    const sales = sold.reduce(
      (total, order) => total + order.subtotal - order.discount + order.deliveryFee,
      0,
    );
    expect(statement.totals[0]?.sales).toBe(sales);
    expect(statement.totals[0]?.commission).toBe(247 + 500 + 155);
    expect(statement.totals[0]?.refunds).toBe(2_500);
    expect(statement.totals[0]?.payout).toBe(sales - 902 - 2_500);
  });

  it('pages the lines by delivery, the totals over all of them', async () => {
    const first = await statementOf(a.token, `period=${thisPeriod()}&pageSize=2`);
    const second = await statementOf(a.token, `period=${thisPeriod()}&pageSize=2&page=2`);
    expect(first.lines).toMatchObject({ total: 4, totalPages: 2, page: 1 });
    expect([...first.lines.items, ...second.lines.items].map((line) => line.orderId)).toEqual([
      soldEarlier,
      atDefault,
      a.orderId,
      atNewRate,
    ]);
    expect(first.totals).toEqual(second.totals);
  });

  it('shows last month’s sale in last month’s statement, and the months with activity', async () => {
    const earlier = await statementOf(a.token, `period=${lastPeriod()}`);
    expect(earlier.lines.items).toEqual([
      expect.objectContaining({ orderId: soldEarlier, sold: true, refunds: 0, commission: 400 }),
    ]);
    const periods = await call('GET', 'Seller/Statement/Period', { token: a.token });
    expect(periods.json<SellerStatementPeriods>().items).toEqual([thisPeriod(), lastPeriod()]);
    const empty = await statementOf(a.token, 'period=2001-01');
    expect(empty).toMatchObject({ totals: [], lines: { items: [], total: 0 } });
  });
});

describe('PATCH Staff/SellerApplication/{id}/Commission', () => {
  it('sets the rate (admin) with its history and audit row; support reads it', async () => {
    const seller = await createSellerWorld(kit, categoryId);
    const read = await call('GET', `Staff/SellerApplication/${seller.applicationId}/Commission`, {
      token: supportToken,
    });
    expect(read.json<StaffSellerCommission>()).toEqual({
      sellerId: seller.sellerId,
      rateBps: 1_000,
    });
    const set = await setRate(seller.applicationId, 875);
    expect(set.json<StaffSellerCommission>()).toEqual({ sellerId: seller.sellerId, rateBps: 875 });
    const [row] = await kit.db.select().from(sellers).where(eq(sellers.id, seller.sellerId));
    expect(row?.commissionBps).toBe(875);
    const audit = await kit.db
      .select()
      .from(staffActions)
      .where(
        and(
          eq(staffActions.subjectType, 'seller_application'),
          eq(staffActions.subjectId, seller.applicationId),
        ),
      );
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'seller.commission',
        detail: { sellerId: seller.sellerId, from: 1_000, to: 875 },
      }),
    ]);
  });

  it('keeps the rate and its history in step when two changes race', async () => {
    const seller = await createSellerWorld(kit, categoryId);
    const answers = await Promise.all(
      [700, 800, 900].map((rate) => setRate(seller.applicationId, rate)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const history = await kit.db
      .select()
      .from(sellerCommissionRates)
      .where(eq(sellerCommissionRates.sellerId, seller.sellerId));
    const latest = [...history]
      .sort((x, y) => x.startsAt.getTime() - y.startsAt.getTime() || x.id - y.id)
      .at(-1);
    const [row] = await kit.db.select().from(sellers).where(eq(sellers.id, seller.sellerId));
    expect(history).toHaveLength(3);
    expect(row?.commissionBps).toBe(latest?.rateBps);
  });
});

describe('abuse', () => {
  it('never includes another seller’s orders, nor theirs ours', async () => {
    const ofA = await statementOf(a.token, `period=${thisPeriod()}`);
    expect(ofA.lines.items.map((line) => line.orderId)).not.toContain(b.orderId);
    const ofB = await statementOf(b.token, `period=${thisPeriod()}`);
    expect(ofB.lines.items.map((line) => line.orderId)).toEqual([b.orderId]);
    const [brand] = await kit.db.select().from(brands).where(eq(brands.id, b.brandId));
    expect(brand?.storeId).toBe(b.storeId);
  });

  it('answers 400 for a bad period or page, 401/403 for other callers', async () => {
    for (const query of [
      '',
      'period=2026-13',
      'period=2026-1',
      'period=26-01',
      'period=2026-01-01',
      'period=1999-12',
      'period=2026-01&pageSize=501',
      'period=2026-01&x=1',
    ]) {
      const answer = await call('GET', `Seller/Statement?${query}`, { token: a.token });
      expect(answer.statusCode, query).toBe(400);
    }
    expect((await call('GET', `Seller/Statement?period=${thisPeriod()}`)).statusCode).toBe(401);
    expect(
      (await call('GET', `Seller/Statement?period=${thisPeriod()}`, { token: adminToken }))
        .statusCode,
    ).toBe(403);
  });

  it('lets only admins set a rate, within 0–10000, on an approved seller; nothing else changes', async () => {
    const before = (await kit.db.select().from(sellers).where(eq(sellers.id, a.sellerId)))[0];
    for (const rate of [-1, 10_001, 12.5, '1000', null]) {
      expect((await setRate(a.applicationId, rate)).statusCode, String(rate)).toBe(400);
    }
    expect((await setRate(a.applicationId, 500, supportToken)).statusCode).toBe(403);
    expect((await setRate(a.applicationId, 500, a.token)).statusCode).toBe(403);
    expect((await setRate(2_000_000_000, 500)).statusCode).toBe(404);
    const after = (await kit.db.select().from(sellers).where(eq(sellers.id, a.sellerId)))[0];
    expect(after?.commissionBps).toBe(before?.commissionBps);
  });
});
