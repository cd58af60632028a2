export { RatingStars, formatRating, type RatingStarsProps } from '#rating-stars/rating-stars.tsx';
