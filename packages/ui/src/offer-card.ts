export { OfferCard, type OfferCardProps } from '#offer-card/offer-card.tsx';
