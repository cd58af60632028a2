import { zodResolver } from '@hookform/resolvers/zod';
import {
  payoutDetailsRequestSchema,
  type PayoutDetailsForm as PayoutDetailsFormValues,
  type PayoutDetailsInput,
  type PayoutType,
} from '@shop/core/refund-schemas';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, SubmitButton } from '#account-form/form-parts.tsx';
import type { ServerError } from '#account-form/server-errors.ts';
import { useFormFeedback } from '#account-form/use-form-feedback.ts';
import { ChoiceGroup, choiceCardClass, choiceRadioClass } from '#checkout-parts/choice.tsx';
import { EmailField, TextField } from '#form-fields/text-field.tsx';

/** Props of {@link PayoutDetailsForm}. */
export interface PayoutDetailsFormProps {
  /** The details saved now (`GET PayoutDetails`), or null before any are. */
  saved: PayoutDetailsInput | null;
  /** Called with the form's values once valid (the API normalises them the same way). */
  onSubmit: (values: PayoutDetailsFormValues) => void;
  /** The request is in progress: submitting is blocked and a spinner shows. */
  busy?: boolean;
  /** Errors of the last request; those with a `field` show at that field. */
  serverErrors?: readonly ServerError[];
}

function initialValues(saved: PayoutDetailsInput | null): PayoutDetailsFormValues {
  const empty = {
    accountNumber: '',
    bankName: '',
    holderName: '',
    swift: '',
    ifsc: '',
    iban: '',
    paypalEmail: '',
  };
  if (!saved) return { ...empty, type: undefined as unknown as PayoutType };
  if (saved.type === 'paypal') return { ...empty, type: 'paypal', paypalEmail: saved.paypalEmail };
  return {
    ...empty,
    type: 'bank',
    accountNumber: saved.accountNumber,
    bankName: saved.bankName,
    holderName: saved.holderName,
    swift: saved.swift ?? '',
    ifsc: saved.ifsc ?? '',
    iban: saved.iban ?? '',
  };
}

/**
 * Payout Details (R2.47): where refunds of cash orders are paid. The payment type first (bank
 * account or PayPal; none chosen says "Payment type is required", R5.23), then the bank details
 * labels of R3.11 (account number, bank name, holder name, SWIFT, IFSC, and an IBAN checked for
 * Gulf banks) or the PayPal e-mail of R3.12 ("Email address is required", R5.04). Validated with
 * `payoutDetailsRequestSchema`, the API's own.
 *
 * @example
 * ```tsx
 * <PayoutDetailsForm saved={data.details} busy={isLoading}
 *   onSubmit={(values) => void save(values)} serverErrors={errors} />
 * ```
 */
export function PayoutDetailsForm({
  saved,
  onSubmit,
  busy = false,
  serverErrors,
}: PayoutDetailsFormProps) {
  const { t } = useTranslation('refunds');
  const id = useId();
  const form = useForm<PayoutDetailsFormValues, unknown, PayoutDetailsInput>({
    resolver: zodResolver(payoutDetailsRequestSchema),
    defaultValues: initialValues(saved),
  });
  const { register, control, handleSubmit, getValues } = form;
  const { message, alerts } = useFormFeedback(form, serverErrors);
  const type = useWatch({ control, name: 'type' });
  return (
    <form
      method="post"
      noValidate
      aria-busy={busy}
      onSubmit={(event) =>
        void handleSubmit(() => {
          // The form's own values (strings), as the API takes them; it normalises them again.
          if (!busy) onSubmit(getValues());
        })(event)
      }
      className="grid gap-5"
    >
      <FormAlert messages={alerts} />
      <ChoiceGroup
        legend={t('payout.type')}
        error={message('type')}
        errorId={`${id}-type-error`}
        className="sm:grid-cols-2"
      >
        {(['bank', 'paypal'] as const).map((choice) => (
          <label key={choice} className={choiceCardClass}>
            <input
              type="radio"
              value={choice}
              className={choiceRadioClass}
              aria-invalid={Boolean(message('type')) || undefined}
              {...register('type')}
            />
            <span className="font-semibold">{t(`payout.${choice}`)}</span>
          </label>
        ))}
      </ChoiceGroup>
      {type === 'bank' ? (
        <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-base font-semibold text-ink">
            {t('payout.bankDetails')}
          </legend>
          <TextField
            label={t('payout.accountNumber')}
            required
            autoComplete="off"
            dir="ltr"
            maxLength={34}
            error={message('accountNumber')}
            {...register('accountNumber')}
          />
          <TextField
            label={t('payout.bankName')}
            required
            maxLength={100}
            error={message('bankName')}
            {...register('bankName')}
          />
          <TextField
            label={t('payout.holderName')}
            required
            autoComplete="name"
            maxLength={100}
            error={message('holderName')}
            {...register('holderName')}
          />
          <TextField
            label={t('payout.swift')}
            optional
            dir="ltr"
            autoCapitalize="characters"
            maxLength={15}
            error={message('swift')}
            {...register('swift')}
          />
          <TextField
            label={t('payout.ifsc')}
            optional
            dir="ltr"
            autoCapitalize="characters"
            maxLength={15}
            error={message('ifsc')}
            {...register('ifsc')}
          />
          <TextField
            label={t('payout.iban')}
            optional
            dir="ltr"
            autoCapitalize="characters"
            maxLength={42}
            hint={t('payout.ibanHint')}
            error={message('iban')}
            {...register('iban')}
          />
        </fieldset>
      ) : null}
      {type === 'paypal' ? (
        <fieldset className="grid min-w-0 gap-4">
          <legend className="mb-2 text-base font-semibold text-ink">
            {t('payout.paypalDetails')}
          </legend>
          <EmailField
            label={t('payout.paypalEmail')}
            required
            maxLength={254}
            error={message('paypalEmail')}
            {...register('paypalEmail')}
          />
        </fieldset>
      ) : null}
      <div className="flex justify-end border-t border-brand-100 pt-4">
        <SubmitButton busy={busy}>{t('payout.submit')}</SubmitButton>
      </div>
    </form>
  );
}
