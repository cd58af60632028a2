export { StoreCard, StoreRating, type StoreCardProps } from '#store-card/store-card.tsx';
