export { BrandCard, type BrandCardProps } from '#brand-card/brand-card.tsx';
