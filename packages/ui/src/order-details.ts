export { OrderDetails, type OrderDetailsProps } from '#order-details/order-details.tsx';
