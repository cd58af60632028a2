// Quantity changes and removals of basket lines with their notices (loads RTK Query's api slice).
export { useCartLineActions } from '#cart-flows/use-cart-line-actions.ts';
