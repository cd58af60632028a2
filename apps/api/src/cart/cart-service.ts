import { createHash } from 'node:crypto';
import {
  DAILY_LIMIT_WINDOW_HOURS,
  MAX_CART_LINES,
  type Cart,
  type CustomizationAnswer,
  type MergeRefusal,
} from '@shop/core/schemas';
import { and, asc, eq, inArray, ne, notInArray, sql, type Placeholder } from 'drizzle-orm';
import { MAX_ID } from '#src/catalog/catalog-query-schemas.ts';
import { hashToken, liveTokenCondition } from '#src/customers/tokens.ts';
import type { Database } from '#src/db/database.ts';
import {
  genericPlansForTransaction,
  namedStatement,
  renderedAround,
} from '#src/db/rendered-sql.ts';
import {
  cartLines,
  carts,
  cartUploads,
  customers,
  customerTokens,
  customizationChoices,
  customizationOptions,
  orderLines,
  orders,
  products,
} from '#src/db/schema.ts';
import { stockOnSale } from '#src/stores/store-suspension.ts';
import { hitRateLimit, type RateLimit } from '#src/customers/rate-limit.ts';
import { ApiHttpError, notFound } from '#src/http/api-errors.ts';
import { LimitError } from '#src/http/cart-errors.ts';
import { cartNotFound, newGuestCartId, type CartOwner } from '#src/cart/cart-owner.ts';
import {
  emptyCart,
  maxQuantityOf,
  readCartIn,
  toCart,
  unitPriceOf,
} from '#src/cart/cart-queries.ts';
import { findCartUploads } from '#src/cart/cart-uploads-store.ts';
import { releasedStatuses } from '#src/orders/order-status.ts';
import type { LiveTokenParams } from '#src/http/role-tokens.ts';

// Every change of a basket runs in one transaction that first locks the cart's row, so changes
// of one cart take turns on both engines (PGlite runs transactions one at a time; PostgreSQL
// makes the second wait for the row). Stock is only taken at checkout (issue 14): each basket
// is capped by the stock left on its own, so many shoppers may each hold the last units.

/** The outer database or the transaction a change runs in (never the outer one inside it). */
type Queryable = Database;

/**
 * Runs a change of a basket in one transaction, which starts with {@link lockCart}. A basket is
 * no money: its commit does not wait for the disk (`synchronous_commit = off`, set by the lock
 * for this transaction only), which lets a PostgreSQL server crash lose the last fraction of a
 * second of basket changes, never half of one, and takes a fifth off an add's time. Orders and
 * payments keep the server's full durability.
 */
function cartChange<T>(db: Database, change: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(change);
}

/** What adding a product needs to know about it, options and choices included. */
export interface CartProduct {
  id: number;
  brandId: number;
  currentPrice: number;
  stockQuantity: number;
  restockable: boolean;
  maxPerOrder: number;
  dailyLimit: number | null;
  options: {
    id: number;
    kind: 'choice' | 'text' | 'file';
    required: boolean;
    choices: { id: number; priceDelta: number }[];
  }[];
}

/** An answer as a line keeps it (`cart_lines.customization`). */
type StoredAnswer = CartLineAnswers[number];
type CartLineAnswers = (typeof cartLines.$inferSelect)['customization'];

/** A customization that passed {@link checkCustomization}. */
export interface CheckedCustomization {
  /** The answers' canonical key ('' for none, see keyOf): lines are told apart by it. */
  key: string;
  answers: StoredAnswer[];
  uploadIds: string[];
  priceDeltas: number[];
}

/**
 * New guest carts one client may start in an hour: each is rows we keep for 30 days, so a
 * flood of them is refused (429 `rate_limited`). A real shopper starts one per browser.
 */
export const newGuestCartsPerClient: RateLimit = { max: 60, windowSeconds: 3600 };

/**
 * Counts a new guest cart of the client at `ip` (request.ip), or answers 429 past
 * {@link newGuestCartsPerClient}. Call it before the change's transaction (it uses `db`).
 */
export async function limitNewGuestCarts(db: Database, ip: string): Promise<void> {
  await hitRateLimit(db, `cart-new:${ip}`, newGuestCartsPerClient);
}

/** An add's bearer token was not live (see {@link AddOwner}): the route answers its refusal. */
export class TokenNotLive extends Error {
  constructor() {
    super('the bearer token is not live');
  }
}

// ── Refusals ────────────────────────────────────────────────────────────────────────────────

function outOfStock(productId: number): ApiHttpError {
  return new ApiHttpError(409, 'out_of_stock', `It's Out of Stock: product ${productId}`);
}

function maxQuantity(limit: number, field: string): LimitError {
  return new LimitError(
    'cart_max_quantity',
    `The maximum quantity is ${limit} (the product's maximum per order or the stock left)`,
    limit,
    field,
  );
}

function quantityLimit(limit: number, field: string): LimitError {
  return new LimitError(
    'cart_quantity_limit',
    `You have exceeded the allowed quantity limit: ${limit} a customer in ${DAILY_LIMIT_WINDOW_HOURS} hours, basket and orders together`,
    limit,
    field,
  );
}

function cartFull(): LimitError {
  return new LimitError(
    'cart_full',
    `A basket holds at most ${MAX_CART_LINES} lines: remove one first`,
    MAX_CART_LINES,
  );
}

function lineNotFound(lineId: number): ApiHttpError {
  return new ApiHttpError(404, 'cart_line_not_found', `No line ${lineId} in this cart`);
}

function invalidAnswer(index: number, part: string, message: string): ApiHttpError {
  return new ApiHttpError(
    400,
    'customization_invalid',
    message,
    `body.customization.${index}.${part}`,
  );
}

// ── Reads inside a change ───────────────────────────────────────────────────────────────────

/**
 * The product with its options and choices as JSON (null when there is none), for the answer
 * of the cart's lock: one round trip less on every add. Written out with aliases, as drizzle
 * leaves the columns of a one-table statement unqualified.
 */
const productJson = renderedAround<CartProduct | null, Placeholder>(
  (productId) => sql`(select json_build_object(
      'id', p.id, 'brandId', p.brand_id, 'currentPrice', p.current_price,
      'stockQuantity', ${stockOnSale(sql.raw('p.brand_id'), sql.raw('p.stock_quantity'), sql.raw('p.id'))}, 'restockable', p.restockable,
      'maxPerOrder', p.max_per_order, 'dailyLimit', p.daily_limit,
      'options', coalesce((select json_agg(json_build_object(
          'id', opt.id, 'kind', opt.kind, 'required', opt.required,
          'choices', coalesce((select json_agg(json_build_object(
              'id', choice.id, 'priceDelta', choice.price_delta))
            from ${customizationChoices} as choice where choice.option_id = opt.id), '[]'::json)))
        from ${customizationOptions} as opt where opt.product_id = p.id), '[]'::json))
    from ${products} as p where p.id = ${productId})`,
);

/** Units of each product in the customer's live orders of the last DAILY_LIMIT_WINDOW_HOURS. */
async function orderedRecently(
  tx: Queryable,
  customerId: number,
  productIds: readonly number[],
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select({
      productId: orderLines.productId,
      units: sql<number>`sum(${orderLines.quantity})::int`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.customerId, customerId),
        inArray(orderLines.productId, [...productIds]),
        sql`${orders.placedAt} > now() - make_interval(hours => ${DAILY_LIMIT_WINDOW_HOURS})`,
        // A cancelled or failed order gave its units back: they count no more.
        notInArray(orders.status, [...releasedStatuses]),
      ),
    )
    .groupBy(orderLines.productId);
  return new Map(rows.map((row) => [row.productId, row.units]));
}

interface LockedCart {
  cartRowId: number;
  /** The guest's id to answer (a new guest cart's too), null for a customer's cart. */
  cartId: string | null;
}

/**
 * Locks the owner's cart row for the rest of the transaction (and marks it changed now). With
 * `create`, a customer's cart is made by an upsert on its unique customer id (first changes at
 * once make one cart) and a guest without an id gets a new cart. A guest's unknown id is a 404
 * `cart_not_found`; otherwise no cart answers undefined. Adds lock with {@link lockCartForAdd}.
 */
async function lockCart(
  tx: Queryable,
  owner: CartOwner,
  create: boolean,
): Promise<LockedCart | undefined> {
  const touched = { updatedAt: sql`now()` };
  const returned = {
    id: carts.id,
    // The transaction's commit need not wait for the disk (see cartChange), set here rather
    // than by a statement of its own: one round trip less on every change.
    asyncCommit: sql`set_config('synchronous_commit', 'off', true)`,
    // And the basket's read after it runs on its generic plan (see genericPlansForTransaction).
    genericPlans: genericPlansForTransaction,
  };
  // Named by shape: PostgreSQL plans each once per connection.
  const shape = `cart_lock_${owner.kind}_${create ? 'create' : 'find'}`;
  let cartId: string | null = null;
  let rows: { id: number; asyncCommit: unknown; genericPlans: unknown }[];
  if (owner.kind === 'customer') {
    rows = create
      ? await tx
          .insert(carts)
          .values({ customerId: owner.customerId })
          .onConflictDoUpdate({ target: carts.customerId, set: touched })
          .returning(returned)
          .prepare(shape)
          .execute()
      : await tx
          .update(carts)
          .set(touched)
          .where(eq(carts.customerId, owner.customerId))
          .returning(returned)
          .prepare(shape)
          .execute();
  } else if (owner.cartId !== null) {
    cartId = owner.cartId;
    rows = await tx
      .update(carts)
      .set(touched)
      .where(eq(carts.guestKeyHash, hashToken(owner.cartId)))
      .returning(returned)
      .prepare(`${shape}_id`)
      .execute();
    if (rows.length === 0) throw cartNotFound();
  } else {
    if (!create) return undefined;
    cartId = newGuestCartId();
    rows = await tx
      .insert(carts)
      .values({ guestKeyHash: hashToken(cartId) })
      .returning(returned)
      .prepare(`${shape}_new`)
      .execute();
  }
  const [row] = rows;
  return row && { cartRowId: row.id, cartId };
}

/**
 * Who adds: a cart owner, or a customer known so far only by the bearer token (`token`), whose
 * token the add's first statement checks itself (one round trip less than a hook's check):
 * a token that is not live finds no cart there (see addLine).
 */
export type AddOwner = CartOwner | { kind: 'token'; token: LiveTokenParams };

type AddShape = {
  owner: 'token' | 'customer' | 'guest_id' | 'guest_new';
  /** The basket takes the product's brand whatever it had (replaceBasket). */
  replace: boolean;
  /** The statement also writes the line (a plain add: no answers, no replaceBasket). */
  write: boolean;
};

/**
 * The first statement of an add, by shape: locks (or makes) the owner's cart row and marks it
 * changed, gives an empty basket the product's brand (`replace`: whatever it had), reads the
 * product with its options and choices (products are not guarded by the cart's lock), sets the
 * asynchronous commit (see cartChange) and, with `write`, adds the units to the plain line of
 * the product (no answers: key '', today's price), which every refusal then rolls back. The
 * limits are checked on the basket read by the next statement, whose snapshot sees every change
 * committed before this lock was granted.
 */
function addStatement({ owner, replace, write }: AddShape) {
  return namedStatement<{ id: number; customerId: number | null; product: CartProduct | null }>(
    `cart_add_${owner}_${replace ? 'replace' : 'keep'}${write ? '_write' : ''}`,
    () => {
      const productId = sql.placeholder('productId');
      const productBrand = sql`(select brand_id from ${products} where id = ${productId})`;
      const touched = sql.raw(
        `updated_at = now(), brand_id = ${replace ? 'excluded.brand_id' : 'coalesce(carts.brand_id, excluded.brand_id)'}`,
      );
      const onCustomer = sql`on conflict (customer_id) do update set ${touched}`;
      const cart = {
        token: sql`insert into ${carts} (customer_id, brand_id)
          select ${customerTokens.customerId}, ${productBrand} from ${customerTokens}
          join ${customers} on ${customers.id} = ${customerTokens.customerId}
            and ${customers.verifiedAt} is not null
          where ${liveTokenCondition} ${onCustomer}`,
        customer: sql`insert into ${carts} (customer_id, brand_id)
          values (${sql.placeholder('customerId')}, ${productBrand}) ${onCustomer}`,
        guest_id: sql`update ${carts} set updated_at = now(), brand_id = ${
          replace ? productBrand : sql`coalesce(${carts.brandId}, ${productBrand})`
        } where ${carts.guestKeyHash} = ${sql.placeholder('keyHash')}`,
        guest_new: sql`insert into ${carts} (guest_key_hash, brand_id)
          values (${sql.placeholder('keyHash')}, ${productBrand})`,
      }[owner];
      const line = sql`, line as (insert into ${cartLines} (cart_id, product_id, quantity, added_unit_price)
          select cart.id, p.id, ${sql.placeholder('quantity')}, greatest(0, p.current_price)
          from cart join ${products} as p on p.id = ${productId}
          on conflict (cart_id, product_id, customization_key) do update set
            quantity = cart_lines.quantity + excluded.quantity,
            added_unit_price = excluded.added_unit_price, updated_at = now())`;
      return sql`with cart as (${cart} returning id, customer_id)${write ? line : sql``}
        select cart.id, cart.customer_id as "customerId", ${productJson(productId)} as product,
          set_config('synchronous_commit', 'off', true) as "asyncCommit",
          ${genericPlansForTransaction} as "genericPlans"
        from cart`;
    },
  );
}

const addStatements = new Map<string, ReturnType<typeof addStatement>>();

/**
 * {@link addStatement} of this shape run for `owner`: the locked cart (undefined when a
 * token is not live) with the product, and the customer whose cart it is. A guest's unknown id
 * is a 404 `cart_not_found`.
 */
async function lockCartForAdd(
  tx: Queryable,
  owner: AddOwner,
  add: { productId: number; replace: boolean; quantity?: number },
): Promise<(LockedCart & { product: CartProduct | null; customerId: number | null }) | undefined> {
  const shape: AddShape = {
    owner: owner.kind === 'guest' ? (owner.cartId === null ? 'guest_new' : 'guest_id') : owner.kind,
    replace: add.replace,
    write: add.quantity !== undefined,
  };
  const key = `${shape.owner}:${shape.replace}:${shape.write}`;
  let statement = addStatements.get(key);
  if (!statement) {
    statement = addStatement(shape);
    addStatements.set(key, statement);
  }
  let cartId: string | null = null;
  const values: Record<string, unknown> = { productId: add.productId, quantity: add.quantity };
  if (owner.kind === 'token') Object.assign(values, owner.token);
  else if (owner.kind === 'customer') values.customerId = owner.customerId;
  else {
    cartId = owner.cartId ?? newGuestCartId();
    values.keyHash = hashToken(cartId);
  }
  const [row] = await statement(tx, values);
  if (!row) {
    if (owner.kind === 'guest') throw cartNotFound();
    return undefined;
  }
  return { cartRowId: row.id, cartId, product: row.product, customerId: row.customerId };
}

/** Forgets the basket's brand once its last line is gone (one statement). */
async function clearBrandIfEmpty(tx: Queryable, cartRowId: number): Promise<void> {
  await tx
    .update(carts)
    .set({ brandId: null })
    .where(
      and(
        eq(carts.id, cartRowId),
        sql`not exists (select 1 from ${cartLines} where ${cartLines.cartId} = ${cartRowId})`,
      ),
    );
}

/** A UTF-16 surrogate without its partner (String#isWellFormed, ES2024, is past our lib). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The sha256 (base64url) of the answers' canonical text (sorted by option, JSON): two lines of a
 * product are one when their answers are. Hashed, so 20 long texts still fit the unique index
 * (a B-tree entry holds at most about 2.7 KB).
 */
function keyOf(answers: readonly StoredAnswer[]): string {
  const canonical = JSON.stringify(
    answers.map((answer) => [
      answer.optionId,
      answer.choiceId ?? null,
      answer.text ?? null,
      answer.uploadId ?? null,
    ]),
  );
  return createHash('sha256').update(canonical).digest('base64url');
}

// ── Customization ───────────────────────────────────────────────────────────────────────────

/**
 * Checks the answers against the product's options: each names one of its options at most once
 * and answers it by its kind (a choice of that option, a text, an upload), and every required
 * option is answered: else 400 `customization_invalid` (naming the answer) or
 * `customization_incomplete`. Whether the uploads are the cart's own is checked in the change.
 */
export function checkCustomization(
  product: CartProduct,
  answers: readonly CustomizationAnswer[],
): CheckedCustomization {
  const optionsById = new Map(product.options.map((option) => [option.id, option]));
  const seen = new Set<number>();
  const stored: StoredAnswer[] = [];
  const priceDeltas: number[] = [];
  answers.forEach((answer, index) => {
    const option = optionsById.get(answer.optionId);
    if (!option) {
      throw invalidAnswer(
        index,
        'optionId',
        `Option ${answer.optionId} is not an option of product ${product.id}`,
      );
    }
    if (seen.has(option.id)) {
      throw invalidAnswer(index, 'optionId', `Option ${option.id} is answered twice`);
    }
    seen.add(option.id);
    const { choiceId, text, uploadId } = answer;
    switch (option.kind) {
      case 'choice': {
        const choice = option.choices.find((item) => item.id === choiceId);
        if (!choice || text !== undefined || uploadId !== undefined) {
          throw invalidAnswer(
            index,
            'choiceId',
            `Option ${option.id} takes one of its choices (choiceId), nothing else`,
          );
        }
        stored.push({ optionId: option.id, choiceId: choice.id });
        priceDeltas.push(choice.priceDelta);
        break;
      }
      case 'text':
        if (text === undefined || choiceId !== undefined || uploadId !== undefined) {
          throw invalidAnswer(index, 'text', `Option ${option.id} takes a text, nothing else`);
        }
        // A lone surrogate has no UTF-8 form: the answers' JSON could not be stored.
        if (LONE_SURROGATE.test(text)) {
          throw invalidAnswer(index, 'text', 'The text is not valid Unicode');
        }
        stored.push({ optionId: option.id, text });
        break;
      case 'file':
        if (uploadId === undefined || choiceId !== undefined || text !== undefined) {
          throw invalidAnswer(
            index,
            'uploadId',
            `Option ${option.id} takes an uploaded file (uploadId), nothing else`,
          );
        }
        stored.push({ optionId: option.id, uploadId: uploadId.toLowerCase() });
        break;
    }
  });
  const missing = product.options.filter((option) => option.required && !seen.has(option.id));
  if (missing.length > 0) {
    throw new ApiHttpError(
      400,
      'customization_incomplete',
      `Complete select all options: ${missing.map((option) => option.id).join(', ')} required`,
      'body.customization',
    );
  }
  stored.sort((a, b) => a.optionId - b.optionId);
  return {
    key: stored.length === 0 ? '' : keyOf(stored),
    answers: stored,
    uploadIds: stored.flatMap((answer) => (answer.uploadId ? [answer.uploadId] : [])),
    priceDeltas,
  };
}

/** 400 `customization_invalid` unless every upload named is one of this cart's. */
async function requireOwnUploads(
  tx: Queryable,
  cartRowId: number,
  customization: CheckedCustomization,
  answers: readonly CustomizationAnswer[],
): Promise<void> {
  if (customization.uploadIds.length === 0) return;
  const found = await findCartUploads(tx, cartRowId, customization.uploadIds);
  const own = new Set(found.map((row) => row.id));
  const index = answers.findIndex(
    (answer) => answer.uploadId !== undefined && !own.has(answer.uploadId.toLowerCase()),
  );
  if (index >= 0) {
    throw invalidAnswer(index, 'uploadId', 'No such upload in this cart: upload the file first');
  }
}

// ── Changes ─────────────────────────────────────────────────────────────────────────────────

export interface AddLine {
  productId: number;
  quantity: number;
  /** The answers as sent. */
  answers: readonly CustomizationAnswer[];
  replaceBasket: boolean;
}

/** 409 `out_of_stock` when none is left (out of stock or sold out). */
function requireInStock(product: CartProduct): void {
  if (product.stockQuantity <= 0) throw outOfStock(product.id);
}

/**
 * Adds units to the owner's basket (to the line with the same customization, else a new line),
 * or refuses and changes nothing: an unknown product (404), none in stock, a customization that
 * does not fit (400), another brand (unless `replaceBasket`), a full basket, more of the product
 * than its maximum per order or the stock left, past its daily limit for a signed-in customer.
 * `addedUnitPrice` becomes today's price of the line. Answers the basket as committed.
 *
 * The write comes first and the limits are checked on the basket it leaves, read in the same
 * transaction (a refusal rolls it back): for a plain add two statements in all (the lock with
 * the product and the write, then the read that is also the answer), one more for answers or
 * replaceBasket (the write, after the customization is checked). A `token` owner whose token is
 * not live throws {@link TokenNotLive} (nothing written).
 */
export function addLine(db: Database, owner: AddOwner, add: AddLine): Promise<Cart> {
  const { productId, quantity, answers, replaceBasket } = add;
  // A plain add (no answers, no replaceBasket) is written by the lock's own statement.
  const plain = answers.length === 0 && !replaceBasket;
  return cartChange(db, async (tx) => {
    const cart = await lockCartForAdd(tx, owner, {
      productId: productId > MAX_ID ? 0 : productId,
      replace: replaceBasket,
      ...(plain ? { quantity } : {}),
    });
    if (!cart) {
      if (owner.kind === 'token') throw new TokenNotLive();
      throw new Error('addLine: lockCart made no cart');
    }
    const { product, cartRowId, customerId } = cart;
    if (!product) throw notFound('Product', productId, 'body.productId');
    requireInStock(product);
    const customization = checkCustomization(product, answers);
    if (!plain) {
      await requireOwnUploads(tx, cartRowId, customization, answers);
      if (replaceBasket) {
        await tx.delete(cartLines).where(
          and(
            eq(cartLines.cartId, cartRowId),
            sql`${cartLines.productId} in (select ${products.id} from ${products}
              where ${products.brandId} <> ${product.brandId})`,
          ),
        );
      }
      const addedUnitPrice = unitPriceOf(product.currentPrice, customization.priceDeltas);
      await tx
        .insert(cartLines)
        .values({
          cartId: cartRowId,
          productId: product.id,
          quantity,
          customizationKey: customization.key,
          customization: customization.answers,
          uploadIds: customization.uploadIds,
          addedUnitPrice,
        })
        .onConflictDoUpdate({
          target: [cartLines.cartId, cartLines.productId, cartLines.customizationKey],
          set: {
            quantity: sql`${cartLines.quantity} + excluded.quantity`,
            addedUnitPrice,
            updatedAt: sql`now()`,
          },
        })
        .prepare('cart_line_add')
        .execute();
    }
    let state = await readCartIn(tx, cartRowId);
    if (state.lines.some((line) => line.brandId !== product.brandId)) {
      throw new ApiHttpError(
        409,
        'cart_brand_conflict',
        'The basket holds another brand: reset it and add this product, or keep it',
        'body.productId',
      );
    }
    if (state.lines.length > MAX_CART_LINES) throw cartFull();
    const units = state.lines.reduce(
      (sum, line) => sum + (line.id === product.id ? line.quantity : 0),
      0,
    );
    const cap = maxQuantityOf(product);
    if (units > cap) throw maxQuantity(cap, 'body.quantity');
    if (customerId !== null && product.dailyLimit !== null) {
      const ordered = await orderedRecently(tx, customerId, [product.id]);
      if (units + (ordered.get(product.id) ?? 0) > product.dailyLimit) {
        throw quantityLimit(product.dailyLimit, 'body.quantity');
      }
    }
    if (state.brandId !== product.brandId) {
      // A brand left on a basket whose lines went with their products (deleted): put right.
      await tx.update(carts).set({ brandId: product.brandId }).where(eq(carts.id, cartRowId));
      state = await readCartIn(tx, cartRowId);
    }
    return toCart(cart.cartId, state);
  });
}

/**
 * Sets a line's quantity (0 removes it). More units face the limits of adding (stock, maximum
 * per order, daily limit); fewer are always allowed, even while still above a lowered stock, so
 * a shopper can step down towards what is left. 404 `cart_line_not_found` for a line not in the
 * owner's cart.
 */
export function setLineQuantity(
  db: Database,
  owner: CartOwner,
  lineId: number,
  quantity: number,
): Promise<Cart> {
  return cartChange(db, async (tx) => {
    const cart = await lockCart(tx, owner, false);
    if (!cart || lineId > MAX_ID) throw lineNotFound(lineId);
    const { cartRowId } = cart;
    const [line] = await tx
      .select({
        quantity: cartLines.quantity,
        productId: products.id,
        stockQuantity: stockOnSale(products.brandId, products.stockQuantity, products.id),
        maxPerOrder: products.maxPerOrder,
        dailyLimit: products.dailyLimit,
      })
      .from(cartLines)
      .innerJoin(products, eq(products.id, cartLines.productId))
      .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartRowId)));
    if (!line) throw lineNotFound(lineId);
    if (quantity === 0) {
      await tx.delete(cartLines).where(eq(cartLines.id, lineId));
      await clearBrandIfEmpty(tx, cartRowId);
      return toCart(cart.cartId, await readCartIn(tx, cartRowId));
    }
    if (quantity > line.quantity) {
      if (line.stockQuantity <= 0) throw outOfStock(line.productId);
      const [others] = await tx
        .select({ units: sql<number>`coalesce(sum(${cartLines.quantity}), 0)::int` })
        .from(cartLines)
        .where(
          and(
            eq(cartLines.cartId, cartRowId),
            eq(cartLines.productId, line.productId),
            ne(cartLines.id, lineId),
          ),
        );
      const units = quantity + (others?.units ?? 0);
      const cap = maxQuantityOf(line);
      if (units > cap) throw maxQuantity(cap, 'body.quantity');
      if (owner.kind === 'customer' && line.dailyLimit !== null) {
        const ordered = await orderedRecently(tx, owner.customerId, [line.productId]);
        if (units + (ordered.get(line.productId) ?? 0) > line.dailyLimit) {
          throw quantityLimit(line.dailyLimit, 'body.quantity');
        }
      }
    }
    await tx
      .update(cartLines)
      .set({ quantity, updatedAt: sql`now()` })
      .where(eq(cartLines.id, lineId));
    return toCart(cart.cartId, await readCartIn(tx, cartRowId));
  });
}

/** Removes a line of the owner's basket; 404 `cart_line_not_found` when it is not there. */
export function removeLine(db: Database, owner: CartOwner, lineId: number): Promise<Cart> {
  return cartChange(db, async (tx) => {
    const cart = await lockCart(tx, owner, false);
    if (!cart || lineId > MAX_ID) throw lineNotFound(lineId);
    const removed = await tx
      .delete(cartLines)
      .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cart.cartRowId)))
      .returning({ id: cartLines.id });
    if (removed.length === 0) throw lineNotFound(lineId);
    await clearBrandIfEmpty(tx, cart.cartRowId);
    return toCart(cart.cartId, await readCartIn(tx, cart.cartRowId));
  });
}

/** Empties the owner's basket (its brand too); an empty answer when there is no cart at all. */
export function clearCart(db: Database, owner: CartOwner): Promise<Cart> {
  return cartChange(db, async (tx) => {
    const cart = await lockCart(tx, owner, false);
    if (!cart) return emptyCart(null);
    await tx.delete(cartLines).where(eq(cartLines.cartId, cart.cartRowId));
    await tx.update(carts).set({ brandId: null }).where(eq(carts.id, cart.cartRowId));
    return emptyCart(cart.cartId);
  });
}

/**
 * Pours a guest's cart into the customer's, by the rules of adding, in one transaction: lines of
 * another brand than a non-empty customer basket's are refused (`cart_brand_conflict`; into an
 * empty one the guest's brand comes along), quantities are capped by the stock, the maximum per
 * order and the daily limit (the rest refused with that limit's code and `limit`), new lines past
 * MAX_CART_LINES are refused (`cart_full`). The uploads of the lines taken move along; the guest
 * cart is deleted. An unknown guest cart (or one merged already) is a 404 `cart_not_found`.
 */
export function mergeGuestCart(
  db: Database,
  customerId: number,
  guestCartId: string,
): Promise<{ cart: Cart; refused: MergeRefusal[] }> {
  return cartChange(db, async (tx) => {
    // The guest's first, then the customer's: every merge locks in this order, adds lock one.
    const [guest] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(eq(carts.guestKeyHash, hashToken(guestCartId)))
      .for('update');
    if (!guest) throw cartNotFound();
    const own = await lockCart(tx, { kind: 'customer', customerId }, true);
    if (!own) throw new Error('mergeGuestCart: lockCart made no cart');
    const { cartRowId } = own;
    const guestLines = await tx
      .select({
        productId: cartLines.productId,
        quantity: cartLines.quantity,
        customizationKey: cartLines.customizationKey,
        customization: cartLines.customization,
        uploadIds: cartLines.uploadIds,
        addedUnitPrice: cartLines.addedUnitPrice,
        brandId: products.brandId,
        stockQuantity: stockOnSale(products.brandId, products.stockQuantity, products.id),
        maxPerOrder: products.maxPerOrder,
        dailyLimit: products.dailyLimit,
      })
      .from(cartLines)
      .innerJoin(products, eq(products.id, cartLines.productId))
      .where(eq(cartLines.cartId, guest.id))
      .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
    const ownLines = await tx
      .select({
        id: cartLines.id,
        productId: cartLines.productId,
        quantity: cartLines.quantity,
        customizationKey: cartLines.customizationKey,
        brandId: products.brandId,
      })
      .from(cartLines)
      .innerJoin(products, eq(products.id, cartLines.productId))
      .where(eq(cartLines.cartId, cartRowId));
    const limited = [
      ...new Set(guestLines.flatMap((line) => (line.dailyLimit === null ? [] : [line.productId]))),
    ];
    const ordered = await orderedRecently(tx, customerId, limited);

    // The customer's basket keeps its brand (that of its lines); an empty one takes the guest's.
    let brandId = ownLines[0]?.brandId ?? null;
    let lineCount = ownLines.length;
    const units = new Map<number, number>();
    for (const line of ownLines) {
      units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
    }
    const lineKey = (productId: number, key: string) => `${productId}\n${key}`;
    const byKey = new Map(
      ownLines.map((line) => [lineKey(line.productId, line.customizationKey), line.id]),
    );
    const refused: MergeRefusal[] = [];
    const movedUploads: string[] = [];
    for (const line of guestLines) {
      const { productId, quantity } = line;
      if (brandId !== null && line.brandId !== brandId) {
        refused.push({ productId, quantity, code: 'cart_brand_conflict' });
        continue;
      }
      if (line.stockQuantity <= 0) {
        refused.push({ productId, quantity, code: 'out_of_stock' });
        continue;
      }
      const existing = byKey.get(lineKey(productId, line.customizationKey));
      if (existing === undefined && lineCount >= MAX_CART_LINES) {
        refused.push({ productId, quantity, code: 'cart_full', limit: MAX_CART_LINES });
        continue;
      }
      const held = units.get(productId) ?? 0;
      const cap = maxQuantityOf(line);
      let room = cap - held;
      let refusal: Pick<MergeRefusal, 'code' | 'limit'> = { code: 'cart_max_quantity', limit: cap };
      if (line.dailyLimit !== null) {
        const dailyRoom = line.dailyLimit - held - (ordered.get(productId) ?? 0);
        if (dailyRoom < room) {
          room = dailyRoom;
          refusal = { code: 'cart_quantity_limit', limit: line.dailyLimit };
        }
      }
      const taken = Math.max(0, Math.min(quantity, room));
      if (taken < quantity) refused.push({ productId, quantity: quantity - taken, ...refusal });
      if (taken === 0) continue;
      if (existing === undefined) {
        const [inserted] = await tx
          .insert(cartLines)
          .values({
            cartId: cartRowId,
            productId,
            quantity: taken,
            customizationKey: line.customizationKey,
            customization: line.customization,
            uploadIds: line.uploadIds,
            // A price change since the guest added it stays visible on the line.
            addedUnitPrice: line.addedUnitPrice,
          })
          .returning({ id: cartLines.id });
        if (inserted) byKey.set(lineKey(productId, line.customizationKey), inserted.id);
        lineCount += 1;
      } else {
        await tx
          .update(cartLines)
          .set({ quantity: sql`${cartLines.quantity} + ${taken}`, updatedAt: sql`now()` })
          .where(eq(cartLines.id, existing));
      }
      units.set(productId, held + taken);
      brandId = line.brandId;
      movedUploads.push(...line.uploadIds);
    }
    if (movedUploads.length > 0) {
      await tx
        .update(cartUploads)
        .set({ cartId: cartRowId })
        .where(and(eq(cartUploads.cartId, guest.id), inArray(cartUploads.id, movedUploads)));
    }
    // Its lines and the uploads left behind go with it (cascade).
    await tx.delete(carts).where(eq(carts.id, guest.id));
    await tx
      .update(carts)
      .set({ brandId: lineCount > 0 ? brandId : null })
      .where(eq(carts.id, cartRowId));
    return { cart: toCart(null, await readCartIn(tx, cartRowId)), refused };
  });
}
