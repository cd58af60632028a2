export {
  PaymentResult,
  paymentOutcomes,
  type PaymentOutcome,
  type PaymentResultProps,
} from '#payment-result/payment-result.tsx';
