import { zodResolver } from '@hookform/resolvers/zod';
import type { Locale } from '@shop/core/i18n';
import { localizedName } from '@shop/core/i18n';
import {
  refundFormSchema,
  type RefundDestination,
  type RefundFormInput,
  type RefundFormValues,
  type RefundOptions,
} from '@shop/core/refund-schemas';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, ModalActions } from '#account-form/form-parts.tsx';
import type { ServerError } from '#account-form/server-errors.ts';
import { useFormFeedback } from '#account-form/use-form-feedback.ts';
import { ChoiceGroup, choiceCardClass, choiceRadioClass } from '#checkout-parts/choice.tsx';
import { SelectField } from '#form-fields/select-field.tsx';
import { TextArea } from '#form-fields/text-field.tsx';
import { Link } from '#link/link-context.tsx';
import { ModalDialog } from '#modal-dialog/modal-dialog.tsx';

/** Props of {@link RefundRequestModal}. */
export interface RefundRequestModalProps {
  /** Whether the dialog is shown (controlled); the form starts afresh each time it opens. */
  open: boolean;
  /** Called when the dialog closes itself (Escape, close button, Cancel). */
  onClose: () => void;
  /** What of the order can be refunded and where to (`GET Refund/Options`). */
  options: RefundOptions;
  /** Called with the lines (units > 0), the reason and the destination once valid. */
  onSubmit: (values: RefundFormValues) => void;
  /** The page's language (product names). */
  lang: Locale;
  /** Where the shopper saves payout details (a cash order's payout needs them). */
  payoutDetailsHref: string;
  /** The request is in progress: submitting is blocked and a spinner shows. */
  busy?: boolean;
  /** Errors of the last request; those with a `field` show at that field. */
  serverErrors?: readonly ServerError[];
}

type FormProps = Omit<RefundRequestModalProps, 'open'>;

function RefundForm({
  options,
  onClose,
  onSubmit,
  lang,
  payoutDetailsHref,
  busy = false,
  serverErrors,
}: FormProps) {
  const { t } = useTranslation('refunds');
  const id = useId();
  const lines = options.lines.filter((line) => line.refundableQuantity > 0);
  const form = useForm<RefundFormInput, unknown, RefundFormValues>({
    resolver: zodResolver(refundFormSchema),
    defaultValues: {
      lines: lines.map((line) => ({ orderLineId: line.orderLineId, quantity: '0' })),
      reason: '',
      destination: undefined as unknown as RefundDestination,
    },
  });
  const { register, handleSubmit, formState } = form;
  const { message, alerts } = useFormFeedback(form, serverErrors);
  const lineErrors = formState.errors.lines;
  const linesError = lineErrors?.message ?? lineErrors?.root?.message;
  return (
    <form
      method="post"
      noValidate
      aria-busy={busy}
      onSubmit={(event) =>
        void handleSubmit((values) => {
          if (!busy) onSubmit(values);
        })(event)
      }
      className="grid gap-5"
    >
      <FormAlert messages={alerts} />
      <ChoiceGroup
        legend={t('form.lines')}
        error={linesError ? t(linesError as 'form.linesRequired') : undefined}
        errorId={`${id}-lines-error`}
        describedBy={`${id}-lines-hint`}
      >
        <p id={`${id}-lines-hint`} className="text-sm text-ink-muted">
          {t('form.linesHint')}
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          {lines.map((line, index) => (
            <SelectField
              key={line.orderLineId}
              label={localizedName(line, lang)}
              hint={t('form.left', { count: line.refundableQuantity, quantity: line.quantity })}
              options={Array.from({ length: line.refundableQuantity + 1 }, (_, units) => ({
                value: String(units),
                label: String(units),
              }))}
              data-autofocus={index === 0 || undefined}
              {...register(`lines.${index}.quantity`)}
            />
          ))}
        </div>
      </ChoiceGroup>
      <TextArea
        label={t('form.reason')}
        required
        rows={3}
        maxLength={500}
        error={message('reason')}
        {...register('reason')}
      />
      <ChoiceGroup
        legend={t('form.destination')}
        error={message('destination')}
        errorId={`${id}-destination-error`}
      >
        {options.destinations.map((destination) => {
          const unusable = destination === 'payout' && !options.payoutDetailsSaved;
          const hintId = `${id}-${destination}-hint`;
          return (
            <label key={destination} className={choiceCardClass}>
              <input
                type="radio"
                value={destination}
                disabled={unusable}
                aria-describedby={hintId}
                className={choiceRadioClass}
                {...register('destination')}
              />
              <span className="grid gap-0.5">
                <span className="font-semibold">{t(`destination.${destination}`)}</span>
                <span id={hintId} className="text-sm text-ink-muted">
                  {t(`destinationHint.${destination}`)}
                </span>
              </span>
            </label>
          );
        })}
        {options.destinations.includes('payout') && !options.payoutDetailsSaved ? (
          <p className="text-sm text-ink">
            {t('form.payoutMissing')}{' '}
            <Link
              href={payoutDetailsHref}
              className="font-semibold text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {t('form.payoutLink')}
            </Link>
          </p>
        ) : null}
      </ChoiceGroup>
      <ModalActions busy={busy} onCancel={onClose} submitLabel={t('form.submit')} />
    </form>
  );
}

/**
 * "Request a refund" of a delivered order (R1.17, R3.16): a native `<dialog>` with a quantity
 * for each item that can still be refunded, the reason ("Reason is required", R5.22) and where
 * the money goes (the wallet; the original payment for card and "Pay in 4"; the payout details
 * for cash, once saved). Validated with `refundFormSchema`; the amount is the API's.
 *
 * @example
 * ```tsx
 * <RefundRequestModal open={open} onClose={() => setOpen(false)} options={options} lang="ar"
 *   payoutDetailsHref="/account/payout-details"
 *   onSubmit={async (values) => { await requestRefund({ orderId, ...values }).unwrap(); }} />
 * ```
 */
export function RefundRequestModal({ open, ...props }: RefundRequestModalProps) {
  const { t } = useTranslation('refunds');
  return (
    <ModalDialog
      open={open}
      onClose={props.onClose}
      title={t('form.title', { number: props.options.orderNumber })}
    >
      <RefundForm {...props} />
    </ModalDialog>
  );
}
