export { ProductCard, type ProductCardProps } from '#product-card/product-card.tsx';
