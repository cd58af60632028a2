export {
  OrderSummary,
  type OrderSummaryOrder,
  type OrderSummaryProps,
} from '#order-summary/order-summary.tsx';
