import { zodResolver } from '@hookform/resolvers/zod';
import {
  REVIEW_CONTENT_MAX,
  reviewFormSchema,
  type ReviewFormInput,
  type ReviewFormValues,
} from '@shop/core/review-schemas';
import { useId, useState } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, ModalActions } from '#account-form/form-parts.tsx';
import type { ServerError } from '#account-form/server-errors.ts';
import { useFormFeedback } from '#account-form/use-form-feedback.ts';
import { FieldError } from '#form-fields/field.tsx';
import { primaryButtonClass } from '#form-fields/styles.ts';
import { TextArea } from '#form-fields/text-field.tsx';
import { CheckIcon, StarIcon } from '#icons/icons.tsx';
import { ModalDialog } from '#modal-dialog/modal-dialog.tsx';

/** Props of {@link ReviewModal}. */
export interface ReviewModalProps {
  /** Whether the dialog is shown (controlled); the form starts empty each time. */
  open: boolean;
  /** Called when the dialog closes itself (Escape, the close button, Cancel, Close). */
  onClose: () => void;
  /** Called with `{ rating, content }` once valid (rating 1–5, content trimmed). */
  onSubmit: (values: ReviewFormValues) => void;
  /** The product reviewed, in the page's language (under the title). */
  productName?: string;
  /** The request is in progress: submitting is blocked and a spinner shows. */
  busy?: boolean;
  /** Errors of the last request (already reviewed, not received …). */
  serverErrors?: readonly ServerError[];
  /** The review was sent: the dialog thanks the shopper (R8.28) instead of the form. */
  submitted?: boolean;
}

/**
 * The five stars of the rating as one radio group ("Rating"): each star is a radio named "1
 * star" … "5 stars", arrow keys move between them, and the stars up to the chosen (or hovered)
 * one are filled. The error describes the group.
 */
function StarRatingInput({
  field,
  value,
  error,
}: {
  field: UseFormRegisterReturn;
  value: number;
  error: string | undefined;
}) {
  const { t } = useTranslation('feedback');
  const id = useId();
  const errorId = `${id}-error`;
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <fieldset
      role="radiogroup"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={Boolean(error)}
      aria-required="true"
      className="grid min-w-0 gap-1"
    >
      <legend className="mb-1 text-sm font-semibold text-ink">
        {t('reviewModal.ratingLegend')}
      </legend>
      <div className="flex gap-1" onMouseLeave={() => setHovered(0)}>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            onMouseEnter={() => setHovered(stars)}
            className="relative grid size-11 cursor-pointer place-items-center rounded-md text-warning-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              value={stars}
              aria-label={t('reviewModal.star', { count: stars })}
              // The first star takes focus when the dialog opens.
              data-autofocus={stars === 1 || undefined}
              {...field}
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-md opacity-0"
            />
            <StarIcon className="size-8" fill={stars <= shown ? 'currentColor' : 'none'} />
          </label>
        ))}
      </div>
      <FieldError id={error ? errorId : undefined}>{error}</FieldError>
    </fieldset>
  );
}

function ReviewForm({
  onClose,
  onSubmit,
  busy = false,
  serverErrors,
}: Omit<ReviewModalProps, 'open' | 'submitted' | 'productName'>) {
  const { t } = useTranslation('feedback');
  const form = useForm<ReviewFormInput, unknown, ReviewFormValues>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: { rating: '', content: '' },
  });
  const { register, handleSubmit, control } = form;
  const { message, alerts } = useFormFeedback(form, serverErrors);
  const rating = Number(useWatch({ control, name: 'rating' })) || 0;

  return (
    <form
      // POST: a press before the app has hydrated never puts the fields in the URL.
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
      <StarRatingInput field={register('rating')} value={rating} error={message('rating')} />
      <TextArea
        label={t('reviewModal.content')}
        error={message('content')}
        required
        rows={5}
        maxLength={REVIEW_CONTENT_MAX}
        {...register('content')}
      />
      <ModalActions busy={busy} onCancel={onClose} submitLabel={t('reviewModal.submit')} />
    </form>
  );
}

/** What the dialog shows once the review is sent: the spec's thanks (R8.28) and "Close". */
function Thanks({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('feedback');
  return (
    <div className="grid justify-items-center gap-4 py-4 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">
        <CheckIcon className="size-6" />
      </span>
      <p role="status" className="text-lg font-semibold text-ink">
        {t('reviewModal.thanks')}
      </p>
      <button type="button" data-autofocus onClick={onClose} className={primaryButtonClass}>
        {t('reviewModal.done')}
      </button>
    </div>
  );
}

/**
 * The review modal (R2.83, R3.14): a native `<dialog>` "Write a review" with the rating as a
 * radio group of five stars and the review content, validated with `reviewFormSchema` ("Rating
 * is required" R5.25, "Review Content is required" R5.26). Once the app has sent the review it
 * sets `submitted`, and the dialog says "Thank you for your comment. We will review it and
 * approve it shortly" (R8.28).
 *
 * @example
 * ```tsx
 * <ReviewModal
 *   open={open}
 *   onClose={() => setOpen(false)}
 *   productName={name}
 *   busy={isLoading}
 *   serverErrors={errors}
 *   submitted={isSuccess}
 *   onSubmit={(values) => submitReview({ productId, ...values })}
 * />
 * ```
 */
export function ReviewModal({ open, submitted = false, productName, ...props }: ReviewModalProps) {
  const { t } = useTranslation('feedback');
  return (
    <ModalDialog open={open} onClose={props.onClose} title={t('reviewModal.title')}>
      {productName ? <p className="mb-4 text-ink-muted">{productName}</p> : null}
      {submitted ? <Thanks onClose={props.onClose} /> : <ReviewForm {...props} />}
    </ModalDialog>
  );
}
