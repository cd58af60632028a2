import '~/lib/store-api';
import { selectLocale } from '@shop/core/locale';
import { useGetMyReviewQuery, useSubmitReviewMutation } from '@shop/core/reviews';
import { RatingStars } from '@shop/ui/rating-stars';
import type { ReviewModalProps } from '@shop/ui/review-modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedbackButtonClass, type ProductFeedbackProps } from '~/components/product-feedback';
import { useAppSelector } from '~/hooks';
import { feedbackErrors } from '~/lib/feedback-errors';
import { onDemand } from '@shop/ui/on-demand';

// The review modal's code (react-hook-form, zod) comes with the shopper's first press.
const ReviewModal = onDemand<ReviewModalProps>(() =>
  import('@shop/ui/review-modal').then(({ ReviewModal }) => ({ default: ReviewModal })),
);

/**
 * A signed-in shopper's part of a product's reviews, loaded on demand: their own review with its
 * status (pending: only they see it), or "Write a review" and its modal when they received the
 * product, or why they cannot review it yet.
 */
export default function CustomerReviewActions({ productId, productName }: ProductFeedbackProps) {
  const { t } = useTranslation(['feedback', 'errors']);
  const lang = useAppSelector(selectLocale);
  const { data } = useGetMyReviewQuery(productId);
  const [submitReview, submitting] = useSubmitReviewMutation();
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    submitting.reset();
  };

  const review = data?.review;
  return (
    <>
      {review ? (
        <div className="grid gap-2 rounded-lg border border-dashed border-brand-600 p-4">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
            {t('reviews.yours')}
            <RatingStars rating={review.rating} lang={lang} />
          </p>
          <p className="whitespace-pre-line break-words text-ink">{review.content}</p>
          <p className="text-sm text-ink-muted">{t(`reviews.status.${review.status}`)}</p>
        </div>
      ) : null}
      {data?.canReview || open ? (
        <button type="button" onClick={() => setOpen(true)} className={feedbackButtonClass}>
          {t('reviews.write')}
        </button>
      ) : null}
      {data && !data.received && !review ? (
        <p className="text-sm text-ink-muted">{t('reviews.notReceived')}</p>
      ) : null}
      {open ? (
        <ReviewModal
          open
          onClose={close}
          productName={productName}
          busy={submitting.isLoading}
          submitted={submitting.isSuccess}
          serverErrors={submitting.error ? feedbackErrors(t, submitting.error) : undefined}
          onSubmit={(values) => void submitReview({ productId, ...values })}
        />
      ) : null}
    </>
  );
}
