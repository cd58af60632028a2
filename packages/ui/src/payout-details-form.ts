export {
  PayoutDetailsForm,
  type PayoutDetailsFormProps,
} from '#payout-details-form/payout-details-form.tsx';
