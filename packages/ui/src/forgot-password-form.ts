export {
  ForgotPasswordForm,
  type ForgotPasswordFormProps,
} from '#forgot-password-form/forgot-password-form.tsx';
export type { ServerError } from '#account-form/server-errors.ts';
