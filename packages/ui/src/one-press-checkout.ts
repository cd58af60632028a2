export {
  OnePressCheckout,
  type OnePressCheckoutProps,
} from '#one-press-checkout/one-press-checkout.tsx';
