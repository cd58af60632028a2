export {
  SellerApplicationForm,
  type SellerApplicationFormProps,
  type SellerApplicationSubmit,
} from '#seller-application-form/seller-application-form.tsx';
export type { ServerError } from '#account-form/server-errors.ts';
