export { Price, type PriceProps } from '#price/price.tsx';
