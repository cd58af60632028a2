export { CartScreen, type CartScreenProps } from '#cart-screen/cart-screen.tsx';
export type { CartNotice } from '#cart-parts/cart-notice.tsx';
export type { MoneyDisplay } from '#cart-parts/money.ts';
