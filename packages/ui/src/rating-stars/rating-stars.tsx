import type { Locale } from '@shop/core/i18n';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#format/format-number.ts';
import { StarIcon } from '#icons/icons.tsx';

/** Props of {@link RatingStars}. */
export interface RatingStarsProps {
  /** The rating, 0 to 5 (an average may have decimals; shown to one). */
  rating: number;
  /** The page's language (the number in the accessible name). */
  lang: Locale;
  /** Star size: `sm` on cards and review lines, `lg` beside an average (default `sm`). */
  size?: 'sm' | 'lg';
}

/** A rating to one decimal in the page's language: "4.5" (Latin digits, as prices). */
export function formatRating(rating: number, lang: Locale): string {
  return formatNumber(Math.round(rating * 10) / 10, lang, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
}

const starSize = { sm: 'size-4', lg: 'size-6' } as const;

/**
 * Five stars filled up to `rating` (a part-filled star for the decimals), from the inline start,
 * so they fill right to left in Arabic. One image to assistive technology: "Rated 4.5 out of 5".
 *
 * @example
 * ```tsx
 * <RatingStars rating={product.rating} lang="ar" />
 * ```
 */
export function RatingStars({ rating, lang, size = 'sm' }: RatingStarsProps) {
  const { t } = useTranslation('feedback');
  const value = Math.min(5, Math.max(0, rating));
  const stars = (filled: boolean) =>
    Array.from({ length: 5 }, (_, index) => (
      <StarIcon
        key={index}
        className={`${starSize[size]} shrink-0`}
        fill={filled ? 'currentColor' : 'none'}
      />
    ));
  return (
    <span
      role="img"
      aria-label={t('rating.label', { rating: formatRating(value, lang) })}
      className="relative inline-flex shrink-0 text-warning-700"
    >
      <span className="flex">{stars(false)}</span>
      <span
        className="absolute inset-y-0 start-0 flex overflow-hidden"
        style={{ width: `${(value / 5) * 100}%` }}
      >
        {stars(true)}
      </span>
    </span>
  );
}
