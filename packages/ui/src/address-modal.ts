export {
  AddressModal,
  type AddressModalProps,
  type AddressValues,
} from '#address-modal/address-modal.tsx';
export type { ServerError } from '#account-form/server-errors.ts';
