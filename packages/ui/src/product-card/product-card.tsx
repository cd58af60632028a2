import type { ProductSummary } from '@shop/core/catalog';
import { localizedName, type Locale } from '@shop/core/i18n';
import type { CurrencyInfo } from '@shop/core/money';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '#format/format-number.ts';
import { SpinnerIcon } from '#icons/icons.tsx';
import { Link } from '#link/link-context.tsx';
import { Price } from '#price/price.tsx';
import { RatingStars } from '#rating-stars/rating-stars.tsx';
import { formatWeight } from '#product-details/weight.ts';
import { StockBadge } from '#stock-badge/stock-badge.tsx';

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  /** The product as listings return it. */
  product: ProductSummary;
  /** The page's language: picks `name`/`nameEn`, `unit`/`unitEn` and number formats. */
  lang: Locale;
  /** Where the card leads (the product page). */
  href: string;
  /** The store currency; the product's prices are in its minor units. */
  storeCurrency: CurrencyInfo;
  /** The currency to show prices in (defaults to the store currency). */
  currency?: CurrencyInfo;
  /** Called with the product when "Add to cart" is pressed (only while it is available). */
  onAddToCart: (product: ProductSummary) => void;
  /**
   * Its add is under way: the button shows a spinner and ignores presses (`aria-disabled`, so it
   * keeps focus), so one press adds once.
   */
  adding?: boolean;
  /** A favourite (wishlist) toggle, shown over the image's inline-end corner. */
  favorite?: ReactNode;
  /** Heading level of the product name in the page outline (default 3). */
  headingLevel?: 2 | 3 | 4;
  /**
   * Load the picture at once instead of when it nears the viewport: for the first cards of a
   * page, which a phone shows on arrival (their picture may be the page's LCP element).
   */
  eager?: boolean;
}

/**
 * A product in a listing: square image (lazy, fixed ratio so nothing shifts), discount badge,
 * name linking to the product, weight and unit, its rating (once reviews are approved), price, stock state and "Add to cart". The whole
 * card is clickable through the name's link; the button and the favourite slot sit above it.
 * When the product is not available the button is disabled and described by the stock badge.
 *
 * @example
 * ```tsx
 * <ProductCard
 *   product={product}
 *   lang="ar"
 *   href={`/ar/product/${product.slug}`}
 *   storeCurrency={sar}
 *   onAddToCart={(p) => dispatch(cartItemAdded(p.id))}
 *   favorite={<FavoriteButton productId={product.id} />}
 * />
 * ```
 */
export function ProductCard({
  product,
  lang,
  href,
  storeCurrency,
  currency,
  onAddToCart,
  adding = false,
  favorite,
  headingLevel = 3,
  eager = false,
}: ProductCardProps) {
  const { t } = useTranslation('catalog');
  const { t: tFeedback } = useTranslation('feedback');
  const stockId = useId();
  const name = localizedName(product, lang);
  const unit = lang === 'ar' ? product.unit : product.unitEn;
  const details = [product.weight ? formatWeight(product.weight, lang, t) : null, unit]
    .filter(Boolean)
    .join(' · ');
  const discount =
    product.compareAtPrice != null && product.compareAtPrice > product.price
      ? Math.round((1 - product.price / product.compareAtPrice) * 100)
      : 0;
  const available = product.stockState === 'available';
  const Heading = `h${headingLevel}` as const;

  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-lg border border-brand-100 bg-surface-raised shadow-sm hover:border-brand-600">
      <div className="relative aspect-square bg-brand-50">
        <img
          src={product.image}
          alt={name}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          width={400}
          height={400}
          className="size-full object-cover"
        />
        {discount > 0 ? (
          <span className="absolute start-2 bottom-2 rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-brand-900">
            {t('shared.percentOff', { percent: formatPercent(discount, lang) })}
          </span>
        ) : null}
        {favorite ? <div className="absolute end-2 top-2 z-10">{favorite}</div> : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <Heading className="text-start text-base leading-snug font-semibold text-ink">
          {/* The link's ::after covers the card, so the whole card is one link target. */}
          <Link
            href={href}
            className="rounded-sm after:absolute after:inset-0 after:rounded-lg hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
          >
            {name}
          </Link>
        </Heading>
        {details ? <p className="text-sm text-ink-muted">{details}</p> : null}
        {product.ratingCount > 0 ? (
          // The approved reviews' average and count (none yet: nothing shown).
          <p className="flex items-center gap-1.5 text-sm text-ink-muted">
            <RatingStars rating={product.rating} lang={lang} />
            <span>{tFeedback('rating.count', { count: product.ratingCount })}</span>
          </p>
        ) : null}
        <Price
          amount={product.price}
          compareAt={product.compareAtPrice}
          storeCurrency={storeCurrency}
          currency={currency}
          lang={lang}
        />
        <StockBadge id={stockId} state={product.stockState} quantity={product.stockQuantity} />
        <button
          type="button"
          disabled={!available}
          aria-label={t('productCard.addToCartLabel', { name })}
          aria-describedby={available ? undefined : stockId}
          aria-disabled={(available && adding) || undefined}
          onClick={() => !adding && onAddToCart(product)}
          className="relative z-10 mt-auto inline-flex min-h-10 items-center justify-center gap-2 rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-on-strong hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-disabled:cursor-wait disabled:cursor-not-allowed disabled:bg-brand-50 disabled:text-ink-muted"
        >
          {available && adding ? <SpinnerIcon className="size-4" /> : null}
          {t('productCard.addToCart')}
        </button>
      </div>
    </article>
  );
}
