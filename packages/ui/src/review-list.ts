export { ReviewList, type ReviewListProps } from '#review-list/review-list.tsx';
