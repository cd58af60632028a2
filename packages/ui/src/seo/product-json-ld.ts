import type { ProductDetail } from '@shop/core/catalog';
import { localizedName, type Locale } from '@shop/core/i18n';
import type { Review } from '@shop/core/reviews';
import { formatRating } from '#rating-stars/rating-stars.tsx';

const schemaAvailability = {
  available: 'https://schema.org/InStock',
  out_of_stock: 'https://schema.org/OutOfStock',
  sold_out: 'https://schema.org/SoldOut',
} as const;

/** `minor` units of `currency` as schema.org wants a price: "12.50" SAR, "0.859" KWD. */
function decimalPrice(minor: number, currency: string): string {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  return (minor / 10 ** digits).toFixed(digits);
}

/**
 * A product page's structured data (schema.org `Product`, for `Seo`'s `jsonLd`): name,
 * description, pictures, brand, category and the offer in the page's language, and, when it has
 * approved reviews, their rating and the reviews shown on the page (none yet: no rating at all,
 * not a rating of 0).
 */
export function productJsonLd(
  product: ProductDetail,
  { lang, origin, reviews = [] }: { lang: Locale; origin: string; reviews?: readonly Review[] },
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: localizedName(product, lang),
    description: lang === 'ar' ? product.description : product.descriptionEn,
    sku: product.sku,
    image: product.images.map((image) => `${origin}${image}`),
    brand: { '@type': 'Brand', name: localizedName(product.brand, lang) },
    category: localizedName(product.category, lang),
    offers: {
      '@type': 'Offer',
      price: decimalPrice(product.price, product.currency),
      priceCurrency: product.currency,
      availability: schemaAvailability[product.stockState],
    },
    ...(product.ratingCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: formatRating(product.rating, 'en'),
            reviewCount: product.ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.authorName },
            datePublished: review.createdAt.slice(0, 10),
            reviewBody: review.content,
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5 },
          })),
        }
      : {}),
  };
}
