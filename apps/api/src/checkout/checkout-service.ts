import { createHash } from 'node:crypto';
import {
  POINT_WORTH_MINOR,
  storageKinds,
  WALLET_CURRENCY,
  type AppliedCoupon,
  type CartLine,
  type CheckoutQuote,
  type CheckoutRequest,
  type OrderLine,
  type OrderLineOption,
  PAYMENT_WINDOW_MINUTES,
  type PlacedCheckout,
  type QuotedOrder,
  type UndeliverableLine,
} from '@shop/core/schemas';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { toOrderAddressCopy } from '#src/addresses/addresses-routes.ts';
import { announceCatalogChange } from '#src/catalog/catalog-changed.ts';
import { readCartIn, toCart } from '#src/cart/cart-queries.ts';
import { checkoutMoney, type OrderSpeed } from '#src/checkout/checkout-money.ts';
import { settleOrderSpends } from '#src/checkout/checkout-settlement.ts';
import { cartEmpty, slotClosed } from '#src/checkout/delivery-slots.ts';
import { genericPlansForTransaction, namedStatement } from '#src/db/rendered-sql.ts';
import { brandDeliveryArea } from '#src/delivery-area/delivery-area-queries.ts';
import { checkArea } from '#src/delivery-area/geometry.ts';
import {
  holdCouponUse,
  normalizeCouponCode,
  validCoupon,
  type ValidCoupon,
} from '#src/coupons/coupons-service.ts';
import type { Database } from '#src/db/database.ts';
import type { QueueAccountMailWithin } from '#src/mail/account-mail-jobs.ts';
import {
  cartLines,
  carts,
  cartUploads,
  checkouts,
  customerAddresses,
  deliverySlots,
  orderLines,
  orders,
  orderUploads,
  products,
  slotHolds,
} from '#src/db/schema.ts';
import { onSale } from '#src/stores/store-suspension.ts';
import { faultPoint, PLACE_AFTER_COMMIT, PLACE_BEFORE_COMMIT } from '#src/faults.ts';
import { ApiHttpError, notFound } from '#src/http/api-errors.ts';
import { balanceOf, holdSpend, lockLedgers } from '#src/ledgers/ledgers.ts';
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
  coupon: ValidCoupon | null;
  /** Lines left in the basket: their products cannot go to the address's country (R8.13). */
  undeliverable: UndeliverableLine[];
  /** The basket lines the orders take (removed from the basket at placement). */
  placedLineIds: number[];
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
 * Everything a quote and a placement check, in `q` (the placement's transaction, whose customer
 * row (when spending the ledgers), cart row and coupon row it locks, in that order):
 * the basket (409 `cart_empty`), the address (404 unless the customer's, 409
 * `address_not_served`), the lines its country can receive (the others are left out and listed,
 * R8.13; 409 `cart_undeliverable` when none can go), the brand's minimum order on those lines
 * (409 `cart_minimum_order`), their stock (409 `out_of_stock`), the speed (404 unless the
 * brand's), the slot (404 unless the brand's) and the customer's live hold on it (409
 * `slot_hold_expired`), the wallet and points (409 `wallet_currency` unless the basket is in
 * WALLET_CURRENCY), the coupon (422 `coupon_invalid`). Answers the orders split by storage kind
 * with their amounts.
 */
async function prepareCheckout(
  q: Database,
  customerId: number,
  request: CheckoutRequest,
  lock: boolean,
  /** The cart row the placement locked already (see placeCheckout), when it did. */
  locked?: { cartRowId: number | null },
): Promise<PreparedCheckout> {
  const spending = request.useWallet || request.usePoints;
  // First of the placement's locks: the balances read below stay true until the holds.
  if (lock && spending) await lockLedgers(q, customerId);
  let cartRow: { id: number } | undefined;
  if (locked) {
    cartRow = locked.cartRowId === null ? undefined : { id: locked.cartRowId };
  } else {
    const cartQuery = q
      .select({ id: carts.id })
      .from(carts)
      .where(eq(carts.customerId, customerId))
      .$dynamic();
    [cartRow] = await (lock ? cartQuery.for('update') : cartQuery);
  }
  if (!cartRow) throw cartEmpty();
  const state = await readCartIn(q, cartRow.id);
  const cart = toCart(null, state);
  if (cart.brand === null || cart.currency === null || cart.lines.length === 0) throw cartEmpty();
  const brandId = cart.brand.id;
  const currency = cart.currency;

  const terms = await deliveryTerms(
    q,
    customerId,
    request,
    brandId,
    cart.lines.map((line) => line.product.id),
  );
  if (!terms) {
    throw new ApiHttpError(
      404,
      'address_not_found',
      `Address ${request.addressId} not found`,
      'body.addressId',
    );
  }
  const { address: addressRow } = terms;
  if (!terms.served) {
    throw new ApiHttpError(
      409,
      'address_not_served',
      `Brand ${brandId} does not deliver to city ${addressRow.cityId}`,
      'body.addressId',
    );
  }
  await requireInsideArea(q, brandId, addressRow);

  const deliverableIds = new Set(terms.deliverable);
  const lines = cart.lines.filter((line) => deliverableIds.has(line.product.id));
  const undeliverable = cart.lines
    .filter((line) => !deliverableIds.has(line.product.id))
    .map((line) => ({
      name: line.product.name,
      nameEn: line.product.nameEn,
      productId: line.product.id,
    }));
  if (lines.length === 0) {
    throw new ApiHttpError(
      409,
      'cart_undeliverable',
      "No product of the basket can be delivered to this address's country",
      'body.addressId',
    );
  }
  // The minimum order counts what will be delivered: the lines left out are not bought.
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const minimumMissing = cart.minimumOrder - subtotal;
  if (minimumMissing > 0) {
    throw new ApiHttpError(
      409,
      'cart_minimum_order',
      `The basket is ${minimumMissing} short of the brand's minimum order`,
    );
  }
  const short = lines.find((line) => line.quantity > line.maxQuantity);
  if (short) throw outOfStock(short.product.id);

  const { speed } = terms;
  if (!speed) throw notFound('Delivery speed', request.deliverySpeedId, 'body.deliverySpeedId');

  // A placement checks its hold again when it attaches it, last, under the slot's lock.
  const { hold } = terms;
  if (!hold) {
    await requireBrandSlot(q, request.slotId, brandId);
    throw holdExpired(request.slotId);
  }
  // Closed since the hold was taken (issue 17): the placement would be refused under the lock.
  if (hold.closed) throw slotClosed(request.slotId);

  if (spending && currency !== WALLET_CURRENCY) {
    throw new ApiHttpError(
      409,
      'wallet_currency',
      `The wallet and points pay only baskets in ${WALLET_CURRENCY}`,
    );
  }
  const coupon =
    request.couponCode === undefined
      ? null
      : await validCoupon(q, request.couponCode, { customerId, brandId, currency, subtotal }, lock);
  const balances = {
    points: request.usePoints ? await balanceOf(q, customerId, 'points') : 0,
    wallet: request.useWallet ? await balanceOf(q, customerId, 'wallet') : 0,
  };

  const groups = storageKinds
    .map((storage) => ({
      storage,
      lines: lines.filter((line) => line.product.storage === storage),
    }))
    .filter((group) => group.lines.length > 0);
  const amounts = checkoutMoney(
    groups.map((group) => group.lines),
    { code: speed.code, fee: speed.fee } satisfies OrderSpeed,
    terms.freeShippingThreshold,
    coupon?.discount ?? 0,
    balances,
  );
  const prepared: PreparedOrder[] = groups.map((group, index) => {
    const money = amounts[index];
    if (!money) throw new Error('prepareCheckout: an order without its amounts');
    const orderLinesOf: OrderLine[] = group.lines.map((line) => ({
      name: line.product.name,
      nameEn: line.product.nameEn,
      productId: line.product.id,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      lineTotal: line.lineTotal,
      options: line.options.map(toOrderOption),
    }));
    return {
      storage: group.storage,
      lines: orderLinesOf,
      currency,
      ...money,
      uploadIds: group.lines.flatMap((line) =>
        line.options.flatMap((option) => (option.file ? [option.file.id] : [])),
      ),
    };
  });
  return {
    cartRowId: cartRow.id,
    brandId,
    currency,
    address: toOrderAddressCopy(addressRow),
    speedId: request.deliverySpeedId,
    slotId: request.slotId,
    holdId: hold.id,
    orders: prepared,
    coupon,
    undeliverable,
    placedLineIds: lines.map((line) => line.id),
  };
}

/**
 * In one statement, what the checkout needs to know of where it delivers (null for an address
 * that is not the customer's): the address; whether the brand serves its city; which of the
 * basket's products can go to its country (product_countries, R8.13); the brand's terms for the
 * chosen speed (null when the brand has no such speed) and its free-shipping threshold; the
 * customer's live hold of the chosen slot (null when none).
 */
async function deliveryTerms(
  q: Database,
  customerId: number,
  request: CheckoutRequest,
  brandId: number,
  productIds: number[],
) {
  const [row] = await q
    .select({
      address: customerAddresses,
      // Qualified by hand: drizzle leaves a one-table select's columns unqualified.
      served: sql<boolean>`exists (
        select 1 from brand_cities bc
        where bc.brand_id = ${brandId} and bc.city_id = customer_addresses.city_id)`,
      deliverable: sql<number[]>`array(
        select pc.product_id from product_countries pc
        join states s on s.country_id = pc.country_id
        join cities c on c.state_id = s.id
        where c.id = customer_addresses.city_id and pc.product_id in ${productIds})`,
      speed: sql<OrderSpeed | null>`(
        select json_build_object('code', ds.code, 'fee', bds.fee)
        from brand_delivery_speeds bds
        join delivery_speeds ds on ds.id = bds.delivery_speed_id
        where bds.brand_id = ${brandId} and bds.delivery_speed_id = ${request.deliverySpeedId})`,
      freeShippingThreshold: sql<number | null>`(
        select b.free_shipping_threshold from brands b where b.id = ${brandId})`,
      // The customer's live hold of the slot (one live hold each), read with the rest.
      hold: sql<{ id: number; closed: boolean } | null>`(
        select json_build_object('id', sh.id, 'closed', ds.closed_at is not null)
        from ${slotHolds} as sh join ${deliverySlots} as ds on ds.id = sh.slot_id
        where sh.customer_id = ${customerId} and sh.order_id is null
          and sh.slot_id = ${request.slotId} and sh.expires_at > now() and ds.brand_id = ${brandId}
        limit 1)`,
    })
    .from(customerAddresses)
    .where(
      and(
        eq(customerAddresses.id, request.addressId),
        eq(customerAddresses.customerId, customerId),
      ),
    )
    // Named by its shape (the basket's product count): parsed once per connection.
    .prepare(`checkout_terms_${productIds.length}`)
    .execute();
  return row;
}

/**
 * A brand with a delivery area (issue 18) delivers only inside it: an address outside is refused
 * (409 `address_outside_area`), and one not on the map cannot be told (409
 * `address_location_missing`), as DeliveryCheck answers for it. Brands without one go by city.
 */
async function requireInsideArea(
  q: Database,
  brandId: number,
  address: { id: number; lat: number | null; lng: number | null },
): Promise<void> {
  const area = await brandDeliveryArea(q, brandId);
  if (!area) return;
  if (address.lat === null || address.lng === null) {
    throw new ApiHttpError(
      409,
      'address_location_missing',
      `Address ${address.id} is not on the map`,
      'body.addressId',
    );
  }
  if (!checkArea(area, { lat: address.lat, lng: address.lng }).served) {
    throw new ApiHttpError(
      409,
      'address_outside_area',
      `Address ${address.id} is outside brand ${brandId}'s delivery area`,
      'body.addressId',
    );
  }
}

/**
 * 404 unless the slot is one of the brand's still to come, 409 `slot_closed` when closed (read
 * without a lock).
 */
async function requireBrandSlot(q: Database, slotId: number, brandId: number): Promise<void> {
  const found = await q
    .select({ id: deliverySlots.id, closedAt: deliverySlots.closedAt })
    .from(deliverySlots)
    .where(
      and(
        eq(deliverySlots.id, slotId),
        eq(deliverySlots.brandId, brandId),
        gt(deliverySlots.startsAt, sql`now()`),
      ),
    );
  if (found.length === 0) throw notFound('Slot', slotId, 'body.slotId');
  if (found[0]?.closedAt) throw slotClosed(slotId);
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
    coupon: prepared.coupon && appliedOf(prepared.coupon),
    undeliverable: prepared.undeliverable,
  };
}

/**
 * The coupon `code` checked against the whole basket now (no address chosen yet, so every line
 * counts): the coupon with its discount, or 422 `coupon_invalid`; 409 `cart_empty`.
 */
export async function checkBasketCoupon(
  db: Database,
  customerId: number,
  code: string,
): Promise<AppliedCoupon> {
  const [cartRow] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.customerId, customerId));
  if (!cartRow) throw cartEmpty();
  const cart = toCart(null, await readCartIn(db, cartRow.id));
  if (cart.brand === null || cart.currency === null || cart.lines.length === 0) throw cartEmpty();
  const coupon = await validCoupon(
    db,
    code,
    { customerId, brandId: cart.brand.id, currency: cart.currency, subtotal: cart.subtotal },
    false,
  );
  return appliedOf(coupon);
}

function appliedOf({ code, name, nameEn, discount }: ValidCoupon): AppliedCoupon {
  return { code, name, nameEn, discount };
}

/** sha256 of the request's fields in a fixed order: the same choices, the same hash. */
function requestHash(request: CheckoutRequest): string {
  const canonical = JSON.stringify([
    request.addressId,
    request.slotId,
    request.deliverySpeedId,
    request.paymentMethod,
    request.couponCode === undefined ? null : normalizeCouponCode(request.couponCode),
    request.useWallet,
    request.usePoints,
  ]);
  return createHash('sha256').update(canonical).digest('base64url');
}

function placement(
  found: PlacedCheckout['orders'],
  undeliverable: UndeliverableLine[] = [],
): PlacedCheckout {
  return {
    orders: found,
    total: found.reduce((sum, order) => sum + order.total, 0),
    payment: null,
    undeliverable,
  };
}

/**
 * Places the basket as one order per storage kind, in ONE transaction: records the checkout under
 * the customer's idempotency key (a repeat, even a concurrent one, answers the orders the first
 * made; another body under the key is 409 `idempotency_key_reused`), checks as a quote does,
 * writes the orders with copies of the lines, address and customization files, holds what they
 * spend and empties the basket; then, last, so their locks are held the shortest, takes the
 * stock with statements that cannot oversell (409 `out_of_stock` and nothing kept) and attaches
 * the slot hold. With `queueMailWithin`, a confirmed placement's e-mail is queued in the same
 * transaction (the placement is then one durable commit). Answers the placement, its checkout's
 * id and whether its confirmation e-mail was queued.
 */
export async function placeCheckout(
  db: Database,
  customerId: number,
  request: CheckoutRequest,
  idempotencyKey: string,
  queueMailWithin?: QueueAccountMailWithin,
): Promise<{ checkoutId: number; placed: PlacedCheckout; mailQueued: boolean }> {
  const hash = requestHash(request);
  const placed = await db.transaction(async (tx) => {
    // A concurrent placement under the same key waits here on the unique index until the first
    // commits (then finds its row) or rolls back (then this one goes on as the first).
    // Without wallet or points (whose ledgers lock first), the same statement locks the cart's
    // row, once the key is recorded (a replay locks nothing): one round trip less.
    const spending = request.useWallet || request.usePoints;
    const [recorded] = await tx
      .insert(checkouts)
      .values({ customerId, idempotencyKey, requestHash: hash })
      .onConflictDoNothing({ target: [checkouts.customerId, checkouts.idempotencyKey] })
      .returning({
        id: checkouts.id,
        quiet: keepCatalogTriggersQuiet,
        // The placement's named statements after this one run on their generic plans.
        genericPlans: genericPlansForTransaction,
        cartRowId: spending
          ? sql<null>`null`
          : sql<number | null>`(select ${carts.id} from ${carts}
              where ${carts.customerId} = ${customerId} for update)`,
      });
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
      return {
        checkoutId: existing.id,
        placed: placement(await readCheckoutOrders(tx, existing.id)),
        mailQueued: false,
        tookStock: false,
      };
    }

    const prepared = await prepareCheckout(
      tx,
      customerId,
      request,
      true,
      spending ? undefined : { cartRowId: recorded.cartRowId },
    );
    // Cash on delivery, or nothing left to pay, is confirmed at once; card and "Pay in 4" wait
    // for their provider's confirmation until the payment window closes (payments/).
    const nothingToPay = prepared.orders.every((order) => order.total === 0);
    const confirmed = request.paymentMethod === 'cod' || nothingToPay;
    // Every order in one statement, then every line in one: two round trips for one order or
    // two. The orders come back by their storage kind, one order each.
    const written = await tx
      .insert(orders)
      .values(
        prepared.orders.map((order) => ({
          customerId,
          brandId: prepared.brandId,
          checkoutId: recorded.id,
          status: confirmed ? ('placed' as const) : ('awaiting_payment' as const),
          paymentMethod: request.paymentMethod,
          paymentStatus: nothingToPay ? ('paid' as const) : ('pending' as const),
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
          points: order.points,
          wallet: order.wallet,
          couponId: prepared.coupon?.id ?? null,
          vat: order.vat,
          total: order.total,
        })),
      )
      .returning({ id: orders.id, storage: orders.storage });
    const idOf = new Map(written.map((row) => [row.storage, row.id]));
    const orderIds = prepared.orders.map((order) => {
      const id = idOf.get(order.storage);
      if (id === undefined) throw new Error('placeCheckout: an order insert returned nothing');
      return id;
    });
    await tx.insert(orderLines).values(
      prepared.orders.flatMap((order, index) =>
        order.lines.map((line) => ({
          orderId: orderIds[index]!,
          productId: line.productId,
          name: line.name,
          nameEn: line.nameEn,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          lineTotal: line.lineTotal,
          customization: line.options.map(storedOption),
        })),
      ),
    );
    for (const [index, order] of prepared.orders.entries()) {
      if (order.uploadIds.length > 0) {
        await tx.execute(sql`
          insert into ${orderUploads} (order_id, id, file_name, content_type, byte_size, data)
          select ${orderIds[index]!}, u.id, u.file_name, u.content_type, u.byte_size, u.data
          from ${cartUploads} as u
          where u.cart_id = ${prepared.cartRowId} and u.id in ${[...new Set(order.uploadIds)]}
          on conflict do nothing`);
      }
    }
    const [first] = orderIds;
    if (first === undefined) throw new Error('placeCheckout: a basket with lines made no order');
    await holdSpends(tx, customerId, recorded.id, prepared, orderIds);
    // The undeliverable lines stay in the basket (R8.13), with its brand; else the emptied
    // basket forgets its brand in the same statement.
    const placedLines = sql`delete from ${cartLines} where ${and(
      eq(cartLines.cartId, prepared.cartRowId),
      inArray(cartLines.id, prepared.placedLineIds),
    )}`;
    await tx.execute(
      prepared.undeliverable.length === 0
        ? sql`with placed as (${placedLines})
            update ${carts} set brand_id = null, updated_at = now()
            where ${carts.id} = ${prepared.cartRowId}`
        : placedLines,
    );
    const placed = placement(await readCheckoutOrders(tx, recorded.id), prepared.undeliverable);
    if (confirmed) {
      // What was held (a coupon's use, points, wallet) is captured: nothing to settle without.
      const held =
        prepared.coupon !== null ||
        prepared.orders.some((order) => order.points > 0 || order.wallet > 0);
      if (held) for (const orderId of orderIds) await settleOrderSpends(tx, orderId, 'capture');
      // The confirmation among the shopper's notifications: with the orders, so exactly once
      // (an online payment's comes when it is paid).
      await notify(tx, customerId, orderPlacedNotification(placed.orders));
      // And its e-mail, queued with the orders: nothing to queue after the commit.
      await queueMailWithin?.(tx, { kind: 'order_confirmed', checkoutId: recorded.id });
    }
    // What others wait for comes last, so its locks are held the shortest: the stock, then the
    // slot's place.
    await takeStock(tx, prepared.orders);
    await attachHold(tx, prepared, first);
    await faultPoint(PLACE_BEFORE_COMMIT);
    return {
      checkoutId: recorded.id,
      placed,
      mailQueued: confirmed && !!queueMailWithin,
      tookStock: true,
    };
  });
  await faultPoint(PLACE_AFTER_COMMIT);
  // The stock shown by every process's kept catalog answers (its transaction kept quiet).
  const { tookStock, ...answer } = placed;
  if (tookStock) announceCatalogChange(db);
  return answer;
}

/**
 * Set in the placement's transaction (its first statement returns it): the catalog triggers
 * stay silent for its stock (migration 0016), and every process is told after the commit by
 * {@link announceCatalogChange}, a few times a second however many placements. A trigger's
 * NOTIFY would have each placement's commit wait for the one before it to reach the disk.
 */
const keepCatalogTriggersQuiet = sql<string>`set_config('shop.catalog_notify', 'after_commit', true)`;

/**
 * What the placement spends, held until its orders are settled (checkout-settlement.ts): the
 * coupon's use, and per order its points and wallet (their balances were read under the
 * customer's lock, so the holds fit).
 */
async function holdSpends(
  tx: Database,
  customerId: number,
  checkoutId: number,
  prepared: PreparedCheckout,
  orderIds: readonly number[],
): Promise<void> {
  if (prepared.coupon) await holdCouponUse(tx, prepared.coupon, customerId, checkoutId);
  for (const [index, order] of prepared.orders.entries()) {
    const orderId = orderIds[index];
    if (orderId === undefined) throw new Error('holdSpends: an order without its id');
    const spends = [
      { account: 'points', amount: order.points / POINT_WORTH_MINOR },
      { account: 'wallet', amount: order.wallet },
    ] as const;
    for (const { account, amount } of spends) {
      if (amount === 0) continue;
      await holdSpend(
        tx,
        { customerId, account, amount, checkoutId, orderId },
        { name: 'دفع طلب', nameEn: 'Order payment' },
      );
    }
  }
}

/**
 * Takes the placement's units from stock with statements that cannot oversell (409
 * `out_of_stock`, the whole placement rolled back): per product (two customizations of one
 * product are two lines), in id order, so placements sharing products lock them in the same
 * order and never deadlock.
 */
async function takeStock(tx: Database, placing: readonly PreparedOrder[]): Promise<void> {
  const units = new Map<number, number>();
  for (const line of placing.flatMap((order) => order.lines)) {
    units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  }
  const wanted = [...units].sort(([a], [b]) => a - b);
  const ids = wanted.map(([productId]) => productId);
  // One statement for every product: its subquery locks their rows in id order (as every
  // placement does, so two never wait on each other in a circle) before any is changed; each
  // row is then taken only while its stock covers it, checked on the row as locked.
  const taken = await tx
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} - wanted.quantity` })
    .from(
      sql`(values ${sql.join(
        wanted.map(([productId, quantity]) => sql`(${productId}::int, ${quantity}::int)`),
        sql`, `,
      )}) as wanted (id, quantity)`,
    )
    .where(
      and(
        sql`${products.id} = wanted.id`,
        sql`${products.id} in (select locked.id from ${products} as locked
          where locked.id in ${ids} order by locked.id for no key update)`,
        sql`${products.stockQuantity} >= wanted.quantity`,
        onSale(products.brandId, products.id),
      ),
    )
    .returning({ id: products.id })
    // Named by its shape (the product count): parsed once per connection.
    .prepare(`checkout_take_stock_${wanted.length}`)
    .execute();
  const done = new Set(taken.map((row) => row.id));
  const short = ids.find((productId) => !done.has(productId));
  if (short !== undefined) throw outOfStock(short);
}

/**
 * Attaches the shopper's hold to the placement's first order (its place is in use while any of
 * the placement's orders is), under the slot's lock and only while the hold is live by the clock
 * (409 `slot_hold_expired`): a hold that another's new hold found expired is never attached.
 */
async function attachHold(tx: Database, prepared: PreparedCheckout, orderId: number) {
  const [result] = await attachHoldStatement(tx, {
    slotId: prepared.slotId,
    brandId: prepared.brandId,
    holdId: prepared.holdId,
    orderId,
  });
  if (!result || result.slots === 0) throw notFound('Slot', prepared.slotId, 'body.slotId');
  if (result.closed) throw slotClosed(prepared.slotId);
  if (result.attached === 0) throw holdExpired(prepared.slotId);
}

/**
 * {@link attachHold} in one statement: the slot's lock as lockSlot takes it (its row as the
 * lock leaves it: a close it waited for is seen), then the hold attached, its clock read only
 * once the lock is held (the CASE evaluates the slot first).
 */
const attachHoldStatement = namedStatement<{
  slots: number;
  closed: boolean | null;
  attached: number;
}>(
  'checkout_attach_hold',
  () => sql`with slot as (
      select ${deliverySlots.closedAt} as closed_at from ${deliverySlots}
      where ${deliverySlots.id} = ${sql.placeholder('slotId')}
        and ${deliverySlots.brandId} = ${sql.placeholder('brandId')}
        and ${deliverySlots.startsAt} > now()
      for no key update),
    attached as (
      update ${slotHolds} set order_id = ${sql.placeholder('orderId')}
      where ${slotHolds.id} = ${sql.placeholder('holdId')} and ${slotHolds.orderId} is null
        and case when exists (select 1 from slot where closed_at is null)
          then ${slotHolds.expiresAt} > clock_timestamp() else false end
      returning ${slotHolds.id})
    select (select count(*) from slot)::int as slots,
      (select closed_at is not null from slot) as closed,
      (select count(*) from attached)::int as attached`,
);

function holdExpired(slotId: number): ApiHttpError {
  return new ApiHttpError(
    409,
    'slot_hold_expired',
    `No live hold of slot ${slotId}: choose the slot again`,
    'body.slotId',
  );
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
