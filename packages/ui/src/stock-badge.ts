export {
  LOW_STOCK_THRESHOLD,
  StockBadge,
  type StockBadgeProps,
} from '#stock-badge/stock-badge.tsx';
