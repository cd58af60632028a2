import type { ProductSummary } from '@shop/core/catalog';
import { localizedName } from '@shop/core/i18n';
import { selectLocale } from '@shop/core/locale';
import { regionPath, selectRegion } from '@shop/core/region';
import { ProductCard } from '@shop/ui/product-card';
import { ScrollReveal } from '@shop/ui/scroll-reveal';
import { useAddToCart } from '@shop/ui/cart-flows';
import { ProductListToggles } from '~/components/favorite-toggle';
import { useAppSelector } from '~/hooks';
import { useDisplayCurrency } from '~/lib/use-display-currency';

/** Cards whose pictures load at once (two columns on a phone: the first screenful). */
const EAGER_CARDS = 4;

/** Where a product's page is: inside the shopper's region when one is chosen (spec §2). */
export function useProductHref() {
  const region = useAppSelector(selectRegion);
  return (slug: string) =>
    `${region ? regionPath(region) : ''}/product/${encodeURIComponent(slug)}`;
}

/**
 * A grid of product cards in the page's language and display currency; `headingLevel` (of the
 * product names, default 3) follows the page's outline.
 */
export function ProductGrid({
  products,
  label,
  headingLevel = 3,
}: {
  products: ProductSummary[];
  label: string;
  headingLevel?: 2 | 3;
}) {
  const lang = useAppSelector(selectLocale);
  const { storeCurrency, currency } = useDisplayCurrency();
  const productHref = useProductHref();
  const { add, adding } = useAddToCart();
  return (
    <>
      <ul aria-label={label} className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {products.map((product, index) => (
          <li key={product.id}>
            <ScrollReveal className="h-full">
              <ProductCard
                product={product}
                lang={lang}
                href={productHref(product.slug)}
                storeCurrency={storeCurrency}
                currency={currency}
                adding={adding === product.id}
                onAddToCart={(added) => void add(added, { productId: added.id, quantity: 1 })}
                favorite={
                  <ProductListToggles productId={product.id} name={localizedName(product, lang)} />
                }
                headingLevel={headingLevel}
                // The first row a phone shows on arrival: pictures at once, not lazily.
                eager={index < EAGER_CARDS}
              />
            </ScrollReveal>
          </li>
        ))}
      </ul>
    </>
  );
}
