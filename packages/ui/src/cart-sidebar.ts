export { CartSidebar, type CartSidebarProps } from '#cart-sidebar/cart-sidebar.tsx';
export type { CartNotice } from '#cart-parts/cart-notice.tsx';
export type { MoneyDisplay } from '#cart-parts/money.ts';
