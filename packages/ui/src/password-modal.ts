export { PasswordModal, type PasswordModalProps } from '#password-modal/password-modal.tsx';
export type { ServerError } from '#account-form/server-errors.ts';
