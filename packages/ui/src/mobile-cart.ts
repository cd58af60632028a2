export {
  MobileCart,
  type MobileCartHiddenFrom,
  type MobileCartProps,
} from '#mobile-cart/mobile-cart.tsx';
export type { MoneyDisplay } from '#cart-parts/money.ts';
