import type { ProductSummary } from '@shop/core/catalog';
import type { Locale } from '@shop/core/i18n';
import type { CurrencyInfo } from '@shop/core/money';
import { ProductCard } from '#product-card/product-card.tsx';

/** Props of {@link ProductShelf}. */
export interface ProductShelfProps {
  /** The products, in order. */
  items: readonly ProductSummary[];
  /** The shelf's heading, also the list's name. */
  label: string;
  /** 1 for a page's main list (its heading is the page's `h1`), else 2. */
  level?: 1 | 2;
  /** The page's language. */
  lang: Locale;
  /** The store's currency (prices are in its minor units). */
  storeCurrency: CurrencyInfo;
  /** A product's page (default `/product/<slug>`). */
  productHref?: (product: ProductSummary) => string;
  /** The product being added now (its button is busy), or null. */
  adding?: number | null;
  /** “Add to cart” on a card. */
  onAddToCart: (product: ProductSummary) => void;
}

/**
 * A titled shelf of product cards, two columns on a phone and three from small screens; the first
 * four pictures load at once (they are above the fold), the others lazily.
 *
 * @example
 * ```tsx
 * const { add, adding } = useAddToCart();
 * <ProductShelf label="Popular now" items={products} lang="en" storeCurrency={sar} adding={adding}
 *   onAddToCart={(p) => void add(p, { productId: p.id, quantity: 1 })} />
 * ```
 */
export function ProductShelf({
  items,
  label,
  level = 2,
  lang,
  storeCurrency,
  productHref = (product) => `/product/${product.slug}`,
  adding = null,
  onAddToCart,
}: ProductShelfProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section>
      <Heading className="mb-3 text-xl font-bold">{label}</Heading>
      <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {items.map((product, index) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              lang={lang}
              href={productHref(product)}
              storeCurrency={storeCurrency}
              adding={adding === product.id}
              onAddToCart={onAddToCart}
              eager={index < 4}
              headingLevel={level === 1 ? 2 : 3}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
