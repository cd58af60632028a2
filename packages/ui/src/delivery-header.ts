export { DeliveryHeader, type DeliveryHeaderProps } from '#delivery-header/delivery-header.tsx';
