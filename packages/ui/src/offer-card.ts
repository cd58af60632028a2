export { OfferCard, type OfferCardProps } from '#offer-card/offer-card.tsx';
export { OfferCountdown, type OfferCountdownProps } from '#offer-card/offer-countdown.tsx';
