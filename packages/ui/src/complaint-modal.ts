export { ComplaintModal, type ComplaintModalProps } from '#complaint-modal/complaint-modal.tsx';
export type { ServerError } from '#account-form/server-errors.ts';
