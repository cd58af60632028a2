import {
  createListenerMiddleware,
  createSlice,
  isAnyOf,
  type PayloadAction,
} from '@reduxjs/toolkit';
import type { AddCartLineRequest, Cart, CartLine } from '#cart/cart-schemas.ts';
import { CART_ID_COOKIE, CART_ID_PATTERN, CART_ID_STORAGE_KEY } from '#cart/cart-constants.ts';
import { customerCleared, sessionEnded } from '#customer/customer-slice.ts';
import { readCookie, safeStorage, writeCookie } from '#preferences/cookies.ts';

/**
 * Which overlay of the basket is open: one typed union, so two can never be open at once
 * (STYLE.md). `customize` and `brandConflict` carry what they need to finish the add.
 */
export type CartOverlay =
  | { kind: 'none' }
  | { kind: 'sidebar' }
  | { kind: 'customize'; productSlug: string }
  | {
      kind: 'brandConflict';
      /** The add the API refused with `cart_brand_conflict`, to send again with `replaceBasket`. */
      request: AddCartLineRequest;
      /** The new product's name in both languages, for the dialog's text. */
      productName: { name: string; nameEn: string };
      /** The new product's slug (Customize opens with it if the product needs options). */
      productSlug?: string;
    }
  | { kind: 'payInFour'; amount: number; currency: string };

/**
 * What the UI needs of the cart beyond RTK Query's cache: the guest's cart id (sent as
 * X-Cart-Id), the last answer of the API (so the header's count and the first render need no
 * RTK Query on catalog pages) and which overlay is open.
 */
export interface CartState {
  cartId: string;
  cart: Cart | null;
  overlay: CartOverlay;
}

const initialState: CartState = { cartId: '', cart: null, overlay: { kind: 'none' } };

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** The API answered the cart (any cart call); a guest's new cart id is kept. */
    cartReceived(state, action: PayloadAction<Cart>) {
      state.cart = action.payload;
      if (action.payload.cartId) state.cartId = action.payload.cartId;
    },
    /** A quantity change shown at once; the answer (or the refusal's rollback) follows. */
    lineQuantityChanged(state, action: PayloadAction<{ lineId: number; quantity: number }>) {
      if (!state.cart) return;
      const { lineId, quantity } = action.payload;
      state.cart.lines =
        quantity === 0
          ? state.cart.lines.filter((line) => line.id !== lineId)
          : state.cart.lines.map((line: CartLine) =>
              line.id === lineId ? { ...line, quantity } : line,
            );
      state.cart.itemCount = state.cart.lines.reduce((sum, line) => sum + line.quantity, 0);
    },
    /** The guest's basket joined the customer's at sign-in: its id is done with. */
    guestCartMerged(state, action: PayloadAction<Cart>) {
      state.cartId = '';
      state.cart = action.payload;
    },
    /** A guest cart the API no longer knows (404 `cart_not_found`), or merged at sign-in. */
    cartIdForgotten(state) {
      state.cartId = '';
      state.cart = null;
    },
    /** A cart id restored from the browser (localStorage or cookie) at start. */
    cartIdRestored(state, action: PayloadAction<string>) {
      if (CART_ID_PATTERN.test(action.payload)) state.cartId = action.payload;
    },
    overlayOpened(state, action: PayloadAction<Exclude<CartOverlay, { kind: 'none' }>>) {
      state.overlay = action.payload;
    },
    overlayClosed(state) {
      state.overlay = { kind: 'none' };
    },
  },
  extraReducers: (builder) => {
    // Signed out: the basket shown was the customer's; a guest starts with none.
    builder.addMatcher(isAnyOf(customerCleared, sessionEnded), () => initialState);
  },
  selectors: {
    selectCartId: (state) => state.cartId,
    selectCart: (state) => state.cart,
    selectCartCount: (state) => state.cart?.itemCount ?? 0,
    selectCartOverlay: (state) => state.overlay,
  },
});

export const {
  cartReceived,
  lineQuantityChanged,
  guestCartMerged,
  cartIdForgotten,
  cartIdRestored,
  overlayOpened,
  overlayClosed,
} = cartSlice.actions;
export const { selectCartId, selectCart, selectCartCount, selectCartOverlay } = cartSlice.selectors;

/** A guest cart id lives as long as the API keeps an untouched guest cart (30 days). */
export const CART_ID_MAX_AGE_S = 60 * 60 * 24 * 30;

/** The guest's cart id as the server knows it (the cookie), or ''. */
export function cartIdOfRequest(request: Request): string {
  const value = readCookie(request.headers.get('Cookie'), CART_ID_COOKIE) ?? '';
  return CART_ID_PATTERN.test(value) ? value : '';
}

/** The guest's cart id saved in this browser (localStorage first, then the cookie), or ''. */
export function readSavedCartId(): string {
  const saved =
    safeStorage.get(CART_ID_STORAGE_KEY) ??
    (typeof document === 'undefined' ? undefined : readCookie(document.cookie, CART_ID_COOKIE));
  return saved && CART_ID_PATTERN.test(saved) ? saved : '';
}

/** Writes the guest's cart id to localStorage and the cookie ('' removes both). */
export function saveCartId(cartId: string): void {
  if (cartId) safeStorage.set(CART_ID_STORAGE_KEY, cartId);
  else {
    try {
      globalThis.localStorage?.removeItem(CART_ID_STORAGE_KEY);
    } catch {
      // storage disabled
    }
  }
  writeCookie(CART_ID_COOKIE, cartId, cartId ? CART_ID_MAX_AGE_S : 0);
}

/** Saves every change of the guest's cart id (one per store). */
export function createCartPersistence() {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(cartReceived, guestCartMerged, cartIdForgotten, cartIdRestored),
    effect: (_action, api) => {
      const { cartId } = (api.getState() as { cart: CartState }).cart;
      if (cartId !== readSavedCartId()) saveCartId(cartId);
    },
  });
  return listener;
}
