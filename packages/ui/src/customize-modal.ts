export {
  CustomizeModal,
  type CustomizeModalProps,
  type CustomizeUploadResult,
} from '#customize-modal/customize-modal.tsx';
export type { MoneyDisplay } from '#cart-parts/money.ts';
