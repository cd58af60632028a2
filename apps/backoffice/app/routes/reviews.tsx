import {
  moderationStatuses,
  useGetStaffReviewsQuery,
  useModerateReviewMutation,
  type ModerationStatus,
  type StaffReview,
} from '@shop/core/staff';
import { dangerButtonClass, primaryButtonClass, SelectField } from '@shop/ui/form-fields';
import { RatingStars } from '@shop/ui/rating-stars';
import { FiltersBar } from '@shop/ui/filters-bar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useSearchParams } from 'react-router';
import { ModerationCard } from '~/components/moderation-card';
import { EmptyList, ListScreen } from '~/components/list-screen';
import { OutcomeMessage, type Outcome } from '~/components/outcome';
import { errorStatus } from '~/lib/api-errors';
import { useBackOfficeLanguage } from '~/lib/language';
import { pageOf } from '~/lib/list-params';

const REVIEWS_PAGE_SIZE = 20;

/** The queue of reviews in a status (waiting by default), oldest first, each with its age. */
export default function Reviews() {
  const { t } = useTranslation('backoffice');
  const { lang } = useBackOfficeLanguage();
  const [params] = useSearchParams();
  const asked = params.get('status');
  const status: ModerationStatus = (moderationStatuses as readonly string[]).includes(asked ?? '')
    ? (asked as ModerationStatus)
    : 'pending';
  const { data, error } = useGetStaffReviewsQuery({
    status,
    page: pageOf(params),
    pageSize: REVIEWS_PAGE_SIZE,
  });
  const [moderate, moderating] = useModerateReviewMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const decide = async (review: StaffReview, to: 'approved' | 'rejected') => {
    setOutcome(null);
    const result = await moderate({ id: review.id, to });
    setOutcome(
      'data' in result
        ? {
            text: t(`moderation.reviews.${to}`, { name: review.authorName }),
            failed: false,
          }
        : {
            text:
              errorStatus(result.error) === 409
                ? t('moderation.conflict')
                : t('moderation.actionFailed'),
            failed: true,
          },
    );
  };

  return (
    <ListScreen
      id="reviews-title"
      title={t('moderation.reviews.title')}
      count={data ? t('moderation.reviews.count', { count: data.total }) : undefined}
      filters={
        <FiltersBar as={Form} label={t('listFilters')} applyLabel={t('moderation.apply')}>
          <SelectField
            name="status"
            label={t('moderation.status')}
            defaultValue={status}
            key={status}
            options={moderationStatuses.map((value) => ({
              value,
              label: t(`moderation.statusName.${value}`),
            }))}
          />
        </FiltersBar>
      }
      error={
        error &&
        t(errorStatus(error) === 403 ? 'moderation.reviews.notAllowed' : 'moderation.failed')
      }
      pages={data && { ...data, label: t('moderation.reviews.pagination') }}
    >
      <OutcomeMessage outcome={outcome} />
      {!data ? (
        <p role="status" className="text-ink-muted">
          {t('moderation.loading')}
        </p>
      ) : data.items.length === 0 ? (
        <EmptyList>{t('moderation.reviews.empty')}</EmptyList>
      ) : (
        <ul className="grid gap-3">
          {data.items.map((review) => (
            <li key={review.id}>
              <ModerationCard
                headingId={`review-${review.id}`}
                product={{ name: review.productName, nameEn: review.productNameEn }}
                meta={
                  <>
                    <RatingStars rating={review.rating} lang={lang} />
                    <span>{t('moderation.reviews.by', { name: review.authorName })}</span>
                  </>
                }
                text={review.content}
                createdAt={review.createdAt}
              >
                <div className="flex flex-wrap gap-2">
                  {review.status !== 'approved' ? (
                    <button
                      type="button"
                      disabled={moderating.isLoading}
                      onClick={() => void decide(review, 'approved')}
                      className={primaryButtonClass}
                      aria-describedby={`review-${review.id}`}
                    >
                      {t('moderation.reviews.approve')}
                    </button>
                  ) : null}
                  {review.status !== 'rejected' ? (
                    <button
                      type="button"
                      disabled={moderating.isLoading}
                      onClick={() => void decide(review, 'rejected')}
                      className={dangerButtonClass}
                      aria-describedby={`review-${review.id}`}
                    >
                      {t('moderation.reviews.reject')}
                    </button>
                  ) : null}
                </div>
              </ModerationCard>
            </li>
          ))}
        </ul>
      )}
    </ListScreen>
  );
}
