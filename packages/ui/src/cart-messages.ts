export { cartErrorMessage, cartMessages, type CartApiError } from '#cart-messages/cart-messages.ts';
