export { RefundList, RefundStatusBadge, type RefundListProps } from '#refund-list/refund-list.tsx';
