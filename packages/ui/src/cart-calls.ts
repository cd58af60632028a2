// The basket's calls (RTK Query, the toasts), for code that loads them on demand: the overlays,
// or a shop front's own flows. `@shop/ui/cart-flows` imports them with the first press.
export {
  addToCart,
  cartErrorText,
  mergeGuestCart,
  type AddedProduct,
} from '#cart-flows/cart-calls.ts';
