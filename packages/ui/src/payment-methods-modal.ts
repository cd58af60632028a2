export {
  PaymentMethodsModal,
  type PaymentMethodOption,
  type PaymentMethodsModalProps,
} from '#payment-methods-modal/payment-methods-modal.tsx';
