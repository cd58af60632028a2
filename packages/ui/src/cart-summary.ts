export {
  CartSummary,
  type CartSummaryCart,
  type CartSummaryProps,
} from '#cart-summary/cart-summary.tsx';
export type { MoneyDisplay } from '#cart-parts/money.ts';
