import { createHash } from 'node:crypto';
import {
  storageKinds,
  type CartLine,
  type CheckoutQuote,
  type CheckoutRequest,
  type OrderLine,
  type OrderLineOption,
  PAYMENT_WINDOW_MINUTES,
  type PlacedCheckout,
  type QuotedOrder,
} from '@shop/core/schemas';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { toAddress } from '#src/addresses/addresses-routes.ts';
import { readCartIn, toCart } from '#src/cart/cart-queries.ts';
import { orderMoney, type OrderSpeed } from '#src/checkout/checkout-money.ts';
import { settleOrderSpends } from '#src/checkout/checkout-settlement.ts';
import { cartEmpty, lockSlot } from '#src/checkout/delivery-slots.ts';
import type { Database } from '#src/db/database.ts';
import {
  brandCities,
  brandDeliverySpeeds,
  brands,
  cartLines,
  carts,
  cartUploads,
  checkouts,
  customerAddresses,
  deliverySlots,
  deliverySpeeds,
  orderLines,
  orders,
  orderUploads,
  products,
  slotHolds,
} from '#src/db/schema.ts';
import { faultPoint, PLACE_AFTER_COMMIT, PLACE_BEFORE_COMMIT } from '#src/faults.ts';
import { ApiHttpError, notFound } from '#src/http/api-errors.ts';
import { notify, type NewNotification } from '#src/notifications/notifications-queries.ts';
import { readCheckoutOrders } from '#src/orders/orders-queries.ts';

// The checkout (issue 14): a quote of the order(s) the basket would make, and their placement in
// one transaction. Every amount comes from checkout-money.ts; the client sends none.

/** One order of a placement before it is written: a storage kind's lines and amounts. */
interface PreparedOrder extends QuotedOrder {
  uploadIds: string[];
}

interface PreparedCheckout {
  cartRowId: number;
  brandId: number;
  currency: string;
  address: Record<string, string | number>;
  speedId: number;
  slotId: number;
  holdId: number;
  orders: PreparedOrder[];
}

export function outOfStock(productId: number): ApiHttpError {
  return new ApiHttpError(409, 'out_of_stock', `It's Out of Stock: product ${productId}`);
}

/** An option's answer as the quote shows it (a file still at the basket's address). */
function toOrderOption(option: CartLine['options'][number]): OrderLineOption {
  const { file, ...rest } = option;
  return file
    ? {
        ...rest,
        file: {
          id: file.id,
          fileName: file.fileName,
          contentType: file.contentType,
          url: file.url,
        },
      }
    : rest;
}

/** An option's answer as the order keeps it: its file's address is the order's (orders-queries). */
function storedOption(option: OrderLineOption) {
  if (!option.file) return option;
  const { url: _url, ...file } = option.file;
  return { ...option, file };
}

/**
 * Everything a quote and a placement check, in `q` (the placement's transaction, whose cart row
 * and slot row it locks): the basket (409 `cart_empty`, `cart_minimum_order`, `out_of_stock`),
 * the address (404 unless the customer's, 409 `address_not_served`), the speed (404 unless the
 * brand's), the slot (404 unless the brand's) and the customer's live hold on it (409
 * `slot_hold_expired`). Answers the orders split by storage kind with their amounts.
 */
async function prepareCheckout(
  q: Database,
  customerId: number,
  request: CheckoutRequest,
  lock: boolean,
): Promise<PreparedCheckout> {
  const cartQuery = q
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.customerId, customerId))
    .$dynamic();
  const [cartRow] = await (lock ? cartQuery.for('update') : cartQuery);
  if (!cartRow) throw cartEmpty();
  const state = await readCartIn(q, cartRow.id);
  const cart = toCart(null, state);
  if (cart.brand === null || cart.currency === null || cart.lines.length === 0) throw cartEmpty();
  const brandId = cart.brand.id;
  if (cart.minimumOrderMissing > 0) {
    throw new ApiHttpError(
      409,
      'cart_minimum_order',
      `The basket is ${cart.minimumOrderMissing} short of the brand's minimum order`,
    );
  }
  const short = cart.lines.find((line) => line.quantity > line.maxQuantity);
  if (short) throw outOfStock(short.product.id);

  const [addressRow] = await q
    .select()
    .from(customerAddresses)
    .where(
      and(
        eq(customerAddresses.id, request.addressId),
        eq(customerAddresses.customerId, customerId),
      ),
    );
  if (!addressRow) {
    throw new ApiHttpError(
      404,
      'address_not_found',
      `Address ${request.addressId} not found`,
      'body.addressId',
    );
  }
  const [served] = await q
    .select({ one: brandCities.cityId })
    .from(brandCities)
    .where(and(eq(brandCities.brandId, brandId), eq(brandCities.cityId, addressRow.cityId)));
  if (!served) {
    throw new ApiHttpError(
      409,
      'address_not_served',
      `Brand ${brandId} does not deliver to city ${addressRow.cityId}`,
      'body.addressId',
    );
  }
  const [speed] = await q
    .select({ code: deliverySpeeds.code, fee: brandDeliverySpeeds.fee })
    .from(brandDeliverySpeeds)
    .innerJoin(deliverySpeeds, eq(deliverySpeeds.id, brandDeliverySpeeds.deliverySpeedId))
    .where(
      and(
        eq(brandDeliverySpeeds.brandId, brandId),
        eq(brandDeliverySpeeds.deliverySpeedId, request.deliverySpeedId),
      ),
    );
  if (!speed) throw notFound('Delivery speed', request.deliverySpeedId, 'body.deliverySpeedId');
  const [brand] = await q
    .select({ freeShippingThreshold: brands.freeShippingThreshold })
    .from(brands)
    .where(eq(brands.id, brandId));

  // The slot's lock makes the placement and the holds of others take turns on it, so a hold
  // that expires while this transaction attaches it is never counted out by a new hold.
  if (lock) await lockSlot(q, request.slotId, brandId);
  const [hold] = await q
    .select({ id: slotHolds.id })
    .from(slotHolds)
    .innerJoin(deliverySlots, eq(deliverySlots.id, slotHolds.slotId))
    .where(
      and(
        eq(slotHolds.customerId, customerId),
        isNull(slotHolds.orderId),
        eq(slotHolds.slotId, request.slotId),
        gt(slotHolds.expiresAt, sql`now()`),
        eq(deliverySlots.brandId, brandId),
      ),
    );
  if (!hold) {
    if (!lock) await requireBrandSlot(q, request.slotId, brandId);
    throw new ApiHttpError(
      409,
      'slot_hold_expired',
      `No live hold of slot ${request.slotId}: choose the slot again`,
      'body.slotId',
    );
  }

  const speedTerms: OrderSpeed = { code: speed.code, fee: speed.fee };
  const prepared: PreparedOrder[] = [];
  for (const storage of storageKinds) {
    const lines = cart.lines.filter((line) => line.product.storage === storage);
    if (lines.length === 0) continue;
    const money = orderMoney(lines, speedTerms, brand?.freeShippingThreshold ?? null);
    const orderLinesOf: OrderLine[] = lines.map((line) => ({
      name: line.product.name,
      nameEn: line.product.nameEn,
      productId: line.product.id,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      lineTotal: line.lineTotal,
      options: line.options.map(toOrderOption),
    }));
    prepared.push({
      storage: storage,
      lines: orderLinesOf,
      currency: cart.currency,
      ...money,
      points: 0,
      wallet: 0,
      uploadIds: lines.flatMap((line) =>
        line.options.flatMap((option) => (option.file ? [option.file.id] : [])),
      ),
    });
  }
  return {
    cartRowId: cartRow.id,
    brandId,
    currency: cart.currency,
    address: toAddress(addressRow),
    speedId: request.deliverySpeedId,
    slotId: request.slotId,
    holdId: hold.id,
    orders: prepared,
  };
}

/** 404 unless the slot is one of the brand's still to come (read without a lock). */
async function requireBrandSlot(q: Database, slotId: number, brandId: number): Promise<void> {
  const found = await q
    .select({ id: deliverySlots.id })
    .from(deliverySlots)
    .where(
      and(
        eq(deliverySlots.id, slotId),
        eq(deliverySlots.brandId, brandId),
        gt(deliverySlots.startsAt, sql`now()`),
      ),
    );
  if (found.length === 0) throw notFound('Slot', slotId, 'body.slotId');
}

/** The order(s) the basket would make now, without writing anything. */
export async function quoteCheckout(
  db: Database,
  customerId: number,
  request: CheckoutRequest,
): Promise<CheckoutQuote> {
  const prepared = await prepareCheckout(db, customerId, request, false);
  const quoted = prepared.orders.map(({ uploadIds: _uploads, ...order }) => order);
  return {
    orders: quoted,
    currency: prepared.currency,
    total: quoted.reduce((sum, order) => sum + order.total, 0),
    coupon: null,
    undeliverable: [],
  };
}

/** sha256 of the request's fields in a fixed order: the same choices, the same hash. */
function requestHash(request: CheckoutRequest): string {
  const canonical = JSON.stringify([
    request.addressId,
    request.slotId,
    request.deliverySpeedId,
    request.paymentMethod,
  ]);
  return createHash('sha256').update(canonical).digest('base64url');
}

function placement(found: PlacedCheckout['orders']): PlacedCheckout {
  return {
    orders: found,
    total: found.reduce((sum, order) => sum + order.total, 0),
    payment: null,
    undeliverable: [],
  };
}

/**
 * Places the basket as one order per storage kind, in ONE transaction: records the checkout under
 * the customer's idempotency key (a repeat, even a concurrent one, answers the orders the first
 * made; another body under the key is 409 `idempotency_key_reused`), checks as a quote does,
 * takes the stock with statements that cannot oversell (409 `out_of_stock` and nothing kept),
 * writes the orders with copies of the lines, address and customization files, attaches the
 * slot hold and empties the basket.
 */
export async function placeCheckout(
  db: Database,
  customerId: number,
  request: CheckoutRequest,
  idempotencyKey: string,
): Promise<PlacedCheckout> {
  const hash = requestHash(request);
  const placed = await db.transaction(async (tx) => {
    // A concurrent placement under the same key waits here on the unique index until the first
    // commits (then finds its row) or rolls back (then this one goes on as the first).
    const [recorded] = await tx
      .insert(checkouts)
      .values({ customerId, idempotencyKey, requestHash: hash })
      .onConflictDoNothing({ target: [checkouts.customerId, checkouts.idempotencyKey] })
      .returning({ id: checkouts.id });
    if (!recorded) {
      const [existing] = await tx
        .select({ id: checkouts.id, requestHash: checkouts.requestHash })
        .from(checkouts)
        .where(
          and(eq(checkouts.customerId, customerId), eq(checkouts.idempotencyKey, idempotencyKey)),
        );
      if (!existing) throw new Error('placeCheckout: the key conflicted but its row is gone');
      if (existing.requestHash !== hash) {
        throw new ApiHttpError(
          409,
          'idempotency_key_reused',
          'This Idempotency-Key was used for another checkout',
          'headers.idempotency-key',
        );
      }
      return placement(await readCheckoutOrders(tx, existing.id));
    }

    const prepared = await prepareCheckout(tx, customerId, request, true);
    // Cash on delivery, or nothing left to pay, is confirmed at once; card and "Pay in 4" wait
    // for their provider's confirmation until the payment window closes (payments/).
    const nothingToPay = prepared.orders.every((order) => order.total === 0);
    const confirmed = request.paymentMethod === 'cod' || nothingToPay;
    const orderIds: number[] = [];
    for (const order of prepared.orders) {
      // Stock per product (two customizations of one product are two lines), in id order so
      // placements sharing products lock them in the same order.
      const units = new Map<number, number>();
      for (const line of order.lines) {
        units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
      }
      for (const [productId, quantity] of [...units].sort(([a], [b]) => a - b)) {
        const taken = await tx
          .update(products)
          .set({ stockQuantity: sql`${products.stockQuantity} - ${quantity}` })
          .where(and(eq(products.id, productId), sql`${products.stockQuantity} >= ${quantity}`))
          .returning({ id: products.id });
        if (taken.length === 0) throw outOfStock(productId);
      }
      const [row] = await tx
        .insert(orders)
        .values({
          customerId,
          brandId: prepared.brandId,
          checkoutId: recorded.id,
          status: confirmed ? 'placed' : 'awaiting_payment',
          paymentMethod: request.paymentMethod,
          paymentStatus: nothingToPay ? 'paid' : 'pending',
          paymentDueAt: confirmed
            ? null
            : sql`now() + make_interval(mins => ${PAYMENT_WINDOW_MINUTES})`,
          slotId: prepared.slotId,
          deliverySpeedId: prepared.speedId,
          shippingAddress: prepared.address,
          billingAddress: prepared.address,
          storage: order.storage,
          currency: order.currency,
          subtotal: order.subtotal,
          deliveryFee: order.deliveryFee,
          discount: order.discount,
          vat: order.vat,
          total: order.total,
        })
        .returning({ id: orders.id });
      if (!row) throw new Error('placeCheckout: the order insert returned nothing');
      orderIds.push(row.id);
      await tx.insert(orderLines).values(
        order.lines.map((line) => ({
          orderId: row.id,
          productId: line.productId,
          name: line.name,
          nameEn: line.nameEn,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          lineTotal: line.lineTotal,
          customization: line.options.map(storedOption),
        })),
      );
      if (order.uploadIds.length > 0) {
        await tx.execute(sql`
          insert into ${orderUploads} (order_id, id, file_name, content_type, byte_size, data)
          select ${row.id}, u.id, u.file_name, u.content_type, u.byte_size, u.data
          from ${cartUploads} as u
          where u.cart_id = ${prepared.cartRowId} and u.id in ${[...new Set(order.uploadIds)]}
          on conflict do nothing`);
      }
    }
    const [first] = orderIds;
    if (first === undefined) throw new Error('placeCheckout: a basket with lines made no order');
    // The placement's orders share the hold: its place is in use while any of them is.
    await tx.update(slotHolds).set({ orderId: first }).where(eq(slotHolds.id, prepared.holdId));
    await tx.delete(cartLines).where(eq(cartLines.cartId, prepared.cartRowId));
    await tx.update(carts).set({ brandId: null }).where(eq(carts.id, prepared.cartRowId));
    const placed = placement(await readCheckoutOrders(tx, recorded.id));
    if (confirmed) {
      for (const orderId of orderIds) await settleOrderSpends(tx, orderId, 'capture');
      // The confirmation among the shopper's notifications: with the orders, so exactly once
      // (an online payment's comes when it is paid).
      await notify(tx, customerId, orderPlacedNotification(placed.orders));
    }
    await faultPoint(PLACE_BEFORE_COMMIT);
    return placed;
  });
  await faultPoint(PLACE_AFTER_COMMIT);
  return placed;
}

/** The in-app confirmation of a placement, in both languages (its order numbers). */
export function orderPlacedNotification(placed: PlacedCheckout['orders']): NewNotification {
  const numbers = placed.map((order) => order.number);
  const two = numbers.length > 1;
  return {
    name: two ? 'تم تأكيد طلباتك' : 'تم تأكيد طلبك',
    nameEn: two ? 'Your orders are placed' : 'Your order is placed',
    body: `${two ? 'طلباتك' : 'طلبك'} ${numbers.join('، ')}: سنوصلها في الوقت الذي اخترته.`,
    bodyEn: `${two ? 'Orders' : 'Order'} ${numbers.join(', ')}: we will deliver in the time you chose.`,
  };
}
