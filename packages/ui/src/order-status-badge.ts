export {
  OrderStatusBadge,
  type OrderStatusBadgeProps,
} from '#order-status-badge/order-status-badge.tsx';
