export { OrderList, type OrderListProps } from '#order-list/order-list.tsx';
