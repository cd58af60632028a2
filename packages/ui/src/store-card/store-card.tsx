import { localizedName, type Locale } from '@shop/core/i18n';
import type { StoreSummary } from '@shop/core/stores';
import { useTranslation } from 'react-i18next';
import { Link } from '#link/link-context.tsx';
import { formatRating, RatingStars } from '#rating-stars/rating-stars.tsx';

/** Props of {@link StoreCard}. */
export interface StoreCardProps {
  /** The seller's store as the API sends it. */
  store: StoreSummary;
  /** The page's language. */
  lang: Locale;
  /** Where the card leads (the store's page). */
  href: string;
  /** Heading level of the name in the page outline (default 2). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A seller's store in the stores list (R2.60): logo, name linking to its page, description, the
 * rating of its products' reviews (or "No reviews yet"), the cities it delivers to and its brands.
 * The whole card is one link target.
 *
 * @example
 * ```tsx
 * <StoreCard store={store} lang="ar" href={`/stores/${store.slug}`} />
 * ```
 */
export function StoreCard({ store, lang, href, headingLevel = 2 }: StoreCardProps) {
  const { t } = useTranslation('content');
  const Heading = `h${headingLevel}` as const;
  const description = lang === 'ar' ? store.description : store.descriptionEn;
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-lg border border-brand-100 bg-surface-raised p-4 shadow-sm hover:border-brand-600">
      <div className="flex items-center gap-3">
        {store.logo ? (
          <img
            src={store.logo}
            alt=""
            loading="lazy"
            decoding="async"
            width={64}
            height={64}
            className="size-16 shrink-0 rounded-full border border-brand-100 bg-surface-raised object-contain"
          />
        ) : null}
        <div className="min-w-0">
          <Heading className="text-start text-lg leading-snug font-semibold text-ink">
            <Link
              href={href}
              className="rounded-sm after:absolute after:inset-0 after:rounded-lg hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
            >
              {localizedName(store, lang)}
            </Link>
          </Heading>
          <StoreRating store={store} lang={lang} />
        </div>
      </div>
      <p className="line-clamp-2 text-sm text-ink-muted">{description}</p>
      <ul className="mt-auto flex flex-wrap gap-2 text-xs font-medium">
        <li className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">
          {t('stores.cities', { count: store.cityCount })}
        </li>
        <li className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">
          {t('stores.brands', { count: store.brandCount })}
        </li>
      </ul>
    </article>
  );
}

/** A store's rating: stars, the average and how many reviews, or "No reviews yet". */
export function StoreRating({
  store,
  lang,
  size = 'sm',
}: {
  store: Pick<StoreSummary, 'rating'>;
  lang: Locale;
  size?: 'sm' | 'lg';
}) {
  const { t } = useTranslation('content');
  if (store.rating.count === 0) {
    return <p className="text-sm text-ink-muted">{t('stores.noReviews')}</p>;
  }
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-ink-muted">
      <RatingStars rating={store.rating.average} lang={lang} size={size} />
      <span aria-hidden="true" className="font-semibold text-ink">
        {formatRating(store.rating.average, lang)}
      </span>
      <span>({t('stores.reviews', { count: store.rating.count })})</span>
    </p>
  );
}
