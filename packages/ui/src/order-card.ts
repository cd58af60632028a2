export { OrderCard, type OrderCardOrder, type OrderCardProps } from '#order-card/order-card.tsx';
