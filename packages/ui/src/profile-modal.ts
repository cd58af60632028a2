export { ProfileModal, type ProfileModalProps } from '#profile-modal/profile-modal.tsx';
export type { ServerError } from '#account-form/server-errors.ts';
