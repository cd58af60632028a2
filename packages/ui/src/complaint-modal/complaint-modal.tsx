import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPLAINT_NOTE_MAX,
  complaintFormSchema,
  complaintReasons,
  type ComplaintFormInput,
  type ComplaintFormValues,
} from '@shop/core/complaint-schemas';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, ModalActions } from '#account-form/form-parts.tsx';
import type { ServerError } from '#account-form/server-errors.ts';
import { useFormFeedback } from '#account-form/use-form-feedback.ts';
import { ChoiceGroup, choiceCardClass, choiceRadioClass } from '#checkout-parts/choice.tsx';
import { primaryButtonClass } from '#form-fields/styles.ts';
import { TextArea } from '#form-fields/text-field.tsx';
import { CheckIcon } from '#icons/icons.tsx';
import { ModalDialog } from '#modal-dialog/modal-dialog.tsx';

/** Props of {@link ComplaintModal}. */
export interface ComplaintModalProps {
  /** Whether the dialog is shown (controlled); the form starts empty each time. */
  open: boolean;
  /** Called when the dialog closes itself (Escape, the close button, Cancel, Close). */
  onClose: () => void;
  /** The order complained about, as the shopper reads it (`SO-00000042`), in the title. */
  orderNumber: string;
  /** Called with `{ reason, note }` once valid. */
  onSubmit: (values: ComplaintFormValues) => void;
  /** The request is in progress: submitting is blocked and a spinner shows. */
  busy?: boolean;
  /** Errors of the last request (too many open complaints …). */
  serverErrors?: readonly ServerError[];
  /** The complaint was sent: the dialog says so instead of the form. */
  submitted?: boolean;
}

function ComplaintForm({
  onClose,
  onSubmit,
  busy = false,
  serverErrors,
}: Omit<ComplaintModalProps, 'open' | 'submitted' | 'orderNumber'>) {
  const { t } = useTranslation('feedback');
  const id = useId();
  const form = useForm<ComplaintFormInput, unknown, ComplaintFormValues>({
    resolver: zodResolver(complaintFormSchema),
    // No reason chosen yet: "Reason is required" (R5.22) until one is.
    defaultValues: { reason: '' as ComplaintFormInput['reason'], note: '' },
  });
  const { register, handleSubmit } = form;
  const { message, alerts } = useFormFeedback(form, serverErrors);
  const reasonField = register('reason');

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
      className="grid gap-4"
    >
      <FormAlert messages={alerts} />
      <ChoiceGroup
        legend={t('complaint.reasonLegend')}
        error={message('reason')}
        errorId={`${id}-reason-error`}
      >
        <div className="grid gap-2 sm:grid-cols-2">
          {complaintReasons.map((reason, index) => (
            <label key={reason} className={choiceCardClass}>
              <input
                type="radio"
                value={reason}
                data-autofocus={index === 0 || undefined}
                {...reasonField}
                className={choiceRadioClass}
              />
              <span className="font-semibold">{t(`complaint.reasons.${reason}`)}</span>
            </label>
          ))}
        </div>
      </ChoiceGroup>
      <TextArea
        label={t('complaint.note')}
        hint={t('complaint.noteHint')}
        optional
        error={message('note')}
        maxLength={COMPLAINT_NOTE_MAX}
        {...register('note')}
      />
      <ModalActions busy={busy} onCancel={onClose} submitLabel={t('complaint.submit')} />
    </form>
  );
}

/**
 * The complaint modal (R2.82, R3.15): a native `<dialog>` "Report a problem with order …" with
 * the reasons as radio cards (late delivery, missing, damaged or wrong items, poor quality,
 * something else) and an optional note, validated with `complaintFormSchema` ("Reason is
 * required", R5.22). Once the app has sent it, `submitted` shows that support will look into it.
 *
 * @example
 * ```tsx
 * <ComplaintModal
 *   open={open}
 *   onClose={() => setOpen(false)}
 *   orderNumber={order.number}
 *   busy={isLoading}
 *   submitted={isSuccess}
 *   onSubmit={(values) => fileComplaint({ orderId: order.id, ...values })}
 * />
 * ```
 */
export function ComplaintModal({
  open,
  orderNumber,
  submitted = false,
  ...props
}: ComplaintModalProps) {
  const { t } = useTranslation('feedback');
  return (
    <ModalDialog
      open={open}
      onClose={props.onClose}
      title={t('complaint.title', { number: orderNumber })}
    >
      {submitted ? (
        <div className="grid justify-items-center gap-4 py-4 text-center">
          <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">
            <CheckIcon className="size-6" />
          </span>
          <p role="status" className="text-lg font-semibold text-ink">
            {t('complaint.sent')}
          </p>
          <button
            type="button"
            data-autofocus
            onClick={props.onClose}
            className={primaryButtonClass}
          >
            {t('reviewModal.done')}
          </button>
        </div>
      ) : (
        <ComplaintForm {...props} />
      )}
    </ModalDialog>
  );
}
