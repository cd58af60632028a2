import {
  addCartLineSchema,
  CART_ID_HEADER,
  cartLineParamsSchema,
  cartSchema,
  MAX_CART_LINES,
  mergeCartResultSchema,
  mergeCartSchema,
  updateCartLineSchema,
} from '@shop/core/schemas';
import {
  adderOf,
  answerAddError,
  cartNotFound,
  cartOwner,
  guestOwner,
  identifyAdder,
  identifyCartOwner,
} from '#src/cart/cart-owner.ts';
import { emptyCart, readCart, readCustomerCart } from '#src/cart/cart-queries.ts';
import {
  addLine,
  clearCart,
  limitNewGuestCarts,
  mergeGuestCart,
  removeLine,
  setLineQuantity,
  TokenNotLive,
} from '#src/cart/cart-service.ts';
import {
  bearerToken,
  hashToken,
  liveTokenParams,
  requireCustomer,
  sessionEnded,
  signedInCustomer,
} from '#src/customers/tokens.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { cartErrors } from '#src/http/cart-errors.ts';
import { neverCached } from '#src/http/http-cache.ts';
import { refuseToken } from '#src/http/role-tokens.ts';

const whose =
  `A signed-in customer's basket (Authorization), else the guest's of \`${CART_ID_HEADER}\` ` +
  '(none yet: an empty basket; an unknown one: 404 cart_not_found).';

/**
 * `Cart`: the basket (issue 13). One brand per basket (R4.20); limits answer 409 with their code
 * and `limit`; every amount is computed here, in minor units. Every answer is the whole cart.
 */
export const cartRoutes: FeatureRoutes = (app, { db, tokenTtlDays }, done) => {
  const onRequest = identifyCartOwner(db, tokenTtlDays);
  const tags = ['Cart'];
  const cartAnswer = { 200: cartSchema, ...cartErrors };
  app.addHook('onSend', neverCached);

  app.get(
    '/Cart',
    {
      schema: {
        tags,
        summary: 'The basket with current prices, line totals, problems and the brand terms',
        description: whose,
        response: cartAnswer,
      },
    },
    // The owner is found here rather than by identifyCartOwner: a customer's read is one
    // statement from the token to the lines (readCustomerCart), the 401 of a dead token included.
    async (request) => {
      if (request.headers.authorization !== undefined) {
        const token = bearerToken(request);
        const cart = await readCustomerCart(db, token, tokenTtlDays);
        if (!cart) {
          return refuseToken(db, 'customer', liveTokenParams(token, tokenTtlDays), sessionEnded());
        }
        return cart;
      }
      const { cartId } = guestOwner(request);
      if (cartId === null) return emptyCart(null);
      const cart = await readCart(db, { guestKeyHash: hashToken(cartId) }, cartId);
      if (!cart) throw cartNotFound();
      return cart;
    },
  );

  app.post(
    '/Cart/Line',
    {
      // The token is checked by the add's own first statement (see identifyAdder).
      onRequest: identifyAdder(tokenTtlDays),
      errorHandler: answerAddError(db),
      schema: {
        tags,
        summary:
          'Add units of a product (to its line with the same customization, else a new line)',
        description:
          `${whose} A guest without a cart gets one (its id in \`cartId\`). 404 not_found ` +
          'for an unknown product; 409 out_of_stock, cart_brand_conflict (unless ' +
          'replaceBasket), cart_full (a new line past ' +
          `${MAX_CART_LINES}), cart_max_quantity and cart_quantity_limit (with \`limit\`); ` +
          '400 customization_incomplete or customization_invalid. A refused add changes nothing.',
        body: addCartLineSchema,
        response: cartAnswer,
      },
    },
    async (request) => {
      const owner = adderOf(request);
      const { productId, quantity, customization, replaceBasket } = request.body;
      if (owner.kind === 'guest' && owner.cartId === null) await limitNewGuestCarts(db, request.ip);
      try {
        return await addLine(db, owner, {
          productId,
          quantity,
          answers: customization,
          replaceBasket,
        });
      } catch (error) {
        if (!(error instanceof TokenNotLive) || owner.kind !== 'token') throw error;
        return refuseToken(db, 'customer', owner.token, sessionEnded());
      }
    },
  );

  app.put(
    '/Cart/Line/:lineId',
    {
      onRequest,
      schema: {
        tags,
        summary: "Set a line's quantity (0 removes it)",
        description:
          `${whose} More units face the limits of adding (409 with \`limit\`); fewer are ` +
          'always allowed. 404 cart_line_not_found for a line not in this basket.',
        params: cartLineParamsSchema,
        body: updateCartLineSchema,
        response: cartAnswer,
      },
    },
    async (request) => {
      return setLineQuantity(db, cartOwner(request), request.params.lineId, request.body.quantity);
    },
  );

  app.delete(
    '/Cart/Line/:lineId',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Remove a line',
        description: `${whose} 404 cart_line_not_found for a line not in this basket.`,
        params: cartLineParamsSchema,
        response: cartAnswer,
      },
    },
    async (request) => removeLine(db, cartOwner(request), request.params.lineId),
  );

  app.delete(
    '/Cart',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Empty the basket (its brand too)',
        description: whose,
        response: cartAnswer,
      },
    },
    async (request) => clearCart(db, cartOwner(request)),
  );

  app.post(
    '/Cart/Merge',
    {
      onRequest: requireCustomer(db, tokenTtlDays),
      schema: {
        tags,
        summary: "Pour a guest's cart into the signed-in customer's (after sign-in or sign-up)",
        description:
          'By the rules of adding: what cannot move is listed in `refused` with its code (and ' +
          '`limit`), never dropped silently. The guest cart is deleted, so merging it again ' +
          'answers 404 cart_not_found, as an unknown one does. 401 without a live token.',
        body: mergeCartSchema,
        response: { 200: mergeCartResultSchema, ...cartErrors },
      },
    },
    async (request) => {
      const { customer } = signedInCustomer(request);
      return mergeGuestCart(db, customer.id, request.body.cartId);
    },
  );

  done();
};
