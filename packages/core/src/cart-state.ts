// The cart's state without its API calls: the slice (guest cart id, last answer, open overlay)
// and the cart id's persistence. The header and product cards need these on every page; the calls
// load with the screens that make them, from @shop/core/cart (which re-exports all of this).
export * from '#cart/cart-slice.ts';
export * from '#cart/cart-constants.ts';
export * from '#cart/cart-events.ts';
export type {
  AddCartLineRequest,
  Cart,
  CartLine,
  CartLineOption,
  CartUpload,
  CustomizationAnswer,
  MergeCartResult,
  MergeRefusal,
} from '#cart/cart-schemas.ts';
