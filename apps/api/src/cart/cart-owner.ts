import { randomBytes } from 'node:crypto';
import { CART_ID_HEADER, CART_ID_PATTERN } from '@shop/core/schemas';
import { eq, sql } from 'drizzle-orm';
import type {
  FastifyError,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onRequestHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import type { Database } from '#src/db/database.ts';
import { carts } from '#src/db/schema.ts';
import {
  bearerToken,
  hashToken,
  liveTokenParams,
  requireCustomer,
  requireLiveCustomerToken,
  signedInCustomer,
} from '#src/customers/tokens.ts';
import { ApiHttpError, handleError } from '#src/http/api-errors.ts';
import type { LiveTokenParams } from '#src/http/role-tokens.ts';

/** Anything that runs queries: the database or a transaction of it. */
type Queryable = Pick<Database, 'insert' | 'select' | 'execute'>;

export type CartRow = typeof carts.$inferSelect;

/**
 * Whose cart a request is about: a signed-in customer's (by the token), or a guest's (by the
 * `X-Cart-Id` it sent; null when it sent none, i.e. has no cart yet).
 */
export type CartOwner =
  { kind: 'customer'; customerId: number } | { kind: 'guest'; cartId: string | null };

const owners = new WeakMap<FastifyRequest, CartOwner>();

export function cartNotFound(): ApiHttpError {
  return new ApiHttpError(
    404,
    'cart_not_found',
    'No such cart: it expired, was merged at sign-in, or is not yours',
  );
}

/**
 * onRequest hook of the cart routes. With `Authorization` the token must be live (else 401, as
 * every customer route) and the cart is the customer's; without it the caller is a guest whose
 * `X-Cart-Id` must look like one (else 404 `cart_not_found`, as an unknown one).
 */
export function identifyCartOwner(db: Database, tokenTtlDays: number): onRequestAsyncHookHandler {
  const customerHook = requireCustomer(db, tokenTtlDays);
  return async function identify(request, reply) {
    if (request.headers.authorization !== undefined) {
      await customerHook.call(this, request, reply);
      owners.set(request, { kind: 'customer', customerId: signedInCustomer(request).customer.id });
      return;
    }
    owners.set(request, guestOwner(request));
  };
}

const adders = new WeakMap<FastifyRequest, AdderState>();

interface AdderState {
  owner: CartOwner | { kind: 'token'; token: LiveTokenParams };
  /** The handler ran (and checked the token itself); false while an earlier step may fail. */
  handled: boolean;
}

/**
 * onRequest hook of adding a line: as {@link identifyCartOwner}, except that a bearer token is
 * not looked up here but by the add's own first statement (one round trip less on every add).
 * Whatever fails before the handler runs (a body that is not JSON, a validation error) answers
 * through {@link answerAddError}, which checks the token first, so a dead token still answers
 * 401 before anything else, as on every customer route.
 */
export function identifyAdder(tokenTtlDays: number): onRequestHookHandler {
  return function identify(request, _reply, done) {
    try {
      const owner =
        request.headers.authorization === undefined
          ? guestOwner(request)
          : { kind: 'token' as const, token: liveTokenParams(bearerToken(request), tokenTtlDays) };
      adders.set(request, { owner, handled: false });
    } catch (error) {
      done(error as FastifyError);
      return;
    }
    done();
  };
}

/** The adder found by {@link identifyAdder}, from the handler (which checks the token). */
export function adderOf(request: FastifyRequest): AdderState['owner'] {
  const state = adders.get(request);
  if (!state) throw new Error('adderOf: the route lacks the identifyAdder hook');
  state.handled = true;
  return state.owner;
}

/**
 * The error handler of adding a line: an error before the handler ran is answered only once the
 * token is known live (else its 401, or 403 for another role's token).
 */
export function answerAddError(db: Database): NonNullable<RouteShorthandOptions['errorHandler']> {
  return (error, request, reply) => {
    const state = adders.get(request);
    if (!state || state.handled || state.owner.kind !== 'token') {
      handleError(error, request, reply);
      return;
    }
    // Answered once the check is done (Fastify waits for the send).
    requireLiveCustomerToken(db, state.owner.token).then(
      () => handleError(error, request, reply),
      (refusal: unknown) => handleError(refusal as FastifyError, request, reply),
    );
  };
}

/**
 * A guest caller by its `X-Cart-Id` (cartId null when it sent none); 404 `cart_not_found` when
 * the header does not look like one, as for an unknown one.
 */
export function guestOwner(request: FastifyRequest): CartOwner & { kind: 'guest' } {
  const header = request.headers[CART_ID_HEADER.toLowerCase()];
  if (header === undefined) return { kind: 'guest', cartId: null };
  if (typeof header !== 'string' || !CART_ID_PATTERN.test(header)) throw cartNotFound();
  return { kind: 'guest', cartId: header };
}

/** The owner found by {@link identifyCartOwner}. */
export function cartOwner(request: FastifyRequest): CartOwner {
  const owner = owners.get(request);
  if (!owner) throw new Error('cartOwner: the route lacks the identifyCartOwner hook');
  return owner;
}

/** A new guest cart id: 32 random bytes, base64url (43 characters); only its hash is stored. */
export function newGuestCartId(): string {
  return randomBytes(32).toString('base64url');
}

/** The guest cart of an id, or undefined (unknown ids and customers' carts alike). */
export async function findGuestCart(db: Queryable, cartId: string): Promise<CartRow | undefined> {
  const [row] = await db
    .select()
    .from(carts)
    .where(eq(carts.guestKeyHash, hashToken(cartId)))
    .limit(1);
  return row;
}

/**
 * The owner's cart, or undefined when it has none. A guest's unknown id is a 404
 * `cart_not_found`: it expired, was merged, or was never this shopper's.
 */
export async function findCart(db: Queryable, owner: CartOwner): Promise<CartRow | undefined> {
  if (owner.kind === 'customer') {
    const [row] = await db
      .select()
      .from(carts)
      .where(eq(carts.customerId, owner.customerId))
      .limit(1);
    return row;
  }
  if (owner.cartId === null) return undefined;
  const row = await findGuestCart(db, owner.cartId);
  if (!row) throw cartNotFound();
  return row;
}

/**
 * The owner's cart, made when it has none: a customer's by an upsert on its unique customer id
 * (two first adds at once make one cart), a guest's with a new id, answered as `newCartId` for
 * the guest to keep.
 */
export async function findOrCreateCart(
  db: Queryable,
  owner: CartOwner,
): Promise<{ cart: CartRow; newCartId: string | null }> {
  const found = await findCart(db, owner);
  if (found) return { cart: found, newCartId: null };
  if (owner.kind === 'customer') {
    const [row] = await db
      .insert(carts)
      .values({ customerId: owner.customerId })
      .onConflictDoUpdate({ target: carts.customerId, set: { updatedAt: sql`${carts.updatedAt}` } })
      .returning();
    return { cart: row!, newCartId: null };
  }
  const newCartId = newGuestCartId();
  const [row] = await db
    .insert(carts)
    .values({ guestKeyHash: hashToken(newCartId) })
    .returning();
  return { cart: row!, newCartId };
}
