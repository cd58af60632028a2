export {
  OnePressCheckout,
  type OnePressCheckoutProps,
} from '#one-press-checkout/one-press-checkout.tsx';
export {
  useOnePressCheckout,
  type OnePressChoices,
} from '#one-press-checkout/use-one-press-checkout.ts';
