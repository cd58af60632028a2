export { CartLines, type CartLinesProps } from '#cart-lines/cart-lines.tsx';
export type { MoneyDisplay } from '#cart-parts/money.ts';
