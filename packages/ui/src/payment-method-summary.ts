export {
  PaymentMethodSummary,
  type PaymentMethodSummaryProps,
} from '#payment-methods-modal/payment-method-summary.tsx';
