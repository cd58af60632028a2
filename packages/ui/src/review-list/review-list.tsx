import type { Locale } from '@shop/core/i18n';
import type { ReviewPage } from '@shop/core/reviews';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#empty-state/empty-state.tsx';
import { Pagination } from '#pagination/pagination.tsx';
import { formatRating, RatingStars } from '#rating-stars/rating-stars.tsx';
import { formatDate } from '#review-list/format-date.ts';

/** Props of {@link ReviewList}. */
export interface ReviewListProps {
  /** A page of the product's approved reviews, with their average and count. */
  reviews: ReviewPage;
  /** The page's language: numbers, dates and texts. */
  lang: Locale;
  /** Builds the address of another page of reviews; without it no page links are shown. */
  hrefFor?: (page: number) => string;
  /** What the shopper may do, under the summary: "Write a review", their own pending review … */
  actions?: ReactNode;
  /** Heading level of the section's title (default 2); each review's is one below. */
  headingLevel?: 2 | 3;
  /** The section's id (an anchor for page links), default `reviews`. */
  id?: string;
}

/**
 * A product's reviews section (R1.18, R8.17): its title, the average as stars and a number with
 * the count ("4.5 out of 5 · 12 reviews"), then the approved reviews (stars, author's first
 * name, date, text), newest first, and page links. With none: the "No reviews yet" empty state.
 * Only approved reviews ever reach it; the shopper's own pending review goes in `actions`.
 *
 * @example
 * ```tsx
 * <ReviewList reviews={page} lang="ar" hrefFor={(p) => `?reviews=${p}#reviews`} actions={<WriteReview />} />
 * ```
 */
export function ReviewList({
  reviews,
  lang,
  hrefFor,
  actions,
  headingLevel = 2,
  id = 'reviews',
}: ReviewListProps) {
  const { t } = useTranslation('feedback');
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const ItemHeading = `h${headingLevel + 1}` as 'h3' | 'h4';

  return (
    <section id={id} aria-labelledby={titleId} className="grid content-start gap-4">
      <Heading id={titleId} className="text-xl font-semibold text-ink">
        {t('reviews.title')}
      </Heading>
      {reviews.count > 0 ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="text-3xl font-bold text-ink" aria-hidden="true">
            {formatRating(reviews.average, lang)}
          </span>
          <RatingStars rating={reviews.average} lang={lang} size="lg" />
          <span className="text-ink-muted">{t('rating.count', { count: reviews.count })}</span>
        </div>
      ) : null}
      {actions ? <div className="grid gap-3">{actions}</div> : null}
      {reviews.count === 0 ? (
        <EmptyState variant="noReviews" headingLevel={headingLevel === 2 ? 3 : 4} />
      ) : (
        <ul className="grid gap-3">
          {reviews.items.map((review) => (
            <li key={review.id}>
              <article className="grid gap-2 rounded-lg border border-brand-100 bg-surface-raised p-4">
                <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                  <ItemHeading className="flex items-center gap-2 font-semibold text-ink">
                    <RatingStars rating={review.rating} lang={lang} />{' '}
                    <span>{t('reviews.by', { name: review.authorName })}</span>
                  </ItemHeading>
                  <time dateTime={review.createdAt} className="text-sm text-ink-muted">
                    {formatDate(review.createdAt, lang)}
                  </time>
                </div>
                <p dir="auto" className="whitespace-pre-line break-words text-ink">
                  {review.content}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
      {hrefFor ? (
        <Pagination
          page={reviews.page}
          totalPages={reviews.totalPages}
          lang={lang}
          hrefFor={hrefFor}
          label={t('reviews.pagesLabel')}
        />
      ) : null}
    </section>
  );
}
