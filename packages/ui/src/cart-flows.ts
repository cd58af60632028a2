// The basket's flows a catalog page needs, light on its first load: add to cart (its calls load
// with the first press) and the guest basket poured into the customer's at sign-in. The line
// actions, which need RTK Query at once, are `@shop/ui/cart-line-actions`.
export { useAddToCart, type AddedProduct } from '#cart-flows/use-add-to-cart.ts';
export { createGuestCartMerge } from '#cart-flows/guest-cart-merge.ts';
