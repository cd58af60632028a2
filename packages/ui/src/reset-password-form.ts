export {
  ResetPasswordForm,
  type ResetPasswordFormProps,
} from '#reset-password-form/reset-password-form.tsx';
export type { ServerError } from '#account-form/server-errors.ts';
