export { ReviewModal, type ReviewModalProps } from '#review-modal/review-modal.tsx';
export type { ServerError } from '#account-form/server-errors.ts';
