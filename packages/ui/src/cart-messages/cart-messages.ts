import type { Namespace, TFunction } from 'i18next';

/**
 * The cart's success texts as translation keys, for the app's toasts: `notify(t(key, { name }))`
 * with `t` of `useTranslation(['cart'])` (a namespace list types prefixed keys) or `i18n.t`.
 */
export const cartMessages = {
  /** R8.25: "Fresh milk was added to your cart." (`name`). */
  productAdded: 'cart:messages.productAdded',
  /** R8.26, different from R8.25: "Your customized Celebration cake was added to your cart." */
  customizedProductAdded: 'cart:messages.customizedProductAdded',
  /** "Cart updated." after a quantity change (for the sidebar's or screen's `notice`). */
  cartUpdated: 'cart:messages.cartUpdated',
  /** "Fresh milk was removed from your cart." (`name`). */
  lineRemoved: 'cart:messages.lineRemoved',
} as const;

/** A refusal of the cart API, as its error array holds it. */
export interface CartApiError {
  code: string;
  message: string;
  /** The limit it went past (`cart_max_quantity`, `cart_quantity_limit`). */
  limit?: number;
}

/**
 * The text of a cart refusal in the active language: `errors:api.<code>` with its `limit`
 * ("the maximum quantity is 3", "It's Out of Stock", "You have exceeded the allowed quantity
 * limit" …), or the generic "Something went wrong" for a code without a text. A maximum without
 * its number says so in words rather than show a dangling "is".
 *
 * @example
 * ```ts
 * const { t } = useTranslation();
 * setNotice({ tone: 'error', text: cartErrorMessage(t, errors[0]) });
 * ```
 */
export function cartErrorMessage<Ns extends Namespace, KPrefix>(
  t: TFunction<Ns, KPrefix>,
  error: CartApiError,
): string {
  // Keys with their namespace, whatever `t`'s own; the code comes from the API, so any code
  // without a text falls back to the generic one.
  const keys =
    error.code === 'cart_max_quantity' && error.limit === undefined
      ? ['cart:messages.maxQuantityReached']
      : [`errors:api.${error.code}`, 'errors:internalDescription'];
  const text: unknown = t(keys as never, { limit: error.limit } as never);
  return typeof text === 'string' ? text : '';
}
