export {
  CartOverlays,
  preloadCustomizeModal,
  preloadPayInFourDialog,
  type CartOverlaysProps,
} from '#cart-overlays/cart-overlays.tsx';
export type { MoneyDisplay } from '#cart-parts/money.ts';
